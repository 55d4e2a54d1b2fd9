import { randomBytes } from "node:crypto"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { type Plan } from "@leadflow/api"
import { Accounts } from "../../src/accounts/Accounts.js"
import { appLayer, type AppOptions } from "../../src/server/AppLayer.js"
import { HttpServerInfo } from "../../src/server/Server.js"
import type { ServerOptions } from "../../src/server/ServerConfig.js"
import { postgresTestDatabase, postgresUrl, sqliteTestDatabase, type TestDatabase } from "../storage/testDatabases.js"

/**
 * The real server on an ephemeral loopback port, over a temporary SQLite file or a fresh
 * PostgreSQL schema, with one account. Tests drive it with `fetch` like any client.
 */
export interface TestServer {
  readonly url: string
  readonly apiKey: string
  readonly accountId: string
  /** `Authorization` header value for the account's key. */
  readonly auth: string
  /** Create another account (free or paid), with its key and auth header. */
  readonly createAccount: (name: string, plan?: Plan) => Promise<{ apiKey: string; accountId: string; auth: string }>
  /** Run an effect against the server's services (read the database directly in assertions). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Layer.Layer.Success<ReturnType<typeof appLayer>>>) => Promise<A>
  readonly close: () => Promise<void>
}

export type Dialect = "sqlite" | "postgres"

export const basicAuth = (apiKey: string): string => `Basic ${Buffer.from(`API:${apiKey}`).toString("base64")}`

export interface TestServerOptions {
  readonly dialect?: Dialect
  readonly server?: Partial<ServerOptions>
  readonly integrations?: AppOptions["integrations"]
  /** The credentials secret; PostgreSQL servers get a random one (it is required there). */
  readonly secret?: string
  readonly retry?: AppOptions["retry"]
  readonly tracing?: AppOptions["tracing"]
  /** A database shared with another test server (a second process on it); the caller disposes of it. */
  readonly database?: TestDatabase
  /** Time limits on the database (small ones for fault tests); the defaults otherwise. */
  readonly databaseTimeouts?: AppOptions["databaseTimeouts"]
}

export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  const shared = options.database
  const database: TestDatabase =
    shared !== undefined
      ? shared
      : options.dialect === "postgres"
      ? await postgresTestDatabase(postgresUrl ?? "")
      : await sqliteTestDatabase()
  const secret = options.secret ?? (options.dialect === "postgres" ? randomBytes(32).toString("hex") : undefined)
  const layer = appLayer({
    database: database.config,
    ...(secret === undefined ? {} : { secret }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.tracing === undefined ? {} : { tracing: options.tracing }),
    ...(options.databaseTimeouts === undefined ? {} : { databaseTimeouts: options.databaseTimeouts }),
    server: {
      port: 0,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1",
      batchPrefix: "/batch",
      certPrefix: "/cert",
      maxInFlight: 1_000,
      ...options.server
    },
    // Buyers in tests listen on loopback.
    integrations: { allowPrivateHosts: true, ...options.integrations }
  })
  const runtime = ManagedRuntime.make(layer)
  const info = await runtime.runPromise(HttpServerInfo)
  const url = info.url
  const createAccount = async (name: string, plan?: Plan) => {
    const created = await runtime.runPromise(
      Effect.flatMap(Accounts, (accounts) => accounts.create(plan === undefined ? { name } : { name, plan }))
    )
    return { apiKey: created.apiKey, accountId: created.account.id, auth: basicAuth(created.apiKey) }
  }
  const first = await createAccount("Test Account")
  return {
    url,
    apiKey: first.apiKey,
    accountId: first.accountId,
    auth: first.auth,
    createAccount,
    run: (effect) => runtime.runPromise(effect),
    close: async () => {
      await runtime.dispose()
      if (shared === undefined) await database.dispose()
    }
  }
}

export const postgresAvailable = postgresUrl !== undefined

