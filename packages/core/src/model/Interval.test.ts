import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { DurationUnit, IntervalLength, TimeZone } from "./Interval.js"
import { knownZoneCount } from "./internal/KnownZones.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("TimeZone", () => {
  const decode = decodeWithErrors(TimeZone)

  it("accepts IANA zones the runtime knows", () => {
    for (const zone of ["America/New_York", "UTC", "Europe/Berlin", "Asia/Kolkata"]) {
      expect(decode(zone)).toEqual(Either.right(zone))
    }
  })

  it("rejects unknown zones, including the reference's misspelt example", () => {
    expect(decode("America/Los Angeles")).toEqual(
      Either.left({ "": ['Expected an IANA time zone, actual "America/Los Angeles"'] })
    )
    expect(Either.isLeft(decode("Mars/Olympus_Mons"))).toBe(true)
  })

  it("remembers canonical names only, so casings of a zone do not grow what it remembers", () => {
    const name = "america/new_york"
    decode("America/New_York")
    const before = knownZoneCount()
    // 500 casings of one zone: each decodes, none is remembered.
    for (let mask = 0; mask < 500; mask++) {
      const variant = [...name].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join("")
      expect(Either.isRight(decode(variant))).toBe(true)
    }
    expect(knownZoneCount()).toBe(before)
  })
})

describe("interval", () => {
  it("counts whole units of minute, hour, day, week or month", () => {
    expect(decodeWithErrors(DurationUnit)("week")).toEqual(Either.right("week"))
    expect(Either.isLeft(decodeWithErrors(DurationUnit)("year"))).toBe(true)
    expect(decodeWithErrors(IntervalLength)(2)).toEqual(Either.right(2))
    expect(Either.isLeft(decodeWithErrors(IntervalLength)(0))).toBe(true)
    expect(Either.isLeft(decodeWithErrors(IntervalLength)(1.5))).toBe(true)
  })
})
