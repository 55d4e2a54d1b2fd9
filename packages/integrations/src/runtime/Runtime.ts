/**
 * The integration runtime as an Effect service: it loads the configured third-party packages,
 * checks and indexes them with the built-ins, owns the shared HTTP client for its lifetime, and
 * provides core's `Integrations` port, so the engine runs plugin integrations:
 *
 * ```ts
 * const integrations = IntegrationRuntime.layer({ packages: builtins, plugins: ["leadflow-acme"], allowPrivateHosts: false })
 * const engine = Layer.provideMerge(integrations, Layer.mergeAll(MemorySuppressionListsLayer, ...))
 * ```
 *
 * The layer needs the `SuppressionLists` the engine uses (handle integrations share them) and
 * fails at build time, never later, when a plugin cannot be loaded or a package breaks the contract.
 */
import { Config, type ConfigError, Context, Effect, Layer, type Scope } from "effect"
import { Integrations, type IntegrationHandler, SuppressionLists } from "@leadflow/core"
import type { InboundIntegration, IntegrationPackage, OutboundIntegration } from "../Contract.js"
import { scopedHttpClient, type HttpClient, type HttpOptions } from "./Http.js"
import { setAllowPrivateHosts } from "./PrivateHosts.js"
import { loadPlugins, type PluginLoadError } from "./Plugins.js"
import { makeRegistry, type InvalidPackagesError, type PackageListing } from "./Registry.js"

export interface RuntimeConfig {
  /** Packages given in code: the built-ins (the caller passes them) and any the embedder adds. */
  readonly packages: ReadonlyArray<IntegrationPackage>
  /** npm names (or paths, or file URLs) of third-party packages to import. */
  readonly plugins?: ReadonlyArray<string>
  /** Deliver to loopback and private addresses too (tests, local demos). Default false. */
  readonly allowPrivateHosts?: boolean
  /** HTTP client tuning (connections per origin, body limit, redirects, DNS for tests). */
  readonly http?: Omit<HttpOptions, "allowPrivateHosts">
}

export type RuntimeError = PluginLoadError | InvalidPackagesError

export interface IntegrationRuntimeService {
  /** The engine's handler for an outbound module id. */
  readonly lookup: (moduleId: string) => IntegrationHandler | undefined
  /** The outbound integration itself (its metadata, `validate`). */
  readonly outbound: (moduleId: string) => OutboundIntegration | undefined
  /** A source integration, for the server's submission endpoint. */
  readonly inbound: (moduleId: string) => InboundIntegration | undefined
  /** Every package, built-in and third-party alike, as `/packages` lists them. */
  readonly packages: ReadonlyArray<PackageListing>
  /** The version of the package a module (inbound or outbound) belongs to. */
  readonly packageVersion: (moduleId: string) => string | undefined
  /** The shared HTTP client (feedback calls and the like go through it too). */
  readonly http: HttpClient
}

/** Build the runtime in a scope (the HTTP client closes with it). */
export const makeRuntime = (
  config: RuntimeConfig
): Effect.Effect<IntegrationRuntimeService, RuntimeError, SuppressionLists | Scope.Scope> =>
  Effect.gen(function* () {
    const plugins = yield* loadPlugins(config.plugins ?? [])
    // The built-ins' `validate` read this to word their "URL must be public" message. It is the
    // process's: a closed runtime puts back what it found, so it does not outlive it.
    const previous = setAllowPrivateHosts(config.allowPrivateHosts === true)
    yield* Effect.addFinalizer(() => Effect.sync(() => void setAllowPrivateHosts(previous)))
    const lists = yield* SuppressionLists
    const http = yield* scopedHttpClient({ ...config.http, allowPrivateHosts: config.allowPrivateHosts === true })
    const registry = yield* makeRegistry([...config.packages, ...plugins], { http, lists })
    const versions = new Map(registry.packages.flatMap((p) => p.integrations.map((i) => [i.id, p.version] as const)))
    return {
      lookup: registry.lookup,
      outbound: registry.outbound,
      inbound: registry.inbound,
      packages: registry.packages,
      packageVersion: (moduleId) => versions.get(moduleId),
      http
    }
  })

/** Configuration read from the environment: `LEADFLOW_ALLOW_PRIVATE_HOSTS=true`, `LEADFLOW_PLUGINS=a,b`. */
export const runtimeConfigFromEnv = (
  packages: ReadonlyArray<IntegrationPackage>
): Effect.Effect<RuntimeConfig, ConfigError.ConfigError> =>
  Effect.map(
    Config.all({
      allowPrivateHosts: Config.withDefault(Config.boolean("LEADFLOW_ALLOW_PRIVATE_HOSTS"), false),
      plugins: Config.withDefault(Config.string("LEADFLOW_PLUGINS"), "")
    }),
    ({ allowPrivateHosts, plugins }) => ({
      packages,
      allowPrivateHosts,
      plugins: plugins
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "")
    })
  )

export class IntegrationRuntime extends Context.Tag("@leadflow/integrations/IntegrationRuntime")<
  IntegrationRuntime,
  IntegrationRuntimeService
>() {
  /** The runtime and core's `Integrations` port, from explicit configuration. */
  static readonly layer = (
    config: RuntimeConfig
  ): Layer.Layer<IntegrationRuntime | Integrations, RuntimeError, SuppressionLists> =>
    Layer.scopedContext(
      Effect.map(makeRuntime(config), (runtime) =>
        Context.make(IntegrationRuntime, runtime).pipe(Context.add(Integrations, { lookup: runtime.lookup, packageVersion: runtime.packageVersion }))
      )
    )

  /** The same, configured from the environment; `packages` are the built-ins. */
  static readonly layerFromEnv = (
    packages: ReadonlyArray<IntegrationPackage>
  ): Layer.Layer<IntegrationRuntime | Integrations, RuntimeError | ConfigError.ConfigError, SuppressionLists> =>
    Layer.unwrapEffect(Effect.map(runtimeConfigFromEnv(packages), IntegrationRuntime.layer))
}
