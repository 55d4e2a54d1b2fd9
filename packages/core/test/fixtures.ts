import { type Layer, Schema } from "effect"
import {
  Engine,
  Flow,
  type EngineServices,
  makeMemoryEventStore,
  memoryLayer,
  type FlowEncoded,
  type IntegrationHandler,
  type MemoryEventStore
} from "../src/index.js"

export const FLOW_ID = "5f0000000000000000000001"
export const SOURCE_ID = "5f00000000000000000000a1"
export const OTHER_SOURCE_ID = "5f00000000000000000000a2"
export const BUYER_ID = "5f00000000000000000000b1"

/** The account's field catalogue the test flows use. */
export const fields = [
  { id: "first_name", type: "first_name" },
  { id: "last_name", type: "last_name" },
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" },
  { id: "state", type: "state" },
  { id: "postal_code", type: "postal_code" },
  { id: "dob", type: "dob" },
  { id: "income", type: "number" },
  { id: "tcpa", type: "boolean" }
] as const

const source = (id: string, extra: Partial<FlowEncoded["sources"][number]> = {}) => ({
  entity: { id, name: `Seller ${id.slice(-2)}` },
  integration: { module_id: "leadflow-standard.inbound" },
  ...extra
})

/** A flow document: defaults plus `extra`, decoded through the schema so fixtures stay valid. */
export const flowOf = (extra: Partial<FlowEncoded> = {}): Flow =>
  Schema.decodeUnknownSync(Flow)({
    id: FLOW_ID,
    name: "Test flow",
    enabled: true,
    fields: fields.map((f) => f.id),
    sources: [source(SOURCE_ID), source(OTHER_SOURCE_ID)],
    steps: [],
    ...extra
  })

export const sourceWith = source

export const recipient = (moduleId: string, extra: Record<string, unknown> = {}) => ({
  type: "recipient" as const,
  entity: { id: BUYER_ID, name: "Buyer" },
  integration: { module_id: moduleId },
  ...extra
})

export const compile = (extra: Partial<FlowEncoded> = {}) => Engine.compile(flowOf(extra), fields)

export interface Harness {
  readonly layer: Layer.Layer<EngineServices>
  readonly events: MemoryEventStore
}

/** The memory engine with the given integrations, and a handle on the stored events. */
export const harness = (integrations: ReadonlyArray<IntegrationHandler> = []): Harness => {
  const events = makeMemoryEventStore()
  return { events, layer: memoryLayer({ integrations, eventStore: events.store }) }
}

export const lead = {
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.com",
  phone_1: "(512) 789-1111",
  state: "TX",
  postal_code: "78701",
  income: "55000",
  tcpa: "yes"
}
