import { Cause, ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { failureReason } from "../cli/FailureReason.js"
import { databaseTimeoutsFromEnv } from "./DatabaseTimeouts.js"

const read = (env: Record<string, string>) =>
  Effect.runSync(Effect.either(databaseTimeoutsFromEnv).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))

const names = {
  LEADFLOW_DB_STATEMENT_TIMEOUT_MS: "statementTimeoutMs",
  LEADFLOW_DB_LOCK_TIMEOUT_MS: "lockTimeoutMs",
  LEADFLOW_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "idleInTransactionTimeoutMs",
  LEADFLOW_DB_CONNECT_TIMEOUT_MS: "connectTimeoutMs",
  LEADFLOW_DB_COMMIT_TIMEOUT_MS: "commitTimeoutMs",
  LEADFLOW_DB_LOOKUP_TIMEOUT_MS: "lookupTimeoutMs",
  LEADFLOW_DB_BUSY_TIMEOUT_MS: "sqliteBusyTimeoutMs"
} as const

describe("LEADFLOW_DB_*_TIMEOUT_MS", () => {
  it("unset, each has the default docs/operations.md gives", () => {
    expect(read({})).toEqual(
      Either.right({
        statementTimeoutMs: 30_000,
        lockTimeoutMs: 5_000,
        idleInTransactionTimeoutMs: 10_000,
        connectTimeoutMs: 5_000,
        commitTimeoutMs: 10_000,
        lookupTimeoutMs: 5_000,
        sqliteBusyTimeoutMs: 5_000
      })
    )
  })

  // `Config.integer` took "" as 0, which is "no limit" here: an empty commit timeout let a stuck
  // database hold leads without bound. 3000000000 fired Node's timers at once, and is past
  // PostgreSQL's range for its timeouts.
  const bad = ["", " ", "-1", "abc", "1e3", "0x10", "1.0", " 7 ", "2147483648", "99999999999999999999"]
  const refusal = (env: Record<string, string>): string => {
    const result = read(env)
    return Either.isLeft(result) ? failureReason(Cause.fail(result.left)) : "accepted"
  }
  const least = (name: string): number => (name === "LEADFLOW_DB_CONNECT_TIMEOUT_MS" ? 1 : 0)

  it.each(Object.keys(names).flatMap((name) => bad.map((value) => [name, value] as const)))("%s=%j is refused at start, naming it", (name, value) => {
    expect(refusal({ [name]: value })).toBe(`${name}: must be a number of milliseconds, ${least(name)} to 2147483647 in decimal digits`)
  })

  it.each(Object.entries(names))("%s takes its least value and 2147483647", (name, field) => {
    expect(Either.map(read({ [name]: String(least(name)) }), (t) => t[field])).toEqual(Either.right(least(name)))
    expect(Either.map(read({ [name]: "2147483647" }), (t) => t[field])).toEqual(Either.right(2_147_483_647))
  })

  // 0 was taken, then read as 5000 for the first connection and as no limit for a free one of the pool.
  it("LEADFLOW_DB_CONNECT_TIMEOUT_MS=0 is refused: it has no 'no limit'", () => {
    expect(refusal({ LEADFLOW_DB_CONNECT_TIMEOUT_MS: "0" })).toBe(
      "LEADFLOW_DB_CONNECT_TIMEOUT_MS: must be a number of milliseconds, 1 to 2147483647 in decimal digits"
    )
  })
})
