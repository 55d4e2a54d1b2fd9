import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { KeyScope, maxKeyNameLength } from "./KeyScope.js"
import { Forbidden, NotFound, ServiceUnavailable, ValidationFailed } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/**
 * The caller's account (`GET /account`, the reference's account resource) and its API keys. A key
 * is shown in clear once, in the answer that makes it; lists show its name, scope, times and a
 * short prefix, never the key. Only a `full` key manages keys (any other gets 403).
 */

export const AccountView = Schema.Struct({
  id: Schema.String,
  name: Schema.String.annotations({ description: "The account's name", examples: ["Acme, Inc."] }),
  plan: Schema.Literal("free", "pro", "enterprise").annotations({ description: "Free accounts get 401 on /leads" }),
  created_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "Account", description: "The account of the API key used (never its keys)" })

const KeyName = Schema.String.pipe(
  Schema.filter((name) => name.trim() !== "" && name.length <= maxKeyNameLength, {
    message: () => `must be a name of 1 to ${maxKeyNameLength} characters`
  })
).annotations({ description: "What the key is for (a person, a seller, a script)", examples: ["Zapier export"] })

export const ApiKeyView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  scope: KeyScope,
  prefix: Schema.NullOr(Schema.String).annotations({
    description: "The key's first characters, to tell keys apart (null for a key made before keys had names)"
  }),
  created_at: Schema.String,
  last_used_at: Schema.NullOr(Schema.String).annotations({ description: "When the key last authenticated a request, to the minute" }),
  revoked_at: Schema.NullOr(Schema.String)
}).annotations({ identifier: "ApiKey" })

/** The answer that makes a key: the only one that ever holds it in clear. */
export const CreatedApiKeyView = Schema.Struct({
  ...ApiKeyView.fields,
  key: Schema.String.annotations({ description: "The API key in clear: shown once, never again. Use it as the HTTP Basic password." })
}).annotations({ identifier: "CreatedApiKey" })

export const ApiKeyInput = Schema.Struct({
  name: KeyName,
  scope: KeyScope
}).annotations({
  identifier: "ApiKeyInput",
  // A member the server would not honour (an expiry, say) is refused, not ignored.
  parseOptions: { errors: "all", onExcessProperty: "error" }
})

const keyPath = HttpApiSchema.param("id", Schema.String)

export class AccountApi extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("getAccount", "/account")
      .addSuccess(AccountView)
      .annotate(OpenApi.Summary, "Get account")
      .annotate(OpenApi.Description, "The account of the caller (the account of the API key used).")
  )
  .add(
    HttpApiEndpoint.get("listKeys", "/account/keys")
      .addSuccess(Schema.Array(ApiKeyView))
      .annotate(OpenApi.Summary, "List API keys")
      .annotate(OpenApi.Description, "The account's keys not revoked, oldest first, without the keys themselves. Needs a full key.")
  )
  .add(
    HttpApiEndpoint.post("createKey", "/account/keys")
      .setPayload(ApiKeyInput)
      .addSuccess(CreatedApiKeyView, { status: 201 })
      .annotate(OpenApi.Summary, "Create an API key")
      .annotate(OpenApi.Description, "A new key with a name and a scope. The answer holds the key in clear, once. Needs a full key.")
  )
  .add(
    HttpApiEndpoint.del("revokeKey")`/account/keys/${keyPath}`
      .addSuccess(ApiKeyView)
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Revoke an API key")
      .annotate(
        OpenApi.Description,
        "The key stops working at once in this server and within a second in every other server on the same database. The key used for this request may be revoked too. Needs a full key."
      )
  )
  .addError(Forbidden)
  .addError(ValidationFailed)
  .addError(ServiceUnavailable)
  .middleware(Negotiation)
  .middleware(Authentication) {}
