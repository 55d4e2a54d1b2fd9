import { describe, it, expect } from "vitest"
import fc from "fast-check"
import {
  calendarDayOf,
  dayFromEpochDays,
  daysSinceEpoch,
  dayText,
  isRealDay,
  readDate,
  weekdayOfEpochDays
} from "./dates.js"

const day = (text: string) => {
  const found = readDate(text)
  return found === undefined ? undefined : dayText(found.year, found.month, found.day)
}

describe("calendar arithmetic", () => {
  it("counts days from 1970-01-01 like Date.UTC", () => {
    expect(daysSinceEpoch(1970, 1, 1)).toBe(0)
    expect(daysSinceEpoch(2014, 6, 2)).toBe(Date.UTC(2014, 5, 2) / 86_400_000)
    expect(daysSinceEpoch(1969, 7, 25)).toBe(Date.UTC(1969, 6, 25) / 86_400_000)
  })

  it("rolls Feb 29 of a common year into Mar 1", () => {
    expect(daysSinceEpoch(2022, 2, 29)).toBe(daysSinceEpoch(2022, 3, 1))
    expect(daysSinceEpoch(2024, 2, 29)).toBe(daysSinceEpoch(2024, 3, 1) - 1)
  })

  it("turns day counts back into the same calendar day", () => {
    fc.assert(
      fc.property(fc.integer({ min: daysSinceEpoch(1, 1, 1), max: daysSinceEpoch(9999, 12, 31) }), (days) => {
        const d = dayFromEpochDays(days)
        expect(isRealDay(d.year, d.month, d.day)).toBe(true)
        expect(daysSinceEpoch(d.year, d.month, d.day)).toBe(days)
      })
    )
  })

  it("knows the weekday, before and after the epoch", () => {
    expect(weekdayOfEpochDays(0)).toBe(4)
    expect(weekdayOfEpochDays(daysSinceEpoch(2014, 6, 2))).toBe(1)
    expect(weekdayOfEpochDays(daysSinceEpoch(1969, 12, 28))).toBe(0)
  })

  it("accepts only real days of years 1 to 9999", () => {
    expect(isRealDay(2016, 2, 29)).toBe(true)
    expect(isRealDay(2015, 2, 29)).toBe(false)
    expect(isRealDay(1900, 2, 29)).toBe(false)
    expect(isRealDay(2000, 2, 29)).toBe(true)
    expect(isRealDay(2014, 4, 31)).toBe(false)
    expect(isRealDay(0, 1, 1)).toBe(false)
    expect(isRealDay(2014, 0, 1)).toBe(false)
    expect(isRealDay(2014, 13, 1)).toBe(false)
  })
})

describe("readDate", () => {
  it("reads slash and dash dates month first, day first only when month first is impossible", () => {
    expect(day("06/02/2014")).toBe("2014-06-02")
    expect(day("6/2/14")).toBe("2014-06-02")
    expect(day("06-02-2014")).toBe("2014-06-02")
    expect(day("02-06-2014")).toBe("2014-02-06")
    expect(day("18/07/2014")).toBe("2014-07-18")
    expect(day("31/12/14")).toBe("2014-12-31")
    expect(day("13/13/2014")).toBeUndefined()
  })

  it("reads year-first dates only with dashes", () => {
    expect(day("2014-06-02")).toBe("2014-06-02")
    expect(day("2014-6-2")).toBe("2014-06-02")
    expect(day("2014-18-07")).toBe("2014-07-18")
    expect(day("2014/06/02")).toBeUndefined()
  })

  it("pivots two-digit years at 69", () => {
    expect(day("6/2/68")).toBe("2068-06-02")
    expect(day("6/2/69")).toBe("1969-06-02")
    expect(day("1/1/00")).toBe("2000-01-01")
  })

  it("reads eight digits as MMDDYYYY, YYYYMMDD, DDMMYYYY or YYYYDDMM, first real day winning", () => {
    expect(day("06022014")).toBe("2014-06-02")
    expect(day("20140602")).toBe("2014-06-02")
    expect(day("18072014")).toBe("2014-07-18")
    expect(day("20141807")).toBe("2014-07-18")
    expect(day("99999999")).toBeUndefined()
    expect(day("201406021")).toBeUndefined()
  })

  it("reads month names, long or short, in any case, either order", () => {
    expect(day("Jun 02 2014")).toBe("2014-06-02")
    expect(day("June 2, 2014")).toBe("2014-06-02")
    expect(day("jun. 2nd 2014")).toBe("2014-06-02")
    expect(day("SEPT 5 2014")).toBe("2014-09-05")
    expect(day("18 July 2014")).toBe("2014-07-18")
    expect(day("02-Jun-2014")).toBe("2014-06-02")
    expect(day("Junk 2 2014")).toBeUndefined()
    expect(day("Jun 31 2014")).toBeUndefined()
  })

  it("reports a leading weekday and where the date ends", () => {
    expect(readDate("Mon Jun 02 2014 13:27:33")).toEqual({ year: 2014, month: 6, day: 2, weekday: 1, end: 15 })
    expect(readDate("Sat, 14 Jun 2014 GMT")).toMatchObject({ day: 14, weekday: 6, end: 16 })
    expect(readDate("  2014-06-02T10:00:00Z")).toMatchObject({ year: 2014, weekday: -1, end: 12 })
  })

  it("finds nothing in words, blanks or numbers that are not dates", () => {
    for (const text of ["", "   ", "today", "garbage", "2014", "1402770453000", "1/2/3", "00/00/0000"]) {
      expect(readDate(text)).toBeUndefined()
    }
  })

  it("reads back every day it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: daysSinceEpoch(1, 1, 1), max: daysSinceEpoch(9999, 12, 31) }), (days) => {
        const d = dayFromEpochDays(days)
        expect(readDate(dayText(d.year, d.month, d.day))).toMatchObject(d)
      })
    )
  })
})

describe("calendarDayOf", () => {
  it("takes the UTC day of a Date, whatever the process time zone", () => {
    expect(calendarDayOf(new Date("2014-06-02T23:59:59.999Z"))).toEqual({ year: 2014, month: 6, day: 2 })
    expect(calendarDayOf(new Date(Number.NaN))).toBeUndefined()
  })

  it("reads numbers as their text", () => {
    expect(calendarDayOf(20140602)).toMatchObject({ year: 2014, month: 6, day: 2 })
  })

  it("rejects a weekday that contradicts the date", () => {
    expect(calendarDayOf("Mon Jun 02 2014")).toMatchObject({ day: 2 })
    expect(calendarDayOf("Tue Jun 02 2014")).toBeUndefined()
  })
})
