import { Migrator, SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Accounts, authenticationCacheMs, makeSqlAccounts, SqlAccountsLayer } from "../../src/accounts/Accounts.js"
import { hashApiKey } from "../../src/accounts/ApiKey.js"
import { clientLayer, databaseLayer } from "../../src/storage/index.js"
import { migrations } from "../../src/storage/migrations/index.js"
import type { TestDatabase } from "./testDatabases.js"

type Services = Accounts | SqlClient.SqlClient

/** Every migration before 0013: a database as it was when an account had one key. */
const beforeKeys = Migrator.make({})({
  loader: Migrator.fromRecord(Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0013")))
})

/** Poll until `check` holds; how long it took, or a failure past `limitMs`. */
const within = async (limitMs: number, check: () => Promise<boolean>): Promise<number> => {
  const started = performance.now()
  for (;;) {
    if (await check()) return performance.now() - started
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The accounts store and its keys, the same on every database. */
export const apiKeysSuite = (dialect: string, open: () => Promise<TestDatabase>): void => {
  describe(`API keys on ${dialect}`, () => {
    let database: TestDatabase
    let runtime: ManagedRuntime.ManagedRuntime<Services, unknown>
    // A second store on the same database: another process, with its own authentication cache.
    let other: ManagedRuntime.ManagedRuntime<Services, unknown>
    const run = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> => runtime.runPromise(effect)
    const accounts = <A, E>(use: (a: Accounts["Type"]) => Effect.Effect<A, E>) => run(Effect.flatMap(Accounts, use))
    const scopeOf = async (key: string, via = runtime) =>
      Option.getOrUndefined(await via.runPromise(Effect.flatMap(Accounts, (a) => a.authenticate(key))))?.key.scope

    beforeAll(async () => {
      database = await open()
      // The database as it was before keys had names: one account with one key.
      await Effect.runPromise(
        Effect.gen(function* () {
          yield* beforeKeys
          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO accounts ${sql.insert({
            id: "legacy-account",
            api_key_hash: hashApiKey("legacy-key"),
            created_at: 1_600_000_000_000,
            updated_at: 1_600_000_000_000,
            version: 1,
            body: JSON.stringify({ id: "legacy-account", name: "Legacy", plan: "pro" })
          })}`
        }).pipe(Effect.provide(clientLayer(database.config)), Effect.scoped)
      )
      runtime = ManagedRuntime.make(Layer.provideMerge(SqlAccountsLayer, databaseLayer(database.config)))
      other = ManagedRuntime.make(Layer.provideMerge(SqlAccountsLayer, databaseLayer(database.config)))
      await runtime.runtime()
      await other.runtime()
    })
    afterAll(async () => {
      await other?.dispose()
      await runtime?.dispose()
      await database?.dispose()
    })

    it("keeps an account's key from before keys had names as its full key named default", async () => {
      const found = await accounts((a) => a.authenticate("legacy-key"))
      expect(Option.getOrUndefined(found)).toMatchObject({ account: { id: "legacy-account", name: "Legacy" }, key: { scope: "full" } })
      const keys = await accounts((a) => a.listKeys("legacy-account"))
      expect(keys).toEqual([expect.objectContaining({ name: "default", scope: "full", prefix: null, revoked_at: null })])
      expect(keys[0]?.created_at).toBe(new Date(1_600_000_000_000).toISOString())
      // The old column is gone: no second copy of a hash can outlive a revocation.
      const columns = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Record<string, unknown>>`SELECT * FROM accounts WHERE id = 'legacy-account'`))
      expect(Object.keys(columns[0] ?? {})).not.toContain("api_key_hash")
    })

    it("creates an account with a full key, and more keys of each scope, listed without the keys", async () => {
      const created = await accounts((a) => a.create({ name: "Acme" }))
      expect(await scopeOf(created.apiKey)).toBe("full")
      const read = Option.getOrThrow(await accounts((a) => a.createKey(created.account.id, { name: "dashboard", scope: "read" })))
      const submit = Option.getOrThrow(await accounts((a) => a.createKey(created.account.id, { name: "seller", scope: "submit" })))
      expect(read.key).toMatch(/^[0-9a-f]{64}$/)
      expect(read.record).toMatchObject({ name: "dashboard", scope: "read", prefix: read.key.slice(0, 6), last_used_at: null, revoked_at: null })
      expect(await scopeOf(read.key)).toBe("read")
      expect(await scopeOf(submit.key)).toBe("submit")
      const listed = await accounts((a) => a.listKeys(created.account.id))
      expect(listed.map((k) => [k.name, k.scope])).toEqual([["default", "full"], ["dashboard", "read"], ["seller", "submit"]])
      const text = JSON.stringify(listed)
      for (const key of [created.apiKey, read.key, submit.key]) {
        expect(text).not.toContain(key)
        expect(text).not.toContain(hashApiKey(key))
      }
      // Stored hashed: no column holds a key in clear.
      const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Record<string, unknown>>`SELECT * FROM api_keys`))
      expect(JSON.stringify(rows)).not.toContain(read.key)
      expect(rows.map((r) => r["key_hash"])).toContain(hashApiKey(read.key))
      expect(await accounts((a) => a.createKey("no-such-account", { name: "x", scope: "full" }))).toEqual(Option.none())
    })

    it("keeps accounts' keys apart: another account can neither list nor revoke them", async () => {
      const a = await accounts((s) => s.create({ name: "A" }))
      const b = await accounts((s) => s.create({ name: "B" }))
      const aKeys = await accounts((s) => s.listKeys(a.account.id))
      const bKeys = await accounts((s) => s.listKeys(b.account.id))
      expect(bKeys.map((k) => k.id)).not.toContain(aKeys[0]?.id)
      expect(await accounts((s) => s.revokeKey(b.account.id, aKeys[0]?.id ?? ""))).toEqual(Option.none())
      expect(await scopeOf(a.apiKey)).toBe("full")
      expect(Option.getOrUndefined(await accounts((s) => s.authenticate(a.apiKey)))?.account.id).toBe(a.account.id)
    })

    it("revokes a key at once in this process; others of the account keep working", async () => {
      const created = await accounts((a) => a.create({ name: "Revoker" }))
      const spare = Option.getOrThrow(await accounts((a) => a.createKey(created.account.id, { name: "spare", scope: "read" })))
      expect(await scopeOf(spare.key)).toBe("read")
      const revoked = Option.getOrThrow(await accounts((a) => a.revokeKey(created.account.id, spare.record.id)))
      expect(revoked.revoked_at).not.toBeNull()
      expect(await scopeOf(spare.key)).toBeUndefined()
      expect(await scopeOf(created.apiKey)).toBe("full")
      expect((await accounts((a) => a.listKeys(created.account.id))).map((k) => k.name)).toEqual(["default"])
      // Revoked once: a second revocation finds no such key.
      expect(await accounts((a) => a.revokeKey(created.account.id, spare.record.id))).toEqual(Option.none())
    })

    it("ends a key revoked by another process within a second, while reusing authentications until then", async () => {
      const created = await accounts((a) => a.create({ name: "Two processes" }))
      const key = Option.getOrThrow(await accounts((a) => a.createKey(created.account.id, { name: "shared", scope: "full" })))
      expect(await scopeOf(key.key)).toBe("full")
      // Revoked in the other store: this process's cache does not know.
      await other.runPromise(Effect.flatMap(Accounts, (a) => a.revokeKey(created.account.id, key.record.id)))
      const revokedAt = performance.now()
      const elapsed = await within(1_000, async () => (await scopeOf(key.key)) === undefined)
      expect(performance.now() - revokedAt).toBeLessThan(1_000)
      expect(elapsed).toBeLessThanOrEqual(authenticationCacheMs + 200)
    })

    it("answers from its cache between lookups: a key's rows may go and it still authenticates for a moment", async () => {
      const created = await accounts((a) => a.create({ name: "Cached" }))
      expect(await scopeOf(created.apiKey)).toBe("full")
      // Behind the store's back (as another process would), the key is revoked in the table.
      await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE api_keys SET revoked_at = 1 WHERE account_id = ${created.account.id}`))
      expect(await scopeOf(created.apiKey)).toBe("full")
      await within(1_000, async () => (await scopeOf(created.apiKey)) === undefined)
    })

    it("notes when a key was last used, at most once a minute", async () => {
      const created = await accounts((a) => a.create({ name: "Used" }))
      const lastUsed = async () => (await accounts((a) => a.listKeys(created.account.id)))[0]?.last_used_at ?? null
      expect(await lastUsed()).toBeNull()
      await scopeOf(created.apiKey)
      const first = await lastUsed()
      expect(first).not.toBeNull()
      // A later lookup (the cache has run out) within the minute writes nothing.
      await new Promise((resolve) => setTimeout(resolve, authenticationCacheMs + 50))
      await scopeOf(created.apiKey)
      expect(await lastUsed()).toBe(first)
      // A minute on, it does.
      await run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE api_keys SET last_used_at = last_used_at - 61000 WHERE account_id = ${created.account.id}`)
      )
      await new Promise((resolve) => setTimeout(resolve, authenticationCacheMs + 50))
      await scopeOf(created.apiKey)
      expect(Date.parse((await lastUsed()) ?? "")).toBeGreaterThan(Date.parse(first ?? "") - 1_000)
    })

    it("rotates: every key of the account revoked, one new full key", async () => {
      const created = await accounts((a) => a.create({ name: "Rotated" }))
      const read = Option.getOrThrow(await accounts((a) => a.createKey(created.account.id, { name: "r", scope: "read" })))
      const rotated = Option.getOrThrow(await accounts((a) => a.rotateKey(created.account.id)))
      expect(await scopeOf(created.apiKey)).toBeUndefined()
      expect(await scopeOf(read.key)).toBeUndefined()
      expect(await scopeOf(rotated.apiKey)).toBe("full")
      expect((await accounts((a) => a.listKeys(created.account.id))).map((k) => [k.name, k.scope])).toEqual([["rotated", "full"]])
      expect(await accounts((a) => a.rotateKey("no-such-account"))).toEqual(Option.none())
    })

    it("keeps authentication cheap: a key seen within the cache's life is answered without a query", async () => {
      const created = await accounts((a) => a.create({ name: "Busy" }))
      const store = await run(makeSqlAccounts)
      const cachedAt = performance.now()
      const first = await Effect.runPromise(store.authenticate(created.apiKey))
      expect(Option.isSome(first)).toBe(true)
      // The key's row goes behind the store's back (no invalidation): answers from the cache keep
      // coming, which they could not if each call read the table. (Timings are logged, not tested.)
      await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM api_keys WHERE account_id = ${created.account.id}`))
      const n = 100
      const started = performance.now()
      const answers = await Effect.runPromise(Effect.forEach(Array.from({ length: n }), () => store.authenticate(created.apiKey)))
      const perCallUs = ((performance.now() - started) * 1000) / n
      // Within the cache's life (500 ms from the first lookup) every answer is the cached one;
      // a machine so loaded that the lookups outlast it shows nothing either way.
      if (performance.now() - cachedAt < authenticationCacheMs)
        expect(answers.filter((answer) => JSON.stringify(answer) !== JSON.stringify(first))).toEqual([])
      // For scale: keys never seen (each a query).
      const misses = 200
      const missStarted = performance.now()
      await Effect.runPromise(Effect.forEach(Array.from({ length: misses }, (_, i) => `unknown-${i}`), (key) => store.authenticate(key), { discard: true }))
      const perMissUs = ((performance.now() - missStarted) * 1000) / misses
      console.log(`[api keys ${dialect}] authenticate: cached ${perCallUs.toFixed(2)} µs per call over ${n}; uncached ${perMissUs.toFixed(0)} µs per call`)
    })
  })
}
