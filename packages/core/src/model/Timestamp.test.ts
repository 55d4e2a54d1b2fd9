import { Arbitrary, Either, FastCheck } from "effect"
import { describe, expect, it } from "vitest"
import { EpochMillis, Timestamp } from "./Timestamp.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("Timestamp", () => {
  const decode = decodeWithErrors(Timestamp)

  it("accepts ISO 8601 date-times with a zone and keeps them as written", () => {
    for (const text of ["2020-11-23T11:41:52Z", "2023-01-21T22:58:54.123Z", "2023-01-21T16:58:54-06:00"]) {
      expect(decode(text)).toEqual(Either.right(text))
    }
  })

  it("rejects dates without a time or zone, and impossible dates", () => {
    for (const text of ["2020-11-23", "2020-11-23T11:41:52", "23/11/2020 11:41", "2020-13-45T99:00:00Z"]) {
      expect(decode(text)).toEqual(Either.left({ "": [`Expected an ISO 8601 date-time, actual ${JSON.stringify(text)}`] }))
    }
  })

  it("generates values it accepts", () => {
    FastCheck.assert(FastCheck.property(Arbitrary.make(Timestamp), (text) => Either.isRight(decode(text))))
  })
})

describe("EpochMillis", () => {
  it("is a non-negative integer", () => {
    const decode = decodeWithErrors(EpochMillis)
    expect(decode(1674341934100)).toEqual(Either.right(1674341934100))
    expect(Either.isLeft(decode(-1))).toBe(true)
    expect(Either.isLeft(decode(1.5))).toBe(true)
  })
})
