import { Schema } from "effect"

/** The spec's Destination: a configured delivery target, its actions and (on request) its flow usages. */

export const DestinationAction = Schema.Struct({
  name: Schema.String,
  action_id: Schema.String,
  webhook_url: Schema.String
}).annotations({ identifier: "DestinationAction" })

export const FlowUsages = Schema.Struct({
  count: Schema.Int,
  flows: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String }))
}).annotations({ identifier: "DestinationFlowUsages" })

export const Destination = Schema.Struct({
  name: Schema.String,
  integration_name: Schema.String,
  /** No icon store here: empty unless the flow's destination names one. */
  integration_icon_url: Schema.String,
  instance_id: Schema.String,
  actions: Schema.Array(DestinationAction),
  flow_usages: Schema.optionalWith(FlowUsages, { exact: true })
}).annotations({ identifier: "Destination" })
export type Destination = typeof Destination.Type

export const DestinationsQuery = Schema.Struct({
  include: Schema.optionalWith(Schema.Literal("flow_usages"), { exact: true })
})
