import type { SqlClient, SqlError, Statement } from "@effect/sql"
import { type BaseMeasures, countedKinds, countedOutcomes } from "@leadflow/api"
import { Effect, Option } from "effect"
import { moneySum } from "../events/EventSql.js"
import { aggregateNames, type Row as AggregateRow, type Tally } from "../events/GroupAggregates.js"
import { SqliteAnalytics } from "../storage/SqliteAnalytics.js"
import type { EventSql } from "./EventSql.js"
import type { GroupWins } from "./PingWins.js"

/**
 * The counted events of a report, in one pass over the `events_metrics` index (no body read):
 * per report row (the `group_by` values), a `SUM(CASE ...)` per source, ping, recipient and bid
 * measure, each a condition on the columns `type`, `outcome` and `ping`, and the `cost` and
 * `revenue` sums. A second query counts the feedback events (a few per cent) by their lower-cased
 * `vars.feedback.type` (`return`/`conversion`), the one property read from the JSON: in the first
 * query it would make SQLite read the table row of every event. The totals are the sums of the
 * rows' measures. (The measures used to test a kind computed in a subquery: SQLite copies such an
 * expression into each of its uses, so the kind, feedback type included, was worked out once per
 * measure and event, and the totals were a second pass.)
 *
 * On a SQLite file one pass over the index does it all in JS (`lf_tally_by`, and `lf_ping_wins`
 * for the pings won, on the analytics connection, `events/GroupAggregates.ts`): the counts by
 * report row, type, outcome and ping, each measure worked out from those few rows, and the `cost`
 * and `revenue` sums of the same values SQLite's `SUM` would add, added as it adds them and in
 * its order (so to the last digit). SQLite would sort every event by report row, test each
 * measure's condition on each, and sort the successful source events again for the pings won.
 */
export type Measures = Omit<BaseMeasures, "ping-won">

/** A report row's group values (as the grouped SQL answered them) and its measures. */
export interface TalliedGroup {
  readonly values: ReadonlyArray<unknown>
  readonly measures: Measures
}

export const groupAlias = (index: number): string => `g${index}`

type Row = Readonly<Record<string, unknown>>

const numberOf = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

const zero = (): Record<keyof Measures, number> =>
  Object.fromEntries([
    ...countedKinds.flatMap((k) => countedOutcomes.map((o) => [`${k}-${o}`, 0])),
    ...["ping-submitted", "ping-success", "cost", "revenue"].map((m) => [m, 0])
  ]) as Record<keyof Measures, number>

/** What the counts query sums per row, each a condition on the indexed columns only. */
const nonPing = "type = 'source' AND COALESCE(ping, 0) <> 1"
const isPing = "type = 'source' AND ping = 1"
const submittedOutcomes = ["success", "failure", "error"] as const
const counted: ReadonlyArray<readonly [keyof Measures, string]> = [
  ...submittedOutcomes.flatMap((outcome): ReadonlyArray<readonly [keyof Measures, string]> => [
    [`source-${outcome}`, `${nonPing} AND outcome = '${outcome}'`],
    [`recipient-${outcome}`, `type = 'recipient' AND outcome = '${outcome}'`],
    [`bid-${outcome}`, `type = 'bid' AND outcome = '${outcome}'`]
  ]),
  ["ping-submitted", isPing],
  ["ping-success", `${isPing} AND outcome = 'success'`]
]
const summed = [
  ["cost", nonPing, "cost"],
  ["revenue", "type = 'recipient'", "revenue"]
] as const satisfies ReadonlyArray<readonly [keyof Measures, string, string]>

const alias = (measure: string): string => `m_${measure.replace(/-/g, "_")}`

/**
 * The pings won a report wants (`PingWins.ts`): per row, over all the events, or both. Where the
 * tally's own pass counts them (a SQLite file) it answers them (`wins`); elsewhere `wins` is
 * undefined and the report asks `pingWins`.
 */
export interface WinsWanted {
  readonly rows: boolean
  readonly all: boolean
}

/**
 * For the tally in one pass (`lf_tally_by`): each event's kind as a code, the first of `counted`'s
 * conditions it meets, and the measures each code counts toward. The conditions are disjoint but
 * for "ping-submitted" (every ping), which holds beside "ping-success": it has no code of its own
 * ahead of the others, only a last one for the pings no other condition took, and every ping code
 * counts toward it too.
 */
const codedConditions = counted.filter(([measure]) => measure !== "ping-submitted")
const kindCode = `CASE ${codedConditions.map(([, when], code) => `WHEN ${when} THEN ${code}`).join(" ")} WHEN ${isPing} THEN ${codedConditions.length} END`
const codeMeasures: ReadonlyArray<ReadonlyArray<keyof Measures>> = [
  ...codedConditions.map(([measure]): ReadonlyArray<keyof Measures> => (measure.startsWith("ping-") ? ["ping-submitted", measure] : [measure])),
  ["ping-submitted"]
]

const feedbackKinds = ["return", "conversion"] as const
const feedbackTypes = { "feedback-received": "received", "feedback-sent": "sent" } as const

/** Add one row of the counts query (or of the feedback query) to the measures. */
const addCounts = (into: Record<keyof Measures, number>, row: Row): void => {
  for (const [measure] of counted) into[measure] += numberOf(row[alias(measure)])
  for (const [measure] of summed) into[measure] += numberOf(row[alias(measure)])
  for (const kind of ["source", "recipient", "bid"] as const)
    into[`${kind}-submitted`] += numberOf(row[alias(`${kind}-success`)]) + numberOf(row[alias(`${kind}-failure`)]) + numberOf(row[alias(`${kind}-error`)])
}

const addFeedback = (into: Record<keyof Measures, number>, row: Row): void => {
  const type = row["type"]
  const feedback = row["feedback"]
  const outcome = row["outcome"]
  if (type !== "feedback-received" && type !== "feedback-sent") return
  const kind = feedbackKinds.find((k) => k === feedback)
  if (kind === undefined || (outcome !== "success" && outcome !== "failure" && outcome !== "error")) return
  const n = numberOf(row["n"])
  into[`${kind}-${feedbackTypes[type]}-submitted`] += n
  into[`${kind}-${feedbackTypes[type]}-${outcome}`] += n
  // Returns move money: an approved return's received event carries minus the delivery's
  // revenue, and a return a source refunded carries minus the lead's cost (its sent event).
  if (kind === "return" && type === "feedback-received") into["revenue"] += numberOf(row["revenue"])
  if (kind === "return" && type === "feedback-sent") into["cost"] += numberOf(row["cost"])
}

/**
 * The feedback query reads the table row of feedback events only, so it wants the feedback
 * events' own index (`events_feedback`, migration 0024: those events alone, by time); SQLite,
 * seeing a window over most of the table and a column not in an index, would read every row of
 * the table instead (a million bodies in the bench, where the window is everything).
 */
const feedbackFrom = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql.onDialectOrElse({ pg: () => sql`events`, orElse: () => sql`events INDEXED BY events_feedback` })

/**
 * The measures of each report row (`groups` expressions, in order) over the events `filters`
 * select, and of all of them together (`totals`, the sums over every row's).
 */
export const tallyEvents = (
  sql: SqlClient.SqlClient,
  events: EventSql,
  groups: ReadonlyArray<Statement.Fragment>,
  filters: ReadonlyArray<Statement.Fragment>,
  wins: WinsWanted
) => {
  const aliases = groups.map((_, i) => sql.literal(groupAlias(i)))
  const keys = groups.map((group, i) => sql`${group} AS ${aliases[i]}`)
  const groupClause = aliases.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(aliases)}`
  const counts = sql<Row>`SELECT ${sql.csv([
    ...keys,
    ...counted.map(([measure, when]) => sql`SUM(CASE WHEN ${sql.literal(when)} THEN 1 ELSE 0 END) AS ${sql.literal(alias(measure))}`),
    ...summed.map(([measure, when, column]) => sql`${moneySum(sql, sql`CASE WHEN ${sql.literal(when)} THEN COALESCE(${sql.literal(column)}, 0) ELSE 0 END`)} AS ${sql.literal(alias(measure))}`)
  ])} FROM events WHERE ${sql.and(filters)} ${groupClause}`
  const feedback = sql`CASE LOWER(${events.text(["vars", "feedback", "type"])}) WHEN 'return' THEN 'return' WHEN 'conversion' THEN 'conversion' END`
  const feedbackCounts = sql<Row>`SELECT ${sql.csv([...keys, sql`type`, sql`outcome`, sql`${feedback} AS feedback`, sql`COUNT(*) AS n`, sql`${moneySum(sql, sql`COALESCE(cost, 0)`)} AS cost`, sql`${moneySum(sql, sql`COALESCE(revenue, 0)`)} AS revenue`])}
    FROM ${feedbackFrom(sql)} WHERE ${sql.and([...filters, sql`type IN ('feedback-received', 'feedback-sent')`])}
    GROUP BY ${sql.csv([...aliases, sql`type`, sql`outcome`, sql`feedback`])}`
  const hashedTally = (analytics: SqliteAnalytics["Type"], wanted: WinsWanted) =>
    Effect.gen(function* () {
      const successfulSource = sql`type = 'source' AND outcome = 'success'`
      const winsOf = (n: number) =>
        sql`${sql.literal(aggregateNames.pingWins)}(${sql.csv([sql.literal(String(n)), sql`created_at`, sql`ping`, ...(n === 0 ? [] : aliases), sql`flow_id`, sql`source_id`])}) FILTER (WHERE ${successfulSource})`
      const sums = summed.map(([, when, column]) => sql`CASE WHEN ${sql.literal(when)} THEN COALESCE(${sql.literal(column)}, 0) ELSE 0 END`)
      const [tallied = [], ...winSets] = yield* analytics.rowSets(
        sql`SELECT ${sql.csv([
          sql`${sql.literal(aggregateNames.tallyBy)}(${sql.csv([sql.literal(kindCode), ...sums, ...aliases])})`,
          ...(wanted.rows && groups.length > 0 ? [winsOf(groups.length)] : []),
          ...(wanted.all ? [winsOf(0)] : [])
        ])} FROM (SELECT ${sql.csv([...keys, sql`type`, sql`outcome`, sql`ping`, sql`cost`, sql`revenue`, sql`created_at`, sql`flow_id`, sql`source_id`])} FROM events WHERE ${sql.and(filters)}) t`
      )
      const rows = tallied.map((row): Row => {
        const tally = row[groups.length] as Tally
        const out: Record<string, unknown> = {}
        groups.forEach((_, i) => (out[groupAlias(i)] = row[i]))
        for (const [measure] of counted) out[alias(measure)] = 0
        tally.counts.forEach((n, code) => {
          for (const measure of codeMeasures[code] ?? []) out[alias(measure)] = (out[alias(measure)] as number) + n
        })
        summed.forEach(([measure], i) => (out[alias(measure)] = tally.sums[i]))
        return out
      })
      const winsFrom = (set: ReadonlyArray<AggregateRow>, n: number): ReadonlyArray<GroupWins> =>
        set.map((row) => ({ values: row.slice(0, n), won: Number(row[n]) }))
      const rowWins = wanted.rows && groups.length > 0 ? winsFrom(winSets.shift() ?? [], groups.length) : []
      const allWins = wanted.all ? winsFrom(winSets.shift() ?? [], 0) : []
      return { rows, wins: { rows: rowWins, all: allWins } }
    })
  type Counted = { readonly rows: ReadonlyArray<Row>; readonly wins: { readonly rows: ReadonlyArray<GroupWins>; readonly all: ReadonlyArray<GroupWins> } | undefined }
  const countRows: Effect.Effect<Counted, SqlError.SqlError> = Effect.flatMap(Effect.serviceOption(SqliteAnalytics), (analytics) =>
    Option.isSome(analytics) ? hashedTally(analytics.value, wins) : Effect.map(counts, (rows): Counted => ({ rows, wins: undefined }))
  )
  return Effect.map(Effect.all([countRows, feedbackCounts]), ([{ rows: countRows, wins: pingWins }, feedbackRows]) => {
    const byGroup = new Map<string, { values: ReadonlyArray<unknown>; measures: Record<keyof Measures, number> }>()
    const groupOf = (row: Row) => {
      const values = groups.map((_, i) => row[groupAlias(i)] ?? null)
      const key = JSON.stringify(values.map((value) => (value === null ? null : String(value))))
      const group = byGroup.get(key) ?? { values, measures: zero() }
      byGroup.set(key, group)
      return group.measures
    }
    const totals = zero()
    for (const row of countRows) {
      addCounts(groupOf(row), row)
      addCounts(totals, row)
    }
    for (const row of feedbackRows) {
      addFeedback(groupOf(row), row)
      addFeedback(totals, row)
    }
    return { groups: [...byGroup.values()] as ReadonlyArray<TalliedGroup>, totals: totals as Measures, wins: pingWins }
  })
}
