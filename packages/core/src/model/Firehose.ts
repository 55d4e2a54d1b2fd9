import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { closedStruct, optional } from "./internal/Record.js"

/**
 * Export of a flow's events to cloud storage. The legacy form configures one provider with
 * flat properties (`credential_id`, `bucket`, `enabled`, `prefix`); the newer form has one entry
 * per provider under `services`. Events carry a copy of the flow's setting.
 */

// The reference's S3 bucket name rule: 3-63 characters, lowercase labels, not an IP address.
const bucketName =
  /^(?=^.{3,63}$)(?!^(\d+\.?)+$)(^(([a-z0-9]|[a-z0-9][a-z0-9-]*[a-z0-9])\.)*([a-z0-9]|[a-z0-9][a-z0-9-]*[a-z0-9]))$/

export const FirehoseService = closedStruct("FirehoseService", {
  enabled: Schema.Boolean,
  credential_id: optional(ObjectId),
  bucket: optional(Schema.String),
  prefix: optional(Schema.String),
  /** For providers addressed by a connection string rather than a credential. */
  connection_string: optional(Schema.String)
})
export type FirehoseService = typeof FirehoseService.Type

const legacyKeys = ["credential_id", "bucket", "enabled"] as const

export const Firehose = closedStruct("Firehose", {
  credential_id: optional(ObjectId),
  bucket: optional(
    Schema.String.pipe(
      Schema.pattern(bucketName, {
        message: (issue) =>
          `Expected a bucket name (3-63 lowercase letters, digits, dots, hyphens), actual ${JSON.stringify(issue.actual)}`
      })
    )
  ),
  prefix: optional(Schema.String),
  enabled: optional(Schema.Boolean),
  services: optional(Schema.Record({ key: Schema.String, value: FirehoseService }))
}).pipe(
  // Without `services`, the legacy form needs its three properties, as the reference requires.
  Schema.filter(
    (firehose) =>
      firehose.services !== undefined
        ? undefined
        : legacyKeys
            .filter((key) => firehose[key] === undefined)
            .map((key) => ({ path: [key], message: "is missing" })),
    { identifier: "Firehose" }
  )
)
export type Firehose = typeof Firehose.Type
export type FirehoseEncoded = typeof Firehose.Encoded
