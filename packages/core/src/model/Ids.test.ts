import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ObjectId, ShortId } from "./Ids.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("ObjectId", () => {
  const decode = decodeWithErrors(ObjectId)

  it("accepts 24 hexadecimal characters in either case", () => {
    expect(decode("5fd4371e940df5a34a3888b2")).toEqual(Either.right("5fd4371e940df5a34a3888b2"))
    expect(decode("5FD4371E940DF5A34A3888B2")).toEqual(Either.right("5FD4371E940DF5A34A3888B2"))
  })

  it("rejects other lengths, other characters and non-strings", () => {
    const message = (actual: string) => ({ "": [`Expected a 24-character hexadecimal id, actual ${actual}`] })
    expect(decode("5fd4371e940df5a34a3888b")).toEqual(Either.left(message('"5fd4371e940df5a34a3888b"')))
    expect(decode("5fd4371e940df5a34a3888bz")).toEqual(Either.left(message('"5fd4371e940df5a34a3888bz"')))
    expect(decode(5)).toEqual(Either.left({ "": ["Expected string, actual 5"] }))
  })

  it("encodes to the plain string", () => {
    expect(Schema.encodeSync(ObjectId)(ObjectId.make("64acddadd9b866e066385bd6"))).toBe("64acddadd9b866e066385bd6")
  })
})

describe("ShortId", () => {
  const decode = decodeWithErrors(ShortId)

  it("accepts six letters or digits only", () => {
    expect(decode("1aacd0")).toEqual(Either.right("1aacd0"))
    expect(Either.isLeft(decode("1aacd"))).toBe(true)
    expect(Either.isLeft(decode("1aacd0f"))).toBe(true)
    expect(Either.isLeft(decode("1aa-d0"))).toBe(true)
  })
})
