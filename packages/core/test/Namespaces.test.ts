import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Engine, type FilterEvent, type SourceEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { fields, flowOf, harness, lead, recipient, SOURCE_ID } from "./fixtures.js"

/**
 * The spec's namespaces: `lead.*` holds every submitted value (the flow's fields typed, the rest
 * as text), and custom fields (`standard: false` in the account's fields) read without a prefix.
 */

const BUYER = "leadflow-test.outbound.buyer"
/** The account's fields: the standard ones of the fixtures plus two custom fields. */
const accountFields = [
  ...fields,
  { id: "favorite_color_acorp", type: "string", standard: false },
  { id: "loan_amount_acorp", type: "number", standard: false }
] as const

describe("namespaces", () => {
  it.effect("every submitted value reaches lead.* and the source event's vars; undeclared ones as strings", () => {
    const h = harness()
    const compiled = Engine.compile(flowOf({ fields: ["email"] }), fields)
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, {
        sourceId: SOURCE_ID,
        data: { email: "jane@example.com", Campaign: "spring", visits: 3, opted: true, utm: { source: "ads", n: 2 } }
      })
      const vars = result.events.find((e): e is SourceEvent => e.type === "source")?.vars as { lead: Record<string, unknown> }
      expect(vars.lead["email"]).toMatchObject({ normal: "jane@example.com", valid: true })
      expect(vars.lead["campaign"]).toBe("spring")
      expect(vars.lead["visits"]).toBe("3")
      expect(vars.lead["opted"]).toBe("true")
      expect(vars.lead["utm"]).toEqual({ source: "ads", n: "2" })
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("undeclared values are readable by rules and templates as lead.*", () => {
    const h = harness()
    const compiled = Engine.compile(
      flowOf({
        fields: ["email"],
        steps: [
          {
            type: "filter",
            outcome: "failure",
            reason: "campaign {{lead.campaign}}",
            rule_set: { op: "and", rules: [{ lhv: "lead.campaign", op: "is equal to", rhv: "spring" }] }
          }
        ]
      }),
      fields
    )
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { email: "jane@example.com", campaign: "Spring" } })
      expect([result.outcome, result.reason]).toEqual(["failure", "campaign Spring"])
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("custom fields are read without a prefix in rules, templates and step mappings", () => {
    let seen: Readonly<Record<string, unknown>> = {}
    const buyer = testIntegration({
      id: BUYER,
      respond: (vars) => {
        seen = vars
        return {}
      }
    })
    const h = harness([buyer])
    const compiled = Engine.compile(
      flowOf({
        fields: ["email", "loan_amount_acorp"],
        steps: [
          {
            type: "filter",
            outcome: "failure",
            reason: "small loan {{loan_amount_acorp}} for a {{favorite_color_acorp}} fan",
            rule_set: { op: "and", rules: [{ lhv: "loan_amount_acorp", op: "is less than", rhv: "1000" }] }
          },
          recipient(BUYER, {
            rule_set: { op: "and", rules: [{ lhv: "favorite_color_acorp", op: "is equal to", rhv: "blue" }] },
            integration: {
              module_id: BUYER,
              mappings: [
                { property: "color", value: "{{favorite_color_acorp}}" },
                { property: "amount", value: "{{loan_amount_acorp}}" }
              ]
            }
          })
        ]
      }),
      accountFields
    )
    return Effect.gen(function* () {
      const small = yield* Engine.submit(compiled, {
        sourceId: SOURCE_ID,
        data: { ...lead, loan_amount_acorp: "500", favorite_color_acorp: "Blue" }
      })
      expect([small.outcome, small.reason]).toEqual(["failure", "small loan 500 for a Blue fan"])
      const filter = small.events.find((e): e is FilterEvent => e.type === "filter")
      expect((filter?.vars as Record<string, unknown>)["favorite_color_acorp"]).toBe("Blue")

      const big = yield* Engine.submit(compiled, {
        sourceId: SOURCE_ID,
        data: { ...lead, loan_amount_acorp: "25000", favorite_color_acorp: "Blue" }
      })
      expect(big.events.map((e) => [e.type, e.outcome])).toEqual([
        ["filter", "continue"],
        ["recipient", "success"],
        ["source", "success"]
      ])
      expect(seen["color"]).toBe("Blue")
      // A declared custom field is typed, unprefixed as under lead.*.
      expect(seen["amount"]).toMatchObject({ normal: 25000, valid: true })
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("standard fields and unknown submitted names stay under lead.* only", () => {
    const h = harness()
    const compiled = Engine.compile(flowOf(), accountFields)
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, campaign: "x" } })
      const vars = result.events.find((e): e is SourceEvent => e.type === "source")?.vars as Record<string, unknown>
      expect(vars["email"]).toBeUndefined()
      expect(vars["campaign"]).toBeUndefined()
      expect((vars["lead"] as Record<string, unknown>)["campaign"]).toBe("x")
    }).pipe(Effect.provide(h.layer))
  })
})
