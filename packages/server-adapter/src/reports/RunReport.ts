import { SqlClient, type Statement } from "@effect/sql"
import { compileRuleSet, type StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"
import { parseBody } from "../storage/Documents.js"
import {
  type BaseMeasures,
  type ColumnName,
  countedKinds,
  countedOutcomes,
  defaultColumns,
  deriveColumns
} from "./Columns.js"
import { eventSql } from "./EventSql.js"
import type { ReportDefinition } from "./Report.js"
import { splitRules } from "./RuleSql.js"
import type { RunResult, RunRow } from "./RunResult.js"

/**
 * Run a report over the events in the database: SQL counts and sums the events of the account
 * recorded in the window (`created_at` between `start` and `end`, inclusive), grouped by the
 * report's `group_by` paths; `Columns.ts` derives the columns from those sums. Rules SQL cannot
 * decide exactly are applied by the rules engine between a SQL pre-filter and the aggregate
 * (`RuleSql.ts`): the matching ids go back into the aggregate query as one JSON parameter.
 */
export interface RunWindow {
  readonly start: number
  readonly end: number
}

/** Event types a report counts (retries and filters are not counted by any column). */
const countedTypes = ["source", "recipient", "feedback-received", "feedback-sent"] as const

const measureAlias = (name: string): string => `m_${name.replace(/-/g, "_")}`
const groupAlias = (index: number): string => `g${index}`

type Row = Readonly<Record<string, unknown>>

const numberOf = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

const groupText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

export const runReport = (
  accountId: string,
  definition: ReportDefinition,
  window: RunWindow
): Effect.Effect<RunResult, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const events = eventSql(sql)
    const groupBy = definition.group_by ?? []
    const columns: ReadonlyArray<ColumnName> =
      definition.columns === undefined || definition.columns.length === 0 ? defaultColumns : definition.columns
    const { conditions, residual } = splitRules(sql, definition.rules ?? [])

    const filters: Array<Statement.Fragment> = [
      sql`account_id = ${accountId}`,
      sql`created_at >= ${window.start}`,
      sql`created_at <= ${window.end}`,
      sql`type IN ${sql.in(countedTypes)}`,
      ...conditions
    ]
    if (residual.length > 0) {
      // The rules engine judges each pre-filtered event by its body, the event being the vars.
      const rules = compileRuleSet({ op: "and", rules: residual })
      const candidates = yield* sql<{ readonly id: string; readonly body: unknown }>`SELECT id, body FROM events WHERE ${sql.and(filters)}`
      const ids = candidates.filter((row) => rules(parseBody(row.body)) === undefined).map((row) => row.id)
      filters.push(events.idIn(JSON.stringify(ids)))
    }

    const feedbackType = sql`LOWER(${events.text(["vars", "feedback", "type"])})`
    const isPing = events.isTrue("ping")
    const kind = sql`CASE
      WHEN type = 'source' AND ${isPing} THEN 'ping'
      WHEN type = 'source' THEN 'source'
      WHEN type = 'recipient' THEN 'recipient'
      WHEN type = 'feedback-received' AND ${feedbackType} = 'return' THEN 'return-received'
      WHEN type = 'feedback-sent' AND ${feedbackType} = 'return' THEN 'return-sent'
      WHEN type = 'feedback-received' AND ${feedbackType} = 'conversion' THEN 'conversion-received'
      WHEN type = 'feedback-sent' AND ${feedbackType} = 'conversion' THEN 'conversion-sent'
    END`

    const run = (paths: ReadonlyArray<string>) => {
      const groups = paths.map((_, i) => groupAlias(i))
      const inner = sql`SELECT ${sql.csv([
        ...paths.map((path, i) => sql`${events.text(path.split("."))} AS ${sql(groupAlias(i))}`),
        sql`outcome`,
        sql`${kind} AS kind`,
        sql`${events.number("cost")} AS cost`,
        sql`${events.number("revenue")} AS revenue`,
        sql`flow_id`,
        sql`source_id`,
        sql`created_at`,
        sql`id`
      ])} FROM events WHERE ${sql.and(filters)}`

      const count = (condition: string, alias: string) =>
        sql`SUM(CASE WHEN ${sql.literal(condition)} THEN 1 ELSE 0 END) AS ${sql(alias)}`
      const measures = [
        ...countedKinds.flatMap((k) =>
          countedOutcomes.map((o) =>
            count(
              o === "submitted" ? `kind = '${k}' AND outcome IN ('success', 'failure', 'error')` : `kind = '${k}' AND outcome = '${o}'`,
              measureAlias(`${k}-${o}`)
            )
          )
        ),
        count(`kind = 'ping'`, measureAlias("ping-submitted")),
        count(`kind = 'ping' AND outcome = 'success'`, measureAlias("ping-success")),
        sql`SUM(CASE WHEN kind = 'source' THEN cost ELSE 0 END) AS ${sql(measureAlias("cost"))}`,
        sql`SUM(CASE WHEN kind = 'recipient' THEN revenue ELSE 0 END) AS ${sql(measureAlias("revenue"))}`
      ]
      const groupClause = groups.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(groups)}`
      const totals = sql<Row>`SELECT ${sql.csv([...groups, ...measures])} FROM (${inner}) e ${groupClause}`

      // Pings and leads of a flow and source in time order (a ping first at equal times): each
      // lead wins the earliest unmatched ping, so the pings won are the leads minus the largest
      // excess of leads over pings in any prefix.
      const partition = sql.csv([...groups, sql`flow_id`, sql`source_id`])
      const wins = sql<Row>`SELECT ${sql.csv([
        ...groups,
        sql`SUM(leads - CASE WHEN max_excess > 0 THEN max_excess ELSE 0 END) AS won`
      ])} FROM (
        SELECT ${partition}, SUM(CASE WHEN kind = 'source' THEN 1 ELSE 0 END) AS leads, MAX(excess) AS max_excess FROM (
          SELECT ${partition}, kind, SUM(CASE WHEN kind = 'source' THEN 1 ELSE -1 END) OVER (
            PARTITION BY ${partition}
            ORDER BY created_at, CASE WHEN kind = 'ping' THEN 0 ELSE 1 END, id
            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
          ) AS excess
          FROM (${inner}) e WHERE outcome = 'success' AND kind IN ('ping', 'source')
        ) r GROUP BY ${partition}
      ) p ${groupClause}`

      return Effect.map(Effect.all([totals, wins]), ([sums, won]) => {
        const key = (row: Row) => JSON.stringify(paths.map((_, i) => groupText(row[groupAlias(i)])))
        const wonBy = new Map(won.map((row) => [key(row), numberOf(row["won"])]))
        return sums.map((row): RunRow => {
          const base = Object.fromEntries([
            ...countedKinds.flatMap((k) =>
              countedOutcomes.map((o) => [`${k}-${o}`, numberOf(row[measureAlias(`${k}-${o}`)])])
            ),
            ...(["ping-submitted", "ping-success", "cost", "revenue"] as const).map((m) => [m, numberOf(row[measureAlias(m)])]),
            ["ping-won", wonBy.get(key(row)) ?? 0]
          ]) as BaseMeasures
          const derived = deriveColumns(base)
          return {
            group: Object.fromEntries(paths.map((path, i) => [path, groupText(row[groupAlias(i)])])),
            values: Object.fromEntries(columns.map((column) => [column, derived[column]]))
          }
        })
      })
    }

    const [rows, totalRows] = yield* Effect.all([run(groupBy), run([])])
    return {
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
      group_by: groupBy,
      columns,
      rows: [...rows].sort((a, b) => compareGroups(groupBy, a, b)),
      totals: totalRows[0]?.values ?? {}
    }
  }).pipe(asStoreError("running a report"))

/** Rows ordered by their group values, a missing value first (the same on both dialects). */
const compareGroups = (paths: ReadonlyArray<string>, a: RunRow, b: RunRow): number => {
  for (const path of paths) {
    const x = a.group[path] ?? null
    const y = b.group[path] ?? null
    if (x === y) continue
    if (x === null) return -1
    if (y === null) return 1
    return x < y ? -1 : 1
  }
  return 0
}
