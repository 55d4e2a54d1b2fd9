import { NodeRuntime } from "@effect/platform-node"
import type { StoreError } from "@leadflow/core"
import { Cause, Effect, Layer, Option } from "effect"
import { parseArgs } from "node:util"
import { plans, type Plan } from "@leadflow/api"
import { Accounts, authenticationCacheMs, SqlAccountsLayer } from "../accounts/Accounts.js"
import { isKeyScope, keyScopes, maxKeyNameLength } from "../accounts/ApiKey.js"
import { databaseConfig, layer as databaseLayer } from "../storage/Database.js"
import { databaseTimeoutsFromEnv } from "../storage/DatabaseTimeouts.js"
import { useDatabase as useDatabaseFlag } from "./DatabaseFlag.js"
import { failureReason } from "./FailureReason.js"
import { fail } from "./Usage.js"

/** `leadflow accounts ...` and `leadflow accounts keys ...`: one operation on the database, then exit. */

export const accountsHelp = `leadflow accounts: manage accounts and their API keys

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

/** `--db`, refused with the accounts' help. */
const useDatabase = (db: string | undefined) => useDatabaseFlag(db, accountsHelp)

/**
 * An id in any case, as the API takes its ids: accounts' and keys' ids are stored as 24 lower-case
 * hex characters (`objectIdGenerator`, every insert and migration), so the lower-cased id names
 * the same record. `--key` is a key's id, not the key itself (that is compared by its SHA-256,
 * case and all, and never passed here), so it is lower-cased too.
 */
const idFlag = (value: string | undefined): string | undefined => value?.trim().toLowerCase()

/**
 * Run one Accounts operation against the configured database (migrated first), then exit. Only
 * the accounts' store: no integrations loaded, no secret asked for (accounts and keys hold none;
 * a key is stored as its hash). A failure (the database unreachable ...) is one line on stderr and
 * exit code 1, without `runMain`'s report and its stack.
 */
const withAccounts = <A>(use: (accounts: Accounts["Type"]) => Effect.Effect<A, StoreError>, print: (a: A) => void) => {
  const program = Effect.gen(function* () {
    const database = yield* databaseConfig
    const timeouts = yield* databaseTimeoutsFromEnv
    // A command that does one thing and exits: its SQLite connection itself waits (up to the busy
    // timeout) for the write lock of a server running on the same file.
    const storage = databaseLayer(database, { timeouts, sqliteWait: "block" })
    const result = yield* Effect.flatMap(Accounts, use).pipe(Effect.provide(Layer.orDie(Layer.provide(SqlAccountsLayer, storage))))
    print(result)
  }).pipe(
    Effect.tapErrorCause((cause) =>
      Cause.isInterruptedOnly(cause) ? Effect.void : Effect.sync(() => console.error(`leadflow accounts: ${failureReason(cause)}`))
    )
  )
  // The default teardown exits 1 on a failure.
  NodeRuntime.runMain(program, { disableErrorReporting: true })
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
  const id = idFlag(values.id)
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
  const keyId = idFlag(values.key)
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

export const accounts = (args: ReadonlyArray<string>) => {
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
    const id = idFlag(values.id)
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
