import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { eventsWithShared, storedEvent, storedParts } from "../../storage/SharedVars.js"
import { sqliteFunctionNames } from "../../storage/SqliteFunctions.js"
import { asStoreError, toMillis } from "../../storage/StoreErrors.js"
import type { SortableField } from "@leadflow/api"
import { wordPrefixPatterns } from "./SearchTerms.js"

/**
 * Stored leads, read from the events table: a lead is its source event (pings excluded; they
 * are bids, not leads), whose `vars.lead` holds every submitted value. Search runs in the
 * database over the text leaves of `vars.lead` (`json_tree` on SQLite, a jsonpath on
 * PostgreSQL), so paging and totals never load the whole account.
 */

export interface SourceRow {
  readonly id: string
  readonly leadId: string
  readonly outcome: string
  readonly createdAt: number
  readonly body: Record<string, unknown>
}

interface EventRow {
  readonly id: string
  readonly lead_id: string
  readonly outcome: string
  readonly created_at: unknown
  readonly body: unknown
  readonly shared_vars: unknown
  readonly template: unknown
}

const toRow = (row: EventRow): SourceRow => ({
  id: row.id,
  leadId: row.lead_id,
  outcome: row.outcome,
  createdAt: toMillis(row.created_at),
  body: storedEvent(row)
})

export interface SearchOptions {
  readonly accountId: string
  readonly terms: ReadonlyArray<string>
  readonly sortBy: SortableField | undefined
  readonly sortDir: "asc" | "desc" | undefined
  readonly offset: number
  readonly limit: number
}

export const makeLeadStore = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const isPg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
  const from = eventsWithShared(sql)
  const columns = sql`events.id, lead_id, outcome, created_at, body, ${storedParts(sql)}`

  const notPing = isPg
    ? sql`COALESCE(body->>'ping', 'false') <> 'true'`
    : sql`COALESCE(json_extract(body, '$.ping'), 0) <> 1`

  /**
   * One term (case folded, `SearchTerms.ts`): some text value of the lead, its case folded alike,
   * starts a word with it. PostgreSQL's `ILIKE` folds as its `lower()` does; SQLite's `LIKE`
   * folds ASCII only, so there the server's `lf_word_prefix` folds and matches (`É` finds `é`).
   */
  const termMatches = (term: string) => {
    if (isPg) {
      const likes = wordPrefixPatterns(term).map((p) => sql`(t.v #>> '{}') ILIKE ${p}`)
      return sql`EXISTS (SELECT 1 FROM jsonb_path_query(COALESCE(shared_vars -> 'lead', events.body #> '{vars,lead}'), 'strict $.**') AS t(v)
        WHERE jsonb_typeof(t.v) = 'string' AND (${sql.or(likes)}))`
    }
    // A lead shared by its events is in the shared row (the body's is null there).
    return sql`EXISTS (SELECT 1 FROM json_tree(COALESCE(shared_vars -> '$.lead', events.body -> '$.vars.lead')) AS t
      WHERE t.type = 'text' AND ${sql.literal(sqliteFunctionNames.wordPrefix)}(t.value, ${term}))`
  }

  const leadConditions = (accountId: string, flowId?: string) => [
    sql`account_id = ${accountId}`,
    sql`type = 'source'`,
    notPing,
    ...(flowId === undefined ? [] : [sql`flow_id = ${flowId}`])
  ]

  /** A lead field's value for sorting: the normalised value of a typed field, else the value itself. */
  const fieldValue = (field: string) =>
    isPg
      ? sql`COALESCE(shared_vars #>> ${`{lead,${field},normal}`}::text[], body #>> ${`{vars,lead,${field},normal}`}::text[],
          shared_vars #>> ${`{lead,${field}}`}::text[], body #>> ${`{vars,lead,${field}}`}::text[])`
      : sql`COALESCE(json_extract(shared_vars, ${`$.lead.${field}.normal`}), json_extract(body, ${`$.vars.lead.${field}.normal`}),
          json_extract(shared_vars, ${`$.lead.${field}`}), json_extract(body, ${`$.vars.lead.${field}`}))`

  const orderBy = (sortBy: SortableField | undefined, dir: "asc" | "desc" | undefined) => {
    // No relevance score here: unsorted searches list the newest leads first.
    if (sortBy === undefined) return sql`ORDER BY created_at DESC, events.id DESC`
    const direction = dir === "desc" ? sql`DESC` : sql`ASC`
    const key = sortBy === "lead_id" ? sql`lead_id` : sortBy === "submission_timestamp" ? sql`created_at` : fieldValue(sortBy)
    // Leads without the field come last either way (SQLite would put NULL first ascending, PostgreSQL last).
    return sql`ORDER BY ${key} ${direction} NULLS LAST, events.id ${direction}`
  }

  const search = (options: SearchOptions): Effect.Effect<{ rows: ReadonlyArray<SourceRow>; total: number }, StoreError> => {
    const where = sql.and([...leadConditions(options.accountId), ...options.terms.map(termMatches)])
    const count = sql<{ readonly n: unknown }>`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`
    const page =
      options.limit <= 0
        ? Effect.succeed<ReadonlyArray<EventRow>>([])
        : sql<EventRow>`SELECT ${columns} FROM ${from} WHERE ${where}
            ${orderBy(options.sortBy, options.sortDir)} LIMIT ${options.limit} OFFSET ${options.offset}`
    return Effect.all({ rows: page, total: count }).pipe(
      Effect.map(({ rows, total }) => ({ rows: rows.map(toRow), total: Number(total[0]?.n ?? 0) })),
      asStoreError("searching leads")
    )
  }

  const list = (accountId: string, flowId: string | undefined, offset: number, limit: number) =>
    sql<EventRow>`SELECT ${columns} FROM ${from}
      WHERE ${sql.and(leadConditions(accountId, flowId))}
      ORDER BY created_at DESC, events.id DESC LIMIT ${limit} OFFSET ${offset}`.pipe(
      Effect.map((rows) => rows.map(toRow)),
      asStoreError("listing leads")
    )

  const sourceEvent = (accountId: string, leadId: string): Effect.Effect<Option.Option<SourceRow>, StoreError> =>
    sql<EventRow>`SELECT ${columns} FROM ${from}
      WHERE ${sql.and([...leadConditions(accountId), sql`lead_id = ${leadId}`])}
      ORDER BY created_at DESC, events.id DESC LIMIT 1`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toRow)),
      asStoreError(`reading lead ${leadId}`)
    )

  /** Every event of a lead in the account, oldest first. */
  const events = (accountId: string, leadId: string) =>
    sql<EventRow>`SELECT ${columns} FROM ${from}
      WHERE account_id = ${accountId} AND lead_id = ${leadId} ORDER BY created_at, id`.pipe(
      Effect.map((rows) => rows.map(toRow)),
      asStoreError(`reading the events of lead ${leadId}`)
    )

  /** The most recent event of each lead (one statement for a page of hits). */
  const latestEvents = (accountId: string, leadIds: ReadonlyArray<string>) =>
    leadIds.length === 0
      ? Effect.succeed(new Map<string, Record<string, unknown>>())
      : sql<EventRow>`SELECT ${columns} FROM ${from}
          WHERE account_id = ${accountId} AND ${sql.in("lead_id", leadIds)} ORDER BY created_at, id`.pipe(
          Effect.map((rows) => {
            const latest = new Map<string, Record<string, unknown>>()
            for (const row of rows) latest.set(row.lead_id, storedEvent(row))
            return latest
          }),
          asStoreError("reading the latest events of leads")
        )

  return { search, list, sourceEvent, events, latestEvents }
})
