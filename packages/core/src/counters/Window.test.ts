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

  it("knows real time zones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true)
    expect(isTimeZone("Mars/Olympus")).toBe(false)
  })
})
