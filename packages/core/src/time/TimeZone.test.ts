import { describe, expect, it } from "vitest"
import { timeZone, utcMs } from "./TimeZone.js"

describe("timeZone", () => {
  it("gives the offset in minutes, following daylight saving", () => {
    const chicago = timeZone("America/Chicago")
    expect(chicago?.offsetAt(Date.UTC(2024, 0, 15, 12))).toBe(-360)
    expect(chicago?.offsetAt(Date.UTC(2024, 6, 15, 12))).toBe(-300)
    expect(timeZone("UTC")?.offsetAt(Date.UTC(2024, 6, 15, 12))).toBe(0)
    expect(timeZone("Asia/Kathmandu")?.offsetAt(Date.UTC(2024, 6, 15, 12))).toBe(345)
  })

  it("stays exact around a change when instants arrive in any order", () => {
    const newYork = timeZone("America/New_York")
    const change = Date.UTC(2024, 10, 3, 6) // 02:00 EDT becomes 01:00 EST
    const sequence = [change - 1, change, change - 1, change + 60_000, change - 15 * 60_000, change]
    expect(sequence.map((t) => newYork?.offsetAt(t))).toEqual([-240, -300, -240, -300, -240, -300])
  })

  it("names the zone's abbreviation", () => {
    expect(timeZone("America/Chicago")?.abbreviationAt(Date.UTC(2024, 0, 15))).toBe("CST")
    expect(timeZone("America/Chicago")?.abbreviationAt(Date.UTC(2024, 6, 15))).toBe("CDT")
  })

  it("gives undefined for an unknown zone", () => {
    expect(timeZone("Nowhere/Special")).toBeUndefined()
    expect(timeZone("")).toBeUndefined()
  })
})

describe("utcMs", () => {
  it("keeps years below 100 where they are", () => {
    expect(new Date(utcMs(50, 3, 1, 0, 0, 0, 0)).getUTCFullYear()).toBe(50)
    expect(utcMs(2024, 1, 15, 9, 30, 0, 5)).toBe(Date.UTC(2024, 0, 15, 9, 30, 0, 5))
  })
})
