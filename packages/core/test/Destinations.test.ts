import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { DESTINATION_MODULE_ID, Engine, type LeadEvent, type SourceEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, harness, lead, recipient, SOURCE_ID } from "./fixtures.js"

/** A flow's `destinations` run after its steps, each action a JSON delivery of the lead with a recipient event. */

const BUYER = "leadflow-test.outbound.buyer"
const HOOK_A = "https://hooks.example.com/a?token=s3cret"
const HOOK_B = "https://hooks.example.com/b"

const destinations = [
  {
    name: "Sheets",
    integration_name: "Google Sheets",
    instance_id: "inst-1",
    actions: [
      { name: "Add row", action_id: "add_row", webhook_url: HOOK_A },
      { name: "Notify", action_id: "notify", webhook_url: HOOK_B }
    ]
  }
]

/** The JSON delivery as the engine sees it: it records what it was asked to send. */
const jsonDelivery = (calls: Array<Readonly<Record<string, unknown>>>) =>
  testIntegration({
    id: DESTINATION_MODULE_ID,
    respond: (vars) => {
      calls.push(vars)
      return { appended: { delivered: true } }
    }
  })

const sourceOf = (events: ReadonlyArray<LeadEvent>) => events.find((e): e is SourceEvent => e.type === "source")

describe("destinations", () => {
  it.effect("deliver the lead after the steps, one recipient event per action", () => {
    const calls: Array<Readonly<Record<string, unknown>>> = []
    const order: Array<string> = []
    const buyer = testIntegration({
      id: BUYER,
      respond: () => {
        order.push("step")
        return {}
      }
    })
    const h = harness([buyer, jsonDelivery(calls)])
    const compiled = compile({ destinations, steps: [recipient(BUYER)] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      expect(result.events.map((e) => [e.type, e.outcome])).toEqual([
        ["recipient", "success"],
        ["recipient", "success"],
        ["recipient", "success"],
        ["source", "success"]
      ])
      const [, first, second] = result.events as ReadonlyArray<Record<string, unknown>>
      expect(first).toMatchObject({
        step_id: "destination0",
        module_id: DESTINATION_MODULE_ID,
        destination: { instance_id: "inst-1", name: "Sheets", action_id: "add_row", action_name: "Add row" },
        vars: { recipient: { id: "inst-1", name: "Sheets" } }
      })
      expect(second).toMatchObject({ step_id: "destination1", destination: { action_id: "notify" } })
      // The recorded mappings mask a secret in the webhook's query string.
      expect(JSON.stringify(first?.["mappings"])).not.toContain("s3cret")
      // Each action got the whole lead as the JSON document, POSTed to its webhook.
      expect(calls.map((vars) => [vars["url"], vars["method"]])).toEqual([
        [HOOK_A, "POST"],
        [HOOK_B, "POST"]
      ])
      const document = calls[0]?.["json_property"] as Record<string, { normal?: unknown }>
      expect(document["email"]?.normal).toBe("jane@example.com")
      expect(document["id"]).toBe(result.leadId)
      expect(order).toEqual(["step"])
      expect(sourceOf(result.events)?.step_count).toBe(3)
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("run after a filter that lets the lead on, and not when a filter stops the flow", () => {
    const calls: Array<Readonly<Record<string, unknown>>> = []
    const h = harness([jsonDelivery(calls)])
    const compiled = compile({
      destinations,
      steps: [{ type: "filter", outcome: "failure", reason: "no", rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] } }]
    })
    return Effect.gen(function* () {
      const passed = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "CA" } })
      expect(passed.events.map((e) => e.type)).toEqual(["filter", "recipient", "recipient", "source"])
      expect(calls).toHaveLength(2)
      const stopped = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(stopped.events.map((e) => e.type)).toEqual(["filter", "source"])
      expect(calls).toHaveLength(2)
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("a webhook URL is sent as written, never read as a template; the event names the destination", () => {
    const calls: Array<Readonly<Record<string, unknown>>> = []
    const h = harness([jsonDelivery(calls)])
    const url = "https://hooks.example.com/{{lead.email}}"
    const compiled = compile({ destinations: [{ instance_id: "inst-2", actions: [{ webhook_url: url }] }] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(calls[0]?.["url"]).toBe(url)
      // What the flow leaves out of a destination is absent from the event, not undefined.
      expect((result.events[0] as Record<string, unknown>)["destination"]).toStrictEqual({ instance_id: "inst-2" })
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("an action without a webhook_url, or a member a destination does not have, blocks the flow: nothing is sent", () => {
    const calls: Array<Readonly<Record<string, unknown>>> = []
    const h = harness([jsonDelivery(calls)])
    const noUrl = compile({ destinations: [{ name: "Named only", actions: [{ name: "no url" }] }] })
    const extra = compile({ destinations: [{ instance_id: "inst-3", method: "PUT", actions: [{ webhook_url: HOOK_B, secret: "s" }] }] } as never)
    return Effect.gen(function* () {
      expect(noUrl.blocked).toContain("destinations.0.actions.0.webhook_url: A destination action needs a webhook_url")
      expect(extra.blocked).toContain("destinations.0.method: Not a setting of a destination: it would not act")
      expect(extra.blocked).toContain("destinations.0.actions.0.secret: Not a setting of a destination action: it would not act")
      for (const compiled of [noUrl, extra]) {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([result.outcome, result.reason]).toEqual(["error", compiled.blocked])
        expect(result.events.map((e) => e.type)).toEqual(["source"])
      }
      expect(calls).toEqual([])
    }).pipe(Effect.provide(h.layer))
  })
})
