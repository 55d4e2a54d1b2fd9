import { describe, expect, it } from "vitest"
import { formatDate, toMoment, type Moment } from "./DateFormat.js"

const instant = (iso: string): Moment => {
  const moment = toMoment(iso)
  if (moment === undefined) throw new Error(`not a moment: ${iso}`)
  return moment
}

describe("toMoment", () => {
  it("reads calendar dates as dates and date-times as instants", () => {
    expect(toMoment("2015-06-24")).toEqual({ epochMs: Date.UTC(2015, 5, 24), dateOnly: true })
    expect(toMoment("2024-01-15T09:00:00.000Z")).toEqual({ epochMs: Date.UTC(2024, 0, 15, 9), dateOnly: false })
    expect(toMoment("2024-01-15T09:00:00Z")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9))
    expect(toMoment("2024-01-15 09:00")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9))
    expect(toMoment(new Date(Date.UTC(2020, 1, 29)))).toEqual({ epochMs: Date.UTC(2020, 1, 29), dateOnly: false })
  })

  it("applies an explicit offset", () => {
    expect(toMoment("2024-01-15T03:00:00-06:00")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9))
    expect(toMoment("2024-01-15T14:30:00+0530")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9))
  })

  it("reads fractions of a second as milliseconds", () => {
    expect(toMoment("2024-01-15T09:00:00.5Z")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9, 0, 0, 500))
    expect(toMoment("2024-01-15T09:00:00.123456Z")?.epochMs).toBe(Date.UTC(2024, 0, 15, 9, 0, 0, 123))
  })

  it("refuses impossible dates and other text", () => {
    for (const text of ["2014-02-30", "2023-02-29", "2024-13-01", "2024-01-15T24:00:00Z", "06/24/2015", "garbage", ""]) {
      expect(toMoment(text)).toBeUndefined()
    }
    expect(toMoment("2024-02-29")?.dateOnly).toBe(true)
    expect(toMoment(20240115)).toBeUndefined()
    expect(toMoment(new Date(Number.NaN))).toBeUndefined()
  })
})

describe("formatDate tokens", () => {
  // A Monday, in week 3 of 2024 under both the US and the ISO rule.
  const m = instant("2024-01-15T15:04:05.678Z")
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["M", "1"], ["Mo", "1st"], ["MM", "01"], ["MMM", "Jan"], ["MMMM", "January"],
    ["Q", "1"], ["Qo", "1st"],
    ["D", "15"], ["Do", "15th"], ["DD", "15"], ["DDD", "15"], ["DDDo", "15th"], ["DDDD", "015"],
    ["d", "1"], ["do", "1st"], ["dd", "Mo"], ["ddd", "Mon"], ["dddd", "Monday"],
    ["e", "1"], ["E", "1"],
    ["w", "3"], ["wo", "3rd"], ["ww", "03"], ["W", "3"], ["Wo", "3rd"], ["WW", "03"],
    ["YY", "24"], ["YYYY", "2024"], ["Y", "2024"],
    ["gg", "24"], ["gggg", "2024"], ["GG", "24"], ["GGGG", "2024"],
    ["A", "PM"], ["a", "pm"],
    ["H", "15"], ["HH", "15"], ["h", "3"], ["hh", "03"], ["k", "15"], ["kk", "15"],
    ["m", "4"], ["mm", "04"], ["s", "5"], ["ss", "05"],
    ["S", "6"], ["SS", "67"], ["SSS", "678"], ["SSSS", "6780"], ["SSSSSS", "678000"],
    ["Z", "+00:00"], ["ZZ", "+0000"],
    ["X", String(Math.floor(Date.UTC(2024, 0, 15, 15, 4, 5) / 1000))],
    ["x", String(Date.UTC(2024, 0, 15, 15, 4, 5, 678))]
  ]
  it.each(cases)("%s → %s", (pattern, expected) => {
    expect(formatDate(m, pattern)).toBe(expected)
  })

  it("combines tokens with literal text, brackets and backslashes", () => {
    expect(formatDate(m, "YYYY-MM-DDTHH:mm:ss")).toBe("2024-01-15T15:04:05")
    expect(formatDate(m, "HHmm")).toBe("1504")
    expect(formatDate(instant("2015-10-12"), "[It's] MMMM Do")).toBe("It's October 12th")
    expect(formatDate(m, "[Today is] dddd")).toBe("Today is Monday")
    expect(formatDate(m, "\\Y YYYY")).toBe("Y 2024")
    expect(formatDate(m, "[HH")).toBe("[15")
  })

  it("counts midnight and noon as moment does", () => {
    const midnight = instant("2024-01-15T00:30:00Z")
    expect(formatDate(midnight, "h hh k kk H A")).toBe("12 12 24 24 0 AM")
    expect(formatDate(instant("2024-01-15T12:00:00Z"), "h A")).toBe("12 PM")
  })

  it("numbers weeks across the new year by the US and ISO rules", () => {
    // Friday 2021-01-01: US week 1 of 2021, ISO week 53 of 2020.
    expect(formatDate(instant("2021-01-01"), "w gggg W GGGG")).toBe("1 2021 53 2020")
    // Monday 2024-12-30: week 1 of 2025 under both rules.
    expect(formatDate(instant("2024-12-30"), "w gggg W GGGG")).toBe("1 2025 1 2025")
    // Sunday 2024-01-07 starts US week 2 but ends ISO week 1.
    expect(formatDate(instant("2024-01-07"), "w W E e")).toBe("2 1 7 0")
  })

  it("pads the day of the year and knows leap years", () => {
    expect(formatDate(instant("2024-12-31"), "DDD DDDD")).toBe("366 366")
    expect(formatDate(instant("2023-02-01"), "DDDD DDDo")).toBe("032 32nd")
  })
})

describe("formatDate localized formats", () => {
  const m = instant("1986-09-04T20:30:25Z")
  it.each([
    ["LT", "8:30 PM"],
    ["LTS", "8:30:25 PM"],
    ["L", "09/04/1986"],
    ["l", "9/4/1986"],
    ["LL", "September 4, 1986"],
    ["ll", "Sep 4, 1986"],
    ["LLL", "September 4, 1986 8:30 PM"],
    ["lll", "Sep 4, 1986 8:30 PM"],
    ["LLLL", "Thursday, September 4, 1986 8:30 PM"],
    ["llll", "Thu, Sep 4, 1986 8:30 PM"]
  ])("%s → %s (the reference's table)", (pattern, expected) => {
    expect(formatDate(m, pattern)).toBe(expected)
  })

  it("uses the locale's names and long formats", () => {
    const june = instant("2015-06-24T17:24:00Z")
    expect(formatDate(june, "LLL", undefined, "fr")).toBe("24 juin 2015 17:24")
    expect(formatDate(june, "L", undefined, "de")).toBe("24.06.2015")
    expect(formatDate(june, "LL", undefined, "es")).toBe("24 de junio de 2015")
    expect(formatDate(june, "dddd", undefined, "fr")).toBe("mercredi")
  })

  it("falls back to English for an unknown or malformed locale", () => {
    const june = instant("2015-06-24T17:24:00Z")
    expect(formatDate(june, "MMMM", undefined, "not a locale!")).toBe("June")
    expect(formatDate(june, "MMMM", undefined, "")).toBe("June")
  })
})

describe("formatDate time zones", () => {
  it("formats the wall clock of the zone, winter and summer (day-parting)", () => {
    expect(formatDate(instant("2024-01-15T15:00:00Z"), "HHmm z Z", "America/Chicago")).toBe("0900 CST -06:00")
    expect(formatDate(instant("2024-07-15T14:00:00Z"), "HHmm z ZZ", "America/Chicago")).toBe("0900 CDT -0500")
  })

  it("moves the date with the zone", () => {
    expect(formatDate(instant("2024-01-15T03:00:00Z"), "YYYY-MM-DD dddd", "America/Chicago")).toBe("2024-01-14 Sunday")
    expect(formatDate(instant("2024-01-15T20:00:00Z"), "YYYY-MM-DD", "Asia/Tokyo")).toBe("2024-01-16")
  })

  it("is exact on both sides of a DST change, in any order", () => {
    const before = instant("2024-03-10T07:59:59Z")
    const after = instant("2024-03-10T08:00:00Z")
    const zone = "America/Chicago"
    expect(formatDate(after, "HH:mm z", zone)).toBe("03:00 CDT")
    expect(formatDate(before, "HH:mm:ss z", zone)).toBe("01:59:59 CST")
    expect(formatDate(after, "HH:mm z", zone)).toBe("03:00 CDT")
  })

  it("handles zones whose offsets and DST steps are not whole hours", () => {
    const m = instant("2024-01-15T00:00:00Z")
    expect(formatDate(m, "HH:mm Z", "Asia/Kolkata")).toBe("05:30 +05:30")
    expect(formatDate(m, "HH:mm Z", "Asia/Kathmandu")).toBe("05:45 +05:45")
    // Lord Howe Island leaves its half-hour daylight saving at 2:00 on 2024-04-07.
    expect(formatDate(instant("2024-04-06T14:59:00Z"), "HH:mm Z", "Australia/Lord_Howe")).toBe("01:59 +11:00")
    expect(formatDate(instant("2024-04-06T15:00:00Z"), "HH:mm Z", "Australia/Lord_Howe")).toBe("01:30 +10:30")
  })

  it("prints no zone name without a zone, and UTC for UTC", () => {
    const m = instant("2024-01-15T15:00:00Z")
    expect(formatDate(m, "HH z")).toBe("15 ")
    expect(formatDate(m, "HH z", "UTC")).toBe("15 UTC")
  })

  it("ignores the zone for calendar dates, which have none", () => {
    expect(formatDate(instant("2015-06-24"), "YYYY-MM-DD HH:mm Z", "America/Chicago")).toBe("2015-06-24 00:00 +00:00")
  })

  it("gives undefined for an unknown zone", () => {
    expect(formatDate(instant("2024-01-15T15:00:00Z"), "HHmm", "Mars/Olympus_Mons")).toBeUndefined()
  })
})
