import type { SqlClient, Statement } from "@effect/sql"
import { type BaseMeasures, countedKinds, countedOutcomes } from "@leadflow/api"
import { Effect, Option } from "effect"
import { aggregateNames, namedRows } from "../events/GroupAggregates.js"
import { SqliteAnalytics } from "../storage/SqliteAnalytics.js"
import type { EventSql } from "./EventSql.js"

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
 * On a SQLite file the counts are hashed in JS instead (`lf_count_by` on the analytics connection,
 * `events/GroupAggregates.ts`) by report row, type, outcome and ping, and each measure is worked
 * out from those few rows: SQLite would sort every event by report row and test each measure's
 * condition on each. The `cost` and `revenue` sums stay in SQL (a float sum's last digit depends
 * on the order it adds in), over the events that carry either: the others only added 0.
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

/** Each counted measure's condition in JS, for the hashed counts: the same as its SQL above. */
type Condition = (type: unknown, outcome: unknown, ping: boolean) => boolean
const countedInJs: ReadonlyArray<readonly [keyof Measures, Condition]> = [
  ...submittedOutcomes.flatMap((outcome): ReadonlyArray<readonly [keyof Measures, Condition]> => [
    [`source-${outcome}`, (type, o, ping) => type === "source" && !ping && o === outcome],
    [`recipient-${outcome}`, (type, o) => type === "recipient" && o === outcome],
    [`bid-${outcome}`, (type, o) => type === "bid" && o === outcome]
  ]),
  ["ping-submitted", (type, _, ping) => type === "source" && ping],
  ["ping-success", (type, o, ping) => type === "source" && ping && o === "success"]
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
  filters: ReadonlyArray<Statement.Fragment>
) => {
  const aliases = groups.map((_, i) => sql.literal(groupAlias(i)))
  const keys = groups.map((group, i) => sql`${group} AS ${aliases[i]}`)
  const groupClause = aliases.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(aliases)}`
  const counts = sql<Row>`SELECT ${sql.csv([
    ...keys,
    ...counted.map(([measure, when]) => sql`SUM(CASE WHEN ${sql.literal(when)} THEN 1 ELSE 0 END) AS ${sql.literal(alias(measure))}`),
    ...summed.map(([measure, when, column]) => sql`SUM(CASE WHEN ${sql.literal(when)} THEN COALESCE(${sql.literal(column)}, 0) ELSE 0 END) AS ${sql.literal(alias(measure))}`)
  ])} FROM events WHERE ${sql.and(filters)} ${groupClause}`
  const feedback = sql`CASE LOWER(${events.text(["vars", "feedback", "type"])}) WHEN 'return' THEN 'return' WHEN 'conversion' THEN 'conversion' END`
  const feedbackCounts = sql<Row>`SELECT ${sql.csv([...keys, sql`type`, sql`outcome`, sql`${feedback} AS feedback`, sql`COUNT(*) AS n`, sql`SUM(COALESCE(cost, 0)) AS cost`, sql`SUM(COALESCE(revenue, 0)) AS revenue`])}
    FROM ${feedbackFrom(sql)} WHERE ${sql.and([...filters, sql`type IN ('feedback-received', 'feedback-sent')`])}
    GROUP BY ${sql.csv([...aliases, sql`type`, sql`outcome`, sql`feedback`])}`
  const hashedCounts = (analytics: SqliteAnalytics["Type"]) =>
    Effect.gen(function* () {
      const names = groups.map((_, i) => groupAlias(i))
      const hashed = yield* analytics.rows(
        sql`SELECT ${sql.literal(aggregateNames.countBy)}(1, ${sql.csv([...aliases, sql`type`, sql`outcome`, sql`COALESCE(ping = 1, 0)`])})
          FROM (SELECT ${sql.csv([...keys, sql`type`, sql`outcome`, sql`ping`])} FROM events WHERE ${sql.and(filters)}) t`
      )
      const rows: Array<Row> = namedRows([...names, "type", "outcome", "ping"], hashed, "n").map((row) => {
        const out: Record<string, unknown> = {}
        for (const name of names) out[name] = row[name]
        const n = numberOf(row["n"])
        const ping = Number(row["ping"]) === 1
        for (const [measure, when] of countedInJs) out[alias(measure)] = when(row["type"], row["outcome"], ping) ? n : 0
        return out
      })
      const sums = yield* sql<Row>`SELECT ${sql.csv([
        ...keys,
        ...summed.map(([measure, when, column]) => sql`SUM(CASE WHEN ${sql.literal(when)} THEN COALESCE(${sql.literal(column)}, 0) ELSE 0 END) AS ${sql.literal(alias(measure))}`)
      ])} FROM events WHERE ${sql.and([...filters, sql`(cost IS NOT NULL OR revenue IS NOT NULL)`])} ${groupClause}`
      return [...rows, ...sums]
    })
  const countRows = Effect.flatMap(Effect.serviceOption(SqliteAnalytics), (analytics) =>
    Option.isSome(analytics) ? hashedCounts(analytics.value) : counts
  )
  return Effect.map(Effect.all([countRows, feedbackCounts]), ([countRows, feedbackRows]) => {
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
    return { groups: [...byGroup.values()] as ReadonlyArray<TalliedGroup>, totals: totals as Measures }
  })
}
