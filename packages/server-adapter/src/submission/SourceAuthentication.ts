import { Credentials, type Credential, type StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { createHash, timingSafeEqual } from "node:crypto"
import { Accounts } from "../accounts/Accounts.js"

/**
 * Source authentication (`authentication_required`): the submitter proves who it is with HTTP
 * Basic, either with an API key of the account as the password (any username), or with the source's
 * stored credential (`credential_id`): a user credential's username and password, or a token
 * credential's token as the Basic password (or username) or as a `Bearer` token.
 */

interface Presented {
  readonly username: string | undefined
  /** The Basic password or the Bearer token. */
  readonly secret: string
}

/** What an Authorization header presents, or undefined for none (or a scheme we do not read). */
export const presentedCredentials = (authorization: string | undefined): Presented | undefined => {
  if (authorization === undefined) return undefined
  const space = authorization.indexOf(" ")
  if (space === -1) return undefined
  const scheme = authorization.slice(0, space).toLowerCase()
  const value = authorization.slice(space + 1).trim()
  if (scheme === "bearer") return value === "" ? undefined : { username: undefined, secret: value }
  if (scheme !== "basic") return undefined
  const decoded = Buffer.from(value, "base64").toString("utf8")
  // RFC 7617: the password may hold colons, the user-id may not.
  const colon = decoded.indexOf(":")
  if (colon === -1) return undefined
  return { username: decoded.slice(0, colon), secret: decoded.slice(colon + 1) }
}

/** Constant-time equality of two strings (compared as digests, so lengths do not leak). */
const same = (a: string, b: string): boolean =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest())

const matchesCredential = (credential: Credential, presented: Presented): boolean => {
  switch (credential.type) {
    case "user":
      return presented.username !== undefined && same(presented.username, credential.username) && same(presented.secret, credential.password)
    case "token":
      return (
        (presented.secret !== "" && same(presented.secret, credential.token)) ||
        (presented.username !== undefined && presented.username !== "" && same(presented.username, credential.token))
      )
    default:
      return presented.secret !== "" && same(presented.secret, credential.access_token)
  }
}

/**
 * What the request's Authorization header proves for a source of the account: `accepted` (a
 * stored credential of the source, or a `full` or `submit` key of the account), `forbidden` (a
 * good key of the account whose scope, `read`, does not submit: a 403, not a 401), or `refused`.
 * A key of another account is as unknown here as a key that never was.
 */
export type SubmitterCheck = "accepted" | "forbidden" | "refused"

export const authenticateSubmitter = (
  authorization: string | undefined,
  accountId: string,
  credentialId: string | undefined
): Effect.Effect<SubmitterCheck, StoreError, Accounts | Credentials> => {
  const presented = presentedCredentials(authorization)
  if (presented === undefined) return Effect.succeed("refused")
  const byAccountKey: Effect.Effect<SubmitterCheck, StoreError, Accounts> = presented.secret === ""
    ? Effect.succeed("refused")
    : Effect.flatMap(Accounts, (accounts) =>
        Effect.map(accounts.authenticate(presented.secret), (found): SubmitterCheck => {
          if (Option.isNone(found) || found.value.account.id !== accountId) return "refused"
          return found.value.key.scope === "read" ? "forbidden" : "accepted"
        })
      )
  if (credentialId === undefined) return byAccountKey
  return Effect.flatMap(Credentials, (credentials) =>
    Effect.flatMap(credentials.get(credentialId), (credential) =>
      credential !== undefined && matchesCredential(credential, presented) ? Effect.succeed<SubmitterCheck>("accepted") : byAccountKey
    )
  )
}
