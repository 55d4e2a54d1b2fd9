import { SqlClient } from "@effect/sql"
import { type Account, type Plan, plans } from "@leadflow/api"
import { objectIdGenerator, type StoreError } from "@leadflow/core"
import { Cache, Clock, Context, Duration, Effect, Exit, Layer, Option } from "effect"
import { timingSafeEqual } from "node:crypto"
import { parseBody } from "../storage/Documents.js"
import { claimDefaultSuffix } from "./DefaultFieldSuffix.js"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"
import {
  type ApiKey,
  type CreatedApiKey,
  defaultKeyName,
  generateApiKey,
  hashApiKey,
  isKeyScope,
  keyPrefix,
  type KeyScope
} from "./ApiKey.js"

/**
 * Accounts: every resource belongs to one, and an API key (HTTP Basic `API:<key>`) names it. An
 * account holds several keys (see `ApiKey`), each revocable on its own.
 */

export interface CreatedAccount {
  readonly account: Account
  /** The API key in clear: shown to whoever created the account, never stored. */
  readonly apiKey: string
}

/** Who a good key speaks for: the account, and which of its keys (with what scope) it is. */
export interface Authenticated {
  readonly account: Account
  readonly key: { readonly id: string; readonly scope: KeyScope }
}

export interface AccountsService {
  /** Create an account with its account entity and a `full` key (random unless one is given). */
  readonly create: (input: { readonly name: string; readonly plan?: Plan; readonly apiKey?: string }) => Effect.Effect<CreatedAccount, StoreError>
  /**
   * The account and key a key in clear belongs to, if it is a key not revoked. Cached for at most
   * `authenticationCacheMs`, so a revocation in any process holds everywhere within a second.
   */
  readonly authenticate: (apiKey: string) => Effect.Effect<Option.Option<Authenticated>, StoreError>
  readonly get: (id: string) => Effect.Effect<Option.Option<Account>, StoreError>
  readonly count: Effect.Effect<number, StoreError>
  /** Every account, oldest first. */
  readonly list: Effect.Effect<ReadonlyArray<Account>, StoreError>
  /** The account's keys not revoked, oldest first (never the keys themselves). */
  readonly listKeys: (accountId: string) => Effect.Effect<ReadonlyArray<ApiKey>, StoreError>
  /** A new key for the account, in clear once. None when there is no such account. */
  readonly createKey: (
    accountId: string,
    input: { readonly name: string; readonly scope: KeyScope }
  ) => Effect.Effect<Option.Option<CreatedApiKey>, StoreError>
  /**
   * Revoke one of the account's keys. None when the account has no such key not yet revoked: a
   * key of another account is as missing as a key that never was.
   */
  readonly revokeKey: (accountId: string, keyId: string) => Effect.Effect<Option.Option<ApiKey>, StoreError>
  /**
   * Start over after a leak: revoke every key of the account and give it one new `full` key.
   * None when there is no such account.
   */
  readonly rotateKey: (id: string) => Effect.Effect<Option.Option<CreatedAccount>, StoreError>
}

export class Accounts extends Context.Tag("@leadflow/server-adapter/Accounts")<Accounts, AccountsService>() {}

export { generateApiKey, hashApiKey }

/**
 * How long an authentication (good key or bad) is reused without asking the database. A key
 * revoked by another process stops working once this runs out (plus one lookup): well within the
 * promised second. A busy client still costs its process two queries a second, not one a request.
 */
export const authenticationCacheMs = 500

/** `last_used_at` is written at most this often per key, so authentication is not a write per request. */
export const lastUsedEveryMs = 60_000

/** The name of the key `rotateKey` makes. */
export const rotatedKeyName = "rotated"

interface AccountRow {
  readonly id: string
  readonly created_at: unknown
  readonly updated_at: unknown
  readonly body: unknown
}

interface KeyRow {
  readonly id: string
  readonly account_id: string
  readonly name: string
  readonly scope: string
  readonly key_hash: string
  readonly prefix: string | null
  readonly created_at: unknown
  readonly last_used_at: unknown
  readonly revoked_at: unknown
}

const toAccount = (row: AccountRow): Account => {
  const body = parseBody(row.body)
  return {
    id: row.id,
    name: typeof body["name"] === "string" ? body["name"] : "",
    plan: plans.includes(body["plan"] as Plan) ? (body["plan"] as Plan) : "pro",
    created_at: new Date(toMillis(row.created_at)).toISOString(),
    updated_at: new Date(toMillis(row.updated_at)).toISOString()
  }
}

const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(toMillis(value)).toISOString())

// A stored scope this code does not know grants the least: it reads nothing it was not given.
const toScope = (value: string): KeyScope => (isKeyScope(value) ? value : "submit")

const toKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: toScope(row.scope),
  prefix: row.prefix,
  created_at: new Date(toMillis(row.created_at)).toISOString(),
  last_used_at: isoOrNull(row.last_used_at),
  revoked_at: isoOrNull(row.revoked_at)
})

const keyColumns = "id, account_id, name, scope, key_hash, prefix, created_at, last_used_at, revoked_at"

export const makeSqlAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const ids = objectIdGenerator()

  const insertKey = (accountId: string, name: string, scope: KeyScope, apiKey: string, now: number) =>
    sql<KeyRow>`INSERT INTO api_keys ${sql.insert({
      id: ids(),
      account_id: accountId,
      name,
      scope,
      key_hash: hashApiKey(apiKey),
      prefix: keyPrefix(apiKey),
      created_at: now
    })} RETURNING ${sql.literal(keyColumns)}`

  const create: AccountsService["create"] = (input) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const id = ids()
      const apiKey = input.apiKey !== undefined && input.apiKey.trim() !== "" ? input.apiKey : generateApiKey()
      const body = { id, name: input.name, plan: input.plan ?? "pro" }
      const iso = new Date(now).toISOString()
      // The account entity: created with the account, always a source and a recipient, with a
      // field suffix of its own so that custom fields can be made at once.
      const entity = {
        id,
        name: input.name,
        field_suffix: yield* Effect.provideService(claimDefaultSuffix(input.name), SqlClient.SqlClient, sql),
        account: true,
        standard: false,
        module_ids: [],
        source: "other",
        recipient: "other",
        flow_ids: [],
        created_at: iso,
        updated_at: iso
      }
      yield* sql`INSERT INTO accounts ${sql.insert({
        id,
        created_at: now,
        updated_at: now,
        version: 1,
        body: JSON.stringify(body)
      })}`
      yield* insertKey(id, defaultKeyName, "full", apiKey, now)
      yield* sql`INSERT INTO entities ${sql.insert({
        account_id: id,
        id,
        created_at: now,
        updated_at: now,
        version: 1,
        body: JSON.stringify(entity)
      })}`
      return {
        account: { id, name: input.name, plan: input.plan ?? "pro", created_at: iso, updated_at: iso },
        apiKey
      }
    }).pipe(
      sql.withTransaction,
      Effect.catchTag("SqlError", (error) => asStoreError("creating an account")(Effect.fail(error)))
    )

  const lookup = (hash: string): Effect.Effect<Option.Option<Authenticated>, StoreError> =>
    Effect.gen(function* () {
      const rows = yield* sql<KeyRow & { readonly account_created_at: unknown; readonly account_updated_at: unknown; readonly body: unknown }>`
        SELECT k.id, k.account_id, k.name, k.scope, k.key_hash, k.prefix, k.created_at, k.last_used_at, k.revoked_at,
          a.created_at AS account_created_at, a.updated_at AS account_updated_at, a.body
        FROM api_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key_hash = ${hash} AND k.revoked_at IS NULL`
      const row = rows[0]
      // The lookup is by hash; comparing the hashes again in constant time keeps timing flat.
      if (row === undefined || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return Option.none()
      const now = yield* Clock.currentTimeMillis
      const lastUsed = row.last_used_at === null || row.last_used_at === undefined ? undefined : toMillis(row.last_used_at)
      if (lastUsed === undefined || now - lastUsed >= lastUsedEveryMs) {
        // The condition keeps it one write a minute even when several processes look at once.
        // A failed note must not refuse a good key: it is logged, and the request goes on.
        yield* sql`UPDATE api_keys SET last_used_at = ${now}
          WHERE id = ${row.id} AND (last_used_at IS NULL OR last_used_at <= ${now - lastUsedEveryMs})`.pipe(
          Effect.catchAll((error) => Effect.logWarning("could not note when an API key was last used", error.message))
        )
      }
      return Option.some({
        account: toAccount({ id: row.account_id, created_at: row.account_created_at, updated_at: row.account_updated_at, body: row.body }),
        key: { id: row.id, scope: toScope(row.scope) }
      })
    }).pipe(asStoreError("authenticating"))

  // Keyed by the key's hash, so the cache never holds a key in clear. A failed lookup (storage
  // down) is not kept: the next request asks again.
  const cache = yield* Cache.makeWith({
    capacity: 10_000,
    lookup,
    timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.millis(authenticationCacheMs) : Duration.zero)
  })

  const authenticate: AccountsService["authenticate"] = (apiKey) =>
    apiKey === "" ? Effect.succeed(Option.none()) : Effect.suspend(() => cache.get(hashApiKey(apiKey)))

  const get: AccountsService["get"] = (id) =>
    sql<AccountRow>`SELECT * FROM accounts WHERE id = ${id}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toAccount)),
      asStoreError(`reading account ${id}`)
    )

  const count: AccountsService["count"] = sql<{ readonly n: unknown }>`SELECT COUNT(*) AS n FROM accounts`.pipe(
    Effect.map((rows) => Number(rows[0]?.n ?? 0)),
    asStoreError("counting accounts")
  )

  const list: AccountsService["list"] = sql<AccountRow>`SELECT * FROM accounts ORDER BY created_at, id`.pipe(
    Effect.map((rows) => rows.map(toAccount)),
    asStoreError("listing accounts")
  )

  const listKeys: AccountsService["listKeys"] = (accountId) =>
    sql<KeyRow>`SELECT ${sql.literal(keyColumns)} FROM api_keys
      WHERE account_id = ${accountId} AND revoked_at IS NULL ORDER BY created_at, id`.pipe(
      Effect.map((rows) => rows.map(toKey)),
      asStoreError(`listing the keys of account ${accountId}`)
    )

  const createKey: AccountsService["createKey"] = (accountId, input) =>
    Effect.gen(function* () {
      const exists = yield* sql`SELECT id FROM accounts WHERE id = ${accountId}`
      if (exists.length === 0) return Option.none()
      const now = yield* Clock.currentTimeMillis
      const key = generateApiKey()
      const rows = yield* insertKey(accountId, input.name, input.scope, key, now)
      const row = rows[0]
      return row === undefined ? Option.none() : Option.some({ record: toKey(row), key })
    }).pipe(asStoreError(`creating a key for account ${accountId}`))

  /** Mark keys revoked and end their cached authentications in this process at once. */
  const revokeWhere = (accountId: string, keyId: string | undefined, now: number) =>
    Effect.tap(
      sql<KeyRow>`UPDATE api_keys SET revoked_at = ${now}
        WHERE account_id = ${accountId} AND revoked_at IS NULL ${keyId === undefined ? sql`` : sql`AND id = ${keyId}`}
        RETURNING ${sql.literal(keyColumns)}`,
      (rows) => Effect.forEach(rows, (row) => cache.invalidate(row.key_hash), { discard: true })
    )

  const revokeKey: AccountsService["revokeKey"] = (accountId, keyId) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const rows = yield* revokeWhere(accountId, keyId, now)
      return Option.map(Option.fromNullable(rows[0]), toKey)
    }).pipe(asStoreError(`revoking key ${keyId} of account ${accountId}`))

  const rotateKey: AccountsService["rotateKey"] = (id) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const rows = yield* sql<AccountRow>`UPDATE accounts SET ${sql.update({ updated_at: now })} WHERE id = ${id} RETURNING *`
      const row = rows[0]
      if (row === undefined) return Option.none()
      const apiKey = generateApiKey()
      yield* revokeWhere(id, undefined, now)
      yield* insertKey(id, rotatedKeyName, "full", apiKey, now)
      return Option.some({ account: toAccount(row), apiKey })
    }).pipe(sql.withTransaction, asStoreError(`rotating the keys of account ${id}`))

  return Accounts.of({ create, authenticate, get, count, list, listKeys, createKey, revokeKey, rotateKey })
})

export const SqlAccountsLayer: Layer.Layer<Accounts, never, SqlClient.SqlClient> = Layer.effect(Accounts, makeSqlAccounts)
