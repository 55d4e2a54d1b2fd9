import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Schema, TestClock } from "effect"
import type { OperatorName } from "@leadflow/types"
import {
  Credential,
  Engine,
  EventStore,
  IntegrationError,
  memoryLayer,
  StoreError,
  type LeadEvent,
  type RuleEncoded,
  type RuleSetEncoded,
  type CapEncoded,
  type SourceEvent
} from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, flowOf, harness, lead, recipient, SOURCE_ID, OTHER_SOURCE_ID, sourceWith, fields } from "./fixtures.js"

const BUYER = "leadflow-test.outbound.buyer"
const rule = (lhv: string, op: OperatorName, rhv?: RuleEncoded["rhv"]): RuleEncoded =>
  rhv === undefined ? { lhv, op } : { lhv, op, rhv }
const all = (...rules: ReadonlyArray<RuleEncoded>): RuleSetEncoded => ({ op: "and", rules })

/** A buyer that accepts, appending what it saw; its price comes from `lead.income` when asked. */
const buyer = (respond: Parameters<typeof testIntegration>[0]["respond"] = () => ({ appended: { accepted: true } })) =>
  testIntegration({ id: BUYER, respond })

const sourceEvent = (events: ReadonlyArray<LeadEvent>): ReadonlyArray<SourceEvent> =>
  events.filter((e): e is SourceEvent => e.type === "source")

describe("Engine.submit", () => {
  describe("inbound: hygiene, source mappings and the typed lead", () => {
    it.effect("cleans field names and values and types the flow's fields (others stay text)", () => {
      const h = harness()
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compile(), {
          sourceId: SOURCE_ID,
          data: { " First Name ": "  Jane\u0000 ", "Phone-1": "(512) 789-1111", favorite_color: "blue" }
        })
        expect(result.outcome).toBe("success")
        const vars = sourceEvent(result.events)[0]?.vars as { lead: Record<string, { normal?: unknown; area?: unknown }> }
        expect(vars.lead["first_name"]?.normal).toBe("Jane")
        expect(vars.lead["phone_1"]?.area).toBe("512")
        expect(vars.lead["favorite_color"]).toBe("blue")
        expect(vars.lead["id"]).toBe(result.leadId)
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("applies the source's mappings before typing, with their rules", () => {
      const h = harness()
      const compiled = compile({
        sources: [
          sourceWith(SOURCE_ID, {
            integration: {
              module_id: "leadflow-standard.inbound",
              mappings: [
                { property: "lead.first_name", value: "{{fname}}" },
                { property: "lead.state", value: "TX", rule_set: all(rule("zip", "is included in", "78701,78702")) }
              ]
            }
          })
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { fname: "Bob", zip: "78701" } })
        const vars = sourceEvent(result.events)[0]?.vars as { lead: Record<string, { normal?: unknown; name?: unknown }> }
        expect(vars.lead["first_name"]?.normal).toBe("Bob")
        expect(vars.lead["state"]?.name).toBe("Texas")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("renames the old certificate URL aliases to certform_cert_url", () => {
      const h = harness()
      const flow = flowOf({ fields: ["certform_cert_url"] })
      const compiled = Engine.compile(flow, [{ id: "certform_cert_url", type: "string" }])
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, {
          sourceId: SOURCE_ID,
          data: { xxTrustedFormCertUrl: "https://cert.example.com/abc" }
        })
        const vars = sourceEvent(result.events)[0]?.vars as { lead: Record<string, { normal?: unknown }> }
        expect(vars.lead["certform_cert_url"]?.normal).toBe("https://cert.example.com/abc")
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("inbound validation: list checks", () => {
    it.effect("exposes suppressionlist.is_duplicate to acceptance criteria, with lookback", () => {
      const h = harness()
      const compiled = compile({
        list_checks: { duplicate: { value: "{{lead.email}}", list_name: "Recent Leads", lookback: { value: 1, interval: "day" } } },
        acceptance_criteria: { rule_set: all(rule("suppressionlist.is_duplicate", "is not true")), outcome: "failure", reason: "duplicate" }
      })
      return Effect.gen(function* () {
        const lists = yield* Effect.serviceOption(EventStore)
        expect(lists._tag).toBe("Some")
        const first = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect(first.outcome).toBe("success")
        const { SuppressionLists } = yield* Effect.promise(() => import("../src/index.js"))
        const store = yield* SuppressionLists
        yield* store.add("recent_leads", ["jane@example.com"], 0)
        const second = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([second.outcome, second.reason]).toEqual(["failure", "duplicate"])
        yield* TestClock.adjust("25 hours")
        const third = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect(third.outcome).toBe("success")
      }).pipe(Effect.provide(h.layer))
    })
  })

  it.effect("list check results stay visible after a step appends under the same key", () => {
    const lister = testIntegration({ id: "leadflow-suppressionlist.outbound.query_item", respond: () => ({ appended: { query_item: { found: false } } }) })
    const h = harness([lister])
    const compiled = compile({
      list_checks: { duplicate: { value: "{{lead.email}}", list_name: "seen" } },
      steps: [
        recipient("leadflow-suppressionlist.outbound.query_item"),
        { type: "filter", outcome: "failure", reason: "lost the list check", rule_set: all(rule("suppressionlist.is_duplicate", "is blank")) }
      ]
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      expect(result.appended["suppressionlist"]).toEqual({ query_item: { found: false }, outcome: "success" })
    }).pipe(Effect.provide(h.layer))
  })

  describe("inbound validation: pricing", () => {
    const prices = [
      { amount: 5 },
      { amount: 10, rule_set: all(rule("lead.state", "is equal to", "TX")) },
      { amount: 15, rule_set: all(rule("lead.state", "is equal to", "CA")) }
    ]

    it.effect("the last matching flow price wins", () => {
      const h = harness()
      const compiled = compile({ pricing: { prices } })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).price).toBe(10)
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "NY" } })).price).toBe(5)
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("source pricing applies when no flow price matches; override takes the submitted price", () => {
      const h = harness()
      const compiled = compile({
        pricing: { prices: [{ amount: 20, rule_set: all(rule("lead.state", "is equal to", "CA")) }] },
        sources: [sourceWith(SOURCE_ID, { pricing: { prices: [{ amount: 3 }] } }), sourceWith(OTHER_SOURCE_ID, { pricing: { override: true } })]
      })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).price).toBe(3)
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "CA" } })).price).toBe(20)
        expect((yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: { ...lead, price: "7.5" } })).price).toBe(7.5)
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("inbound validation: caps", () => {
    const cap = (maximum: number, extra: Partial<CapEncoded> = {}): CapEncoded => ({
      id: "5f00000000000000000000c1",
      maximum,
      duration: 1,
      duration_units: "day" as const,
      time_zone: "America/Chicago",
      ...extra
    })

    it.effect("counts successful leads only and fails the lead once the cap is reached", () => {
      const h = harness()
      const compiled = compile({
        caps: [cap(2)],
        acceptance_criteria: { rule_set: all(rule("lead.state", "is equal to", "TX")), outcome: "failure" }
      })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
        // A lead rejected by the criteria does not use up the cap.
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "NY" } })).outcome).toBe("failure")
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
        const third = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([third.outcome, third.reason]).toEqual(["failure", "Cap reached"])
        expect(sourceEvent(third.events)[0]?.cap_reached).toBe(true)
        yield* TestClock.adjust("1 day")
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("counts a lead only against caps whose rules match, and nested caps under a matching parent", () => {
      const h = harness()
      const compiled = compile({
        caps: [
          {
            rule_set: all(rule("lead.state", "is equal to", "TX")),
            caps: [cap(1, { id: "5f00000000000000000000c2", reason: "Texas is full" })]
          }
        ]
      })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "CA" } })).outcome).toBe("success")
        const full = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([full.outcome, full.reason]).toEqual(["failure", "Texas is full"])
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("checks flow caps before source caps; a full source cap gives back the flow's count", () => {
      const h = harness()
      const compiled = compile({
        caps: [cap(2)],
        sources: [sourceWith(SOURCE_ID, { caps: [cap(1, { id: "5f00000000000000000000c3", reason: "source cap" })] }), sourceWith(OTHER_SOURCE_ID)]
      })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).reason).toBe("source cap")
        expect((yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: lead })).outcome).toBe("success")
        expect((yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: lead })).reason).toBe("Cap reached")
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("inbound validation: acceptance criteria", () => {
    it.effect("flow criteria, then source criteria; the reason is a template", () => {
      const h = harness()
      const compiled = compile({
        acceptance_criteria: { rule_set: all(rule("lead.email", "is not blank")), outcome: "failure", reason: "email required" },
        sources: [
          sourceWith(SOURCE_ID, {
            acceptance_criteria: { rule_set: all(rule("lead.state", "is equal to", "TX")), outcome: "error", reason: "no leads from {{lead.state}}" }
          })
        ]
      })
      return Effect.gen(function* () {
        const noEmail = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, email: "", state: "CA" } })
        expect([noEmail.outcome, noEmail.reason]).toEqual(["failure", "email required"])
        const wrongState = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "CA" } })
        expect([wrongState.outcome, wrongState.reason]).toEqual(["error", "no leads from CA"])
        expect(sourceEvent(wrongState.events)[0]?.step_count).toBe(0)
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("steps", () => {
    it.effect("a filter whose rules match stops the flow with its outcome and reason", () => {
      const h = harness([buyer()])
      const compiled = compile({
        steps: [
          { type: "filter", outcome: "failure", reason: "bad zip {{lead.postal_code}}", rule_set: all(rule("lead.postal_code", "is equal to", "78701")) },
          recipient(BUYER)
        ]
      })
      return Effect.gen(function* () {
        const stopped = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([stopped.outcome, stopped.reason]).toEqual(["failure", "bad zip 78701"])
        expect(stopped.events.map((e) => [e.type, e.outcome])).toEqual([["filter", "stop"], ["source", "failure"]])
        const passed = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, postal_code: "78702" } })
        expect(passed.events.map((e) => [e.type, e.outcome])).toEqual([["filter", "continue"], ["recipient", "success"], ["source", "success"]])
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("a recipient whose rules fail is skipped; a disabled step is counted without an event", () => {
      const h = harness([buyer()])
      const compiled = compile({
        steps: [
          recipient(BUYER, { rule_set: all(rule("lead.state", "is equal to", "CA")) }),
          recipient(BUYER, { enabled: false }),
          { type: "filter", outcome: "failure", rule_set: all(rule("lead.state", "is equal to", "NY")), enabled: false }
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect(result.events.map((e) => [e.type, e.outcome])).toEqual([["recipient", "skip"], ["source", "success"]])
        expect(result.events[0]?.reason).toBe("lead.state is not equal to CA")
        expect(sourceEvent(result.events)[0]?.step_count).toBe(3)
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("a recipient's failure does not stop the flow; later steps see its appended data", () => {
      const failing = testIntegration({ id: "leadflow-acme.outbound.post", respond: () => ({ outcome: "failure", reason: "not buying", appended: { code: 7 } }) })
      const h = harness([failing, buyer()])
      const compiled = compile({
        steps: [
          recipient("leadflow-acme.outbound.post"),
          { type: "filter", outcome: "failure", reason: "acme said {{acme.reason}}", rule_set: all(rule("appended.acme.code", "is equal to", "8")) },
          recipient(BUYER)
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect(result.outcome).toBe("success")
        expect(result.appended["acme"]).toEqual({ code: 7, outcome: "failure", reason: "not buying" })
        expect(result.events.map((e) => e.outcome)).toEqual(["failure", "continue", "success", "success"])
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("maps outbound variables, types declared request variables, and honours validate", () => {
      let seen: Readonly<Record<string, unknown>> = {}
      const strict = testIntegration({
        id: BUYER,
        requestVariables: [{ name: "contact.phone", type: "phone" }],
        validate: (vars) => (vars["contact"] === undefined ? "no contact" : undefined),
        respond: (vars) => {
          seen = vars
          return {}
        }
      })
      const h = harness([strict])
      const compiled = compile({
        steps: [
          recipient(BUYER, { integration: { module_id: BUYER, mappings: [{ property: "contact.phone", value: "{{lead.phone_1}}" }] } }),
          recipient(BUYER)
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect((seen["contact"] as { phone: { area: string } }).phone.area).toBe("512")
        expect(result.events.map((e) => [e.outcome, e.reason])).toEqual([["success", null], ["skip", "no contact"], ["success", null]])
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("reads a typed timeout_seconds and looks up a mapped credential_id", () => {
      let seen: Readonly<Record<string, unknown>> = {}
      const declared = testIntegration({
        id: BUYER,
        requestVariables: [
          { name: "timeout_seconds", type: "number" },
          { name: "credential_id", type: "credential" }
        ],
        respond: (vars) => {
          seen = vars
          return Effect.never
        }
      })
      const credential = { id: "5f00000000000000000000e1", package: "leadflow-test", type: "user", username: "u", password: "p" } as const
      const compiled = compile({
        steps: [
          recipient(BUYER, {
            integration: {
              module_id: BUYER,
              mappings: [
                { property: "timeout_seconds", value: "2" },
                { property: "credential_id", value: credential.id }
              ]
            }
          })
        ]
      })
      return Effect.gen(function* () {
        const fiber = yield* Effect.fork(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))
        yield* TestClock.adjust("3 seconds")
        const result = yield* Fiber.join(fiber)
        expect([result.events[0]?.outcome, result.events[0]?.reason]).toEqual(["error", "timed out after 2 s"])
        expect(seen["credential"]).toEqual(credential)
      }).pipe(Effect.provide(memoryLayer({ integrations: [declared], credentials: [Schema.decodeUnknownSync(Credential)(credential)] })))
    })

    it.effect("never hands a step a credential of another package: the step ends in error, the integration is not called", () => {
      let calls = 0
      const declared = testIntegration({
        id: BUYER,
        requestVariables: [{ name: "credential_id", type: "credential" }],
        respond: () => {
          calls++
          return {}
        }
      })
      const credential = { id: "5f00000000000000000000e2", package: "leadflow-suppressionlist", type: "user", username: "u", password: "p" } as const
      const compiled = compile({
        steps: [recipient(BUYER, { integration: { module_id: BUYER, mappings: [{ property: "credential_id", value: credential.id }] } })]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([result.events[0]?.outcome, result.events[0]?.reason]).toEqual([
          "error",
          "credential of the package leadflow-suppressionlist cannot be sent through leadflow-test"
        ])
        expect(calls).toBe(0)
      }).pipe(Effect.provide(memoryLayer({ integrations: [declared], credentials: [Schema.decodeUnknownSync(Credential)(credential)] })))
    })

    it.effect("records a step's mappings with secret values masked", () => {
      const keyed = { ...testIntegration({ id: BUYER, respond: () => ({}) }), secretVariables: new Set(["api_key"]) }
      const h = harness([keyed])
      const compiled = compile({
        steps: [
          recipient(BUYER, {
            integration: {
              module_id: BUYER,
              mappings: [
                { property: "api_key", value: "k-12345678" },
                { property: "campaign", value: "spring" }
              ]
            }
          })
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect((result.events[0] as { mappings?: unknown }).mappings).toEqual([
          { property: "api_key", value: "****" },
          { property: "campaign", value: "spring" }
        ])
        expect(JSON.stringify(result.events)).not.toContain("k-12345678")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("records literal keys in header, parameter and URL mappings masked, on deliveries and skips alike", () => {
      const h = harness([buyer(() => ({}))])
      const mappings = [
        { property: "url", value: "https://jane:pa55-w0rd@buyer.com/leads?api_key=q-key-5678&src=web" },
        { property: "header.X-Api-Key", value: "h-key-1234" },
        { property: "campaign", value: "spring" }
      ]
      const compiled = compile({
        steps: [
          recipient(BUYER, { integration: { module_id: BUYER, mappings } }),
          recipient(BUYER, { rule_set: all(rule("lead.state", "is equal to", "ZZ")), integration: { module_id: BUYER, mappings } })
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        const steps = result.events.filter((e) => e.type === "recipient")
        expect(steps.map((e) => e.outcome)).toEqual(["success", "skip"])
        for (const event of steps)
          expect((event as { mappings?: unknown }).mappings).toEqual([
            { property: "url", value: "https://jane:****@buyer.com/leads?api_key=****&src=web" },
            { property: "header.X-Api-Key", value: "****" },
            { property: "campaign", value: "spring" }
          ])
        const recorded = JSON.stringify(result.events)
        for (const secret of ["pa55-w0rd", "q-key-5678", "h-key-1234"]) expect(recorded).not.toContain(secret)
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("a full step cap skips the step and counts only successful deliveries", () => {
      let answer: "success" | "failure" = "failure"
      const h = harness([buyer(() => ({ outcome: answer, reason: answer === "failure" ? "no" : undefined }))])
      const compiled = compile({
        steps: [recipient(BUYER, { caps: [{ id: "5f00000000000000000000c9", maximum: 1, duration: 1, duration_units: "hour" }] })]
      })
      return Effect.gen(function* () {
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events[0]?.outcome).toBe("failure")
        answer = "success"
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events[0]?.outcome).toBe("success")
        const capped = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([capped.events[0]?.outcome, capped.events[0]?.reason]).toEqual(["skip", "Cap reached"])
        expect(capped.outcome).toBe("success")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("recipient pricing sets the sale price from matching prices or the buyer's own price", () => {
      const h = harness([
        buyer(() => ({ price: 12 })),
        testIntegration({ id: "leadflow-other.outbound.post", respond: () => ({ price: 4 }) })
      ])
      const compiled = compile({
        steps: [
          recipient(BUYER, { pricing: { override: true } }),
          recipient("leadflow-other.outbound.post", { pricing: { prices: [{ amount: 2 }, { amount: 9, rule_set: all(rule("lead.state", "is equal to", "TX")) }] } })
        ]
      })
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        const sales = result.events.filter((e) => e.type === "recipient").map((e) => (e as { sale_price?: number }).sale_price)
        expect(sales).toEqual([12, 9])
        expect((sourceEvent(result.events)[0] as { revenue?: number }).revenue).toBe(21)
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("flow and source switches", () => {
    it.effect("a disabled flow answers error; a disabled source, failure", () => {
      const h = harness()
      return Effect.gen(function* () {
        const disabled = yield* Engine.submit(compile({ enabled: false }), { sourceId: SOURCE_ID, data: lead })
        expect([disabled.outcome, disabled.reason, disabled.recorded]).toEqual(["error", "Flow is disabled", true])
        const off = compile({ sources: [sourceWith(SOURCE_ID, { enabled: false })] })
        expect((yield* Engine.submit(off, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("failure")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("a source that requires authentication refuses unauthenticated leads without recording them", () => {
      const h = harness()
      const compiled = compile({ sources: [sourceWith(SOURCE_ID, { authentication_required: true })] })
      return Effect.gen(function* () {
        const refused = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([refused.outcome, refused.reason, refused.recorded]).toEqual(["error", "Unauthorized source", false])
        expect(h.events.events()).toHaveLength(0)
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead, authenticated: true })).outcome).toBe("success")
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("events", () => {
    it.effect("one source event, written last, with timing, step count and a 90-day expiry, all stored in one write", () => {
      const h = harness([buyer(() => Effect.as(TestClock.adjust("40 millis"), { waitMs: 40 }))])
      const compiled = compile({ steps: [recipient(BUYER), recipient(BUYER)] })
      return Effect.gen(function* () {
        const fiber = yield* Effect.fork(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))
        const result = yield* Fiber.join(fiber)
        const src = sourceEvent(result.events)[0]
        expect(result.events.at(-1)).toBe(src)
        expect(sourceEvent(result.events)).toHaveLength(1)
        expect(src?.step_count).toBe(2)
        expect([src?.ms, src?.wait_ms, src?.overhead_ms]).toEqual([80, 80, 0])
        expect(Date.parse(src?.expires_at ?? "") - (src?.end_timestamp ?? 0)).toBe(90 * 86_400_000)
        expect(h.events.byLead(result.leadId)).toEqual(result.events)
      }).pipe(Effect.provide(h.layer))
    })
  })

  describe("faults", () => {
    it.effect("a buyer that fails, throws or hangs past its timeout gives an error event and the flow goes on", () => {
      const h = harness([
        testIntegration({ id: "leadflow-fail.outbound.x", respond: () => Effect.fail(new IntegrationError({ reason: "connection refused" })) }),
        testIntegration({
          id: "leadflow-throw.outbound.x",
          respond: () => {
            throw new Error("boom")
          }
        }),
        testIntegration({ id: "leadflow-hang.outbound.x", respond: () => Effect.never }),
        buyer()
      ])
      const compiled = compile({
        steps: [
          recipient("leadflow-fail.outbound.x"),
          recipient("leadflow-throw.outbound.x"),
          recipient("leadflow-hang.outbound.x", { integration: { module_id: "leadflow-hang.outbound.x", mappings: [{ property: "timeout_seconds", value: "5" }] } }),
          recipient("leadflow-missing.outbound.x"),
          recipient(BUYER)
        ]
      })
      return Effect.gen(function* () {
        const fiber = yield* Effect.fork(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))
        yield* TestClock.adjust("6 seconds")
        const result = yield* Fiber.join(fiber)
        expect(result.events.map((e) => [e.outcome, e.reason])).toEqual([
          ["error", "connection refused"],
          ["error", "integration failed: boom"],
          ["error", "timed out after 5 s"],
          ["error", "unknown integration leadflow-missing.outbound.x"],
          ["success", null],
          ["success", null]
        ])
        expect(result.outcome).toBe("success")
      }).pipe(Effect.provide(h.layer))
    })

    it.effect("a lead whose events cannot be stored is answered error, and gives back its cap counts", () => {
      let failWrites = true
      const flaky = { writeLead: () => (failWrites ? Effect.fail(new StoreError({ message: "disk full" })) : Effect.void) }
      const compiled = compile({ caps: [{ id: "5f00000000000000000000c1", maximum: 1, duration: 1, duration_units: "day" }] })
      return Effect.gen(function* () {
        const lost = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect([lost.outcome, lost.reason, lost.recorded]).toEqual(["error", "events could not be stored", false])
        failWrites = false
        expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      }).pipe(Effect.provide(memoryLayer({ eventStore: flaky })))
    })

    it.effect("an unknown source is an error, not a crash", () => {
      const h = harness()
      return Effect.gen(function* () {
        const result = yield* Engine.submit(compile(), { sourceId: "nope", data: lead })
        expect([result.outcome, result.reason]).toEqual(["error", "unknown source"])
      }).pipe(Effect.provide(h.layer))
    })
  })
})

describe("Engine.ping", () => {
  const pingFlow = (extra = {}) =>
    compile({
      ping_enabled: true,
      pricing: { prices: [{ amount: 8, rule_set: all(rule("lead.state", "is equal to", "TX")) }] },
      acceptance_criteria: { rule_set: all(rule("lead.email", "is not blank")), outcome: "failure", reason: "email required" },
      steps: [recipient(BUYER)],
      ...extra
    })

  it.effect("evaluates criteria, caps and pricing only; price 0 is no bid", () => {
    let called = false
    const h = harness([buyer(() => ((called = true), {}))])
    return Effect.gen(function* () {
      const bid = yield* Engine.ping(pingFlow(), { sourceId: SOURCE_ID, data: lead })
      expect([bid.outcome, bid.price]).toEqual(["success", 8])
      const noBid = yield* Engine.ping(pingFlow(), { sourceId: SOURCE_ID, data: { ...lead, state: "NY" } })
      expect([noBid.outcome, noBid.reason, noBid.price]).toEqual(["failure", "no bid", 0])
      const rejected = yield* Engine.ping(pingFlow(), { sourceId: SOURCE_ID, data: { ...lead, email: "" } })
      expect([rejected.outcome, rejected.reason]).toEqual(["failure", "email required"])
      expect(called).toBe(false)
      expect(bid.events.map((e) => e.type)).toEqual(["source"])
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("looks at caps without counting", () => {
    const h = harness()
    const compiled = pingFlow({ caps: [{ id: "5f00000000000000000000c1", maximum: 1, duration: 1, duration_units: "day" }] })
    return Effect.gen(function* () {
      expect((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      expect((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      const full = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([full.outcome, full.reason]).toEqual(["failure", "Cap reached"])
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("counts every ping against ping limits and says when to retry", () => {
    const h = harness()
    const compiled = pingFlow({ ping_limits: [{ id: "5f00000000000000000000d1", name: "burst", maximum: 2, duration: 1, duration_units: "minute" }] })
    return Effect.gen(function* () {
      yield* TestClock.adjust("15 seconds")
      expect((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "NY" } })).outcome).toBe("failure")
      expect((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      const limited = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([limited.outcome, limited.retryAfter]).toEqual(["failure", 45])
      expect((limited.events[0] as { ping_limit_reached?: boolean }).ping_limit_reached).toBe(true)
      yield* TestClock.adjust("45 seconds")
      expect((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("refuses pings when the flow has them disabled", () => {
    const h = harness()
    return Effect.gen(function* () {
      const result = yield* Engine.ping(Engine.compile(flowOf(), fields), { sourceId: SOURCE_ID, data: lead })
      expect([result.outcome, result.reason]).toEqual(["error", "Ping is not enabled for this flow"])
    }).pipe(Effect.provide(h.layer))
  })
})
