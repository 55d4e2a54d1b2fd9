/** Flows for the runtime's engine tests. */
import { Schema } from "effect"
import { Engine, Flow, type CompiledFlow } from "@leadflow/core"

export const SOURCE_ID = "5f00000000000000000000a1"

export const fields = [
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" }
] as const

export const lead = { email: "Jane@Example.com", phone_1: "(512) 789-1111" }

export interface StepSpec {
  readonly id: string
  readonly moduleId: string
  readonly mappings?: ReadonlyArray<{ readonly property: string; readonly value: string | number }>
  readonly retry?: boolean
  readonly caps?: ReadonlyArray<Record<string, unknown>>
  readonly schedule?: Record<string, unknown>
  readonly rule_set?: Record<string, unknown>
}

/** A flow from the standard inbound source through recipient steps, compiled. */
export const compiledFlow = (steps: ReadonlyArray<StepSpec>): CompiledFlow =>
  Engine.compile(
    Schema.decodeUnknownSync(Flow)({
      id: "5f0000000000000000000001",
      name: "Runtime flow",
      enabled: true,
      fields: fields.map((f) => f.id),
      sources: [{ entity: { id: SOURCE_ID, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: steps.map((s, i) => ({
        type: "recipient",
        id: s.id,
        entity: { id: `5f00000000000000000000b${i}`, name: `Buyer ${s.id}` },
        integration: { module_id: s.moduleId, mappings: s.mappings ?? [] },
        ...(s.retry === undefined ? {} : { retry_enabled: s.retry }),
        ...(s.caps === undefined ? {} : { caps: s.caps }),
        ...(s.schedule === undefined ? {} : { schedule: s.schedule }),
        ...(s.rule_set === undefined ? {} : { rule_set: s.rule_set })
      }))
    }),
    fields
  )
