import { SqlClient } from "@effect/sql"
import { normalizeListName, objectIdGenerator, type StoreError } from "@leadflow/core"
import { type ListInput, type ListItem, type ListItemsAdded, type ListItemsRemoved, type ListRecord, maxListNameLength } from "@leadflow/api"
import { Array as Arr, Clock, Effect, Option, Stream } from "effect"
import { withReferenceLock } from "../../storage/ReferenceLock.js"
import { asStoreError, toMillis } from "../../storage/StoreErrors.js"
import { CsvRows } from "./CsvRows.js"
import { Documents } from "../../storage/Documents.js"
import { InvalidListName, ListInUse, ListItemNotFound, ListNameTaken, ListNotFound } from "./ListErrors.js"
import { ListTally } from "./ListTally.js"
import { flowsUsingList } from "./ListUsage.js"
import { listValue } from "./ListValue.js"

/** Values per INSERT: four parameters each, far under either database's limit. */
const valuesPerStatement = 1_000
/** Values per transaction while a CSV streams in: what is held in memory at most, besides a row. */
export const valuesPerTransaction = 10_000

interface ListRow {
  readonly id: string
  readonly name: string
  readonly description: string | null
  readonly item_count: unknown
  readonly created_at: unknown
  readonly updated_at: unknown
}

const iso = (ms: unknown): string => new Date(toMillis(ms)).toISOString()

const toRecord = (row: ListRow): ListRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  item_count: toMillis(row.item_count),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at)
})

/** A value of the list after normalisation, with where it came from. */
interface Pending {
  readonly position: number
  readonly value: string
}

/**
 * Managed suppression lists (`/lists`), every method scoped by the account: a list of another
 * account is `ListNotFound`, exactly as a missing one. A list's values live where the steps and
 * list checks keep them (`suppression_lists`, by the list's name), normalised as they normalise
 * them, so what is added here is what a lead is checked against.
 */
export class Lists extends Effect.Service<Lists>()("@leadflow/server-adapter/Lists", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const documents = yield* Documents
    const nextId = objectIdGenerator()

    const selectLists = (accountId: string, id?: string) =>
      sql<ListRow>`SELECT l.id, l.name, l.description, l.created_at, l.updated_at,
          (SELECT COUNT(*) FROM suppression_lists s WHERE s.account_id = l.account_id AND s.list = l.name) AS item_count
        FROM lists l WHERE l.account_id = ${accountId}${id === undefined ? sql`` : sql` AND l.id = ${id}`}
        ORDER BY l.name`

    const find = (accountId: string, id: string): Effect.Effect<ListRecord, ListNotFound | StoreError> =>
      selectLists(accountId, id.toLowerCase()).pipe(
        asStoreError("reading a list"),
        Effect.flatMap((rows) => (rows[0] === undefined ? Effect.fail(new ListNotFound({ id })) : Effect.succeed(toRecord(rows[0]))))
      )

    const all = (accountId: string) => selectLists(accountId).pipe(asStoreError("listing lists"), Effect.map(Arr.map(toRecord)))

    const create = (accountId: string, input: ListInput) =>
      Effect.gen(function* () {
        const name = normalizeListName(input.name)
        if (name === "") return yield* Effect.fail(new InvalidListName({ name: input.name, reason: "must hold a letter or a digit" }))
        // The input is bounded, but normalising may lengthen it (`㎢` is `km2`): bound what is stored.
        if (name.length > maxListNameLength)
          return yield* Effect.fail(
            new InvalidListName({ name: input.name, reason: `must be at most ${maxListNameLength} characters once normalised` })
          )
        const now = yield* Clock.currentTimeMillis
        const id = nextId()
        const inserted = yield* sql<{ readonly id: string }>`INSERT INTO lists ${sql.insert({
          id,
          account_id: accountId,
          name,
          description: input.description ?? null,
          created_at: now,
          updated_at: now
        })} ON CONFLICT (account_id, name) DO NOTHING RETURNING id`.pipe(asStoreError("creating a list"))
        if (inserted.length === 0) {
          const existing = yield* sql<{ readonly id: string }>`SELECT id FROM lists WHERE account_id = ${accountId} AND name = ${name}`.pipe(
            asStoreError("creating a list")
          )
          return yield* Effect.fail(new ListNameTaken({ name, id: existing[0]?.id ?? "" }))
        }
        return yield* find(accountId, id).pipe(Effect.catchTag("ListNotFound", Effect.die))
      })

    /**
     * Only a list no flow uses (Conflict naming the flows, in the draft or the deployed version):
     * a list check or step reading a deleted list finds nothing, so a DNC check would pass every
     * lead, silently. Checked and deleted under the account's reference lock, which a deploy takes
     * too: a flow deployed meanwhile is seen by the check, or sees the list gone. (A deployed
     * flow reading a list deleted anyhow, in the database say, takes no leads: the run-time
     * reference check in `FlowReferences.ts`.)
     */
    const remove = (accountId: string, id: string) =>
      withReferenceLock(
        accountId,
        Effect.gen(function* () {
          const list = yield* find(accountId, id)
          const users = yield* flowsUsingList(accountId, list.name).pipe(Effect.provideService(Documents, documents))
          if (users.length > 0) return yield* Effect.fail(new ListInUse({ name: list.name, flows: users }))
          yield* Effect.zipRight(
            sql`DELETE FROM suppression_lists WHERE account_id = ${accountId} AND list = ${list.name}`,
            sql`DELETE FROM lists WHERE account_id = ${accountId} AND id = ${list.id}`
          ).pipe(asStoreError(`deleting list ${list.name}`))
          return list
        })
      ).pipe(Effect.provideService(SqlClient.SqlClient, sql))

    /** Insert what is new; the count of rows inserted (a value already there is left as it was). */
    const insertValues = (accountId: string, list: string, values: ReadonlyArray<string>, now: number) =>
      Effect.reduce(Arr.chunksOf(values, valuesPerStatement), 0, (added, chunk) =>
        sql<{ readonly value: string }>`INSERT INTO suppression_lists ${sql.insert(
          chunk.map((value) => ({ account_id: accountId, list, value, added_at: now }))
        )} ON CONFLICT (account_id, list, value) DO NOTHING RETURNING value`.pipe(Effect.map((rows) => added + rows.length))
      )

    /**
     * Store one batch in one transaction: repeats within the batch, and values already on the
     * list, count as duplicates. `seenInBatch` holds only this batch's values.
     */
    const storeBatch = (accountId: string, list: ListRecord, batch: ReadonlyArray<Pending>, tally: ListTally) =>
      Effect.gen(function* () {
        if (batch.length === 0) return
        const distinct = [...new Set(batch.map((item) => item.value))]
        const now = yield* Clock.currentTimeMillis
        const added = yield* insertValues(accountId, list.name, distinct, now).pipe(
          Effect.tap((n) => (n > 0 ? sql`UPDATE lists SET updated_at = ${now} WHERE account_id = ${accountId} AND id = ${list.id}` : Effect.void)),
          sql.withTransaction,
          asStoreError(`adding to list ${list.name}`)
        )
        tally.done += added
        tally.skipped += batch.length - added
      })

    const accept = (tally: ListTally, pending: Array<Pending>, position: number, item: unknown): void => {
      const normal = listValue(item)
      if ("invalid" in normal) tally.refuse(position, item, normal.invalid)
      else pending.push({ position, value: normal.value })
    }

    const added = (tally: ListTally): ListItemsAdded => ({
      added: tally.done,
      duplicate: tally.skipped,
      invalid: tally.invalid,
      errors: tally.errors
    })

    const addItems = (accountId: string, id: string, items: ReadonlyArray<unknown>) =>
      Effect.gen(function* () {
        const list = yield* find(accountId, id)
        const tally = new ListTally()
        const pending: Array<Pending> = []
        items.forEach((item, i) => accept(tally, pending, i, item))
        for (const batch of Arr.chunksOf(pending, valuesPerTransaction)) yield* storeBatch(accountId, list, batch, tally)
        return added(tally)
      })

    /**
     * Add the values of a CSV body as it streams in: rows are parsed from each piece, and every
     * `valuesPerTransaction` values are stored (one transaction) before the next piece is pulled,
     * so memory holds one batch however long the body. The value is the first column, or the
     * column headed `value` when the first row has one.
     */
    const addCsv = <E>(accountId: string, id: string, body: Stream.Stream<Uint8Array, E>) =>
      Effect.gen(function* () {
        const list = yield* find(accountId, id)
        const tally = new ListTally()
        const rows = new CsvRows()
        const decoder = new TextDecoder()
        let rowNumber = 0
        let column = 0
        let pending: Array<Pending> = []
        const take = (row: ReadonlyArray<string>): void => {
          rowNumber++
          if (rowNumber === 1) {
            const headed = row.findIndex((field) => field.trim().toLowerCase() === "value")
            if (headed !== -1) {
              column = headed
              return
            }
          }
          const field = row[column]
          if (field === undefined) tally.refuse(rowNumber, row.join(","), `has no column ${column + 1}`)
          else accept(tally, pending, rowNumber, field)
        }
        const flush = Effect.suspend(() => {
          const batch = pending
          pending = []
          return storeBatch(accountId, list, batch, tally)
        })
        yield* Stream.runForEach(body, (bytes) => {
          for (const row of rows.push(decoder.decode(bytes, { stream: true }))) take(row)
          return pending.length >= valuesPerTransaction ? flush : Effect.void
        })
        for (const row of rows.push(decoder.decode())) take(row)
        const last = rows.end()
        if (last !== undefined) take(last)
        yield* flush
        return added(tally)
      })

    const removeItems = (accountId: string, id: string, items: ReadonlyArray<unknown>) =>
      Effect.gen(function* () {
        const list = yield* find(accountId, id)
        const tally = new ListTally()
        const pending: Array<Pending> = []
        items.forEach((item, i) => accept(tally, pending, i, item))
        const distinct = [...new Set(pending.map((item) => item.value))]
        const removed = yield* Effect.reduce(Arr.chunksOf(distinct, valuesPerStatement), 0, (n, chunk) =>
          sql<{ readonly value: string }>`DELETE FROM suppression_lists
            WHERE account_id = ${accountId} AND list = ${list.name} AND ${sql.in("value", chunk)} RETURNING value`.pipe(
            Effect.map((rows) => n + rows.length)
          )
        ).pipe(sql.withTransaction, asStoreError(`removing from list ${list.name}`))
        const result: ListItemsRemoved = {
          removed,
          missing: pending.length - removed,
          invalid: tally.invalid,
          errors: tally.errors
        }
        return result
      })

    /** The value in its normal form, when it is one a list can hold. */
    const normalOf = (value: string): Effect.Effect<string, ListItemNotFound> => {
      const normal = listValue(value)
      return "invalid" in normal ? Effect.fail(new ListItemNotFound({ value })) : Effect.succeed(normal.value)
    }

    const findItem = (accountId: string, id: string, value: string) =>
      Effect.gen(function* () {
        const list = yield* find(accountId, id)
        const normal = yield* normalOf(value)
        const rows = yield* sql<{ readonly added_at: unknown }>`SELECT added_at FROM suppression_lists
          WHERE account_id = ${accountId} AND list = ${list.name} AND value = ${normal}`.pipe(asStoreError(`reading list ${list.name}`))
        const row = Option.fromNullable(rows[0])
        if (Option.isNone(row)) return yield* Effect.fail(new ListItemNotFound({ value }))
        const item: ListItem = { value: normal, added_at: iso(row.value.added_at) }
        return item
      })

    const removeItem = (accountId: string, id: string, value: string) =>
      Effect.gen(function* () {
        const list = yield* find(accountId, id)
        const normal = yield* normalOf(value)
        const rows = yield* sql<{ readonly added_at: unknown }>`DELETE FROM suppression_lists
          WHERE account_id = ${accountId} AND list = ${list.name} AND value = ${normal} RETURNING added_at`.pipe(
          asStoreError(`removing from list ${list.name}`)
        )
        const row = Option.fromNullable(rows[0])
        if (Option.isNone(row)) return yield* Effect.fail(new ListItemNotFound({ value }))
        const item: ListItem = { value: normal, added_at: iso(row.value.added_at) }
        return item
      })

    const count = (accountId: string, id: string) => Effect.map(find(accountId, id), (list) => list.item_count)

    return { all, find, create, remove, addItems, addCsv, removeItems, findItem, removeItem, count } as const
  })
}) {}
