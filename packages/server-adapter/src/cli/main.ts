#!/usr/bin/env node
/**
 * The `leadflow` command: `leadflow serve` runs the server; `leadflow accounts create|list|rotate-key`
 * and `leadflow accounts keys list|create|revoke` manage accounts and their keys. Flags override the environment (PORT, LEADFLOW_DB, ...).
 */
import { NodeRuntime } from "@effect/platform-node"
import type { StoreError } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Config, Effect, Either, Layer, Option } from "effect"
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { plans, type Plan } from "@leadflow/api"
import { Accounts, authenticationCacheMs } from "../accounts/Accounts.js"
import { isKeyScope, keyScopes, maxKeyNameLength } from "../accounts/ApiKey.js"
import { appLayer, servicesLayer } from "../server/AppLayer.js"
import { HttpServerInfo } from "../server/Server.js"
import { serverOptionsFromEnv } from "../server/ServerConfig.js"
import { databaseConfig, parseDatabaseUrl } from "../storage/Database.js"
import { bootstrap, sampleCurl } from "./Bootstrap.js"
import { loggerLayerFromEnv } from "../observability/LogSettings.js"

/** Every environment variable the server and its packages read (a test compares with the sources). */
const environment = `Environment (flags override):
  PORT                           port to listen on (default 3000)
  HOST                           address to bind (default 0.0.0.0)
  LEADFLOW_DB                    sqlite:<file> or postgres://... (default sqlite:./leadflow.db)
  LEADFLOW_API_KEY               key of the default account created on first start
  LEADFLOW_SECRET                encrypts stored credentials (required with PostgreSQL; SQLite
                                 keeps a key file beside the database)
  LEADFLOW_PUBLIC_URL            the URL clients use (default http://localhost:<port>)
  LEADFLOW_ALLOW_PRIVATE_HOSTS   true lets integrations call private addresses (default false)
  LEADFLOW_PLUGINS               third-party integration packages, comma-separated: npm names,
                                 paths or file: URLs (of the module or the package's folder)
  LEADFLOW_BATCH_PREFIX          path prefix of the batch API (default /batch)
  LEADFLOW_CERT_PREFIX           path prefix of the certificate API (default /cert)
  LEADFLOW_MAX_IN_FLIGHT         requests served at once before 503s (load shedding)
  LEADFLOW_BODY_TIMEOUT_MS       time allowed to receive a request body
  LEADFLOW_CERT_SECRET           signs certificate ids (default: derived from LEADFLOW_SECRET)
  LEADFLOW_CERT_HOSTS            more hosts that certificate URLs may name, comma-separated
  LEADFLOW_TRUST_PROXY           true trusts X-Forwarded-* headers (default false)
  LEADFLOW_GEOIP                 certificate IP geolocation: off, or a directory of
                                 geolite2-city-ipv{4,6}.mmdb (default: the bundled GeoLite2 data)
  LEADFLOW_FIREHOSE_DIR          root folder of firehose directory targets (unset: none allowed)
  LEADFLOW_BATCH_DIRECTORY_ROOT  root folder of batch deliveries to a directory (unset: none)
  LEADFLOW_LOG_LEVEL             debug, info (default), warning, error or none
  LEADFLOW_LOG_FORMAT            json or pretty (default: pretty on a terminal, else json)
  LEADFLOW_METRICS               false turns /metrics off (default on)
  LEADFLOW_METRICS_TOKEN         when set, /metrics needs it as a Bearer token
  LEADFLOW_SHUTDOWN_DELAY_MS     on SIGTERM, keep taking requests this long while /readyz is 503
  LEADFLOW_SHUTDOWN_TIMEOUT_MS   longest wait for in-flight work on shutdown (default 30000)
  OTEL_EXPORTER_OTLP_ENDPOINT    OTLP/HTTP collector base URL: turns traces on (default off)
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT  full OTLP traces URL (instead of the base URL)
  OTEL_EXPORTER_OTLP_HEADERS     headers sent to the collector, k1=v1,k2=v2
  OTEL_SERVICE_NAME              service name of the spans (default leadflow)
  OTEL_BSP_SCHEDULE_DELAY        ms between span exports (default 5000)`

const mainHelp = `leadflow: the Leadflow lead-processing server

Usage:
  leadflow serve [options]                      run the server (default command)
  leadflow accounts create --name N [--plan P]  create an account and print its API key
  leadflow accounts list                        list the accounts
  leadflow accounts rotate-key --id ID          revoke every key of an account, print one new full key
  leadflow accounts keys list|create|revoke     an account's API keys (see accounts --help)
  leadflow <command> --help                     help for a command
  leadflow --version                            print the version

${environment}`

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

const accountsHelp = `leadflow accounts: manage accounts and their API keys

Usage:
  leadflow accounts create --name NAME [--plan free|pro|enterprise] [--db URL]
  leadflow accounts list [--db URL]
  leadflow accounts rotate-key --id ID [--db URL]
  leadflow accounts keys list --id ID [--db URL]
  leadflow accounts keys create --id ID --name NAME --scope full|read|submit [--db URL]
  leadflow accounts keys revoke --id ID --key KEY_ID [--db URL]

Commands:
  create       create an account and print its first API key (a full key named "default", shown once)
  list         the accounts: id, plan, created, name (never their keys)
  rotate-key   start over after a leak: revoke every key of the account (full, read and submit)
               and print one new full key named "rotated", shown once
  keys list    the account's keys not revoked: id, scope, prefix, created, last used, name
               (never the keys themselves)
  keys create  a new key with a name and a scope, printed once:
                 full    everything
                 read    GET and HEAD on the management, batch and certificate APIs
                 submit  lead submission to sources with authentication_required, nothing else
  keys revoke  revoke one key (--key is its id, from keys list)

A revoked key stops working at once in the process that revokes it, and within
${(authenticationCacheMs * 2) / 1000} s at most in every running server on the same database (they re-check keys every
${authenticationCacheMs} ms).

Options:
  --name NAME   the account's name (create), or the key's (keys create; required)
  --plan PLAN   free, pro or enterprise (create; default pro; free accounts get 401 on /leads)
  --id ID       the account's id (rotate-key, keys; required)
  --scope S     full, read or submit (keys create; required)
  --key KEY_ID  the id of the key to revoke (keys revoke; required)
  --db URL      the database (LEADFLOW_DB, default sqlite:./leadflow.db)
  -h, --help    show this help`

/** The installed package's version: package.json sits two levels above src/cli and dist/cli. */
const version = (): string => {
  const manifest: unknown = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  const value = typeof manifest === "object" && manifest !== null ? (manifest as Record<string, unknown>)["version"] : undefined
  return typeof value === "string" ? value : "unknown"
}

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
    return yield* run.pipe(Effect.provide(appLayer({ database, server, integrations })))
  })
  // SIGTERM and SIGINT interrupt the program: the server drains (see `listen`) before exiting.
  NodeRuntime.runMain(program.pipe(Effect.provide(loggerLayerFromEnv)), { disablePrettyLogger: true })
}

/** Run one Accounts operation against the configured database, then exit. */
const withAccounts = <A>(use: (accounts: Accounts["Type"]) => Effect.Effect<A, StoreError>, print: (a: A) => void) => {
  const program = Effect.gen(function* () {
    const database = yield* databaseConfig
    const server = yield* serverOptionsFromEnv()
    const result = yield* Effect.flatMap(Accounts, use).pipe(Effect.provide(Layer.orDie(servicesLayer({ database, server }))))
    print(result)
  })
  NodeRuntime.runMain(program, { disableErrorReporting: false })
}

const keysCommands = ["list", "create", "revoke"] as const

/** `accounts keys list|create|revoke`. */
const keys = (args: ReadonlyArray<string>) => {
  const [sub, ...rest] = args
  if (sub === undefined || sub === "--help" || sub === "-h") return console.log(accountsHelp)
  if (!(keysCommands as ReadonlyArray<string>).includes(sub)) return fail(`unknown accounts keys command: ${sub}`, accountsHelp)
  const { values } = parseArgs({
    args: rest,
    options: {
      id: { type: "string" },
      name: { type: "string" },
      scope: { type: "string" },
      key: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    strict: true
  })
  if (values.help === true) return console.log(accountsHelp)
  const id = values.id?.trim()
  if (id === undefined || id === "") return fail("--id is required", accountsHelp)
  const noAccount = () => {
    console.error(`No account ${id}.`)
    process.exitCode = 1
  }
  if (sub === "list") {
    useDatabase(values.db)
    return withAccounts(
      (a) => Effect.all([a.get(id), a.listKeys(id)]),
      ([account, all]) => {
        if (Option.isNone(account)) return noAccount()
        if (all.length === 0) return console.log(`No keys: account ${id} has none that is not revoked.`)
        console.log("ID                        SCOPE   PREFIX  CREATED                   LAST USED                 NAME")
        for (const key of all)
          console.log(
            `${key.id}  ${key.scope.padEnd(6)}  ${(key.prefix ?? "-").padEnd(6)}  ${key.created_at}  ${(key.last_used_at ?? "never").padEnd(24)}  ${key.name}`
          )
      }
    )
  }
  if (sub === "create") {
    const name = values.name?.trim()
    if (name === undefined || name === "") return fail("--name is required", accountsHelp)
    if (name.length > maxKeyNameLength) return fail(`--name must be at most ${maxKeyNameLength} characters`, accountsHelp)
    const scope = values.scope
    if (!isKeyScope(scope)) return fail(`--scope must be one of ${keyScopes.join(", ")}, got ${scope ?? "nothing"}`, accountsHelp)
    useDatabase(values.db)
    return withAccounts(
      (a) => a.createKey(id, { name, scope }),
      (created) => {
        if (Option.isNone(created)) return noAccount()
        const { record, key } = created.value
        console.log(`Created key ${record.id} (${record.name}, scope ${record.scope}) for account ${id}.`)
        console.log(`API key (shown once, keep it): ${key}`)
      }
    )
  }
  const keyId = values.key?.trim()
  if (keyId === undefined || keyId === "") return fail("--key is required", accountsHelp)
  useDatabase(values.db)
  return withAccounts(
    (a) => a.revokeKey(id, keyId),
    (revoked) => {
      if (Option.isNone(revoked)) {
        console.error(`No key ${keyId} of account ${id} that is not revoked already.`)
        process.exitCode = 1
        return
      }
      console.log(`Revoked key ${revoked.value.id} (${revoked.value.name}) of account ${id} at ${revoked.value.revoked_at ?? ""}.`)
      console.log(`Running servers refuse it within ${(authenticationCacheMs * 2) / 1000} s.`)
    }
  )
}

const accounts = (args: ReadonlyArray<string>) => {
  const [sub, ...rest] = args
  if (sub === undefined || sub === "--help" || sub === "-h") return console.log(accountsHelp)
  if (sub === "keys") return keys(rest)
  if (sub !== "create" && sub !== "list" && sub !== "rotate-key") return fail(`unknown accounts command: ${sub}`, accountsHelp)
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: "string" },
      plan: { type: "string" },
      id: { type: "string" },
      db: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    strict: true
  })
  if (values.help === true) return console.log(accountsHelp)
  if (sub === "list") {
    useDatabase(values.db)
    return withAccounts(
      (a) => a.list,
      (all) => {
        if (all.length === 0) return console.log("No accounts.")
        console.log("ID                        PLAN        CREATED                   NAME")
        for (const account of all)
          console.log(`${account.id}  ${account.plan.padEnd(10)}  ${account.created_at}  ${account.name}`)
      }
    )
  }
  if (sub === "rotate-key") {
    const id = values.id?.trim()
    if (id === undefined || id === "") return fail("--id is required", accountsHelp)
    useDatabase(values.db)
    return withAccounts(
      (a) => a.rotateKey(id),
      (rotated) => {
        if (Option.isNone(rotated)) {
          console.error(`No account ${id}.`)
          process.exitCode = 1
          return
        }
        console.log(
          `New API key for account ${rotated.value.account.id} (${rotated.value.account.name}); every older key of the account is revoked.`
        )
        console.log(`API key (shown once, keep it): ${rotated.value.apiKey}`)
      }
    )
  }
  const name = values.name?.trim()
  if (name === undefined || name === "") return fail("--name is required", accountsHelp)
  const plan = (values.plan ?? "pro") as Plan
  if (!plans.includes(plan)) fail(`--plan must be one of ${plans.join(", ")}, got ${values.plan}`, accountsHelp)
  useDatabase(values.db)
  withAccounts(
    (a) => a.create({ name, plan }),
    (created) => {
      console.log(`Created account ${created.account.id} (${created.account.name}, plan ${created.account.plan}).`)
      console.log(`API key (shown once, keep it): ${created.apiKey}`)
    }
  )
}

const main = (argv: ReadonlyArray<string>): void => {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === "serve") return serve(rest)
    if (command === "--help" || command === "-h" || command === "help") return console.log(mainHelp)
    if (command === "--version" || command === "-v" || command === "version") return console.log(version())
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
