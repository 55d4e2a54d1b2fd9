// The README's embedding example, run by test/Embedding.test.ts so it never goes stale.
import { Effect, Schema } from "effect"
import { Engine, Flow } from "@leadflow/core"

const SOURCE = "5f00000000000000000000a1"
const flow = Schema.decodeUnknownSync(Flow)({
  name: "Solar leads", enabled: true, fields: ["email", "state"], steps: [],
  sources: [{ entity: { id: SOURCE, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound" } }],
  acceptance_criteria: { outcome: "failure", reason: "state not served", rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] } },
  pricing: { prices: [{ amount: 12.5 }] }
})
const compiled = Engine.compile(flow, [{ id: "email", type: "email" }, { id: "state", type: "state" }])
const submit = (data: Record<string, unknown>) => Engine.submit(compiled, { sourceId: SOURCE, data })
export const result = await Effect.runPromise(submit({ email: "Jane@Example.com", state: "Texas" }).pipe(Effect.provide(Engine.memoryLayer())))
console.log(result.outcome, result.price, result.events.map((e) => `${e.type}:${e.outcome}`))
