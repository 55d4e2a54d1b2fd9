import { describe, expect, it } from "vitest"
import { Effect, Layer } from "effect"
import {
  Engine,
  EventStore,
  Ids,
  makeMemoryEventStore,
  memoryCredentialsLayer,
  memoryPricingServicesLayer,
  MemoryRotationsLayer,
  MemoryCountersLayer,
  MemorySuppressionListsLayer,
  type RecipientEvent
} from "@leadflow/core"
import { IntegrationRuntime } from "../../src/runtime/Runtime.js"
import { testBuyers } from "./buyers.js"
import { compiledFlow, lead, SOURCE_ID } from "./flows.js"
import { hang, json, listen, refusedPort } from "./loopback.js"

/** The engine's ports in memory, with the plugin runtime as its `Integrations`. */
const engineLayer = (events = makeMemoryEventStore()) =>
  IntegrationRuntime.layer({ packages: [testBuyers], allowPrivateHosts: true }).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Layer.succeed(EventStore, events.store),
        MemoryCountersLayer,
        MemorySuppressionListsLayer,
        memoryCredentialsLayer([]),
        memoryPricingServicesLayer(),
        MemoryRotationsLayer,
        Ids.layer
      )
    )
  )

describe("the engine with the plugin runtime", () => {
  it("a buyer that times out, one that answers 5xx and one that refuses give error events, and the flow goes on", async () => {
    const slow = await listen(hang)
    const broken = await listen(json(502, { message: "bad gateway" }))
    const good = await listen(json(200, { outcome: "success", price: 9 }))
    const refused = await refusedPort()
    try {
      const url = (origin: string) => ({ property: "url", value: `${origin}/leads` })
      const compiled = compiledFlow([
        { id: "slow01", moduleId: "leadflow-testbuyer.outbound.json", mappings: [url(slow.origin), { property: "timeout_seconds", value: 1 }] },
        { id: "down01", moduleId: "leadflow-testbuyer.outbound.json", mappings: [url(broken.origin)] },
        { id: "gone01", moduleId: "leadflow-testbuyer.outbound.json", mappings: [url(`http://127.0.0.1:${refused}`)] },
        { id: "good01", moduleId: "leadflow-testbuyer.outbound.json", mappings: [url(good.origin)] }
      ])
      const events = makeMemoryEventStore()
      const started = performance.now()
      const result = await Effect.runPromise(
        Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(engineLayer(events)))
      )
      const elapsed = performance.now() - started

      expect(result.outcome).toBe("success")
      const recipients = result.events.filter((e): e is RecipientEvent => e.type === "recipient")
      expect(recipients.map((e) => [e.step_id, e.outcome, e.reason])).toEqual([
        ["slow01", "error", "timed out after 1 s"],
        ["down01", "error", "Server error"],
        ["gone01", "error", "connection refused"],
        ["good01", "success", null]
      ])
      expect(elapsed).toBeLessThan(2_500)
      expect(recipients[0]?.wait_ms).toBeGreaterThanOrEqual(990)
      // The 5xx and the success were answered, so their calls are on record; the others never got an answer.
      expect(recipients.map((e) => e.transactions?.length)).toEqual([0, 1, 0, 1])
      expect(recipients[1]?.transactions?.[0]?.response.status).toBe(502)
      expect(recipients[3]?.package_version).toBe("1.2.3")
      expect(good.received).toHaveLength(1)
      expect(JSON.parse(good.received[0]?.body ?? "")).toMatchObject({ email: "jane@example.com" })
      expect(events.byLead(result.leadId).map((e) => e.type)).toEqual(["recipient", "recipient", "recipient", "recipient", "source"])
    } finally {
      await Promise.all([slow.close(), broken.close(), good.close()])
    }
  })

  it("skips a step whose validate refuses it, without calling the buyer", async () => {
    const compiled = compiledFlow([{ id: "nourl1", moduleId: "leadflow-testbuyer.outbound.json" }])
    const result = await Effect.runPromise(
      Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(engineLayer()))
    )
    expect(result.events[0]).toMatchObject({ type: "recipient", outcome: "skip", reason: "URL is required" })
  })
})
