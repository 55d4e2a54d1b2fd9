import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { openStruct, optional } from "./internal/Record.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A stored credential of an integration package: a username and password, a token, or OAuth
 * tokens, told apart by `type`. Once stored, secrets are only ever returned masked.
 *
 * The reference requires `id` and `name`, but a credential is created without an id and the
 * spec calls `name` an optional label, so both are optional here.
 */

const Secret = Schema.String.pipe(Schema.minLength(1))

const common = {
  id: optional(ObjectId),
  name: optional(Schema.String),
  /** The integration package the credential belongs to. */
  package: Schema.String,
  created_at: optional(Timestamp),
  updated_at: optional(Timestamp)
}

export const UserCredential = openStruct("UserCredential", {
  ...common,
  type: Schema.Literal("user"),
  username: Secret,
  password: Secret
})
export type UserCredential = typeof UserCredential.Type

export const TokenCredential = openStruct("TokenCredential", {
  ...common,
  type: Schema.Literal("token"),
  token: Secret
})
export type TokenCredential = typeof TokenCredential.Type

const OauthUser = openStruct("OauthUser", {
  id: optional(Schema.String),
  username: optional(Schema.String),
  first_name: optional(Schema.String),
  last_name: optional(Schema.String),
  email: optional(Schema.String),
  phone: optional(Schema.String)
})

const OauthOrg = openStruct("OauthOrg", {
  id: optional(Schema.String),
  type: optional(Schema.String),
  name: optional(Schema.String),
  prefix: optional(Schema.String)
})

const oauthIdentifiers = { oauth: "OauthCredential", oauth1: "Oauth1Credential", oauth2: "Oauth2Credential" } as const

// One record per `type` literal: a union tells records apart by single literals only.
const oauthCredential = <Type extends "oauth" | "oauth1" | "oauth2">(type: Type) =>
  openStruct(oauthIdentifiers[type], {
    ...common,
    type: Schema.Literal(type),
    access_token: Secret,
    refresh_token: optional(Secret),
    /** Who the credential belongs to. */
    user: optional(OauthUser),
    org: optional(OauthOrg),
    /** When the access token expires, in seconds since the epoch. */
    expires_at: optional(Schema.Int)
  })

// The spec says `oauth`; the reference's enum says `oauth1` and `oauth2`.
export const OauthCredential = Schema.Union(
  oauthCredential("oauth"),
  oauthCredential("oauth1"),
  oauthCredential("oauth2")
).annotations({ identifier: "AnyOauthCredential" })
export type OauthCredential = typeof OauthCredential.Type

// Flat, so that every kind is told apart by its `type` in one step.
export const Credential = Schema.Union(UserCredential, TokenCredential, ...OauthCredential.members).annotations({
  identifier: "Credential"
})
export type Credential = typeof Credential.Type
export type CredentialEncoded = typeof Credential.Encoded
