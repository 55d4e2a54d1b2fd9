import type { SqlClient } from "@effect/sql"
import { type EventSql, type Fragment, makeEventSql } from "./EventSql.js"
import type { FoldPlan } from "./SharedFold.js"
import { eventsWithShared } from "../storage/SharedVars.js"

/**
 * The fold of a metric that reads nothing but `vars` members, and perhaps filters by `type` or
 * `outcome` (`group_by vars.lead.state`; a count of the source events whose lead has no
 * certificate): no other column, no interval. Every event of a write has the same value for a
 * member its shared row holds, and none for a member no event of the write holds in its own body,
 * so a write whose events all fall in the window counts from its row of `event_writes`
 * (migrations 0025, 0026) alone, read through the `event_writes_window` index, without visiting
 * its events: as one row weighing its number of events (`group_events`), or, with `type`/`outcome`
 * filters, one row per type and outcome it holds, weighing their count (`group_tally`). The other
 * events are read one by one, as without the fold:
 * - the events of no write (stored with all their vars), through the `events_solo` index;
 * - the events in the window of a write that is not counted whole: cut by the window's start or
 *   end, no count (a purge took some of its events, or they are of several accounts), or a member
 *   read that some of its events hold in their own bodies (`group_members`). Each such write's
 *   events are found in the `events_metrics` index between its first and last times.
 *
 * The general fold (`SharedFold.ts`) first counts the window's events per write, a pass over the
 * million index entries of 1M events and a sort of them by write: 0.35–0.40 s on SQLite before
 * any JSON is read. Here the window's writes are read once each (1 in 8 of the rows), from a
 * table of nothing else (0.08 s for the bench's 127k writes on PostgreSQL, against 0.30 s when
 * each sat in the row of its first event, spread over the events' pages).
 */
export const writeCountedRows = (sql: SqlClient.SqlClient, plan: FoldPlan, window: { readonly start: number; readonly end: number }): Fragment => {
  const pg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const alias = (name: string) => sql.literal(name)
  const names = plan.expressions.map((x) => alias(x.alias))

  // 1. The window's writes, each with its values, and its count when it counts whole.
  const shared = makeEventSql(sql, { sharedOnly: true, sharedColumn: "w.group_vars" })
  const values = plan.expressions.map((x) => sql`${x.build(shared)} AS ${alias(x.alias)}`)
  const jsonFilters = plan.filters.filter((f) => !f.column).map((f) => f.build(shared))
  const members = [...shared.reads().members]
  // A member read is the shared row's, or absent from every event (none holds it in its body).
  const known = (member: string): Fragment =>
    pg
      ? sql`(jsonb_exists(w.group_vars, ${member}) OR NOT jsonb_exists(w.group_members, ${member}))`
      : sql`(json_type(w.group_vars, ${sql.literal(`'$."${member}"'`)}) IS NOT NULL
          OR NOT EXISTS (SELECT 1 FROM json_each(w.group_members) m WHERE m.value = ${sql.literal(`'${member}'`)}))`
  const tallyFilters = plan.filters.filter((f) => f.column).map((f) => f.build(makeEventSql(sql)))
  const whole = sql.and([
    sql`w.group_events IS NOT NULL`,
    sql`w.group_first_at >= ${window.start}`,
    sql`w.group_last_at < ${window.end}`,
    ...members.map(known)
  ])
  const kept = jsonFilters.length === 0 ? sql`1` : sql`CASE WHEN ${sql.and(jsonFilters)} THEN 1 ELSE 0 END`
  // The rows stay narrow, the tally in them only under `type`/`outcome` filters: 127k rows over
  // the bench's 1M events, which PostgreSQL's CTE spilled to disk with the tally in every one
  // (the state query 0.49–0.50 s with it, 0.45 s without).
  const columnsOfWrite = [
    sql`w.shared_id AS sid`,
    sql`w.group_first_at AS first_at`,
    sql`w.group_last_at AS last_at`,
    ...(tallyFilters.length === 0 ? [] : [sql`w.group_tally AS tally`])
  ]
  const writeValues = [...values, sql`${kept} AS kept`]
  const fromWrites = pg ? sql`event_writes w` : sql`event_writes w INDEXED BY event_writes_window`
  const writes = sql`SELECT ${sql.csv([...columnsOfWrite, sql`CASE WHEN ${whole} THEN w.group_events END AS n`, ...writeValues])}
    FROM ${fromWrites}
    WHERE w.account_id = ${plan.accountId} AND w.group_last_at >= ${window.start} AND w.group_first_at < ${window.end}`

  // The whole writes' rows: one per write, or one per type and outcome under `type`/`outcome`
  // filters (which read the columns `type` and `outcome` these rows have; a correlated sum of the
  // tally per write instead took 0.50–0.56 s against 0.43–0.49 s for the unclaimed certificates).
  const tallied = pg
    ? sql`SELECT wr.*, t.v ->> 0 AS type, t.v ->> 1 AS outcome, (t.v ->> 2)::bigint AS tn FROM wr, jsonb_array_elements(wr.tally) AS t(v) WHERE wr.n IS NOT NULL AND wr.kept = 1`
    : sql`SELECT wr.*, json_extract(t.value, '$[0]') AS type, json_extract(t.value, '$[1]') AS outcome, json_extract(t.value, '$[2]') AS tn FROM wr, json_each(wr.tally) t WHERE wr.n IS NOT NULL AND wr.kept = 1`
  const wholeWrites =
    tallyFilters.length === 0
      ? sql`SELECT ${sql.csv([...names, sql`n AS w`])} FROM wr WHERE n IS NOT NULL AND kept = 1`
      : sql`SELECT ${sql.csv([...names, sql`tn AS w`])} FROM (${tallied}) x WHERE ${sql.and(tallyFilters)}`

  // 2. The other events, one by one.
  const perEvent: EventSql = makeEventSql(sql)
  const eventValues = plan.expressions.map((x) => sql`${x.build(perEvent)} AS ${alias(x.alias)}`)
  const eventFilters = plan.filters.map((f) => f.build(perEvent))
  const withShared = (index: string) =>
    pg ? eventsWithShared(sql) : sql`events INDEXED BY ${sql.literal(index)} LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id`
  // An event of no write has no shared row: no join (PostgreSQL hashed all of `event_writes` for
  // one, 90 ms of the state query's 0.33 s, to find none).
  const ownEvent: EventSql = makeEventSql(sql, { sharedColumn: null })
  const solo = sql`SELECT ${sql.csv([...plan.expressions.map((x) => sql`${x.build(ownEvent)} AS ${alias(x.alias)}`), sql`1 AS w`])}
    FROM ${pg ? sql`events` : sql`events INDEXED BY events_solo`}
    WHERE ${sql.and([...plan.base, sql`events.shared_id IS NULL`, ...plan.filters.map((f) => f.build(ownEvent))])}`
  // Between each such write's first and last times, a range of `events_metrics` per write (the
  // writes are the outer loop: SQLite's CROSS JOIN, PostgreSQL's LATERAL, fenced by `OFFSET 0` so
  // that the planner does not turn it into a hash join over every event; with none, nothing is
  // scanned).
  const slowWrites = sql`(SELECT sid, first_at, last_at FROM wr WHERE n IS NULL) x`
  const ofWrite = sql.and([
    ...plan.base,
    sql`events.created_at >= x.first_at`,
    sql`events.created_at <= x.last_at`,
    sql`events.shared_id = x.sid`,
    ...eventFilters
  ])
  const notWhole = pg
    ? sql`SELECT ${sql.csv([...names.map((name) => sql`e.${name}`), sql`1 AS w`])}
        FROM ${slowWrites} CROSS JOIN LATERAL (SELECT ${sql.csv(eventValues.length === 0 ? [sql`1 AS one`] : eventValues)} FROM ${withShared("events_metrics")} WHERE ${ofWrite} OFFSET 0) e`
    : sql`SELECT ${sql.csv([...eventValues, sql`1 AS w`])} FROM ${slowWrites} CROSS JOIN ${withShared("events_metrics")} WHERE ${ofWrite}`
  return sql`WITH wr AS MATERIALIZED (${writes})
    ${wholeWrites}
    UNION ALL ${solo}
    UNION ALL ${notWhole}`
}
