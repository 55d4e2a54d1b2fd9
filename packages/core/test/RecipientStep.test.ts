import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Engine } from "../src/index.js"
import { compile, harness, lead, recipient, SOURCE_ID } from "./fixtures.js"

/** The recipient pipeline in the spec's order: integration lookup, then rules. */

describe("recipient step order", () => {
  it.effect("an unknown integration is an error even when the step's rules would skip it", () => {
    const h = harness()
    const compiled = compile({
      steps: [
        recipient("leadflow-nowhere.outbound.post", {
          rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "CA" }] }
        })
      ]
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.events.map((e) => [e.type, e.outcome, e.reason])).toEqual([
        ["recipient", "error", "unknown integration leadflow-nowhere.outbound.post"],
        ["source", "success", null]
      ])
    }).pipe(Effect.provide(h.layer))
  })
})
