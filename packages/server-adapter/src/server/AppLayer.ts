import type { SqlClient } from "@effect/sql"
import { Ids } from "@leadflow/core"
import { builtinPackages, IntegrationRuntime, type RuntimeConfig } from "@leadflow/integrations"
import { Effect, Layer } from "effect"
import { SqlAccountsLayer } from "../accounts/Accounts.js"
import { CredentialsLive } from "../api/credentials/CredentialStore.js"
import { type DatabaseConfig, layer as databaseLayer } from "../storage/Database.js"
import { SqlDocumentsLayer } from "../storage/Documents.js"
import { SqlStorageLayer } from "../storage/SqlStorage.js"
import { SubmissionLive } from "../submission/SubmissionLive.js"
import { HttpServerLive } from "./Server.js"
import { ServerConfig, type ServerOptions } from "./ServerConfig.js"
import { serverPackages } from "./ServerPackages.js"

/** Everything the server is made of, as data: where to store, how to serve, which plugins. */
export interface AppOptions {
  readonly database: DatabaseConfig
  readonly server: ServerOptions
  /** Extra packages beside the built-ins, npm plugins, private hosts (tests and demos). */
  readonly integrations?: Omit<RuntimeConfig, "packages"> & { readonly packages?: RuntimeConfig["packages"] }
}

/**
 * The services every handler may use, over one database: the engine's ports (events, counters,
 * suppression lists, integrations, credentials, ids), documents and accounts.
 */
export const servicesLayer = (options: AppOptions) => {
  const database = databaseLayer(options.database)
  const storage = Layer.mergeAll(SqlStorageLayer, SqlDocumentsLayer, SqlAccountsLayer)
  const integrations = Layer.unwrapEffect(
    Effect.map(serverPackages, (own) =>
      IntegrationRuntime.layer({
        ...options.integrations,
        packages: [...builtinPackages, ...own, ...(options.integrations?.packages ?? [])]
      })
    )
  )
  return Layer.mergeAll(CredentialsLive, Ids.layer).pipe(
    Layer.provideMerge(integrations),
    Layer.provideMerge(storage),
    Layer.provideMerge(Layer.merge(database, Layer.succeed(ServerConfig, options.server)))
  )
}

export type AppServices = Layer.Layer.Success<ReturnType<typeof servicesLayer>>
export type { SqlClient }

/** The whole server: services, lead submission and the HTTP API, listening once built. */
export const appLayer = (options: AppOptions) =>
  HttpServerLive.pipe(Layer.provideMerge(SubmissionLive), Layer.provideMerge(servicesLayer(options)))
