import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * Lead submission's bodies and answers (DESIGN §5; the standard inbound integration's answer).
 * Submission is served by the lean `node:http` handler, not by the HttpApi router: these schemas
 * describe its wire format for the OpenAPI document and the client, they do not drive the server.
 */

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** The lead as JSON: any members; the flow's fields become lead fields, others are kept as strings. */
export const LeadJson = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  identifier: "SubmittedLead",
  description: "The lead's values by field id (first_name, email, phone_1, a custom field's id, …); nested objects are read as dotted paths.",
  examples: [{ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone_1: "+15555550123" }]
})

/** The lead as a form (`application/x-www-form-urlencoded`); dotted keys nest (`address.city`). */
export const LeadForm = Schema.Record({ key: Schema.String, value: Schema.String }).pipe(
  HttpApiSchema.withEncoding({ kind: "UrlParams" })
).annotations({ identifier: "LeadForm" })

/** The lead as XML (`application/xml` or `text/xml`); the root element is dropped. */
export const LeadXml = HttpApiSchema.Text({ contentType: "application/xml" }).annotations({
  description: "An XML document whose root's children are the lead's fields, e.g. <lead><email>ada@example.com</email></lead>"
})

/** What a submission body may be: JSON, a form or XML (the query string is merged over it). */
export const SubmittedLead = Schema.Union(LeadJson, LeadForm, LeadXml)
export type SubmittedLead = typeof SubmittedLead.Type

/** A lead's outcome: `success` (accepted), `failure` (refused by a rule, a cap, a filter) or `error`. */
export const LeadOutcome = Schema.Literal("success", "failure", "error")
export type LeadOutcome = typeof LeadOutcome.Type

/** Members a source's configured answer fields (or the verbose integration's `appended`) add. */
const extraMembers = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/**
 * The answer to a submitted lead (201). `outcome` and `price` are always there with the default
 * answer fields; a source that configures its answer fields answers those (and `price`).
 */
export const SubmitAnswer = Schema.Struct(
  {
    outcome: optional(LeadOutcome),
    /** Why the lead failed or erred; absent on success. */
    reason: optional(Schema.String),
    /** The recorded lead; absent when nothing was recorded (an error before the lead existed). */
    lead: optional(Schema.Struct({ id: Schema.String })),
    /** What the lead earned (0 when unpriced). */
    price: Schema.Number
  },
  extraMembers
).annotations({
  identifier: "SubmitAnswer",
  examples: [
    { outcome: "success", lead: { id: "6650f1a2b3c4d5e6f7a8b9c0" }, price: 12.5 },
    { outcome: "failure", reason: "an email or a phone number is required", lead: { id: "6650f1a2b3c4d5e6f7a8b9c1" }, price: 0 }
  ]
})
export type SubmitAnswer = typeof SubmitAnswer.Type

/** The answer to a ping (200): the bid. A ping without a positive price is a failure ("no bid"). */
export const PingAnswer = Schema.Struct(
  {
    outcome: optional(LeadOutcome),
    reason: optional(Schema.String),
    /** The bid for such a lead (0: no bid). */
    price: Schema.Number
  },
  extraMembers
).annotations({
  identifier: "PingAnswer",
  examples: [{ outcome: "success", price: 12.5 }, { outcome: "failure", reason: "no bid", price: 0 }]
})
export type PingAnswer = typeof PingAnswer.Type

/**
 * Submission's own error body: 400 (unreadable or too deeply nested body), 401 (a source that
 * requires authentication), 404 (unknown or undeployed flow, source, router), 405, 406, 413, 415,
 * 422 (a stored flow or router with problems: `errors` by path) and 503 (storage unavailable).
 */
export const SubmissionError = Schema.Struct({
  error: Schema.String,
  errors: optional(Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }))
}).annotations({ identifier: "SubmissionError", examples: [{ error: "Flow not found" }] })
export type SubmissionError = typeof SubmissionError.Type

/** 422 from a router whose routes all refuse the lead: answered like a lead in error, nothing recorded. */
export const NoRouteAnswer = Schema.Struct({
  outcome: Schema.Literal("error"),
  reason: Schema.String,
  price: Schema.Number
}).annotations({
  identifier: "NoRouteAnswer",
  examples: [{ outcome: "error", reason: "No route matches the submission", price: 0 }]
})
export type NoRouteAnswer = typeof NoRouteAnswer.Type

/** 429: the flow's or source's ping limit is reached; retry after `retry_after` seconds (also a header). */
export const PingLimitReached = Schema.Struct({
  status: Schema.Literal(429),
  message: Schema.String,
  retry_after: Schema.Number
}).annotations({ identifier: "PingLimitReached", examples: [{ status: 429, message: "Too Many Requests", retry_after: 30 }] })
export type PingLimitReached = typeof PingLimitReached.Type
