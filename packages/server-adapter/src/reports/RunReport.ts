import { SqlClient, type Statement } from "@effect/sql"
import { compileRuleSet, type StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"
import { type ColumnName, defaultColumns, deriveColumns, type ReportDefinition, type RunResult, type RunRow } from "@leadflow/api"
import { eventSql } from "./EventSql.js"
import { splitRules } from "./RuleSql.js"
import { type Measures, tallyEvents } from "./EventTally.js"
import { pingWins } from "./PingWins.js"
import { eventsWithShared, storedEvent, storedParts } from "../storage/SharedVars.js"

/**
 * Run a report over the events in the database: SQL counts and sums the events of the account
 * recorded in the window (`created_at` between `start` and `end`, inclusive), grouped by the
 * report's `group_by` paths; `Columns.ts` derives the columns from those sums. Rules SQL cannot
 * decide exactly are applied by the rules engine between a SQL pre-filter and the aggregate
 * (`RuleSql.ts`): the matching ids go back into the aggregate query as one parameter (`EventSql.ts` `idIn`).
 */
export interface RunWindow {
  readonly start: number
  readonly end: number
}

/** Event types a report counts (retries and filters are not counted by any column). */
const countedTypes = ["source", "recipient", "bid", "feedback-received", "feedback-sent"] as const

const groupText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** A row's identity: its group values as text (as the answer shows them). */
const groupKey = (values: ReadonlyArray<unknown>): string => JSON.stringify(values.map(groupText))

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
      const candidates = yield* sql<{ readonly id: string; readonly body: unknown; readonly shared_vars: unknown; readonly template: unknown }>`SELECT events.id, body, ${storedParts(sql)} FROM ${eventsWithShared(sql)} WHERE ${sql.and(filters)}`
      const ids = candidates.filter((row) => rules(storedEvent(row)) === undefined).map((row) => row.id)
      filters.push(events.idIn(ids))
    }

    const groups = groupBy.map((path) => events.text(path.split(".")))
    // A group by flow and/or source keeps each flow and source's pings and leads in one row, so
    // the total wins are the rows' wins; any other grouping splits them, and the totals match
    // them anew over all the rows.
    const rowsKeepPairs = groupBy.every((path) => path === "vars.flow.id" || path === "vars.source.id")
    const winsWanted = { rows: groupBy.length > 0, all: !(groupBy.length > 0 && rowsKeepPairs) }
    const { groups: tallied, totals, wins } = yield* tallyEvents(sql, events, groups, filters, winsWanted)
    const [rowWins, allWins] =
      wins !== undefined
        ? [wins.rows, wins.all]
        : yield* Effect.all([
            winsWanted.rows ? pingWins(sql, groups, filters) : Effect.succeed([]),
            winsWanted.all ? pingWins(sql, [], filters) : Effect.succeed([])
          ])
    const wonBy = new Map(rowWins.map((row) => [groupKey(row.values), row.won]))
    const totalWon = groupBy.length > 0 && rowsKeepPairs ? rowWins.reduce((sum, row) => sum + row.won, 0) : (allWins[0]?.won ?? 0)
    const valuesOf = (measures: Measures, won: number) => {
      const derived = deriveColumns({ ...measures, "ping-won": won })
      return Object.fromEntries(columns.map((column) => [column, derived[column]]))
    }
    const totalValues = valuesOf(totals, totalWon)
    // Without group_by the one row is the totals (even over no events at all).
    const rows: ReadonlyArray<RunRow> =
      groupBy.length === 0
        ? [{ group: {}, values: totalValues }]
        : tallied.map((group) => ({
            group: Object.fromEntries(groupBy.map((path, i) => [path, groupText(group.values[i])])),
            values: valuesOf(group.measures, wonBy.get(groupKey(group.values)) ?? 0)
          }))
    return {
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
      group_by: groupBy,
      columns,
      rows: [...rows].sort((a, b) => compareGroups(groupBy, a, b)),
      totals: totalValues
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
