#!/usr/bin/env node
/**
 * The `leadflow` command: `leadflow serve` runs the server, `leadflow accounts create` makes an
 * account and prints its key. Flags override the environment (PORT, LEADFLOW_DB, ...).
 */
import { NodeRuntime } from "@effect/platform-node"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Config, Effect, Either, Layer, Option } from "effect"
import { parseArgs } from "node:util"
import { Accounts, plans, type Plan } from "../accounts/Accounts.js"
import { appLayer, servicesLayer } from "../server/AppLayer.js"
import { HttpServerInfo } from "../server/Server.js"
import { serverOptionsFromEnv } from "../server/ServerConfig.js"
import { databaseConfig, parseDatabaseUrl } from "../storage/Database.js"
import { bootstrap, sampleCurl } from "./Bootstrap.js"
import { loggerLayerFromEnv } from "../observability/LogSettings.js"

const mainHelp = `leadflow: the Leadflow lead-processing server

Usage:
  leadflow serve [options]                      run the server (default command)
  leadflow accounts create --name N [--plan P]  create an account and print its API key
  leadflow <command> --help                     help for a command

Environment: PORT, HOST, LEADFLOW_DB, LEADFLOW_API_KEY, LEADFLOW_SECRET, LEADFLOW_PUBLIC_URL,
LEADFLOW_ALLOW_PRIVATE_HOSTS, LEADFLOW_PLUGINS, LEADFLOW_BATCH_PREFIX, LEADFLOW_CERT_PREFIX,
LEADFLOW_MAX_IN_FLIGHT, LEADFLOW_BODY_TIMEOUT_MS.`

const serveHelp = `leadflow serve: run the API, lead submission, batch (/batch) and certificate (/cert) APIs

Usage: leadflow serve [options]

Options:
  --port N          port to listen on (PORT, default 3000)
  --host H          address to bind (HOST, default 0.0.0.0)
  --db URL          sqlite:<file> or postgres://... (LEADFLOW_DB, default sqlite:./leadflow.db)
  --api-key KEY     key of the default account created on first start (LEADFLOW_API_KEY;
                    generated and printed once when unset)
  --public-url URL  the URL clients use (LEADFLOW_PUBLIC_URL, default http://localhost:<port>)
  -h, --help        show this help

On first start with an empty database the server creates a default account and a starter flow,
and prints a ready-to-paste curl that submits a lead.`

const accountsHelp = `leadflow accounts create: create an account and print its API key (shown once)

Usage: leadflow accounts create --name NAME [--plan free|pro|enterprise] [--db URL]

Options:
  --name NAME   the account's name (required)
  --plan PLAN   free, pro or enterprise (default pro; free accounts get 401 on /leads)
  --db URL      the database (LEADFLOW_DB, default sqlite:./leadflow.db)
  -h, --help    show this help`

class UsageError extends Error {}

const fail = (message: string, help: string): never => {
  throw new UsageError(`${message}\n\n${help}`)
}

/** Point LEADFLOW_DB at `--db` so every part of the server reads one setting. */
const useDatabase = (db: string | undefined): void => {
  if (db === undefined) return
  if (Either.isLeft(parseDatabaseUrl(db))) fail(`--db must be sqlite:<file> or postgres://..., got ${db}`, serveHelp)
  process.env["LEADFLOW_DB"] = db
}

const serve = (args: ReadonlyArray<string>) => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: "string" },
      host: { type: "string" },
      db: { type: "string" },
      "api-key": { type: "string" },
      "public-url": { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    strict: true
  })
  if (values.help === true) return console.log(serveHelp)
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535))
    fail(`--port must be a port number, got ${values.port}`, serveHelp)
  useDatabase(values.db)
  const program = Effect.gen(function* () {
    const database = yield* databaseConfig
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
      const started = yield* bootstrap(apiKey)
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
    return yield* run.pipe(Effect.provide(appLayer({ database, server, integrations })))
  })
  // SIGTERM and SIGINT interrupt the program: the server drains (see `listen`) before exiting.
  NodeRuntime.runMain(program.pipe(Effect.provide(loggerLayerFromEnv)), { disablePrettyLogger: true })
}

const accounts = (args: ReadonlyArray<string>) => {
  const [sub, ...rest] = args
  if (sub === undefined || sub === "--help" || sub === "-h") return console.log(accountsHelp)
  if (sub !== "create") fail(`unknown accounts command: ${sub}`, accountsHelp)
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: "string" },
      plan: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    strict: true
  })
  if (values.help === true) return console.log(accountsHelp)
  const name = values.name?.trim()
  if (name === undefined || name === "") return fail("--name is required", accountsHelp)
  const plan = (values.plan ?? "pro") as Plan
  if (!plans.includes(plan)) fail(`--plan must be one of ${plans.join(", ")}, got ${values.plan}`, accountsHelp)
  useDatabase(values.db)
  const program = Effect.gen(function* () {
    const database = yield* databaseConfig
    const server = yield* serverOptionsFromEnv()
    const created = yield* Effect.flatMap(Accounts, (a) => a.create({ name, plan })).pipe(
      Effect.provide(Layer.orDie(servicesLayer({ database, server })))
    )
    console.log(`Created account ${created.account.id} (${created.account.name}, plan ${created.account.plan}).`)
    console.log(`API key (shown once, keep it): ${created.apiKey}`)
  })
  NodeRuntime.runMain(program, { disableErrorReporting: false })
}

const main = (argv: ReadonlyArray<string>): void => {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === "serve") return serve(rest)
    if (command === "--help" || command === "-h" || command === "help") return console.log(mainHelp)
    if (command.startsWith("-")) return serve(argv)
    if (command === "accounts") return accounts(rest)
    fail(`unknown command: ${command}`, mainHelp)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(message)
    process.exitCode = 2
  }
}

main(process.argv.slice(2))
