import { describe, expect, it } from "vitest"
import { parseTime } from "./Instant.js"

/** `parseTime`: the one rule of every time query parameter (changelogs, events, metrics, reports). */
describe("parseTime", () => {
  it("reads ISO 8601 date-times with a zone and whole ms since the epoch", () => {
    expect(parseTime("2024-03-07T10:00:00Z")).toBe(Date.UTC(2024, 2, 7, 10))
    expect(parseTime("2024-03-07T10:00Z")).toBe(Date.UTC(2024, 2, 7, 10))
    expect(parseTime("2024-03-07T10:00:00.5Z")).toBe(Date.UTC(2024, 2, 7, 10, 0, 0, 500))
    // Digits beyond the millisecond are dropped: always whole ms.
    expect(parseTime("2024-03-07T10:00:00.123456789Z")).toBe(Date.UTC(2024, 2, 7, 10, 0, 0, 123))
    expect(parseTime("2024-03-07T10:00:00+01:00")).toBe(Date.UTC(2024, 2, 7, 9))
    expect(parseTime("2024-03-07T10:00:00+0100")).toBe(Date.UTC(2024, 2, 7, 9))
    expect(parseTime("2024-03-07T10:00:00-05:30")).toBe(Date.UTC(2024, 2, 7, 15, 30))
    expect(parseTime("2024-02-29T00:00:00Z")).toBe(Date.UTC(2024, 1, 29))
    expect(parseTime("2000-02-29T23:59:59.999Z")).toBe(Date.UTC(2000, 1, 29, 23, 59, 59, 999))
    // The years 0 to 99 are those years, not 1900 to 1999.
    expect(parseTime("0050-01-01T00:00:00Z")).toBe(Date.parse("0050-01-01T00:00:00Z"))
    expect(parseTime("0")).toBe(0)
    expect(parseTime("1709805600000")).toBe(1709805600000)
    expect(parseTime("999999999999999")).toBe(999999999999999)
  })

  it("takes RFC 3339's forms (a space for T, lower-case t and z) and ignores spaces around the value", () => {
    for (const text of ["2024-03-07 10:00:00Z", "2024-03-07t10:00:00z", " 2024-03-07T10:00:00Z ", "2024-03-07 10:00:00+00:00"])
      expect(parseTime(text), text).toBe(Date.UTC(2024, 2, 7, 10))
    expect(parseTime(" 1709805600000")).toBe(1709805600000)
  })

  it("refuses what Date.parse would read in the server's time zone or some other way", () => {
    for (const text of ["-1", "1.5", "1e3", "Mar 7", "Mar 7 2024", "2024-03-07 10:00", "2024-03-07T10:00:00", "2024-03-07", "yesterday", "", " ", "1000000000000000", "20240307T100000Z"])
      expect(parseTime(text), text).toBeUndefined()
  })

  it("refuses a date or time whose fields do not exist, instead of rolling it over", () => {
    for (const text of [
      "2024-02-30T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "1900-02-29T00:00:00Z",
      "2024-04-31T00:00:00Z",
      "2024-00-10T00:00:00Z",
      "2024-13-01T00:00:00Z",
      "2024-03-00T00:00:00Z",
      "2024-03-07T24:00:00Z",
      "2024-03-07T24:00Z",
      "2024-03-07T10:60:00Z",
      "2024-03-07T23:59:60Z",
      "2024-03-07T10:00:00+24:00",
      "2024-03-07T10:00:00+01:60"
    ])
      expect(parseTime(text), text).toBeUndefined()
  })
})
