import { Flow } from "@leadflow/core"
import { Either, Schema } from "effect"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { flowReturnIssues } from "./ReturnIssues.js"
import { rateCapOf } from "./ReturnRates.js"
import { returnPolicyFor } from "./Returns.js"

/** The flow document of docs/returns.md is a valid flow, with the policies the guide describes. */
const guide = readFileSync(new URL("../../../../docs/returns.md", import.meta.url), "utf8")
const block = /## A complete flow[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1]

describe("docs/returns.md", () => {
  it("has a complete flow document that decodes, without flow errors", () => {
    expect(block).toBeDefined()
    const json = JSON.parse(block ?? "{}") as Record<string, unknown>
    const decoded = Schema.decodeUnknownEither(Flow)(json)
    expect(Either.isRight(decoded)).toBe(true)
    if (Either.isRight(decoded)) expect(flowReturnIssues(decoded.right)).toEqual([])
    expect(returnPolicyFor(json, "buyer1")).toEqual({ window_days: 14, reasons: ["bad_phone", "duplicate"], approval: "auto" })
    expect(returnPolicyFor(json, "buyer2")).toEqual({ window_days: 30, approval: "manual" })
    expect(rateCapOf(json, "65a1f0c2e4b0a1b2c3d4e5f6")).toEqual({ percent: 20, window_days: 30, min_leads: 25, action: "pause" })
  })
})
