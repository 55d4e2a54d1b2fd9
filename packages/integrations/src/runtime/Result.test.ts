import { describe, expect, it } from "vitest"
import { errorResult, NO_OUTCOME, priceOf, resultReader } from "./Result.js"

const rootVariables = [
  { name: "outcome", type: "string", description: "outcome" },
  { name: "reason", type: "string", description: "reason" },
  { name: "price", type: "number", description: "price" }
]
const prefixedVariables = [
  { name: "query_item.outcome", type: "string", description: "outcome" },
  { name: "query_item.reason", type: "string", description: "reason" },
  { name: "query_item.found", type: "boolean", description: "found" }
]

describe("resultReader", () => {
  const root = resultReader(rootVariables)
  const prefixed = resultReader(prefixedVariables)

  it("reads outcome, reason and price at the root", () => {
    expect(root({ outcome: "success", reason: "ok", price: "12.50", id: 7 }, [], 3)).toEqual({
      outcome: "success",
      reason: "ok",
      price: 12.5,
      appended: { outcome: "success", reason: "ok", price: "12.50", id: 7 },
      transactions: [],
      waitMs: 3
    })
  })

  it("reads them under the append prefix, nested or as dotted keys", () => {
    expect(prefixed({ query_item: { outcome: "failure", reason: "Duplicate", found: true } }, [], 0)).toMatchObject({
      outcome: "failure",
      reason: "Duplicate"
    })
    expect(prefixed({ "query_item.outcome": "success", "query_item.found": false }, [], 0)).toMatchObject({
      outcome: "success",
      reason: undefined
    })
  })

  it("reports a missing or invalid outcome as an error, where the outcome belongs", () => {
    expect(root({ status: "accepted" }, [], 0)).toMatchObject({
      outcome: "error",
      reason: NO_OUTCOME,
      appended: { status: "accepted", outcome: "error", reason: NO_OUTCOME }
    })
    expect(prefixed({ query_item: { outcome: "skip", found: true } }, [], 0)).toMatchObject({
      outcome: "error",
      appended: { query_item: { outcome: "error", reason: NO_OUTCOME, found: true } }
    })
  })

  it("gives a failure or error without a reason a generic one", () => {
    expect(root({ outcome: "failure" }, [], 0)).toMatchObject({
      reason: "unspecified failure",
      appended: { outcome: "failure", reason: "unspecified failure" }
    })
    expect(root({ outcome: "error", reason: "  " }, [], 0)).toMatchObject({ reason: "unspecified error" })
  })
})

describe("priceOf", () => {
  it.each([
    [12.5, 12.5],
    ["7", 7],
    [" 3.25 ", 3.25],
    ["", undefined],
    ["free", undefined],
    [Number.NaN, undefined],
    [null, undefined]
  ])("%s → %s", (value, expected) => {
    expect(priceOf(value)).toBe(expected)
  })

  // A buyer answering a negative or hex price gave a negative (or made-up) sale price.
  it.each([
    ["-250", undefined],
    ["-5", undefined],
    [-5, undefined],
    ["0x10", undefined],
    ["1e3", undefined],
    ["+5", undefined],
    ["Infinity", undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ["1".repeat(400), undefined],
    ["0", 0],
    [-0, 0],
    [".5", 0.5],
    ["10.", 10]
  ])("only a finite, non-negative plain decimal is a price: %s → %s", (value, expected) => {
    expect(priceOf(value)).toBe(expected)
  })
})

describe("errorResult", () => {
  it("appends the outcome under the prefix when there is one", () => {
    expect(errorResult("connection refused", [], 5, "query_item").appended).toEqual({
      query_item: { outcome: "error", reason: "connection refused" }
    })
  })
})
