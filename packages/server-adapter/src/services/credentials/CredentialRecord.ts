import { Effect, Option } from "effect"
import type { SecretBoxError, SecretBoxService } from "../../secrets/SecretBox.js"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { MASK, type CredentialView } from "@leadflow/api"

/**
 * How a credential is kept in its document: the public part as plain JSON, every secret sealed
 * together in one value under `_vault` (never in clear, bound to the account and credential id),
 * and the names of the secrets it holds, so answers can mask them without decrypting anything.
 *
 * Secrets are the spec's `password`, `token`, `access_token` and `refresh_token`, and every other
 * text member but the public ones (`client_secret`, `api_key`, `authorization`, ...): a member
 * the server does not know is sealed, not shown. `username` is public: it names the login, and
 * lists show it so people can tell their credentials apart. Members that are not text (numbers,
 * objects, lists) other than OAuth's `user`, `org` and `expires_at` are refused on input
 * (`publicMemberProblems`), since they could not be sealed one by one.
 */

export const standardSecretKeys = ["password", "token", "access_token", "refresh_token"] as const

/** The members answered as stored: what the credential is, and who it belongs to. */
export const publicMembers: ReadonlySet<string> = new Set(["type", "package", "name", "username", "user", "org", "expires_at"])

/** The members an OAuth credential's `user` and `org` may have (core's `Credential`). */
const publicNested: Readonly<Record<string, ReadonlyArray<string>>> = {
  user: ["id", "username", "first_name", "last_name", "email", "phone"],
  org: ["id", "type", "name", "prefix"]
}

/** Keys the API owns: never taken from a client's document. */
const readOnlyKeys: ReadonlySet<string> = new Set(["id", "created_at", "updated_at", "_vault"])

export const isSecretKey = (key: string, value: unknown): boolean =>
  (standardSecretKeys as ReadonlyArray<string>).includes(key) || (typeof value === "string" && !publicMembers.has(key))

/**
 * A client's members that could not be kept sealed: a member of its own (not public) that is not
 * text, and a member of `user` or `org` that core's OAuth records do not have. By path.
 */
export const publicMemberProblems = (candidate: Readonly<Record<string, unknown>>): ReadonlyArray<readonly [string, string]> => {
  const found: Array<readonly [string, string]> = []
  for (const [key, value] of Object.entries(withoutReadOnly(candidate))) {
    if (value === undefined || typeof value === "string" || publicMembers.has(key)) continue
    const kind = value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : `a ${typeof value}`
    found.push([key, `${key} is ${kind}: a credential's own members are kept sealed as text; send it as text, or leave it out`])
  }
  for (const [key, known] of Object.entries(publicNested)) {
    const value = candidate[key]
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue
    for (const member of Object.keys(value))
      if (!known.includes(member))
        found.push([`${key}.${member}`, `${key} is shown as stored and has only ${known.join(", ")}: put ${member} at the top level, where it is kept sealed`])
  }
  return found
}

interface Vault {
  /** Names of the sealed secrets. */
  readonly keys: ReadonlyArray<string>
  /** The secrets as one sealed JSON object. */
  readonly sealed: string
  /** Deleted while flows referenced it (ms): hidden from the API, still usable by those flows. */
  readonly deleted_at?: number
}

const vaultOf = (body: Record<string, unknown>): Vault | undefined => {
  const vault = body["_vault"]
  if (vault === null || typeof vault !== "object") return undefined
  const { keys, sealed, deleted_at } = vault as Record<string, unknown>
  if (!Array.isArray(keys) || typeof sealed !== "string") return undefined
  return {
    keys: keys.filter((key): key is string => typeof key === "string"),
    sealed,
    ...(typeof deleted_at === "number" ? { deleted_at } : {})
  }
}

/** What binds a sealed value to its record. */
export const ownerOf = (accountId: string, id: string): string => `credentials/${accountId}/${id}`

/** A client's document without the keys the API owns. */
export const withoutReadOnly = (input: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) if (!readOnlyKeys.has(key)) out[key] = value
  return out
}

/** Split a (valid) credential into its public part and its secrets. */
export const splitSecrets = (
  credential: Readonly<Record<string, unknown>>
): { readonly publicPart: Record<string, unknown>; readonly secrets: Record<string, string> } => {
  const publicPart: Record<string, unknown> = {}
  const secrets: Record<string, string> = {}
  for (const [key, value] of Object.entries(withoutReadOnly(credential))) {
    if (isSecretKey(key, value) && typeof value === "string") secrets[key] = value
    else if (!isSecretKey(key, value)) publicPart[key] = value
  }
  return { publicPart, secrets }
}

/** The document body to store for a credential: public part plus sealed secrets. */
export const sealCredential = (
  box: SecretBoxService,
  accountId: string,
  id: string,
  credential: Readonly<Record<string, unknown>>
): Record<string, unknown> => {
  const { publicPart, secrets } = splitSecrets(credential)
  const vault: Vault = { keys: Object.keys(secrets), sealed: box.seal(JSON.stringify(secrets), ownerOf(accountId, id)) }
  return { ...publicPart, _vault: vault }
}

/** Whether the document is a deleted credential kept for the flows that still use it. */
export const isTombstone = (doc: StoredDocument): boolean => vaultOf(doc.body)?.deleted_at !== undefined

/** The account's credential `id` while it is live (not deleted): none for a deleted or unknown one. */
export const liveCredential = (accountId: string, id: string) =>
  Effect.map(
    Effect.flatMap(Documents, (documents) => documents.get("credentials", accountId, id)),
    Option.filter((doc) => !isTombstone(doc))
  )

/** The same body, marked deleted at `now`. */
export const tombstone = (doc: StoredDocument, now: number): Record<string, unknown> => {
  const vault = vaultOf(doc.body)
  return { ...doc.body, _vault: { ...vault, deleted_at: now } }
}

/** The stored secrets in clear. */
export const openSecrets = (
  box: SecretBoxService,
  doc: StoredDocument
): Effect.Effect<Record<string, string>, SecretBoxError> => {
  const vault = vaultOf(doc.body)
  if (vault === undefined) return Effect.succeed({})
  return Effect.map(box.open(vault.sealed, ownerOf(doc.accountId, doc.id)), (json) => {
    const parsed: unknown = JSON.parse(json)
    const secrets: Record<string, string> = {}
    if (parsed !== null && typeof parsed === "object")
      for (const [key, value] of Object.entries(parsed)) if (typeof value === "string") secrets[key] = value
    return secrets
  })
}

const iso = (ms: number): string => new Date(ms).toISOString()

const publicBody = (doc: StoredDocument): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(doc.body)) if (key !== "_vault" && key !== "id") out[key] = value
  return out
}

/** The credential as the API answers it: every secret it holds shown as the mask. */
export const toView = (doc: StoredDocument): CredentialView => {
  const masked: Record<string, string> = {}
  for (const key of vaultOf(doc.body)?.keys ?? []) masked[key] = MASK
  return {
    ...publicBody(doc),
    ...masked,
    id: doc.id,
    type: String(doc.body["type"] ?? ""),
    package: String(doc.body["package"] ?? ""),
    created_at: iso(doc.createdAt),
    updated_at: iso(doc.updatedAt)
  }
}

/** The credential in clear, as the engine hands it to an integration. */
export const toClear = (
  box: SecretBoxService,
  doc: StoredDocument
): Effect.Effect<Record<string, unknown>, SecretBoxError> =>
  Effect.map(openSecrets(box, doc), (secrets) => ({
    ...publicBody(doc),
    ...secrets,
    id: doc.id,
    created_at: iso(doc.createdAt),
    updated_at: iso(doc.updatedAt)
  }))
