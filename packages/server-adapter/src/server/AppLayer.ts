import type { SqlClient } from "@effect/sql"
import { Ids } from "@leadflow/core"
import { builtinPackages, IntegrationRuntime, type RuntimeConfig } from "@leadflow/integrations"
import { type DurableRetryOptions, durableRetriesLayer } from "../jobs/DurableRetries.js"
import { Effect, Layer, type Redacted } from "effect"
import { SqlAccountsLayer } from "../accounts/Accounts.js"
import { AccountPortsLive } from "../accounts/AccountPorts.js"
import { CredentialVaultLive } from "../services/credentials/CredentialStore.js"
import { FirehoseExporter } from "../services/firehose/FirehoseExporter.js"
import { GeoIp } from "../certform/GeoIp.js"
import { secretCheckLayer } from "../secrets/SecretCheck.js"
import { flowSecretsUpgradeLayer } from "../secrets/FlowSecretsUpgrade.js"
import { secretBoxLayer } from "../secrets/SecretKey.js"
import { type DatabaseConfig, layer as databaseLayer } from "../storage/Database.js"
import type { DatabaseTimeouts } from "../storage/DatabaseTimeouts.js"
import { batchSchedulerLayer } from "../batch/Scheduler.js"
import { batchSecretsUpgradeLayer } from "../batch/BatchSecretsUpgrade.js"
import { firehoseJobsLayer } from "../jobs/FirehoseJobs.js"
import { leadJobsLayer } from "../jobs/LeadJobs.js"
import { SqlDocumentsLayer } from "../storage/Documents.js"
import { SqlEventStoreLayer } from "../storage/SqlEventStore.js"
import { NoAccountSuppressionLists } from "../accounts/NoAccountSuppressionLists.js"
import { SubmissionLive } from "../submission/SubmissionLive.js"
import { ResourcesLive } from "../services/Resources.js"
import { HttpServerLive } from "./Server.js"
import { ServerConfig, type ServerOptions } from "./ServerConfig.js"
import { tracingFromEnv, tracingLayer, type TracingOptions } from "../observability/Tracing.js"
import { serverPackages } from "./ServerPackages.js"

/** Everything the server is made of, as data: where to store, how to serve, which plugins. */
export interface AppOptions {
  readonly database: DatabaseConfig
  readonly server: ServerOptions
  /** Extra packages beside the built-ins, npm plugins, private hosts (tests and demos). */
  readonly integrations?: Omit<RuntimeConfig, "packages"> & { readonly packages?: RuntimeConfig["packages"] }
  /** The secret that encrypts stored credentials; else `LEADFLOW_SECRET`, else a key file (SQLite). */
  readonly secret?: Redacted.Redacted<string> | string
  /**
   * Retries of failed deliveries (`retry_enabled` steps), kept in the database: first delay,
   * longest delay, attempts, and how often due ones are looked for. Firehose exports and
   * scheduled files that fail are tried again with the same backoff.
   */
  readonly retry?: DurableRetryOptions
  /** OpenTelemetry traces over OTLP; else from the `OTEL_EXPORTER_OTLP_*` variables; unset there: off. */
  readonly tracing?: TracingOptions
  /**
   * How long the database may keep the server waiting (`DatabaseTimeouts`: statement, lock and
   * connection limits on PostgreSQL, a lead's commit, a flow's reload, SQLite's busy wait); the
   * defaults for those not given. `leadflow serve` reads them from `LEADFLOW_DB_*_TIMEOUT_MS`.
   */
  readonly databaseTimeouts?: Partial<DatabaseTimeouts>
}

/**
 * The services every handler may use, over one database: events, integrations, ids, documents,
 * accounts, and the account-bound ports (counters, suppression lists, credentials) built per
 * account by `AccountPorts`: there is no server-wide instance of those.
 */
export const servicesLayer = (options: AppOptions) => {
  const database = databaseLayer(options.database, options.databaseTimeouts === undefined ? {} : { timeouts: options.databaseTimeouts })
  const storage = Layer.mergeAll(SqlEventStoreLayer, SqlDocumentsLayer, SqlAccountsLayer)
  const integrations = Layer.unwrapEffect(
    Effect.map(serverPackages, (own) =>
      IntegrationRuntime.layer({
        ...options.integrations,
        packages: [...builtinPackages, ...own, ...(options.integrations?.packages ?? [])]
      })
    )
  )
  const secrets = secretCheckLayer.pipe(Layer.provideMerge(secretBoxLayer(options.database, options.secret)))
  // Sealing the mapping secrets of flows stored before they were sealed needs the integrations;
  // batches' delivery secrets stored in clear are sealed at each start.
  return Layer.mergeAll(AccountPortsLive, Ids.layer, GeoIp.layerFromEnv, flowSecretsUpgradeLayer, batchSecretsUpgradeLayer).pipe(
    Layer.provideMerge(CredentialVaultLive),
    Layer.provideMerge(Layer.provide(integrations, NoAccountSuppressionLists)),
    // Below the integrations: server packages (certificates) derive their keys from the secret.
    Layer.provideMerge(secrets),
    Layer.provideMerge(storage),
    Layer.provideMerge(Layer.merge(database, Layer.succeed(ServerConfig, options.server)))
  )
}

export type AppServices = Layer.Layer.Success<ReturnType<typeof servicesLayer>>
export type { SqlClient }

/**
 * The services, the engine (lead submission and its caches of compiled flows and routers) and
 * what follows a stored lead, queued in the jobs table (retries of failed deliveries, firehose
 * export), with no HTTP server.
 */
export const engineLayer = (options: AppOptions) =>
  SubmissionLive.pipe(
    Layer.provideMerge(Layer.mergeAll(durableRetriesLayer(options.retry), firehoseJobsLayer(options.retry), leadJobsLayer(options.retry))),
    Layer.provideMerge(FirehoseExporter.layerFromEnv),
    Layer.provideMerge(servicesLayer(options)),
    // The tracer first: the runtimes captured while the rest is built carry it.
    Layer.provideMerge(
      Layer.unwrapEffect(Effect.map(options.tracing === undefined ? tracingFromEnv : Effect.succeed(options.tracing), tracingLayer))
    )
  )

/**
 * Everything but the HTTP server: the engine, the resource services the handlers call, and the
 * background work that acts on stored settings (scheduled batch files, the events purge), so that
 * an embedder's `Leadflow.layer` and the server run the same things.
 */
export const resourcesLayer = (options: AppOptions) =>
  // The batch scheduler lives here, not in the API's handler layers: those are built in a scope
  // that closes once the request handler is made (see `apiHandler` in Server.ts).
  Layer.merge(ResourcesLive, batchSchedulerLayer(options.retry)).pipe(Layer.provideMerge(engineLayer(options)))

/** The whole server: services, resources, lead submission and the HTTP API, listening once built. */
export const appLayer = (options: AppOptions) => HttpServerLive.pipe(Layer.provideMerge(resourcesLayer(options)))
