import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { parseWhen } from "./MetricParams.js"

/**
 * Relative timeframes in an IANA zone start at its local midnight in force then, not at the one
 * the zone's offset now would give (session 23). `now` is given, so no answer depends on today.
 */
const window = (timeframe: string, timezone: string, now: string) => {
  const when = parseWhen({ timeframe, timezone }, Date.parse(now), "today")
  if (Either.isLeft(when)) throw new Error(when.left.message)
  return [new Date(when.right.timeframe.start).toISOString(), new Date(when.right.timeframe.end).toISOString()]
}

describe("relative timeframes across a change of the zone's offset", () => {
  it("this_month in New York in November starts at 00:00 EDT on the 1st and ends at 00:00 EST on December 1st", () => {
    expect(window("this_month", "America/New_York", "2026-11-15T12:00:00Z")).toEqual(["2026-11-01T04:00:00.000Z", "2026-12-01T05:00:00.000Z"])
    expect(window("previous_month", "America/New_York", "2026-11-15T12:00:00Z")).toEqual(["2026-10-01T04:00:00.000Z", "2026-11-01T04:00:00.000Z"])
  })

  it("days before a change are local days: previous_3_days, this_2_days, yesterday and this_week", () => {
    expect(window("previous_3_days", "America/New_York", "2026-03-10T12:00:00Z")).toEqual(["2026-03-07T05:00:00.000Z", "2026-03-10T04:00:00.000Z"])
    expect(window("this_2_days", "America/New_York", "2026-11-02T12:00:00Z")).toEqual(["2026-11-01T04:00:00.000Z", "2026-11-03T05:00:00.000Z"])
    expect(window("yesterday", "Australia/Sydney", "2026-04-06T01:00:00Z")).toEqual(["2026-04-04T13:00:00.000Z", "2026-04-05T14:00:00.000Z"])
    // The week of Monday 2026-10-26 in London (BST until the 25th, GMT after): GMT throughout.
    expect(window("previous_week", "Europe/London", "2026-11-04T12:00:00Z")).toEqual(["2026-10-26T00:00:00.000Z", "2026-11-02T00:00:00.000Z"])
    expect(window("previous_week", "Europe/London", "2026-10-28T12:00:00Z")).toEqual(["2026-10-18T23:00:00.000Z", "2026-10-26T00:00:00.000Z"])
  })

  it("a day whose midnight is skipped starts when the clocks jump (Santiago, 2026-09-06 at 01:00)", () => {
    expect(window("today", "America/Santiago", "2026-09-06T12:00:00Z")).toEqual(["2026-09-06T04:00:00.000Z", "2026-09-07T03:00:00.000Z"])
    expect(window("yesterday", "America/Santiago", "2026-09-07T12:00:00Z")).toEqual(["2026-09-06T04:00:00.000Z", "2026-09-07T03:00:00.000Z"])
  })

  it("hours are real hours: this_3_hours over New York's repeated 01:00", () => {
    expect(window("this_3_hours", "America/New_York", "2026-11-01T06:30:00Z")).toEqual(["2026-11-01T04:00:00.000Z", "2026-11-01T07:00:00.000Z"])
  })

  it("fixed offsets and half-hour zones as before", () => {
    expect(window("this_month", "-18000", "2026-11-15T12:00:00Z")).toEqual(["2026-11-01T05:00:00.000Z", "2026-12-01T05:00:00.000Z"])
    expect(window("today", "Asia/Kolkata", "2026-06-01T20:00:00Z")).toEqual(["2026-06-01T18:30:00.000Z", "2026-06-02T18:30:00.000Z"])
    expect(window("this_month", "19800", "2026-06-01T20:00:00Z")).toEqual(["2026-05-31T18:30:00.000Z", "2026-06-30T18:30:00.000Z"])
  })
})
