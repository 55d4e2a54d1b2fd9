import type { SqlClient, SqlError, Statement } from "@effect/sql"
import { Effect } from "effect"
import { groupAlias } from "./EventTally.js"

/**
 * The pings won per report row (`ping-win-rate`). No ping id is carried to the post, so a win is
 * traced by order: the successful pings and successful leads (non-ping source events) of a flow
 * and source in time order (a ping first at equal times), each lead winning the earliest
 * unmatched ping; so the pings won are the leads minus the largest excess of leads over pings in
 * any prefix. Events of one kind at the same time add the same step, so their order among
 * themselves changes no prefix's excess: no tie-break by id is needed, and only successful source
 * events are read, from the `events_metrics` index alone (the id is not in it).
 */
type Row = Readonly<Record<string, unknown>>

export interface GroupWins {
  readonly values: ReadonlyArray<unknown>
  readonly won: number
}

export const pingWins = (
  sql: SqlClient.SqlClient,
  groups: ReadonlyArray<Statement.Fragment>,
  filters: ReadonlyArray<Statement.Fragment>
): Effect.Effect<ReadonlyArray<GroupWins>, SqlError.SqlError> => {
  const aliases = groups.map((_, i) => sql.literal(groupAlias(i)))
  const partition = sql.csv([...aliases, sql`flow_id`, sql`source_id`])
  const isPing = sql`ping = 1`
  const successes = sql`SELECT ${sql.csv([
    ...groups.map((group, i) => sql`${group} AS ${aliases[i]}`),
    sql`flow_id`,
    sql`source_id`,
    sql`created_at`,
    sql`ping`
  ])} FROM events WHERE ${sql.and([...filters, sql`type = 'source'`, sql`outcome = 'success'`])}`
  const groupClause = aliases.length === 0 ? sql`` : sql`GROUP BY ${sql.csv(aliases)}`
  const rows = sql<Row>`SELECT ${sql.csv([
    ...aliases,
    sql`SUM(leads - CASE WHEN max_excess > 0 THEN max_excess ELSE 0 END) AS won`
  ])} FROM (
    SELECT ${partition}, SUM(CASE WHEN ${isPing} THEN 0 ELSE 1 END) AS leads, MAX(excess) AS max_excess FROM (
      SELECT ${partition}, ping, SUM(CASE WHEN ${isPing} THEN -1 ELSE 1 END) OVER (
        PARTITION BY ${partition}
        ORDER BY created_at, CASE WHEN ${isPing} THEN 0 ELSE 1 END
        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
      ) AS excess
      FROM (${successes}) e
    ) r GROUP BY ${partition}
  ) p ${groupClause}`
  return Effect.map(rows, (won) =>
    won.map((row) => ({
      values: groups.map((_, i) => row[groupAlias(i)] ?? null),
      won: row["won"] === null || row["won"] === undefined ? 0 : Number(row["won"])
    }))
  )
}
