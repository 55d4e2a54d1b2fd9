import { NodeRuntime } from "@effect/platform-node"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Cause, Config, Effect, Option } from "effect"
import { appLayer } from "../server/AppLayer.js"
import { HttpServerInfo } from "../server/Server.js"
import { serverOptionsFromEnv } from "../server/ServerConfig.js"
import { databaseConfig } from "../storage/Database.js"
import { databaseTimeoutsFromEnv } from "../storage/DatabaseTimeouts.js"
import { withStartupLock } from "../storage/StartupLock.js"
import { loggerLayerFromEnv } from "../observability/LogSettings.js"
import { bootstrap, sampleCurl } from "./Bootstrap.js"
import { useDatabase } from "./DatabaseFlag.js"
import { failureReason } from "./FailureReason.js"
import type { ServeFlags } from "./ServeFlags.js"

/** `leadflow serve` with its flags parsed (`ServeFlags.ts`): run the server until SIGTERM or SIGINT. */
export const serve = (flags: ServeFlags) => {
  const { port, values } = flags
  useDatabase(values.db)
  const program = Effect.gen(function* () {
    const database = yield* databaseConfig
    const databaseTimeouts = yield* databaseTimeoutsFromEnv
    // An empty LEADFLOW_API_KEY counts as unset: an account must never get an empty key.
    const configuredKey = values["api-key"] ?? Option.getOrUndefined(yield* Config.option(Config.string("LEADFLOW_API_KEY")))
    const apiKey = configuredKey === undefined || configuredKey.trim() === "" ? undefined : configuredKey.trim()
    const server = yield* serverOptionsFromEnv({
      ...(port === undefined ? {} : { port }),
      ...(values.host === undefined ? {} : { host: values.host }),
      ...(values["public-url"] === undefined ? {} : { publicUrl: values["public-url"] })
    })
    const integrations = {
      allowPrivateHosts: yield* Config.withDefault(Config.boolean("LEADFLOW_ALLOW_PRIVATE_HOSTS"), false),
      plugins: (yield* Config.withDefault(Config.string("LEADFLOW_PLUGINS"), ""))
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "")
    }
    const run = Effect.gen(function* () {
      const info = yield* HttpServerInfo
      // With --port 0 the default public URL names port 0: print the port actually bound.
      const publicUrl = server.publicUrl.endsWith(":0") ? `http://localhost:${info.port}` : server.publicUrl
      const started = yield* withStartupLock(bootstrap(apiKey))
      const where = database.dialect === "sqlite" ? database.filename : "PostgreSQL"
      yield* Effect.logInfo("listening").pipe(
        Effect.annotateLogs({
          url: publicUrl,
          port: info.port,
          storage: database.dialect,
          plugins: integrations.plugins,
          packages_loaded: (yield* IntegrationRuntime).packages.length
        })
      )
      console.log(`Leadflow listening on ${publicUrl} (port ${info.port}, storage ${where})`)
      console.log(`API documentation: ${publicUrl}/docs  (OpenAPI: ${publicUrl}/openapi.json)`)
      console.log(`Web console: ${publicUrl}/  (sign in with an API key)`)
      if (started.created !== undefined) {
        console.log("")
        console.log(`Created the default account ${started.created.account.id}.`)
        if (apiKey === undefined) console.log(`Its API key (shown once, keep it): ${started.created.apiKey}`)
        else console.log("Its API key is the one in LEADFLOW_API_KEY / --api-key.")
        console.log(`Use it as HTTP Basic auth: curl -u API:<key> ${publicUrl}/flows`)
      }
      if (started.starter !== undefined) {
        console.log("")
        console.log("Submit a lead to the starter flow:")
        console.log(sampleCurl(publicUrl, started.starter))
      }
      return yield* Effect.never
    })
    return yield* run.pipe(Effect.provide(appLayer({ database, databaseTimeouts, server, integrations })))
  })
  // A failure (the port taken, the database unreachable ...) is one log line that says why, and
  // exit code 1. `runMain`'s own report is off: it followed with a second line, its `cause` a full
  // stack (an empty message in the JSON log format), which an operator had to read past. A failure
  // before the logger exists (a bad LEADFLOW_LOG_LEVEL) goes to stderr as the same one line.
  // SIGTERM and SIGINT interrupt the program: the server drains (see `listen`) before exiting,
  // and that is no failure.
  let logged = false
  const reported = Effect.tapErrorCause(program, (cause) =>
    Cause.isInterruptedOnly(cause)
      ? Effect.void
      : Effect.logError(`leadflow stopped: ${failureReason(cause)}`).pipe(Effect.ensuring(Effect.sync(() => (logged = true))))
  )
  const main = reported.pipe(
    Effect.provide(loggerLayerFromEnv),
    Effect.tapErrorCause((cause) =>
      logged || Cause.isInterruptedOnly(cause) ? Effect.void : Effect.sync(() => console.error(`leadflow stopped: ${failureReason(cause)}`))
    )
  )
  // The default teardown exits 1 on a failure, 0 on an interruption.
  NodeRuntime.runMain(main, { disablePrettyLogger: true, disableErrorReporting: true })
}
