import { describe, expect, it } from "vitest"
import type { ScheduleEncoded } from "../model/Schedule.js"
import { checkSchedule, compileSchedule, type IsOpen } from "./Schedule.js"

const officeHours: ScheduleEncoded = {
  time_zone: "America/New_York",
  days: {
    mon: [["09:00", "17:00"]],
    tue: [["09:00", "12:00"], ["13:00", "17:00"]],
    wed: [["09:00", "17:00"]],
    thu: [["09:00", "17:00"]],
    fri: [["09:00", "24:00"]],
    sat: [["00:00", "02:00"]]
  },
  exceptions: [
    { date: "2026-12-25", hours: [], name: "Christmas" },
    { date: "2026-12-26", hours: [["10:00", "11:00"]] }
  ]
}

const compiled = (schedule: ScheduleEncoded): IsOpen => {
  const result = compileSchedule(schedule)
  if (!("isOpen" in result)) throw new Error(result.issue.message)
  return result.isOpen
}

const at = (iso: string) => Date.parse(iso)

describe("a compiled schedule", () => {
  const open = compiled(officeHours)

  it("is open within a day's hours in its zone, the opening minute included and the closing one not", () => {
    // 2026-03-02 is a Monday; New York is UTC-5 until 2026-03-08.
    expect(open(at("2026-03-02T13:59:59Z"))).toBe(false)
    expect(open(at("2026-03-02T14:00:00Z"))).toBe(true)
    expect(open(at("2026-03-02T21:59:59Z"))).toBe(true)
    expect(open(at("2026-03-02T22:00:00Z"))).toBe(false)
  })

  it("follows the zone's daylight saving time", () => {
    // 2026-03-09, a Monday, New York is UTC-4: 09:00 is 13:00 UTC.
    expect(open(at("2026-03-09T13:00:00Z"))).toBe(true)
    expect(open(at("2026-03-09T12:59:00Z"))).toBe(false)
  })

  it("keeps a lunch break closed, and days without hours closed all day", () => {
    expect(open(at("2026-03-03T17:30:00Z"))).toBe(false) // Tuesday 12:30
    expect(open(at("2026-03-03T18:00:00Z"))).toBe(true) // Tuesday 13:00
    expect(open(at("2026-03-08T16:00:00Z"))).toBe(false) // Sunday noon
  })

  it("runs overnight hours written over two days", () => {
    expect(open(at("2026-03-07T04:30:00Z"))).toBe(true) // Friday 23:30
    expect(open(at("2026-03-07T06:30:00Z"))).toBe(true) // Saturday 01:30
    expect(open(at("2026-03-07T07:00:00Z"))).toBe(false) // Saturday 02:00
  })

  it("uses a dated exception in place of the weekday's hours", () => {
    // 2026-12-25 is a Friday: closed all day; 2026-12-26 (Saturday) opens 10-11 only.
    expect(open(at("2026-12-25T15:00:00Z"))).toBe(false)
    expect(open(at("2026-12-26T06:00:00Z"))).toBe(false)
    expect(open(at("2026-12-26T15:30:00Z"))).toBe(true)
    expect(open(at("2026-12-18T15:00:00Z"))).toBe(true) // the Friday before, as usual
  })
})

describe("checking a schedule", () => {
  it("accepts a sound schedule", () => {
    expect(checkSchedule(officeHours)).toEqual([])
  })

  it("names each bad zone, time and date by its path", () => {
    const issues = checkSchedule({
      time_zone: "Mars/Olympus",
      days: { mon: [["9:00", "17:00"]], tue: [["17:00", "09:00"]], wed: [["00:00", "24:01"]] },
      exceptions: [
        { date: "2026-02-30", hours: [] },
        { date: "2026-12-25", hours: [] },
        { date: "2026-12-25", hours: [["08:00", "25:00"]] }
      ]
    })
    expect(issues.map((issue) => issue.path)).toEqual([
      "time_zone",
      "days.mon.0.0",
      "days.tue.0",
      "days.wed.0.1",
      "exceptions.0.date",
      "exceptions.2.hours.0.1",
      "exceptions.2.date"
    ])
    expect(compileSchedule({ time_zone: "Mars/Olympus", days: {} })).toEqual({
      issue: { path: "time_zone", message: 'Expected an IANA time zone, actual "Mars/Olympus"' }
    })
  })
})
