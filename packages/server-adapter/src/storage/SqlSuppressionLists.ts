import { SqlClient } from "@effect/sql"
import { SuppressionLists, type ListQuery } from "@leadflow/core"
import { Array as Arr, Effect, Layer } from "effect"
import { asStoreError, toMillis } from "./StoreErrors.js"

interface AddedAtRow {
  readonly added_at: unknown
}

/** Values per statement: two parameters each, far under either database's limit. */
const valuesPerStatement = 1_000

/**
 * `SuppressionLists` on the current `SqlClient`. `addIfAbsent` is one upsert, so two leads with
 * the same value racing through a duplicate check cannot both be told they are unique.
 */
export const makeSqlSuppressionLists = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const query = (list: string, value: string, since?: number) =>
    sql<AddedAtRow>`SELECT added_at FROM suppression_list_entries
      WHERE list = ${list} AND value = ${value}${since === undefined ? sql`` : sql` AND added_at >= ${since}`}`.pipe(
      Effect.map((rows): ListQuery => (rows[0] === undefined ? { found: false } : { found: true, addedAt: toMillis(rows[0].added_at) })),
      asStoreError(`querying list ${list}`)
    )

  // One upsert per chunk; duplicates are dropped first since PostgreSQL refuses to update one row
  // twice in a statement. An entry keeps the newest time it was added.
  const add = (list: string, values: ReadonlyArray<string>, now: number) =>
    Effect.forEach(
      Arr.chunksOf(Arr.dedupe(values), valuesPerStatement),
      (chunk) =>
        sql`INSERT INTO suppression_list_entries ${sql.insert(chunk.map((value) => ({ list, value, added_at: now })))}
          ON CONFLICT (list, value) DO UPDATE SET added_at = excluded.added_at
          WHERE suppression_list_entries.added_at < excluded.added_at`,
      { discard: true }
    ).pipe(sql.withTransaction, Effect.as(values.length), asStoreError(`adding to list ${list}`))

  const remove = (list: string, values: ReadonlyArray<string>) =>
    Effect.forEach(
      Arr.chunksOf(Arr.dedupe(values), valuesPerStatement),
      (chunk) =>
        sql<{ readonly value: string }>`DELETE FROM suppression_list_entries
          WHERE list = ${list} AND ${sql.in("value", chunk)} RETURNING value`,
    ).pipe(
      sql.withTransaction,
      Effect.map((deleted) => deleted.reduce((n, rows) => n + rows.length, 0)),
      asStoreError(`removing from list ${list}`)
    )

  // Added when there is no entry, or (with a lookback) only an entry older than `since`, which
  // then takes the new time. A row comes back only when the value was added.
  const addIfAbsent = (list: string, value: string, now: number, since?: number) =>
    (since === undefined
      ? sql`INSERT INTO suppression_list_entries ${sql.insert({ list, value, added_at: now })}
          ON CONFLICT (list, value) DO NOTHING RETURNING value`
      : sql`INSERT INTO suppression_list_entries ${sql.insert({ list, value, added_at: now })}
          ON CONFLICT (list, value) DO UPDATE SET added_at = excluded.added_at
          WHERE suppression_list_entries.added_at < ${since} RETURNING value`
    ).pipe(
      Effect.map((rows) => rows.length > 0),
      asStoreError(`adding to list ${list}`)
    )

  return SuppressionLists.of({ query, add, remove, addIfAbsent })
})

export const SqlSuppressionListsLayer: Layer.Layer<SuppressionLists, never, SqlClient.SqlClient> = Layer.effect(
  SuppressionLists,
  makeSqlSuppressionLists
)
