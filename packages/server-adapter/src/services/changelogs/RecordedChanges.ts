import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import type { ChangelogType, NotFound } from "@leadflow/api"
import { concurrentUpdate } from "../Freshness.js"
import { recordChange } from "./ChangelogWriter.js"

/**
 * Create, update and delete of a changelogged record (flow, field, entity): the document change
 * and its changelog in one transaction, so neither is ever stored without the other. An update
 * names the version it read; a newer stored one is a 409.
 */

type RecordedTable = "flows" | "fields" | "entities"

export const createRecorded = (
  table: RecordedTable,
  type: ChangelogType,
  accountId: string,
  id: string,
  body: Record<string, unknown>,
  now: number
) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const doc = yield* (yield* Documents).insert(table, accountId, id, body, now)
        yield* recordChange({ accountId, type, action: "create", after: doc.body })
        return doc
      })
    )
  )

export const updateRecorded = (
  table: RecordedTable,
  type: ChangelogType,
  accountId: string,
  stored: StoredDocument,
  body: Record<string, unknown>,
  now: number,
  missing: NotFound
) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const updated = yield* (yield* Documents).update(table, accountId, stored.id, body, now, stored.version)
        if (Option.isNone(updated)) return yield* Effect.fail(missing)
        yield* recordChange({ accountId, type, action: "update", before: stored.body, after: updated.value.body })
        return updated.value
      })
    )
  ).pipe(Effect.catchTag("StaleVersion", () => Effect.fail(concurrentUpdate)))

export const removeRecorded = (table: RecordedTable, type: ChangelogType, accountId: string, id: string, missing: NotFound) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const removed = yield* (yield* Documents).remove(table, accountId, id)
        if (Option.isNone(removed)) return yield* Effect.fail(missing)
        yield* recordChange({ accountId, type, action: "delete", before: removed.value.body })
        return removed.value
      })
    )
  )
