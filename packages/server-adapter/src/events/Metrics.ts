import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Either, Option } from "effect"
import { SqliteAnalytics } from "../storage/SqliteAnalytics.js"
import { aggregateNames, compareValues, namedRows } from "./GroupAggregates.js"
import { compareGroups } from "./GroupOrder.js"
import { type EventSql, type Fragment, makeEventSql } from "./EventSql.js"
import { filtersCondition } from "./Filters.js"
import { type Bucket, bucketKeySql, buckets } from "./Interval.js"
import { MetricQueryError, type MetricQuery, timeframeText, type TimeframeText } from "./MetricQuery.js"
import { pathText, type PropertyPath } from "./PropertyPath.js"
import { foldedMetricRows, type NamedExpression } from "./SharedFold.js"
import { analyticsSession } from "./AnalyticsSession.js"
import { queryZone } from "./Timeframe.js"

/**
 * `count`, `count_unique` and `select_unique` over events, computed by the database: one
 * `GROUP BY` over the account's events in the timeframe, keyed by sub-timeframe and grouped
 * properties (on a SQLite file, a JS aggregate on the analytics connection that hashes the same
 * rows instead of sorting them, `GroupAggregates.ts`). On PostgreSQL the statements that hash a
 * group per write or per distinct value (a folded query, `count_unique` without groups) run in an
 * `analyticsSession`, with room to hash in memory.
 * Answers follow the spec: a scalar `result` when there is neither `group_by` nor
 * `interval`; otherwise `result` is a list of `{value, timeframe}`, one per sub-timeframe (one
 * for the whole timeframe without an interval), `value` listing `{<group_by properties>, result}`
 * (grouped by `outcome` when no `group_by` is given, as the spec's `{outcome, result}` shows).
 */

/** One group's answer: the grouped properties' values and its result. */
export type GroupResult<R> = { readonly result: R } & { readonly [property: string]: string | null | R }

export interface IntervalResult<R> {
  readonly value: ReadonlyArray<GroupResult<R>>
  readonly timeframe: TimeframeText
}

export type CountAnswer = { readonly result: number } | { readonly result: ReadonlyArray<IntervalResult<number>> }

export type SelectUniqueAnswer =
  | { readonly result: ReadonlyArray<GroupResult<ReadonlyArray<string>>> }
  | { readonly result: ReadonlyArray<IntervalResult<ReadonlyArray<string>>> }

/** `select_unique` answers at most this many values (all groups and sub-timeframes together). */
export const maxSelectUniqueValues = 10_000

const outcomePath: PropertyPath = ["outcome"]

/** The account's events in the timeframe that pass the filters. */
export const metricWhere = (e: EventSql, query: MetricQuery): Fragment =>
  e.sql.and([
    e.sql`account_id = ${query.accountId}`,
    e.sql`created_at >= ${query.timeframe.start}`,
    e.sql`created_at < ${query.timeframe.end}`,
    filtersCondition(e, query.filters)
  ])

interface Grouping {
  readonly names: ReadonlyArray<string>
  /** `k` (the bucket key, when there is an interval) and `g0`, `g1` ... */
  readonly columns: ReadonlyArray<Fragment>
  /** The same columns' names. */
  readonly aliases: ReadonlyArray<string>
  readonly selects: ReadonlyArray<Fragment>
  /** The same expressions by alias, for `foldedMetricRows`. */
  readonly expressions: ReadonlyArray<NamedExpression>
}

const grouping = (e: EventSql, query: MetricQuery, groupBy: ReadonlyArray<PropertyPath>): Grouping => {
  const { sql } = e
  const aliases: Array<string> = []
  const selects: Array<Fragment> = []
  const expressions: Array<NamedExpression> = []
  const interval = query.interval
  if (interval !== undefined) {
    aliases.push("k")
    const zone = queryZone(query)
    selects.push(sql`${bucketKeySql(e, interval, zone, query.timeframe)} AS k`)
    expressions.push({ alias: "k", build: (x) => bucketKeySql(x, interval, zone, query.timeframe) })
  }
  groupBy.forEach((path, i) => {
    aliases.push(`g${i}`)
    selects.push(sql`${e.text(path)} AS ${sql.literal(`g${i}`)}`)
    expressions.push({ alias: `g${i}`, build: (x) => x.text(path) })
  })
  return { names: groupBy.map(pathText), columns: aliases.map((alias) => sql.literal(alias)), aliases, selects, expressions }
}

type Row = Record<string, unknown>

/** A folded query hashes a group per write: on PostgreSQL, with room for it (`AnalyticsSession.ts`). */
const hashingPerWrite =
  (folded: Fragment | undefined) =>
  <A, E, R>(statement: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient> =>
    folded === undefined ? statement : analyticsSession(statement)

const groupText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

const bucketsOf = (query: MetricQuery): Either.Either<ReadonlyArray<Bucket>, MetricQueryError> =>
  query.interval === undefined
    ? Either.right([{ key: "", ...query.timeframe }])
    : Either.mapLeft(buckets(query.timeframe, query.interval, queryZone(query)), (message) => new MetricQueryError({ parameter: "interval", message }))

/** Lay rows out by sub-timeframe; `combine` turns one group's rows into its result. */
const byBucket = <R>(
  rows: ReadonlyArray<Row>,
  bucketList: ReadonlyArray<Bucket>,
  names: ReadonlyArray<string>,
  hasInterval: boolean,
  result: (rows: ReadonlyArray<Row>) => R
): ReadonlyArray<IntervalResult<R>> => {
  const perBucket = new Map<string, Map<string, Array<Row>>>()
  for (const row of rows) {
    const bucketKey = hasInterval ? String(row["k"]) : ""
    const groupKey = JSON.stringify(names.map((_, i) => groupText(row[`g${i}`])))
    const groups = perBucket.get(bucketKey) ?? new Map<string, Array<Row>>()
    perBucket.set(bucketKey, groups)
    const list = groups.get(groupKey) ?? []
    groups.set(groupKey, list)
    list.push(row)
  }
  return bucketList.map((bucket) => ({
    value: [...(perBucket.get(bucket.key) ?? new Map<string, Array<Row>>()).values()].map((groupRows) => {
      const first = groupRows[0] as Row
      const entry: Record<string, unknown> = {}
      names.forEach((name, i) => (entry[name] = groupText(first[`g${i}`])))
      entry["result"] = result(groupRows)
      return entry as GroupResult<R>
    }).sort(compareGroups(names)),
    timeframe: timeframeText(bucket)
  }))
}

/** `count` (every event) or `count_unique` (distinct values of the target property). */
export const countMetric = (
  query: MetricQuery,
  unique: boolean
): Effect.Effect<CountAnswer, MetricQueryError | SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const where = metricWhere(e, query)
    const targetPath: PropertyPath | undefined = unique ? (query.targetProperty ?? ["vars", "lead", "id"]) : undefined
    const target = targetPath === undefined ? undefined : e.text(targetPath)
    const targetExpression: ReadonlyArray<NamedExpression> = targetPath === undefined ? [] : [{ alias: "u", build: (x) => x.text(targetPath) }]
    if (query.interval === undefined && query.groupBy.length === 0) {
      const { folded } = foldedMetricRows(sql, query, targetExpression)
      if (folded !== undefined) {
        const rows = yield* hashingPerWrite(folded)(sql<Row>`SELECT ${target === undefined ? sql`SUM(w)` : sql`COUNT(DISTINCT u)`} AS n FROM (${folded}) t`)
        return { result: Number(rows[0]?.["n"] ?? 0) }
      }
      const rows =
        target === undefined
          ? yield* sql<Row>`SELECT COUNT(*) AS n FROM ${e.from()} WHERE ${where}`
          : e.dialect === "pg"
            ? yield* analyticsSession(sql<Row>`SELECT COUNT(u) AS n FROM (SELECT DISTINCT ${target} AS u FROM ${e.from()} WHERE ${where}) t`)
            : yield* sql<Row>`SELECT COUNT(DISTINCT ${target}) AS n FROM ${e.from()} WHERE ${where}`
      return { result: Number(rows[0]?.["n"] ?? 0) }
    }
    const bucketList = yield* bucketsOf(query)
    const g = grouping(e, query, query.groupBy.length > 0 ? query.groupBy : [outcomePath])
    const selects = target === undefined ? g.selects : [...g.selects, sql`${target} AS u`]
    const { folded } = foldedMetricRows(sql, query, [...g.expressions, ...targetExpression])
    // Folded rows stand for `w` events each (see `SharedFold.ts`).
    const aggregate = target === undefined ? (folded === undefined ? sql`COUNT(*)` : sql`SUM(w)`) : sql`COUNT(DISTINCT u)`
    const source = folded ?? sql`SELECT ${sql.csv(selects)} FROM ${e.from()} WHERE ${where}`
    const perWrite = hashingPerWrite(folded)
    const analytics = yield* Effect.serviceOption(SqliteAnalytics)
    const rows = Option.isSome(analytics)
      ? // SQLite: hashed in JS instead of sorted (`GroupAggregates.ts`).
        namedRows(
          g.aliases,
          yield* analytics.value.rows(
            target === undefined
              ? sql`SELECT ${sql.literal(aggregateNames.countBy)}(${folded === undefined ? sql`1` : sql`w`}, ${sql.csv(g.columns)}) FROM (${source}) t`
              : sql`SELECT ${sql.literal(aggregateNames.distinctBy)}(u, ${sql.csv(g.columns)}) FROM (${source}) t`
          ),
          "n"
        )
      : target !== undefined && e.dialect === "pg"
        ? // PostgreSQL sorts the rows of each group for COUNT(DISTINCT); a DISTINCT first hashes
          // them (1.6x faster over 1M events). COUNT(u) over the distinct rows skips the NULL one,
          // and a group whose every value is NULL still answers 0.
          yield* perWrite(
            sql<Row>`SELECT ${sql.csv(g.columns)}, COUNT(u) AS n
              FROM (SELECT DISTINCT ${sql.csv([...g.columns, sql.literal("u")])} FROM (${source}) t0) t
              GROUP BY ${sql.csv(g.columns)}`
          )
        : yield* perWrite(
            sql<Row>`SELECT ${sql.csv(g.columns)}, ${aggregate} AS n
              FROM (${source}) t
              GROUP BY ${sql.csv(g.columns)}`
          )
    const result = byBucket(rows, bucketList, g.names, query.interval !== undefined, (groupRows) =>
      groupRows.reduce((sum, row) => sum + Number(row["n"]), 0)
    ).map((bucket) => ({ ...bucket, value: [...bucket.value].sort((a, b) => b.result - a.result) }))
    return { result }
  })

/** `select_unique`: the distinct values (as text) of the target property, per group. */
export const selectUniqueMetric = (
  query: MetricQuery
): Effect.Effect<SelectUniqueAnswer, MetricQueryError | SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    if (query.targetProperty === undefined)
      return yield* new MetricQueryError({ parameter: "target_property", message: "select_unique needs a target_property" })
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const bucketList = yield* bucketsOf(query)
    const g = grouping(e, query, query.groupBy)
    const target = e.text(query.targetProperty)
    const where = metricWhere(e, query)
    const columns = [...g.columns, sql.literal("u")]
    const targetPath = query.targetProperty
    const { folded } = foldedMetricRows(sql, query, [...g.expressions, { alias: "u", build: (x) => x.text(targetPath) }])
    const source = folded ?? sql`SELECT ${sql.csv([...g.selects, sql`${target} AS u`])} FROM ${e.from()} WHERE ${where}`
    const analytics = yield* Effect.serviceOption(SqliteAnalytics)
    const rows = Option.isSome(analytics)
      ? // SQLite: the distinct values hashed in JS, then sorted as ORDER BY sorts them.
        namedRows(
          g.aliases,
          yield* analytics.value.rows(
            sql`SELECT ${sql.literal(aggregateNames.valuesBy)}(${maxSelectUniqueValues}, u${g.columns.length === 0 ? sql`` : sql`, ${sql.csv(g.columns)}`}) FROM (${source}) t`
          ),
          "u"
        ).slice(0, maxSelectUniqueValues + 1)
      : yield* hashingPerWrite(folded)(sql<Row>`SELECT DISTINCT ${sql.csv(columns)}
      FROM (${source}) t
      WHERE u IS NOT NULL
      ORDER BY ${sql.csv(columns)}
      LIMIT ${maxSelectUniqueValues + 1}`)
    if (rows.length > maxSelectUniqueValues)
      return yield* new MetricQueryError({
        parameter: "target_property",
        message: `more than ${maxSelectUniqueValues} unique values: narrow the timeframe or add filters`
      })
    const perBucket = byBucket(rows, bucketList, g.names, query.interval !== undefined, (groupRows) =>
      // The values in SQLite's order on both (PostgreSQL's `ORDER BY` sorts text by its collation).
      groupRows.map((row) => String(row["u"])).sort(compareValues)
    )
    if (query.interval !== undefined) return { result: perBucket }
    const only = perBucket[0]?.value ?? []
    return { result: only.length === 0 && g.names.length === 0 ? [{ result: [] }] : only }
  })
