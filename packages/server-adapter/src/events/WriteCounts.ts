import type { SqlClient } from "@effect/sql"
import { type EventSql, type Fragment, makeEventSql } from "./EventSql.js"
import type { FoldPlan } from "./SharedFold.js"
import { eventsWithShared } from "../storage/SharedVars.js"

/**
 * The fold of a metric that reads nothing but shared members (`group_by vars.lead.state`, a
 * filter on `vars.lead.age`; no column, no interval): every event of a write has the same values,
 * so a write whose events all fall in the window counts as one row weighing its number of events,
 * read off its first row (`group_events`, `group_first_at`, `group_last_at`, migration 0025)
 * through the `events_writes` index, without visiting its events. The other events are read one
 * by one, as without the fold:
 * - the events of no write (stored with all their vars), through the `events_solo` index;
 * - the events in the window of a write that is not counted whole: cut by the window's start or
 *   end, no count (a purge took some of its events, or they are of several accounts), or a shared
 *   row lacking a member read (its events hold it in their bodies, or nowhere). Each such write's
 *   events are found in the `events_metrics` index between its first and last times;
 * - the events of a write stored without its count and span (by an earlier version, run again
 *   after migration 0025 counted the rows stored until then), over the whole window.
 *
 * The general fold (`SharedFold.ts`) first counts the window's events per write, a pass over the
 * million index entries of 1M events and a sort of them by write: 0.35–0.40 s on SQLite before
 * any JSON is read. Here the window's writes are read once each (1 in 8 of the rows).
 */
export const writeCountedRows = (sql: SqlClient.SqlClient, plan: FoldPlan, window: { readonly start: number; readonly end: number }): Fragment => {
  const pg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const alias = (name: string) => sql.literal(name)
  const names = plan.expressions.map((x) => alias(x.alias))

  // 1. The window's writes, each with its values, and its count when it counts whole.
  const shared = makeEventSql(sql, { sharedOnly: true, sharedColumn: "events.group_vars" })
  const values = plan.expressions.map((x) => sql`${x.build(shared)} AS ${alias(x.alias)}`)
  const filters = plan.filters.map((f) => f.build(shared))
  const members = [...shared.reads().members]
  const holds = (member: string): Fragment =>
    pg ? sql`jsonb_exists(events.group_vars, ${member})` : sql`json_type(events.group_vars, ${sql.literal(`'$."${member}"'`)}) IS NOT NULL`
  const whole = sql.and([
    sql`events.group_events IS NOT NULL`,
    sql`events.group_first_at >= ${window.start}`,
    sql`events.group_last_at < ${window.end}`,
    ...members.map(holds)
  ])
  const kept = filters.length === 0 ? sql`1` : sql`CASE WHEN ${sql.and(filters)} THEN 1 ELSE 0 END`
  const columnsOfWrite = [sql`events.id AS sid`, sql`events.group_first_at AS first_at`, sql`events.group_last_at AS last_at`]
  const writeValues = [...values, sql`${kept} AS kept`]
  const fromWrites = pg ? sql`events` : sql`events INDEXED BY events_writes`
  const writes = sql`SELECT ${sql.csv([...columnsOfWrite, sql`CASE WHEN ${whole} THEN events.group_events END AS n`, ...writeValues])}
    FROM ${fromWrites}
    WHERE events.group_vars IS NOT NULL AND events.account_id = ${plan.accountId}
      AND events.group_last_at >= ${window.start} AND events.group_first_at < ${window.end}
    UNION ALL
    SELECT ${sql.csv([...columnsOfWrite, sql`NULL AS n`, ...writeValues])}
    FROM ${fromWrites}
    WHERE events.group_vars IS NOT NULL AND events.account_id = ${plan.accountId} AND events.group_last_at IS NULL`

  // 2. The other events, one by one.
  const perEvent: EventSql = makeEventSql(sql)
  const eventValues = plan.expressions.map((x) => sql`${x.build(perEvent)} AS ${alias(x.alias)}`)
  const eventFilters = plan.filters.map((f) => f.build(perEvent))
  const withShared = (index: string) =>
    pg ? eventsWithShared(sql) : sql`events INDEXED BY ${sql.literal(index)} LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id`
  const solo = sql`SELECT ${sql.csv([...eventValues, sql`1 AS w`])} FROM ${withShared("events_solo")}
    WHERE ${sql.and([...plan.base, sql`events.shared_id IS NULL`, ...eventFilters])}`
  // Between each such write's first and last times (the CROSS JOIN keeps the writes as SQLite's
  // outer loop: with none, nothing is scanned).
  const notWhole = sql`SELECT ${sql.csv([...eventValues, sql`1 AS w`])}
    FROM (SELECT sid, first_at, last_at FROM wr WHERE n IS NULL AND last_at IS NOT NULL) x CROSS JOIN ${withShared("events_metrics")}
    WHERE ${sql.and([
      ...plan.base,
      sql`events.created_at >= x.first_at`,
      sql`events.created_at <= x.last_at`,
      sql`events.shared_id = x.sid`,
      ...eventFilters
    ])}`
  // A write stored without its span (by a version before 0025, run again after it): its events
  // are looked for over the whole window, in one pass for all such writes, only when there are any.
  const spanless = sql`SELECT ${sql.csv([...eventValues, sql`1 AS w`])}
    FROM (SELECT 1 AS spanless WHERE EXISTS (SELECT 1 FROM wr WHERE last_at IS NULL)) l CROSS JOIN ${withShared("events_metrics")}
    WHERE ${sql.and([...plan.base, sql`events.shared_id IN (SELECT sid FROM wr WHERE last_at IS NULL)`, ...eventFilters])}`
  return sql`WITH wr AS MATERIALIZED (${writes})
    SELECT ${sql.csv([...names, sql`n AS w`])} FROM wr WHERE n IS NOT NULL AND kept = 1
    UNION ALL ${solo}
    UNION ALL ${notWhole}
    UNION ALL ${spanless}`
}
