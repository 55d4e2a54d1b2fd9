import { type SqlClient } from "@effect/sql"
import { SuppressionLists, type ListQuery } from "@leadflow/core"
import { Array as Arr, Effect } from "effect"
import { registerListName } from "./ListRegistration.js"
import { asStoreError, toMillis } from "./StoreErrors.js"

interface AddedAtRow {
  readonly added_at: unknown
}

/** Values per statement: three parameters each, far under either database's limit. */
const valuesPerStatement = 1_000

export type SuppressionListsService = SuppressionLists["Type"]

/**
 * `SuppressionLists` of one account on the current `SqlClient`: every statement names the account,
 * so the same list name in two accounts is two lists, and no value, count or removal crosses
 * between them. `addIfAbsent` is one upsert, so two leads with the same value racing through a
 * duplicate check cannot both be told they are unique. A name written to for the first time is
 * registered in `lists` (see `registerListName`), so `/lists` shows every list a step made.
 */
export const makeAccountSuppressionLists = (sql: SqlClient.SqlClient, accountId: string): SuppressionListsService => {
  const query = (list: string, value: string, since?: number) =>
    sql<AddedAtRow>`SELECT added_at FROM suppression_lists
      WHERE account_id = ${accountId} AND list = ${list} AND value = ${value}${since === undefined ? sql`` : sql` AND added_at >= ${since}`}`.pipe(
      Effect.map((rows): ListQuery => (rows[0] === undefined ? { found: false } : { found: true, addedAt: toMillis(rows[0].added_at) })),
      asStoreError(`querying list ${list}`)
    )

  // One upsert per chunk; duplicates are dropped first since PostgreSQL refuses to update one row
  // twice in a statement. An entry keeps the newest time it was added.
  const add = (list: string, values: ReadonlyArray<string>, now: number) =>
    Effect.zipRight(
      registerListName(sql, accountId, list, now),
      Effect.forEach(
        Arr.chunksOf(Arr.dedupe(values), valuesPerStatement),
        (chunk) =>
          sql`INSERT INTO suppression_lists ${sql.insert(chunk.map((value) => ({ account_id: accountId, list, value, added_at: now })))}
            ON CONFLICT (account_id, list, value) DO UPDATE SET added_at = excluded.added_at
            WHERE suppression_lists.added_at < excluded.added_at`,
        { discard: true }
      )
    ).pipe(sql.withTransaction, Effect.as(values.length), asStoreError(`adding to list ${list}`))

  const remove = (list: string, values: ReadonlyArray<string>) =>
    Effect.forEach(
      Arr.chunksOf(Arr.dedupe(values), valuesPerStatement),
      (chunk) =>
        sql<{ readonly value: string }>`DELETE FROM suppression_lists
          WHERE account_id = ${accountId} AND list = ${list} AND ${sql.in("value", chunk)} RETURNING value`,
    ).pipe(
      sql.withTransaction,
      Effect.map((deleted) => deleted.reduce((n, rows) => n + rows.length, 0)),
      asStoreError(`removing from list ${list}`)
    )

  // Added when there is no entry, or (with a lookback) only an entry older than `since`, which
  // then takes the new time. A row comes back only when the value was added.
  const addIfAbsent = (list: string, value: string, now: number, since?: number) =>
    (since === undefined
      ? sql`INSERT INTO suppression_lists ${sql.insert({ account_id: accountId, list, value, added_at: now })}
          ON CONFLICT (account_id, list, value) DO NOTHING RETURNING value`
      : sql`INSERT INTO suppression_lists ${sql.insert({ account_id: accountId, list, value, added_at: now })}
          ON CONFLICT (account_id, list, value) DO UPDATE SET added_at = excluded.added_at
          WHERE suppression_lists.added_at < ${since} RETURNING value`
    ).pipe(
      // A value added may be the list's first: its name is registered then (a value found was
      // written before, and registered with it).
      Effect.flatMap((rows) =>
        rows.length > 0 ? Effect.as(registerListName(sql, accountId, list, now), true) : Effect.succeed(false)
      ),
      asStoreError(`adding to list ${list}`)
    )

  return SuppressionLists.of({ query, add, remove, addIfAbsent })
}
