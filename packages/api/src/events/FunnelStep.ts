import { Schema } from "effect"
import { Filter } from "./EventFilter.js"

/** One step of a funnel: the events it selects and the property that names an actor. */
export const FunnelStep = Schema.Struct({
  event_collection: Schema.optional(Schema.String),
  actor_property: Schema.optional(Schema.String),
  filters: Schema.optional(Schema.Array(Filter)),
  with_actors: Schema.optional(Schema.Boolean)
}).annotations({ identifier: "FunnelStep" })
export type FunnelStep = typeof FunnelStep.Type
