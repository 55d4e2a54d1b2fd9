import { SqlClient } from "@effect/sql"
import { objectIdGenerator, type StoreError } from "@leadflow/core"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import { parseBody } from "../storage/Documents.js"
import { claimDefaultSuffix } from "./DefaultFieldSuffix.js"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"

/**
 * Accounts: every resource belongs to one, and an API key (HTTP Basic `API:<key>`) names it.
 * Only a SHA-256 of each key is stored: keys are 32 random bytes, so a slow hash adds nothing
 * but latency, and the key itself is shown once, when it is made.
 */

export type Plan = "free" | "pro" | "enterprise"
export const plans: ReadonlyArray<Plan> = ["free", "pro", "enterprise"]

export interface Account {
  readonly id: string
  readonly name: string
  readonly plan: Plan
  readonly created_at: string
  readonly updated_at: string
}

export interface CreatedAccount {
  readonly account: Account
  /** The API key in clear: shown to whoever created the account, never stored. */
  readonly apiKey: string
}

export interface AccountsService {
  /** Create an account with its account entity; a new random key unless one is given. */
  readonly create: (input: { readonly name: string; readonly plan?: Plan; readonly apiKey?: string }) => Effect.Effect<CreatedAccount, StoreError>
  /** The account a key belongs to, if any (constant-time on the hash). */
  readonly authenticate: (apiKey: string) => Effect.Effect<Option.Option<Account>, StoreError>
  readonly get: (id: string) => Effect.Effect<Option.Option<Account>, StoreError>
  readonly count: Effect.Effect<number, StoreError>
  /** Every account, oldest first. */
  readonly list: Effect.Effect<ReadonlyArray<Account>, StoreError>
  /**
   * Give an account a new random key and revoke the old one (its hash is replaced, and this
   * process's authentication cache is cleared). None when there is no such account.
   */
  readonly rotateKey: (id: string) => Effect.Effect<Option.Option<CreatedAccount>, StoreError>
}

export class Accounts extends Context.Tag("@leadflow/server-adapter/Accounts")<Accounts, AccountsService>() {}

/** A new API key: 32 random bytes as hex. */
export const generateApiKey = (): string => randomBytes(32).toString("hex")

export const hashApiKey = (apiKey: string): string => createHash("sha256").update(apiKey, "utf8").digest("hex")

interface AccountRow {
  readonly id: string
  readonly api_key_hash: string
  readonly created_at: unknown
  readonly updated_at: unknown
  readonly body: unknown
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

/** Authenticated keys stay cached this long, so a busy client costs one query per minute. */
const cacheMs = 60_000

export const makeSqlAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const ids = objectIdGenerator()
  const cache = new Map<string, { readonly account: Account; readonly until: number }>()

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
        api_key_hash: hashApiKey(apiKey),
        created_at: now,
        updated_at: now,
        version: 1,
        body: JSON.stringify(body)
      })}`
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

  const authenticate: AccountsService["authenticate"] = (apiKey) =>
    Effect.suspend(() => {
      if (apiKey === "") return Effect.succeed(Option.none())
      const hash = hashApiKey(apiKey)
      const now = Date.now()
      const hit = cache.get(hash)
      if (hit !== undefined && hit.until > now) return Effect.succeed(Option.some(hit.account))
      return sql<AccountRow>`SELECT * FROM accounts WHERE api_key_hash = ${hash}`.pipe(
        Effect.map((rows) => {
          const row = rows[0]
          // The lookup is by hash; comparing the hashes again in constant time keeps timing flat.
          if (row === undefined || !timingSafeEqual(Buffer.from(row.api_key_hash), Buffer.from(hash))) return Option.none()
          const account = toAccount(row)
          cache.set(hash, { account, until: now + cacheMs })
          return Option.some(account)
        }),
        asStoreError("authenticating")
      )
    })

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

  const rotateKey: AccountsService["rotateKey"] = (id) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const apiKey = generateApiKey()
      const rows = yield* sql<AccountRow>`UPDATE accounts SET ${sql.update({ api_key_hash: hashApiKey(apiKey), updated_at: now })} WHERE id = ${id} RETURNING *`
      // Cached authentications of the old key end now, not a minute later.
      cache.clear()
      return Option.map(Option.fromNullable(rows[0]), (row) => ({ account: toAccount(row), apiKey }))
    }).pipe(asStoreError(`rotating the key of account ${id}`))

  return Accounts.of({ create, authenticate, get, count, list, rotateKey })
})

export const SqlAccountsLayer: Layer.Layer<Accounts, never, SqlClient.SqlClient> = Layer.effect(Accounts, makeSqlAccounts)
