import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Option } from "effect"
import { SqliteAnalytics } from "../storage/SqliteAnalytics.js"
import { aggregateNames, namedRows } from "./GroupAggregates.js"
import { compareGroups } from "./GroupOrder.js"
import { decimalMean } from "./DecimalMean.js"
import { makeEventSql } from "./EventSql.js"
import type { MetricQuery } from "./MetricQuery.js"
import { metricWhere } from "./Metrics.js"
import { pathText } from "./PropertyPath.js"

/**
 * `median`: the median of a numeric property (by default `ms`, the processing time), per group
 * (the reference groups by `type` and `module_id`). Computed with window functions on PostgreSQL:
 * count each group's distinct values, find the middle one or two positions by running sums of
 * those counts, and average the values there. SQLite does the same counting in one pass of a JS
 * aggregate (`GroupAggregates.ts`), as it sorts every row for a `GROUP BY`; without its analytics
 * connection (an in-memory database) it runs the SQL.
 */
export type MedianAnswer = {
  readonly result: ReadonlyArray<{ readonly median: number } & { readonly [property: string]: string | number | null }>
}

export const medianMetric = (query: MetricQuery): Effect.Effect<MedianAnswer, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const groups = query.groupBy.map((path, i) => ({ name: pathText(path), alias: sql.literal(`g${i}`), path }))
    const aliases = groups.map((group) => group.alias)
    const selects = [...groups.map((group) => sql`${e.text(group.path)} AS ${group.alias}`), sql`${e.number(query.targetProperty ?? ["ms"])} AS v`]
    const where = metricWhere(e, query)
    const partition = aliases.length === 0 ? sql`` : sql`PARTITION BY ${sql.csv(aliases)}`
    const outer = aliases.length === 0 ? sql`` : sql`${sql.csv(aliases)},`
    const groupBy = aliases.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(aliases)}`
    const groupValues = aliases.length === 0 ? sql`GROUP BY v` : sql`GROUP BY ${sql.csv(aliases)}, v`
    // Each group's values counted first (one row per distinct value: a sort of the events, not the
    // window functions' per event), then the one or two middle positions found by running sums:
    // the rows `AVG` sees are the same values the per-event numbering picked.
    const first = e.intDiv(sql`c + 1`, 2)
    const second = e.intDiv(sql`c + 2`, 2)
    const analytics = yield* Effect.serviceOption(SqliteAnalytics)
    const rows = Option.isSome(analytics)
      ? // SQLite: each group's values counted in JS (`GroupAggregates.ts`) instead of sorted.
        namedRows(
          groups.map((_, i) => `g${i}`),
          yield* analytics.value.rows(
            sql`SELECT ${sql.literal(aggregateNames.medianBy)}(v${aliases.length === 0 ? sql`` : sql`, ${sql.csv(aliases)}`}) FROM (SELECT ${sql.csv(selects)} FROM ${e.from()} WHERE ${where}) s`
          ),
          "median"
        )
      : yield* sql<Record<string, unknown>>`SELECT ${outer} AVG(v) AS median, MIN(v) AS lo, MAX(v) AS hi FROM (
        SELECT ${outer} v, n,
          SUM(n) OVER (${partition} ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS hi,
          SUM(n) OVER (${partition}) AS c
        FROM (SELECT ${outer} v, COUNT(*) AS n FROM (SELECT ${sql.csv(selects)} FROM ${e.from()} WHERE ${where}) s WHERE v IS NOT NULL ${groupValues}) h
      ) r CROSS JOIN (SELECT 1 AS half UNION ALL SELECT 2 AS half) x
      WHERE (CASE half WHEN 1 THEN ${first} ELSE ${second} END) BETWEEN hi - n + 1 AND hi
        AND (half = 1 OR ${second} <> ${first})
      ${groupBy}`
    return {
      // Without groups, AVG over no values still answers one row (NULL).
      result: rows.filter((row) => row["median"] !== null && row["median"] !== undefined).map((row) => {
        const entry: { median: number } & Record<string, string | number | null> = { median: 0 }
        groups.forEach((group, i) => {
          const value = row[`g${i}`]
          entry[group.name] = value === null || value === undefined ? null : String(value)
        })
        // SQLite's AVG adds the doubles: the middle two as decimals instead, as NUMERIC's AVG does.
        entry["median"] = e.dialect === "sqlite" && row["lo"] !== undefined ? decimalMean(Number(row["lo"]), Number(row["hi"])) : Number(row["median"])
        return entry
      }).sort(compareGroups(groups.map((group) => group.name)))
    }
  })
