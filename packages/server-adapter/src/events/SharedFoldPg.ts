import type { SqlClient } from "@effect/sql"
import { type EventSql, type Fragment, makeEventSql } from "./EventSql.js"
import type { FoldPlan } from "./SharedFold.js"
import { eventsWithShared } from "../storage/SharedVars.js"

/**
 * The PostgreSQL fold of `SharedFold.ts`, in one pass over the window's events. A write's shared
 * vars sit in its row of `event_writes` (migration 0026), keyed by the id every event of the
 * write names in `shared_id`; so the pass groups the window's events by `COALESCE(shared_id, id)`
 * and counts them, and each write's group then reads its JSON values and the JSON filters'
 * verdict from that row, once per write: no join of a million events with the shared rows, no
 * second scan. An event without a shared row is a group of its own and holds its own values.
 *
 * - Column filters count inside the pass (`COUNT(*) FILTER`); groups left with no event are
 *   dropped.
 * - A column key beside the JSON ones (`type`, the interval's bucket) splits a write's events into
 *   several groups, each of which reads the write's row.
 * - A write whose shared row lacks a member read has that member in the bodies (or nowhere), so
 *   its events are read one by one, with the per-event expressions, as without the fold (none,
 *   for the members folded: the engine gives every event of a lead the same).
 *
 * Measured over the bench's 1M events, `group_by vars.lead.state`: 2.90–3.47 s per event, 0.80 s
 * folded (`bench:metrics`, alternating, two runs each; with `work_mem` raised for it,
 * `AnalyticsSession.ts`), of which the scan of the window is ~0.5 s. The pass's rows are narrow:
 * they are worked out below an `OFFSET 0` fence, so PostgreSQL hashes `(write, values)` rather
 * than sorting the rows with their JSON.
 */
export const pgFoldedRows = (sql: SqlClient.SqlClient, plan: FoldPlan): Fragment => {
  const alias = (name: string) => sql.literal(name)
  const columnExpressions = plan.expressions.filter((x) => x.column)
  const jsonExpressions = plan.expressions.filter((x) => !x.column)
  const columnFilters = plan.filters.filter((f) => f.column)
  const jsonFilters = plan.filters.filter((f) => !f.column)

  // The pass: each event's write, its column values, and, on an event without a shared row, its
  // own values (a write's are read from its row afterwards).
  const columns = makeEventSql(sql)
  // An event of no write holds all its vars in its body.
  const own = makeEventSql(sql, { sharedColumn: null })
  const onHolder = (value: Fragment) => sql`CASE WHEN events.shared_id IS NULL THEN ${value} END`
  const jsonValues = jsonExpressions.map((x) => sql`${onHolder(x.build(own))} AS ${alias(x.alias)}`)
  const keptHere = jsonFilters.length === 0 ? [] : [sql`${onHolder(sql.and(jsonFilters.map((f) => f.build(own))))} AS kj`]
  const members = [...own.reads().members]
  const whole = (vars: Fragment) => sql.and(members.map((member) => sql`jsonb_exists(${vars}, ${member})`))
  const scan = sql`SELECT ${sql.csv([
    sql`COALESCE(events.shared_id, events.id) AS sid`,
    ...columnExpressions.map((x) => sql`${x.build(columns)} AS ${alias(x.alias)}`),
    ...(columnFilters.length === 0 ? [] : [sql`${sql.and(columnFilters.map((f) => f.build(columns)))} AS kc`]),
    sql`CASE WHEN events.shared_id IS NULL THEN TRUE END AS wh`,
    ...jsonValues,
    ...keptHere
  ])} FROM events WHERE ${sql.and(plan.base)} OFFSET 0`

  const keys = [sql`sid`, ...columnExpressions.map((x) => alias(x.alias))]
  const grouped = sql`SELECT ${sql.csv([
    ...keys,
    columnFilters.length === 0 ? sql`COUNT(*) AS w` : sql`COUNT(*) FILTER (WHERE kc) AS w`,
    sql`bool_or(wh) AS wh`,
    ...jsonExpressions.map((x) => sql`MAX(${alias(x.alias)}) AS ${alias(x.alias)}`),
    ...(jsonFilters.length === 0 ? [] : [sql`bool_or(kj) AS kj`])
  ])} FROM (${scan}) s GROUP BY ${sql.csv(keys)}`

  // A write's shared row, read by id (within the account, as every read of events is).
  const holder = makeEventSql(sql, { sharedOnly: true, sharedColumn: "hv" })
  const fromHolder = (mine: Fragment, theirs: Fragment) => sql`CASE WHEN wh IS NULL THEN ${theirs} ELSE ${mine} END`
  const withHolder = sql`SELECT sp.*, CASE WHEN sp.wh IS NULL THEN (SELECT h.group_vars FROM event_writes h WHERE h.shared_id = sp.sid AND h.account_id = ${plan.accountId}) END AS hv FROM (${grouped}) sp`
  const resolved = sql`SELECT ${sql.csv([
    ...keys,
    sql`w`,
    ...jsonExpressions.map((x) => sql`${fromHolder(alias(x.alias), x.build(holder))} AS ${alias(x.alias)}`),
    sql`${fromHolder(sql`wh`, sql`(hv IS NOT NULL AND ${whole(sql`hv`)})`)} AS whole`,
    jsonFilters.length === 0 ? sql`TRUE AS kept` : sql`${fromHolder(sql`kj`, sql.and(jsonFilters.map((f) => f.build(holder))))} AS kept`
  ])} FROM (${withHolder}) r`

  // The rest, one event at a time: the writes whose shared row lacks a member read.
  const perEvent: EventSql = makeEventSql(sql)
  const eventValues = plan.expressions.map((x) => sql`${x.build(perEvent)} AS ${alias(x.alias)}`)
  const eventFilters = plan.filters.map((f) => f.build(perEvent))
  const names = plan.expressions.map((x) => alias(x.alias))
  return sql`WITH f AS MATERIALIZED (${resolved})
    SELECT ${sql.csv([...names, sql`w`])} FROM f WHERE whole AND kept AND w > 0
    UNION ALL
    SELECT ${sql.csv([...eventValues, sql`1 AS w`])} FROM ${eventsWithShared(sql)}
    WHERE ${sql.and([
      sql`EXISTS (SELECT 1 FROM f WHERE whole IS NOT TRUE)`,
      ...plan.base,
      ...eventFilters,
      sql`events.shared_id IN (SELECT sid FROM f WHERE whole IS NOT TRUE)`
    ])}`
}
