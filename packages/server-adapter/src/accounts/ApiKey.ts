import { Schema } from "effect"
import { KeyScope, maxKeyNameLength } from "@leadflow/api"
import { createHash, randomBytes } from "node:crypto"

/**
 * An account's API keys. An account holds several, each with a name and a scope; a key is 32
 * random bytes shown once in clear when it is made. Only its SHA-256 is stored (the key is
 * random, so a slow hash would add nothing but latency) with a short prefix that helps a person
 * tell keys apart without revealing them.
 */

/**
 * What a key may do: `full` everything; `read` only GET and HEAD on the management APIs;
 * `submit` only lead submission (sources with `authentication_required`). The API definition's
 * schema is the one source of the scopes and of the longest name.
 */
export { KeyScope, maxKeyNameLength }
export const keyScopes: ReadonlyArray<KeyScope> = KeyScope.literals

export const isKeyScope = Schema.is(KeyScope)

/** A key as it is listed: never the key itself. */
export interface ApiKey {
  readonly id: string
  readonly name: string
  readonly scope: KeyScope
  /** The key's first characters (`null` for keys made before keys had names). */
  readonly prefix: string | null
  readonly created_at: string
  /** When the key last authenticated a request, to the minute (see `lastUsedEveryMs`). */
  readonly last_used_at: string | null
  readonly revoked_at: string | null
}

/** A key just made: the record and the key in clear, shown to its maker once. */
export interface CreatedApiKey {
  readonly record: ApiKey
  readonly key: string
}

/** The name given to the key an account is created with (and to each account's key before 0013). */
export const defaultKeyName = "default"

/** How many leading characters of a key are kept and listed. */
export const keyPrefixLength = 6

/** A new API key: 32 random bytes as hex. */
export const generateApiKey = (): string => randomBytes(32).toString("hex")

export const hashApiKey = (apiKey: string): string => createHash("sha256").update(apiKey, "utf8").digest("hex")

export const keyPrefix = (apiKey: string): string => apiKey.slice(0, keyPrefixLength)
