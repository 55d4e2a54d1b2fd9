import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { eventJson, storableJson } from "./StorableJson.js"

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** What the text should read back as: NUL and lone surrogates replaced, everything else kept. */
const expected = (value: unknown): unknown => {
  if (typeof value === "string") return value.replace(loneSurrogate, "\uFFFD").replaceAll("\u0000", "\uFFFD")
  if (Array.isArray(value)) return value.map(expected)
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [expected(k) as string, expected(v)]))
  return value
}

describe("storableJson", () => {
  it("replaces NUL and lone surrogates, and only them, keeping the JSON valid", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom("\u0000", "\\u0000", "\\\u0000", "\\\\u0000", "\ud800", "\udc00x", "\ud83d\ude00", "\\", "\u0001")
    )
    fc.assert(
      fc.property(fc.jsonValue().chain((base) => fc.tuple(fc.constant(base), fc.dictionary(text, text))), ([base, extra]) => {
        const value = { base, extra }
        const stored = storableJson(JSON.stringify(value))
        expect(stored).not.toMatch(/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i)
        // Compared with the value as JSON gives it back (-0 is written as 0).
        expect(JSON.parse(stored)).toEqual(expected(JSON.parse(JSON.stringify(value))))
      }),
      { numRuns: 500 }
    )
  })

  it("returns text without escapes as it is", () => {
    const text = JSON.stringify({ a: "plain ü🙂 text" })
    expect(storableJson(text)).toBe(text)
  })
})

describe("eventJson", () => {
  it("is JSON.stringify for JSON values", () => {
    const value = { a: [1, "x", null, { b: true }], c: "ü" }
    expect(eventJson(value)).toBe(JSON.stringify(value))
  })

  it("writes a BigInt as its text and a cycle as [Circular], keeping objects shared twice", () => {
    const shared = { id: 1 }
    const circular: Record<string, unknown> = { n: 10n, left: shared, right: shared }
    circular["self"] = circular
    circular["list"] = [circular, { back: circular }]
    expect(JSON.parse(eventJson(circular))).toEqual({
      n: "10",
      left: { id: 1 },
      right: { id: 1 },
      self: "[Circular]",
      list: ["[Circular]", { back: "[Circular]" }]
    })
    expect(eventJson(5n)).toBe('"5"')
  })
})
