import { describe, expect, it } from "vitest"
import { compileWindow, isTimeZone } from "./Window.js"

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe("compileWindow", () => {
  it("minute and hour windows in UTC", () => {
    expect(compileWindow(1, "minute")(at("2026-03-01T10:15:42Z"))).toEqual({
      start: at("2026-03-01T10:15:00Z"),
      end: at("2026-03-01T10:16:00Z")
    })
    const w = compileWindow(6, "hour")(at("2026-03-01T10:15:42Z"))
    expect([iso(w.start), iso(w.end)]).toEqual(["2026-03-01T06:00:00.000Z", "2026-03-01T12:00:00.000Z"])
  })

  it("a day resets at local midnight in the cap's time zone", () => {
    const w = compileWindow(1, "day", "America/Chicago")(at("2026-07-10T03:00:00Z")) // 22:00 on the 9th in Chicago
    expect([iso(w.start), iso(w.end)]).toEqual(["2026-07-09T05:00:00.000Z", "2026-07-10T05:00:00.000Z"])
  })

  it("a day that contains a DST change is 23 hours long", () => {
    const w = compileWindow(1, "day", "America/New_York")(at("2026-03-08T12:00:00Z"))
    expect(w.end - w.start).toBe(23 * 3_600_000)
    expect(iso(w.start)).toBe("2026-03-08T05:00:00.000Z")
  })

  it("weeks start on Monday", () => {
    const w = compileWindow(1, "week")(at("2026-11-21T12:00:00Z")) // a Saturday
    expect([iso(w.start), iso(w.end)]).toEqual(["2026-11-16T00:00:00.000Z", "2026-11-23T00:00:00.000Z"])
  })

  it("months follow the calendar, in the time zone", () => {
    const w = compileWindow(1, "month", "Europe/Berlin")(at("2026-02-28T23:30:00Z")) // already March 1st in Berlin
    expect([iso(w.start), iso(w.end)]).toEqual(["2026-02-28T23:00:00.000Z", "2026-03-31T22:00:00.000Z"])
  })

  it("multi-unit windows tile the timeline without gaps", () => {
    const window = compileWindow(2, "day", "America/Chicago")
    const a = window(at("2026-05-01T12:00:00Z"))
    const b = window(a.end)
    expect(b.start).toBe(a.end)
    expect(b.end - b.start).toBe(2 * 86_400_000)
  })

  it("a day whose midnight the clocks skip ends when they jump, and contains the hour before", () => {
    // Santiago springs forward at local midnight on 2024-09-08 (04:00Z): 00:00-01:00 does not exist.
    const window = compileWindow(1, "day", "America/Santiago")
    const now = at("2024-09-08T03:30:00Z") // 23:30 on the 7th
    const w = window(now)
    expect([iso(w.start), iso(w.end)]).toEqual(["2024-09-07T04:00:00.000Z", "2024-09-08T04:00:00.000Z"])
    expect(now >= w.start && now < w.end).toBe(true)
    const next = window(w.end)
    expect([iso(next.start), iso(next.end)]).toEqual(["2024-09-08T04:00:00.000Z", "2024-09-09T03:00:00.000Z"])
    // Havana springs forward at midnight too (2024-03-10, 05:00Z).
    const havana = compileWindow(1, "day", "America/Havana")(at("2024-03-10T04:30:00Z"))
    expect(iso(havana.end)).toBe("2024-03-10T05:00:00.000Z")
  })

  it("month windows in years before 100 stay in their century", () => {
    const now = at("0050-06-15T00:00:00Z")
    const w = compileWindow(1, "month")(now)
    expect([iso(w.start), iso(w.end)]).toEqual(["0050-06-01T00:00:00.000Z", "0050-07-01T00:00:00.000Z"])
  })

  it("a window is at most 100 years long, so it always ends at a date", () => {
    const now = at("2026-03-01T10:15:42Z")
    for (const [duration, unit] of [[1e9, "month"], [300_000_000, "day"], [1e12, "minute"], [1e10, "hour"], [1e9, "week"]] as const) {
      const w = compileWindow(duration, unit, "America/Chicago")(now)
      expect(Number.isFinite(w.end)).toBe(true)
      expect(() => iso(w.end)).not.toThrow()
      expect(now >= w.start && now < w.end).toBe(true)
      expect(w.end - w.start).toBeLessThanOrEqual(100 * 366 * 86_400_000)
    }
  })

  it("knows real time zones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true)
    expect(isTimeZone("Mars/Olympus")).toBe(false)
  })
})
