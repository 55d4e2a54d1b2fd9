import { describe, expect, it } from "@effect/vitest"
import {
  Engine,
  Flow,
  Ids,
  IntegrationError,
  makeMemorySuppressionLists,
  memoryCredentialsLayer,
  memoryPricingServicesLayer,
  MemoryRotationsLayer,
  MemoryCountersLayer,
  MemoryEventStoreLayer,
  memoryIntegrationsLayer,
  SuppressionLists,
  type EngineServices,
  type FlowEncoded,
  type MappingEncoded
} from "@leadflow/core"
import { Effect, Layer, Schema, TestClock } from "effect"
import { isInbound } from "../../Contract.js"
import { handlerFor, type HttpClient } from "../../runtime/index.js"
import { suppressionListPackage } from "./index.js"

/**
 * The list integrations inside the engine: the steps and the flow's list checks must share one
 * store, so what a step adds a later lead's `suppressionlist.is_duplicate` sees, and back.
 */

/** The list integrations make no HTTP call: a client that refuses any. */
const noHttp: HttpClient = {
  dispatch: (_request, _timeout, done) => {
    done(new IntegrationError({ reason: "no HTTP here" }))
    return () => undefined
  },
  send: () => Effect.fail(new IntegrationError({ reason: "no HTTP here" })),
  allowPrivateHosts: false,
  close: () => Promise.resolve()
}

/** The memory engine with one list store shared by the flow's checks and the list integrations. */
const engineLayer = (): Layer.Layer<EngineServices> => {
  const lists = makeMemorySuppressionLists()
  const handlers = suppressionListPackage.integrations.flatMap((i) =>
    isInbound(i) ? [] : [handlerFor(i, suppressionListPackage, { http: noHttp, lists })]
  )
  return Layer.mergeAll(
    MemoryEventStoreLayer,
    MemoryCountersLayer,
    Layer.succeed(SuppressionLists, lists),
    memoryIntegrationsLayer(handlers),
    memoryCredentialsLayer([]),
    memoryPricingServicesLayer(),
        MemoryRotationsLayer,
    Ids.layer
  )
}

const SOURCE_ID = "5f00000000000000000000a1"
const fields = [
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" }
] as const

const flow = (extra: Partial<FlowEncoded>) =>
  Engine.compile(
    Schema.decodeUnknownSync(Flow)({
      id: "5f0000000000000000000001",
      name: "Lists",
      enabled: true,
      fields: fields.map((f) => f.id),
      sources: [{ entity: { id: SOURCE_ID, name: "Seller" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [],
      ...extra
    }),
    fields
  )

const step = (name: string, mappings: Readonly<Record<string, MappingEncoded["value"]>>) => ({
  type: "recipient" as const,
  entity: { id: "5f00000000000000000000b1", name: "Lists" },
  integration: {
    module_id: `leadflow-suppressionlist.outbound.${name}`,
    mappings: Object.entries(mappings).map(([property, value]) => ({ property, value }))
  }
})

/** Reject duplicates before any step: the flow-level check on list `list`, value `value`. */
const rejectDuplicates = (list: string, value: string, lookback?: { value: number; interval: "day" | "hour" }) => ({
  list_checks: { duplicate: { value, list_name: list, lookback: lookback ?? null } },
  acceptance_criteria: {
    rule_set: { op: "and" as const, rules: [{ lhv: "suppressionlist.is_duplicate", op: "is not true" as const }] },
    outcome: "failure" as const,
    reason: "Duplicate lead"
  }
})

const submit = (compiled: ReturnType<typeof flow>, data: Record<string, unknown>) =>
  Engine.submit(compiled, { sourceId: SOURCE_ID, data })

const jane = { email: "Jane@Example.com", phone_1: "(512) 789-1111" }

describe("suppression list steps and the flow's list checks share one store", () => {
  it.effect("a phone added by add_item makes a later lead a duplicate for the flow's check", () =>
    Effect.gen(function* () {
      const compiled = flow({
        ...rejectDuplicates("sold_leads", "{{lead.phone_1}}"),
        steps: [step("add_item", { list_name: "Sold Leads", values: "{{lead.phone_1}}" })]
      })
      const first = yield* submit(compiled, jane)
      expect(first.outcome).toBe("success")
      expect(first.appended["suppressionlist"]).toMatchObject({
        add_item: { outcome: "success", accepted: 1, rejected: 0, specified_lists: ["sold_leads"] }
      })
      const second = yield* submit(compiled, { ...jane, phone_1: "512.789.1111" })
      expect([second.outcome, second.reason]).toEqual(["failure", "Duplicate lead"])
      expect((yield* submit(compiled, { ...jane, phone_1: "512 789 2222" })).outcome).toBe("success")
    }).pipe(Effect.provide(engineLayer()))
  )

  it.effect("the flow's check on a migrated list name still finds entries stored under its old normal form", () =>
    Effect.gen(function* () {
      const store = yield* SuppressionLists
      yield* store.add("leads_2015", ["5127891111"], 0)
      const compiled = flow(rejectDuplicates("leads-2015", "{{lead.phone_1}}"))
      expect((yield* submit(compiled, jane)).reason).toBe("Duplicate lead")
      expect((yield* submit(compiled, { ...jane, phone_1: "512 789 2222" })).outcome).toBe("success")
    }).pipe(Effect.provide(engineLayer()))
  )

  it.effect("is_unique in one flow and the duplicate check of another agree, with the same lookback", () =>
    Effect.gen(function* () {
      const uniqueFlow = flow({
        steps: [step("is_unique", { list_name: "Leads", values: "{{lead.email}}", "lookback.value": 1, "lookback.interval": "day" })]
      })
      const checkedFlow = flow(rejectDuplicates("LEADS", "{{lead.email}}", { value: 1, interval: "day" }))

      const first = yield* submit(uniqueFlow, jane)
      expect(first.appended["suppressionlist"]).toMatchObject({ is_unique: { outcome: "success", added: true } })
      expect((yield* submit(checkedFlow, jane)).reason).toBe("Duplicate lead")
      const again = yield* submit(uniqueFlow, { ...jane, email: "jane@example.com " })
      expect(again.appended["suppressionlist"]).toMatchObject({
        is_unique: { outcome: "failure", reason: "Duplicate", found: true, found_in: ["leads"] }
      })

      yield* TestClock.adjust("25 hours")
      expect((yield* submit(checkedFlow, jane)).outcome).toBe("success")
      expect(yield* submit(uniqueFlow, jane)).toMatchObject({
        appended: { suppressionlist: { is_unique: { outcome: "success" } } }
      })
    }).pipe(Effect.provide(engineLayer()))
  )

  it.effect("query_item and delete_item see and undo what the flows stored; a filter stops on found", () =>
    Effect.gen(function* () {
      const adding = flow({ steps: [step("add_item", { list_name: "dnc", values: "{{lead.phone_1}}, {{lead.email}}" })] })
      const screened = flow({
        steps: [
          step("query_item", { list_name: "DNC", values: "{{lead.phone_1}}" }),
          {
            type: "filter",
            outcome: "failure",
            reason: "Do not call",
            rule_set: { op: "and", rules: [{ lhv: "suppressionlist.query_item.found", op: "is true" }] }
          }
        ]
      })
      const removing = flow({ steps: [step("delete_item", { list_name: "dnc", values: "{{lead.phone_1}}" })] })

      expect((yield* submit(screened, jane)).outcome).toBe("success")
      yield* submit(adding, jane)
      expect((yield* submit(screened, jane)).reason).toBe("Do not call")
      const removed = yield* submit(removing, jane)
      expect(removed.appended["suppressionlist"]).toMatchObject({ delete_item: { outcome: "success", deleted: 1 } })
      expect((yield* submit(screened, jane)).outcome).toBe("success")
    }).pipe(Effect.provide(engineLayer()))
  )

  it.effect("a step without a list name is skipped with the validate message", () =>
    Effect.gen(function* () {
      const result = yield* submit(flow({ steps: [step("query_item", { values: "{{lead.email}}" })] }), jane)
      const recipient = result.events.find((e) => e.type === "recipient")
      expect(recipient).toMatchObject({ outcome: "skip", reason: "a list name is required" })
    }).pipe(Effect.provide(engineLayer()))
  )
})
