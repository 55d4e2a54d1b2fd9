import type { SqlClient } from "@effect/sql"
import { type EventSql, type Fragment, makeEventSql } from "./EventSql.js"
import { filterCondition } from "./Filters.js"
import type { MetricQuery } from "./MetricQuery.js"
import { pgFoldedRows } from "./SharedFoldPg.js"
import { writeCountedRows } from "./WriteCounts.js"

/**
 * The rows a metric aggregates, with `vars` members read once per shared row instead of once per
 * event (issue 15). A lead's events name one `event_shared_vars` row (`storage/EventRows.ts`); a
 * `vars.<member>...` path of an event whose shared row holds the member has the shared row's
 * value (the body holds `null` there), so it is the same for all of that row's events:
 *
 * 1. `c`: the events in the window that pass the column filters, counted per shared row and
 *    column-backed values (the `events_metrics` index alone, no body, no JSON);
 * 2. `j`: each of those groups with its shared row, `whole` when the row holds every member read;
 * 3. the answer rows: for whole groups, the JSON values and filters read from the shared row
 *    (parsed once per group, not per event), weighted by the group's count; for the other events
 *    (no shared row, or a member their shared row lacks, so the body may hold it), the values read
 *    per event exactly as before.
 *
 * Each answer row carries its weight `w` (events it stands for): a count is `SUM(w)`, a distinct
 * count or a distinct list is unchanged (the values of one group are one event's values). A query
 * reading any other JSON path (the body's, or the whole `vars`) is not folded, nor one reading a
 * member outside `foldedMembers`: the members the engine gives every event of a lead alike, so
 * their shared rows hold them. A member that is often missing from the shared row (`certform`,
 * `recipient`, a step's output) would send most events to the per-event part after the fold's own
 * pass, slower than reading them per event at once (the shared row does not say whether a member
 * it lacks is in the bodies or nowhere).
 *
 * A query that reads nothing but those members (and `certform`), with `type`/`outcome` filters at
 * most, skips all this: each write counts from its row's summary (`event_writes`), which does say which
 * members the bodies hold (`WriteCounts.ts`, tried first below).
 *
 * SQLite's JSON is text, parsed again by each `json_extract`, so reading a shared row once per
 * lead instead of once per event is what the time goes to there. PostgreSQL stores JSONB parsed,
 * but a per-event read finds each event's shared row in the events heap (a join of the window's
 * events with the rows holding shared vars); its fold (`SharedFoldPg.ts`) takes the holding
 * event's values in the same pass that counts the events, with no join.
 */
export const foldedMembers: ReadonlySet<string> = new Set(["lead", "submission", "flow", "source", "account"])

export interface MetricRows {
  /** `SELECT <aliases...>, w`: `undefined` when folding does not apply (read per event as before). */
  readonly folded: Fragment | undefined
}

export interface NamedExpression {
  readonly alias: string
  readonly build: (e: EventSql) => Fragment
}

/** Does `build` read JSON at all, and only `vars.<member>...` paths? */
const probe = (sql: SqlClient.SqlClient, build: (e: EventSql) => Fragment) => {
  const e = makeEventSql(sql)
  build(e)
  return e.reads()
}

/** A part of a folded query (an expression or a filter) and whether it reads columns alone. */
export interface FoldPart {
  readonly build: (e: EventSql) => Fragment
  readonly column: boolean
}

/** What both dialects' folds are built from. */
export interface FoldPlan {
  readonly expressions: ReadonlyArray<NamedExpression & { readonly column: boolean }>
  readonly filters: ReadonlyArray<FoldPart>
  readonly accountId: string
  /** The account and the window. */
  readonly base: ReadonlyArray<Fragment>
}

/** The columns a write's row counts its events by (`group_tally`, `WriteCounts.ts`). */
const talliedColumns: ReadonlySet<string> = new Set(["type", "outcome"])

/**
 * The members a write is counted by from its row (`WriteCounts.ts`): the folded ones, and
 * `certform`, which the spec's unclaimed-certificates count reads (a lead has its certificate in
 * every event, or in none). A member that usually sits in some events' own bodies (a step's
 * output, `recipient`) sends most writes to be read event by event after the pass over the writes:
 * `group_by vars.recipient.name` over the bench's 1M events took 2.41 s that way against 1.99 s
 * read per event from the start, so those stay as they were.
 */
const writeCountedMembers: ReadonlySet<string> = new Set([...foldedMembers, "certform"])

export const foldedMetricRows = (sql: SqlClient.SqlClient, query: MetricQuery, expressions: ReadonlyArray<NamedExpression>): MetricRows => {
  const base = [sql`account_id = ${query.accountId}`, sql`created_at >= ${query.timeframe.start}`, sql`created_at < ${query.timeframe.end}`]
  const filterBuilds = query.filters.map((filter) => (e: EventSql) => filterCondition(e, filter))
  const reads = (build: (e: EventSql) => Fragment) => probe(sql, build)
  const varsOnly = (build: (e: EventSql) => Fragment): boolean => {
    const r = reads(build)
    return r.json && r.onlyVarsMembers && [...r.members].every((member) => writeCountedMembers.has(member))
  }

  // Nothing but `vars` members read, and `type`/`outcome` filters: a write in the window counts
  // from its row alone.
  const tallyFilter = filterBuilds.map((build, i) => {
    const [only, ...rest] = query.filters[i]?.path ?? []
    return rest.length === 0 && only !== undefined && talliedColumns.has(only) && !reads(build).json
  })
  if (
    expressions.every((x) => varsOnly(x.build)) &&
    filterBuilds.every((build, i) => tallyFilter[i] === true || varsOnly(build)) &&
    (expressions.length > 0 || tallyFilter.some((t) => !t))
  ) {
    const plan: FoldPlan = {
      expressions: expressions.map((x) => ({ ...x, column: false })),
      filters: filterBuilds.map((build, i) => ({ build, column: tallyFilter[i] === true })),
      accountId: query.accountId,
      base
    }
    return { folded: writeCountedRows(sql, plan, query.timeframe) }
  }

  let json = false
  const columnOnly = (build: (e: EventSql) => Fragment): boolean | undefined => {
    const r = reads(build)
    if (r.json && (!r.onlyVarsMembers || [...r.members].some((member) => !foldedMembers.has(member)))) return undefined
    json ||= r.json
    return !r.json
  }
  const planned: Array<NamedExpression & { readonly column: boolean }> = []
  for (const x of expressions) {
    const column = columnOnly(x.build)
    if (column === undefined) return { folded: undefined }
    planned.push({ ...x, column })
  }
  const filters: Array<FoldPart> = []
  for (const build of filterBuilds) {
    const column = columnOnly(build)
    if (column === undefined) return { folded: undefined }
    filters.push({ build, column })
  }
  if (!json) return { folded: undefined }
  const plan: FoldPlan = { expressions: planned, filters, accountId: query.accountId, base }
  return { folded: sql.onDialectOrElse({ pg: () => pgFoldedRows(sql, plan), orElse: () => sqliteFoldedRows(sql, plan) }) }
}

/** The SQLite fold: counts per shared row, then the shared rows joined once each. */
const sqliteFoldedRows = (sql: SqlClient.SqlClient, plan: FoldPlan): Fragment => {
  const { expressions, base } = plan
  const filterParts = plan.filters
  const isColumn = (i: number) => expressions[i]?.column === true
  const filterIsColumn = (i: number) => filterParts[i]?.column === true

  // 1. counts per shared row and column values.
  const columnEvents = makeEventSql(sql)
  const columnExpressions = expressions.flatMap((x, i) => (isColumn(i) ? [x] : []))
  const columnSelects = columnExpressions.map((x) => sql`${x.build(columnEvents)} AS ${sql.literal(x.alias)}`)
  const columnFilters = filterParts.flatMap((part, i) => (filterIsColumn(i) ? [part.build(columnEvents)] : []))
  // An event without a shared row is a group of its own, named by its rowid (`solo`; the index
  // holds the rowid, not the id).
  const counts = sql`SELECT ${sql.csv([sql`COALESCE(events.shared_id, events.rowid) AS sid`, sql`(events.shared_id IS NULL) AS solo`, ...columnSelects, sql`COUNT(*) AS w`])}
    FROM events WHERE ${sql.and([...base, ...columnFilters])}
    GROUP BY ${sql.csv([sql.literal("sid"), sql.literal("solo"), ...columnExpressions.map((x) => sql.literal(x.alias))])}`
  // 2. with the shared row, whole when it holds every member read.
  const shared = makeEventSql(sql, { sharedOnly: true })
  const values = expressions.map((x, i) => (isColumn(i) ? sql.literal(`c.${x.alias} AS ${x.alias}`) : sql`${x.build(shared)} AS ${sql.literal(x.alias)}`))
  const jsonFilters = filterParts.flatMap((part, i) => (filterIsColumn(i) ? [] : [part.build(shared)]))
  const members = [...shared.reads().members]
  const holds = (member: string): Fragment => sql`json_type(s.shared_vars, ${sql.literal(`'$."${member}"'`)}) IS NOT NULL`
  const whole = sql`CASE WHEN ${sql.and([sql`c.solo = 0`, sql`s.shared_id IS NOT NULL`, ...members.map(holds)])} THEN 1 ELSE 0 END`
  // The values and the filters' verdict are worked out in the join (the shared row is not copied).
  const kept = jsonFilters.length === 0 ? sql`1` : sql`CASE WHEN ${sql.and(jsonFilters)} THEN 1 ELSE 0 END`
  const joined = sql`SELECT ${sql.csv([sql`c.sid`, sql`c.solo`, ...values, sql`c.w`, sql`${whole} AS whole`, sql`${kept} AS kept`])}
    FROM c LEFT JOIN event_shared_vars s ON s.shared_id = c.sid AND c.solo = 0`
  // 3. the whole groups folded, the other events one by one.
  const perEvent = makeEventSql(sql)
  const eventSelects = expressions.map((x) => sql`${x.build(perEvent)} AS ${sql.literal(x.alias)}`)
  // The events without a shared row are found by rowid. Those of a shared row that lacks a member
  // are found in the window, through the index (SQLite would rather scan the table, bodies and
  // all, for the `shared_id` condition), and only when there are any (the CROSS JOIN keeps the
  // one-row check as the outer loop, so none means no scan).
  const withShared = sql`LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id`
  const perEventFrom = (indexed: boolean) =>
    indexed
      ? sql`(SELECT 1 AS lacking WHERE EXISTS (SELECT 1 FROM j WHERE solo = 0 AND whole = 0)) l CROSS JOIN events INDEXED BY events_metrics ${withShared}`
      : sql`events ${withShared}`
  const solo = sql`events.rowid IN (SELECT sid FROM j WHERE solo = 1) AND events.shared_id IS NULL`
  const lacking = sql`events.shared_id IN (SELECT sid FROM j WHERE solo = 0 AND whole = 0)`
  const eventColumnFilters = filterParts.flatMap((part, i) => (filterIsColumn(i) ? [part.build(perEvent)] : []))
  const eventJsonFilters = filterParts.flatMap((part, i) => (filterIsColumn(i) ? [] : [part.build(perEvent)]))
  const folded = sql`WITH c AS MATERIALIZED (${counts}), j AS MATERIALIZED (${joined})
    SELECT ${sql.csv([...expressions.map((x) => sql.literal(x.alias)), sql`w`])} FROM j WHERE whole = 1 AND kept = 1
    UNION ALL
    SELECT ${sql.csv([...eventSelects, sql`1 AS w`])} FROM ${perEventFrom(false)} WHERE ${sql.and([solo, ...base, ...eventColumnFilters, ...eventJsonFilters])}
    UNION ALL
    SELECT ${sql.csv([...eventSelects, sql`1 AS w`])} FROM ${perEventFrom(true)} WHERE ${sql.and([lacking, ...base, ...eventColumnFilters, ...eventJsonFilters])}`
  return folded
}
