import { SqlClient } from "@effect/sql"
import { Counters, type CounterKey, type CounterKind, type CounterRecord } from "@leadflow/core"
import { Effect } from "effect"
import { countWithHold, giveBackHeldOrOwe, type HoldColumns, noHold } from "./CapHolds.js"
import { asStoreError, toMillis } from "./StoreErrors.js"

interface CountRow {
  readonly count: unknown
}

/** A row of the `counters` table. */
export interface CounterRow {
  readonly kind: CounterKind
  readonly id: string
  readonly window_start: unknown
  readonly window_end: unknown
  readonly flow_id: string
  readonly source_id: string | null
  readonly step_id: string | null
  readonly name: string | null
  readonly count: unknown
  readonly failed_count: unknown
}

/** A stored counter as core's `CounterRecord`. */
export const counterRecord = (row: CounterRow): CounterRecord => ({
  kind: row.kind,
  id: row.id,
  name: row.name ?? undefined,
  flow_id: row.flow_id,
  source_id: row.source_id ?? undefined,
  step_id: row.step_id ?? undefined,
  count: Number(row.count),
  failed_count: Number(row.failed_count),
  started_at: toMillis(row.window_start),
  expires_at: toMillis(row.window_end)
})

/**
 * The largest count the INTEGER `count` column holds. PostgreSQL binds a larger maximum as a type
 * it cannot compare with the column, failing every count; a count never exceeds this anyway, so
 * comparing with the smaller of the two is the same test (the save check refuses larger maximums,
 * this keeps a flow deployed before it counting).
 */
const maxCount = 2_147_483_647

const describe = (key: CounterKey) => `${key.kind} ${key.id} [${key.window.start}, ${key.window.end})`

/**
 * `Counters` of one account on the current `SqlClient`. Every statement names the account and
 * the flow, so two accounts' caps that share an id never share a count. Every change is one
 * statement (an upsert, or an update guarded by its own WHERE), so the database serialises
 * concurrent changes to one counter and no process ever reads a count, adds to it and writes it
 * back. That is what keeps a cap exact with several server processes on one PostgreSQL (or one
 * SQLite file). A count taken or given back for a lead goes with its cap hold, in one statement
 * (`CapHolds.ts`): a process killed mid-lead leaves its holds, and their counts are given back.
 */
export const makeAccountCounters = (sql: SqlClient.SqlClient, accountId: string): Counters["Type"] => {
  /** The new counter row for `key` with the given counts, for the INSERT side of an upsert. */
  const newRow = (key: CounterKey, count: number, failed: number, hold: HoldColumns = noHold) =>
    sql.insert({
      account_id: accountId,
      kind: key.kind,
      id: key.id,
      window_start: key.window.start,
      window_end: key.window.end,
      flow_id: key.flowId,
      source_id: key.sourceId ?? null,
      step_id: key.stepId ?? null,
      name: key.name ?? null,
      count,
      failed_count: failed,
      ...hold
    })
  // A count taken records the lead it is for, or none (`CapHolds.ts`).
  const counting = sql.literal(
    "count = counters.count + 1, hold_lead = excluded.hold_lead, hold_step = excluded.hold_step, hold_process = excluded.hold_process, hold_at = excluded.hold_at"
  )
  const same = (key: CounterKey) =>
    sql`account_id = ${accountId} AND flow_id = ${key.flowId} AND kind = ${key.kind} AND id = ${key.id} AND window_start = ${key.window.start}`
  const conflict = sql.literal("(account_id, flow_id, kind, id, window_start)")

  const current = (key: CounterKey) =>
    sql<CountRow>`SELECT count FROM counters WHERE ${same(key)}`.pipe(
      Effect.map((rows) => (rows[0] === undefined ? 0 : Number(rows[0].count))),
      asStoreError(`reading counter ${describe(key)}`)
    )

  const tryIncrement = (key: CounterKey, maximum: number, leadId?: string) => {
    // The INSERT side of the upsert cannot be guarded, so a full-at-zero counter never reaches it.
    if (maximum <= 0) return Effect.map(current(key), (count) => ({ counted: false, count }))
    // A row comes back only when the counter was created or was below the maximum.
    const upsert = (hold: HoldColumns) => sql<CountRow>`INSERT INTO counters ${newRow(key, 1, 0, hold)}
      ON CONFLICT ${conflict} DO UPDATE SET ${counting}
      WHERE counters.count < ${Math.min(maximum, maxCount)}
      RETURNING count`
    // For a lead, the count and its hold in one statement (`CapHolds.ts`).
    const counted = (leadId === undefined ? upsert(noHold) : countWithHold(sql, accountId, key, leadId, upsert)).pipe(
      asStoreError(`counting ${describe(key)}`)
    )
    return Effect.flatMap(counted, (rows) =>
      rows[0] !== undefined
        ? Effect.succeed({ counted: true, count: Number(rows[0].count) })
        : Effect.map(current(key), (count) => ({ counted: false, count }))
    )
  }

  const increment = (key: CounterKey) =>
    sql<CountRow>`INSERT INTO counters ${newRow(key, 1, 0)}
      ON CONFLICT ${conflict} DO UPDATE SET ${counting}
      RETURNING count`.pipe(
      Effect.map((rows) => Number(rows[0]?.count ?? 0)),
      asStoreError(`counting ${describe(key)}`)
    )

  const decrement = (key: CounterKey, leadId?: string) => {
    // For a lead, only while its hold is there (not when a sweep gave the count back already).
    const given =
      leadId === undefined
        ? sql`UPDATE counters SET count = count - 1 WHERE ${same(key)} AND count > 0`
        : giveBackHeldOrOwe(sql, accountId, key, leadId)
    return given.pipe(Effect.asVoid, asStoreError(`giving back a count of ${describe(key)}`))
  }

  const recordFailure = (key: CounterKey) =>
    sql`INSERT INTO counters ${newRow(key, 0, 1)}
      ON CONFLICT ${conflict} DO UPDATE SET failed_count = counters.failed_count + 1`.pipe(
      Effect.asVoid,
      asStoreError(`recording a turned-away lead on ${describe(key)}`)
    )

  const list = (filter: { readonly now: number; readonly kind?: CounterKind; readonly flowId?: string; readonly id?: string }) =>
    sql<CounterRow>`SELECT * FROM counters WHERE ${sql.and([
      sql`account_id = ${accountId}`,
      sql`window_start <= ${filter.now}`,
      sql`window_end > ${filter.now}`,
      ...(filter.kind === undefined ? [] : [sql`kind = ${filter.kind}`]),
      ...(filter.flowId === undefined ? [] : [sql`flow_id = ${filter.flowId}`]),
      ...(filter.id === undefined ? [] : [sql`id = ${filter.id}`])
    ])} ORDER BY kind, id`.pipe(Effect.map((rows) => rows.map(counterRecord)), asStoreError("listing counters"))

  return Counters.of({ tryIncrement, increment, decrement, current, recordFailure, list })
}

/** Delete counters whose window ended before `before` (they are never read again). */
export const purgeEndedCounters = (before: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`DELETE FROM counters WHERE window_end <= ${before}`.pipe(Effect.asVoid, asStoreError("purging counters"))
  )
