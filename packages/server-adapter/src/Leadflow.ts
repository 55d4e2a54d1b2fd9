import { type Layer } from "effect"
import type { Accounts } from "./accounts/Accounts.js"
import { type AppOptions, resourcesLayer } from "./server/AppLayer.js"
import { defaultMaxInFlight, defaultPort, type ServerOptions } from "./server/ServerConfig.js"
import type { ResourceServices } from "./services/Resources.js"

/**
 * Leadflow in an embedder's own process, with no HTTP server: storage and its migrations, the
 * account ports, the engine, the resource services (`Flows`, `Reports`, `Events`, ...), each
 * taking the account id as an argument, and the background work stored settings ask for
 * (retries, scheduled batch files, the events purge). Build it once (a `ManagedRuntime`, or `Effect.provide`
 * at the edge of a program): each build is its own connection pool and caches.
 *
 * ```ts
 * const runtime = ManagedRuntime.make(Leadflow.layer({ database: { dialect: "sqlite", filename: "leads.db" } }))
 * const flow = await runtime.runPromise(Effect.flatMap(Flows, (flows) => flows.create(accountId, { name: "Solar" })))
 * ```
 */
export interface LeadflowOptions extends Omit<AppOptions, "server"> {
  /**
   * Where the HTTP side is reached, when one serves the same database: router and certificate
   * URLs name it. Defaults to `http://localhost:3000` with the `/batch` and `/cert` prefixes.
   */
  readonly server?: Partial<ServerOptions>
}

const serverDefaults: ServerOptions = {
  port: defaultPort,
  host: "127.0.0.1",
  publicUrl: `http://localhost:${defaultPort}`,
  batchPrefix: "/batch",
  certPrefix: "/cert",
  maxInFlight: defaultMaxInFlight
}

const build = (options: LeadflowOptions) => resourcesLayer({ ...options, server: { ...serverDefaults, ...options.server } })

/** What an embedder calls: the resource services and the accounts they take ids of. */
export type Services = ResourceServices | Accounts

/** Why the layer may fail to build: configuration, the database and its migrations, the secret. */
export type BuildError = Layer.Layer.Error<ReturnType<typeof build>>

/** Every Leadflow service over one database, in process. */
export const layer = (options: LeadflowOptions): Layer.Layer<Services, BuildError> => build(options)
