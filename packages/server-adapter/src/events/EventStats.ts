import { SqlClient, type SqlError } from "@effect/sql"
import type { RuleEncoded, RuleSetEncoded } from "@leadflow/core"
import { Effect, Either } from "effect"
import { type EventSql, type Fragment, makeEventSql, moneySum } from "./EventSql.js"
import { type IntervalName } from "@leadflow/api"
import { compareGroups } from "./GroupOrder.js"
import { type Bucket, bucketKeySql, buckets } from "./Interval.js"
import { MetricQueryError, timeframeText } from "./MetricQuery.js"
import { pathText, type PropertyPath } from "./PropertyPath.js"
import { rulesCondition } from "./RuleConditions.js"
import { queryZone, type Timeframe } from "./Timeframe.js"

/**
 * `GET /events/stats`: report columns (`source-submitted`, `recipient-failure`, `cost` ...)
 * counted over a timeframe, optionally per group and per sub-timeframe. A column names an event
 * type and `submitted` (every event of the type) or an outcome; by default each lead counts once
 * per column (`by_lead`). `cost` sums source events' `cost`, `revenue` recipient events'
 * `revenue`, each net of returns (an approved return's received event and a refund's sent event
 * carry minus the money, as in reports), `profit` is their difference. As in reports (`reports/EventTally.ts`), a ping's
 * source event counts as `ping`, not `source`: `source-*` and `cost` are the leads posted, and
 * `ping-*` the pings.
 */
export const statsTypes = ["source", "ping", "recipient", "bid", "filter", "feedback-received", "feedback-sent", "retry"] as const
export const statsMeasures = ["submitted", "success", "failure", "error", "skip"] as const
export const moneyColumns = ["cost", "revenue", "profit"] as const

export interface StatsQuery {
  readonly accountId: string
  readonly timeframe: Timeframe
  readonly offsetMs: number
  /** As in `MetricQuery`: the IANA zone whose offset changes, when the query names one. */
  readonly timeZone?: string | undefined
  readonly interval: IntervalName | undefined
  readonly groupBy: ReadonlyArray<PropertyPath>
  readonly rules: ReadonlyArray<RuleEncoded | RuleSetEncoded>
  readonly columns: ReadonlyArray<string>
  readonly byLead: boolean
}

export type StatsRow = Readonly<Record<string, unknown>>

interface CountColumn {
  readonly name: string
  readonly type: string
  readonly outcome: string | undefined
}

/** Split a column name into its event type and outcome; `undefined` for an unknown column. */
export const countColumn = (name: string): CountColumn | undefined => {
  for (const type of statsTypes)
    for (const measure of statsMeasures)
      if (name === `${type}-${measure}`) return { name, type, outcome: measure === "submitted" ? undefined : measure }
  return undefined
}

export const isStatsColumn = (name: string): boolean =>
  countColumn(name) !== undefined || (moneyColumns as ReadonlyArray<string>).includes(name)

type Row = Record<string, unknown>

export const eventStats = (
  query: StatsQuery
): Effect.Effect<ReadonlyArray<StatsRow>, MetricQueryError | SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const counts = query.columns.map(countColumn).filter((c): c is CountColumn => c !== undefined)
    const money = query.columns.filter((c) => (moneyColumns as ReadonlyArray<string>).includes(c))
    const bucketList: ReadonlyArray<Bucket> =
      query.interval === undefined
        ? [{ key: "", ...query.timeframe }]
        : yield* Either.mapLeft(
            buckets(query.timeframe, query.interval, queryZone(query)),
            (message) => new MetricQueryError({ parameter: "interval", message })
          )
    const rules = rulesCondition(e, query.rules)
    if (Either.isLeft(rules)) return yield* new MetricQueryError({ parameter: "rule", message: rules.left })
    const keys: Array<Fragment> = []
    const selects: Array<Fragment> = []
    if (query.interval !== undefined) {
      keys.push(sql.literal("k"))
      selects.push(sql`${bucketKeySql(e, query.interval, queryZone(query), query.timeframe)} AS k`)
    }
    query.groupBy.forEach((path, i) => {
      keys.push(sql.literal(`g${i}`))
      selects.push(sql`${e.text(path)} AS ${sql.literal(`g${i}`)}`)
    })
    // A ping's source event is of the kind `ping` (the `ping` column, set for them alone).
    const kind = sql`CASE WHEN type = 'source' AND ping = 1 THEN 'ping' ELSE type END AS type`
    const base = (types: ReadonlyArray<string>, extra: ReadonlyArray<Fragment>) =>
      sql`SELECT ${sql.csv([...selects, kind, sql`outcome`, sql`lead_id`, ...extra])} FROM ${e.from()} WHERE ${sql.and([
        sql`account_id = ${query.accountId}`,
        sql`created_at >= ${query.timeframe.start}`,
        sql`created_at < ${query.timeframe.end}`,
        sql.in("type", [...new Set(types.map((type) => (type === "ping" ? "source" : type)))]),
        rules.right
      ])}`
    const counted = sql.literal(query.byLead ? "COUNT(DISTINCT lead_id)" : "COUNT(*)")
    const prefix = keys.length === 0 ? sql`` : sql`${sql.csv(keys)},`
    const types = [...new Set(counts.map((c) => c.type))]
    // Per outcome, and per type for `submitted` (a lead may have events of several outcomes).
    const byOutcome: ReadonlyArray<Row> =
      types.length === 0
        ? []
        : yield* sql<Row>`SELECT ${prefix} type, outcome, ${counted} AS n FROM (${base(types, [])}) t GROUP BY ${sql.csv([...keys, sql`type`, sql`outcome`])}`
    const byType: ReadonlyArray<Row> = counts.some((c) => c.outcome === undefined)
      ? yield* sql<Row>`SELECT ${prefix} type, ${counted} AS n FROM (${base(types, [])}) t GROUP BY ${sql.csv([...keys, sql`type`])}`
      : []
    const moneyRows: ReadonlyArray<Row> =
      money.length === 0
        ? []
        : // As reports do (docs/returns.md): an approved return's received event carries minus the
          // delivery's revenue, a refunded return's sent event minus the lead's cost (no other
          // feedback event carries money), so revenue, cost and profit are net of returns.
          // Summed as reports sum money (`EventSql.ts` `moneySum`): the same on both dialects.
          yield* sql<Row>`SELECT ${prefix} ${moneySum(sql, sql`CASE WHEN type IN ('source', 'feedback-sent') THEN m END`)} AS cost,
              ${moneySum(sql, sql`CASE WHEN type IN ('recipient', 'feedback-received') THEN r END`)} AS revenue
            FROM (${base(["source", "recipient", "feedback-received", "feedback-sent"], [sql`${moneyOf(e, ["cost"])} AS m`, sql`${moneyOf(e, ["revenue"])} AS r`])}) t
            WHERE type IN ('source', 'recipient') OR (type = 'feedback-received' AND r IS NOT NULL) OR (type = 'feedback-sent' AND m IS NOT NULL)
            ${keys.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(keys)}`}`
    return assemble(query, bucketList, counts, money, byOutcome, byType, moneyRows)
  })

const moneyOf = (e: EventSql, path: PropertyPath): Fragment => e.number(path)

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

const assemble = (
  query: StatsQuery,
  bucketList: ReadonlyArray<Bucket>,
  counts: ReadonlyArray<CountColumn>,
  money: ReadonlyArray<string>,
  byOutcome: ReadonlyArray<Row>,
  byType: ReadonlyArray<Row>,
  moneyRows: ReadonlyArray<Row>
): ReadonlyArray<StatsRow> => {
  const names = query.groupBy.map(pathText)
  const hasInterval = query.interval !== undefined
  const keyOf = (row: Row) => JSON.stringify([hasInterval ? String(row["k"]) : "", ...names.map((_, i) => text(row[`g${i}`]))])
  const entries = new Map<string, Record<string, unknown>>()
  const entry = (row: Row): Record<string, unknown> => {
    const key = keyOf(row)
    let found = entries.get(key)
    if (found === undefined) {
      found = {}
      names.forEach((name, i) => ((found as Record<string, unknown>)[name] = text(row[`g${i}`])))
      entries.set(key, found)
    }
    return found
  }
  for (const row of byOutcome)
    for (const c of counts)
      if (c.outcome !== undefined && c.type === row["type"] && c.outcome === row["outcome"]) entry(row)[c.name] = Number(row["n"])
  for (const row of byType)
    for (const c of counts) if (c.outcome === undefined && c.type === row["type"]) entry(row)[c.name] = Number(row["n"])
  for (const row of moneyRows) {
    const cost = Number(row["cost"] ?? 0)
    const revenue = Number(row["revenue"] ?? 0)
    const target = entry(row)
    if (money.includes("cost")) target["cost"] = cost
    if (money.includes("revenue")) target["revenue"] = revenue
    if (money.includes("profit")) target["profit"] = revenue - cost
  }
  const complete = (found: Record<string, unknown>): Record<string, unknown> => {
    for (const c of query.columns) found[c] ??= 0
    return found
  }
  // Every sub-timeframe appears (zeros when empty); groups only where they have events.
  const out: Array<StatsRow> = []
  for (const bucket of bucketList) {
    const prefix = JSON.stringify([bucket.key])
    const inBucket = [...entries.entries()].filter(([key]) => key.startsWith(prefix.slice(0, -1) + ","))
    const timeframe = hasInterval ? { timeframe: timeframeText(bucket) } : {}
    if (names.length === 0) out.push({ ...timeframe, ...complete(entries.get(prefix) ?? {}) })
    else for (const found of inBucket.map(([, found]) => found).sort(compareGroups(names))) out.push({ ...timeframe, ...complete(found) })
  }
  return out
}
