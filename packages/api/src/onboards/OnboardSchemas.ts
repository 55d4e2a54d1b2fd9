import { Schema } from "effect"
import { BsonId } from "../counters/BsonId.js"

/** The spec's Onboard: a buyer connection being set up from an invitation. */

export const onboardStatuses = ["created", "in_progress", "completed"] as const
export const OnboardStatus = Schema.Literal(...onboardStatuses)
export type OnboardStatus = typeof OnboardStatus.Type

export const Onboard = Schema.Struct({
  id: Schema.String,
  invitation_id: Schema.String,
  account_id: Schema.String,
  connection_id: Schema.String,
  flow_id: Schema.String,
  status: OnboardStatus,
  created_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "Onboard" })
export type Onboard = typeof Onboard.Type

// Any other member is refused by name: the server sets an onboard's connection, flow and first
// status from its invitation, so a `flow_id` or `status` sent on create would be dropped.
const strict = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

export const CreateOnboard = Schema.Struct({ invitation_id: BsonId }).annotations({ identifier: "CreateOnboard", ...strict })

/** What an onboard answer holds besides its status: sent back with a PUT (a GET's body), ignored. */
const readBack = Schema.optionalWith(Schema.Unknown, { exact: true })

/** A PUT changes the status only; the members of a GET's answer may come along and are left aside. */
export const UpdateOnboard = Schema.Struct({
  status: OnboardStatus,
  id: readBack,
  invitation_id: readBack,
  account_id: readBack,
  connection_id: readBack,
  flow_id: readBack,
  created_at: readBack,
  updated_at: readBack
}).annotations({ identifier: "UpdateOnboard", ...strict })

export const OnboardPath = Schema.Struct({ id: Schema.String })
