import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AccountPorts } from "../../accounts/AccountPorts.js"
import type { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"
import { getCounter, listCounters } from "./CounterCatalog.js"
import { capView, pingLimitView } from "./CounterView.js"

/**
 * The live counts of an account's caps and ping limits, as configured in its flows' deployed
 * versions. (Named `CounterReadings`, not `Counters`: core's `Counters` is the engine's port
 * beneath it.)
 */
export class CounterReadings extends Effect.Service<CounterReadings>()("@leadflow/server-adapter/CounterReadings", {
  effect: Effect.gen(function* () {
    // Documents: the entities' time zones, which caps without their own count in.
    const run = yield* dependencies<SqlClient.SqlClient | AccountPorts | Documents>()
    const caps = (accountId: string, flowId: string) =>
      run(Effect.map(listCounters(accountId, "cap", flowId), (rows) => rows.map((row) => capView(row.record, row.config))))
    const cap = (accountId: string, id: string) =>
      run(Effect.map(getCounter(accountId, "cap", id), (row) => capView(row.record, row.config)))
    const pingLimits = (accountId: string, flowId: string) =>
      run(Effect.map(listCounters(accountId, "ping_limit", flowId), (rows) => rows.map((row) => pingLimitView(row.record, row.config))))
    const pingLimit = (accountId: string, id: string) =>
      run(Effect.map(getCounter(accountId, "ping_limit", id), (row) => pingLimitView(row.record, row.config)))
    return { caps, cap, pingLimits, pingLimit } as const
  })
}) {}
