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

export const CreateOnboard = Schema.Struct({ invitation_id: BsonId }).annotations({ identifier: "CreateOnboard" })

export const UpdateOnboard = Schema.Struct({ status: OnboardStatus }).annotations({ identifier: "UpdateOnboard" })

export const OnboardPath = Schema.Struct({ id: Schema.String })
