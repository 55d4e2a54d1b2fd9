import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { openStruct, optional } from "./internal/Record.js"

/**
 * A configured destination (an instance of a marketplace integration) that a flow's steps can
 * be combined with. `flow_usages` is present only when a listing asks for it.
 */

export const DestinationAction = openStruct("DestinationAction", {
  name: optional(Schema.String),
  action_id: optional(Schema.String),
  webhook_url: optional(Schema.String)
})
export type DestinationAction = typeof DestinationAction.Type

export const DestinationFlowUsages = openStruct("DestinationFlowUsages", {
  count: optional(Schema.NonNegativeInt),
  flows: optional(
    Schema.Array(openStruct("DestinationFlowUsage", { id: optional(ObjectId), name: optional(Schema.String) }))
  )
})
export type DestinationFlowUsages = typeof DestinationFlowUsages.Type

export const Destination = openStruct("Destination", {
  name: optional(Schema.String),
  integration_name: optional(Schema.String),
  integration_icon_url: optional(Schema.String),
  instance_id: optional(Schema.String),
  actions: optional(Schema.Array(DestinationAction)),
  flow_usages: optional(DestinationFlowUsages)
})
export type Destination = typeof Destination.Type
export type DestinationEncoded = typeof Destination.Encoded
