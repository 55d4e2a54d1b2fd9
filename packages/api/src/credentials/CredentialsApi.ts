import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { kindOfValue } from "@leadflow/core"
import { Schema } from "effect"
import { Conflict, NotFound, ServiceUnavailable, ValidationFailed } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/**
 * The `credentials` endpoints: the account's stored logins and tokens for integration packages.
 * Secrets (`password`, `token`, `access_token`, `refresh_token`) are write-only: they are stored
 * encrypted and every answer carries them masked as `********`. A `PUT` that leaves a secret out,
 * or sends the mask back, keeps the stored one.
 */

/** What every answer shows in place of a stored secret. */
export const MASK = "********"

/**
 * A secret sent with the wrong type is refused without quoting it: the message says only what
 * type was sent ("Expected a string (a secret), actual an object").
 */
const SecretInput = Schema.String.annotations({
  description: `A secret: stored encrypted, answered as "${MASK}". On update, omit it or send "${MASK}" to keep the stored one.`,
  message: (issue) => `Expected a string (a secret), actual ${kindOfValue(issue.actual)}`
})

/**
 * A credential as a client sends it. The shape is checked here loosely (so the OpenAPI document
 * describes it); the full per-type check, after kept secrets are merged, is core's `Credential`.
 */
export const CredentialInput = Schema.Struct(
  {
    type: Schema.Literal("user", "token", "oauth", "oauth1", "oauth2").annotations({
      description: "user (username, password), token (token) or oauth (access_token, refresh_token)"
    }),
    package: Schema.String.annotations({
      description: "Id of the integration package the credential belongs to: only that package's modules are given it (`leadflow-custom` for the custom deliveries)"
    }),
    name: Schema.optionalWith(Schema.String, { exact: true }),
    username: Schema.optionalWith(Schema.String, { exact: true }),
    password: Schema.optionalWith(SecretInput, { exact: true }),
    token: Schema.optionalWith(SecretInput, { exact: true }),
    access_token: Schema.optionalWith(SecretInput, { exact: true }),
    refresh_token: Schema.optionalWith(SecretInput, { exact: true }),
    /** Optimistic concurrency: when sent on update, it must equal the stored `updated_at`. */
    updated_at: Schema.optionalWith(Schema.String, { exact: true })
  },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
).annotations({
  identifier: "CredentialInput",
  parseOptions: { errors: "all", onExcessProperty: "preserve" }
})
export type CredentialInput = typeof CredentialInput.Type

const Masked = Schema.Literal(MASK)

/** A credential as the API answers it: secrets masked, never in clear. */
export const CredentialView = Schema.Struct(
  {
    id: Schema.String,
    type: Schema.String,
    package: Schema.String,
    name: Schema.optionalWith(Schema.String, { exact: true }),
    username: Schema.optionalWith(Schema.String, { exact: true }),
    password: Schema.optionalWith(Masked, { exact: true }),
    token: Schema.optionalWith(Masked, { exact: true }),
    access_token: Schema.optionalWith(Masked, { exact: true }),
    refresh_token: Schema.optionalWith(Masked, { exact: true }),
    created_at: Schema.String,
    updated_at: Schema.String
  },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
).annotations({ identifier: "Credential" })
export type CredentialView = typeof CredentialView.Type

/** A flow that still references a deleted credential, and what is wrong with it now. */
export const FlowReferenceError = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  errors: Schema.Array(Schema.String)
}).annotations({ identifier: "CredentialFlowError" })

/** `DELETE` of a credential that flows reference: deleted, with each flow's errors. */
export const CredentialDeleteResult = Schema.Struct({
  message: Schema.String,
  results: Schema.Struct({
    count: Schema.Int,
    success_flows: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
    error_flows: Schema.Array(FlowReferenceError)
  })
}).annotations({ identifier: "CredentialDeleteResult" })
export type CredentialDeleteResult = typeof CredentialDeleteResult.Type

const credentialPath = HttpApiSchema.param("id", Schema.String)

export class CredentialsApi extends HttpApiGroup.make("credentials")
  .add(HttpApiEndpoint.get("list", "/credentials")
      .annotate(OpenApi.Summary, "List credentials")
      .annotate(OpenApi.Description, "The account's stored logins and tokens for integration packages. Secrets are always answered masked as `********`.").addSuccess(Schema.Array(CredentialView)))
  .add(
    HttpApiEndpoint.post("create", "/credentials")
      .annotate(OpenApi.Summary, "Create a credential")
      .annotate(OpenApi.Description, "Stores a `user`, `token` or `oauth` credential for a package; secrets are encrypted at rest and answered masked. 422 with `errors` per member when the credential is incomplete for its type. Only modules of its `package` are given it: a flow or pricing service naming it through another package's module is refused on save, and the engine never sends it through one (that step ends in error).")
      .setPayload(CredentialInput)
      .addSuccess(CredentialView, { status: 201 })
  )
  .add(HttpApiEndpoint.get("get")`/credentials/${credentialPath}`
      .annotate(OpenApi.Summary, "Get a credential")
      .annotate(OpenApi.Description, "One credential by id, secrets masked. 404 for an unknown id.").addSuccess(CredentialView))
  .add(
    HttpApiEndpoint.put("update")`/credentials/${credentialPath}`
      .annotate(OpenApi.Summary, "Update a credential")
      .annotate(OpenApi.Description, "Replaces the credential. A secret left out, or sent back as `********`, keeps the stored one. Send the `updated_at` you read to be told with 409 when it changed meanwhile. A new `type` or `package` that a flow or pricing service naming the credential could not send is refused (422 under `type` or `package`, naming each).")
      .setPayload(CredentialInput)
      .addSuccess(CredentialView)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove")`/credentials/${credentialPath}`
      .annotate(OpenApi.Summary, "Delete a credential")
      .annotate(OpenApi.Description, "200 with an empty body; 202 with the flows that still name the credential and their errors (they cannot be deployed until fixed).")
      .addSuccess(HttpApiSchema.Empty(200))
      .addSuccess(CredentialDeleteResult, { status: 202 })
  )
  .addError(NotFound)
  .addError(ValidationFailed)
  .addError(ServiceUnavailable)
  .middleware(Negotiation)
  .middleware(Authentication) {}
