import { randomBytes } from "node:crypto"
import { SqlClient, SqlError } from "@effect/sql"
import { StoreError } from "@leadflow/core"
import { Clock, Data, Effect, Option, Schema } from "effect"
import { Documents, StaleVersion, type StoredDocument } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"
import { type Report, ReportColumn, type ReportInput, ReportRule } from "@leadflow/api"

/**
 * Reports of an account, stored as documents in `reports`, and their share tokens in
 * `report_tokens` (one row per shared report, unique by report). Sharing, unsharing and deleting
 * change both in one transaction; the stored report's version guards against a concurrent edit,
 * so the token on the report and the token that finds it never disagree, even with several
 * server processes on one PostgreSQL.
 */

export class ReportNotFound extends Data.TaggedError("ReportNotFound")<{ readonly id: string }> {}
export class ReportNameTaken extends Data.TaggedError("ReportNameTaken")<{ readonly name: string }> {}

const table = "reports"

/** A share token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString("base64url")

const StoredDefinition = Schema.Struct({
  name: Schema.String,
  description: Schema.optionalWith(Schema.String, { exact: true }),
  columns: Schema.optionalWith(Schema.Array(ReportColumn), { default: () => [] }),
  rules: Schema.optionalWith(Schema.Array(ReportRule), { default: () => [] }),
  group_by: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  token: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
})
const decodeStored = Schema.decodeUnknownSync(StoredDefinition)
const encodeRules = Schema.encodeSync(Schema.Array(ReportRule))

/** A stored report as the API answers it. */
export const toReport = (document: StoredDocument): Report => {
  const body = decodeStored(document.body)
  return {
    id: document.id,
    name: body.name,
    ...(body.description === undefined ? {} : { description: body.description }),
    columns: body.columns,
    rules: body.rules,
    group_by: body.group_by,
    token: body.token,
    created_at: new Date(document.createdAt).toISOString(),
    updated_at: new Date(document.updatedAt).toISOString()
  }
}

/** The document body of a definition (the token kept as it was). */
const toBody = (input: ReportInput, token: string | null): Record<string, unknown> => ({
  name: input.name,
  ...(input.description === undefined ? {} : { description: input.description }),
  columns: input.columns ?? [],
  rules: encodeRules(input.rules ?? []),
  group_by: input.group_by ?? [],
  token
})

/** The database refused a second report of that name (the unique index of migration 0005). */
const isUniqueViolation = (error: StoreError): boolean => {
  // The driver's error sits under the SqlError: PostgreSQL code 23505, SQLite SQLITE_CONSTRAINT_UNIQUE.
  let cause: unknown = error
  for (let depth = 0; depth < 4 && typeof cause === "object" && cause !== null; depth++) {
    const { code, message } = cause as { readonly code?: unknown; readonly message?: unknown }
    if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE") return true
    if (typeof message === "string" && /UNIQUE constraint failed|duplicate key value/i.test(message)) return true
    cause = (cause as { readonly cause?: unknown }).cause
  }
  return false
}

const withNameGuard =
  (name: string) =>
  <A, E, R>(effect: Effect.Effect<A, E | StoreError, R>): Effect.Effect<A, E | StoreError | ReportNameTaken, R> =>
    Effect.catchIf(
      effect,
      (error): error is StoreError =>
        typeof error === "object" && error !== null && "_tag" in error && error._tag === "StoreError" && isUniqueViolation(error as StoreError),
      () => Effect.fail(new ReportNameTaken({ name }))
    )

/** Retry a read-modify-write that lost the race to another writer (a fresh read each time). */
const retryStale = <A, E, R>(effect: Effect.Effect<A, E | StaleVersion, R>): Effect.Effect<A, Exclude<E, StaleVersion> | StoreError, R> =>
  Effect.retry(effect, { times: 20, while: (error) => error instanceof StaleVersion }).pipe(
    Effect.catchIf(
      (error): error is StaleVersion => error instanceof StaleVersion,
      () => Effect.fail(new StoreError({ message: "the report kept changing under a concurrent writer", cause: undefined }))
    )
  ) as Effect.Effect<A, Exclude<E, StaleVersion> | StoreError, R>

/** Run in one transaction; a failure to begin or commit is a store failure. */
const transactional = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | StoreError, R | SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(effect).pipe(
      Effect.catchIf(
        (error): error is SqlError.SqlError => error instanceof SqlError.SqlError,
        (cause) => Effect.fail(new StoreError({ message: `report transaction: ${cause.message}`, cause }))
      )
    )
  )

export const ReportStore = {
  list: (accountId: string) =>
    Effect.flatMap(Documents, (documents) => documents.list(table, accountId)).pipe(Effect.map((docs) => docs.map(toReport))),

  get: (accountId: string, id: string): Effect.Effect<Report, StoreError | ReportNotFound, Documents> =>
    Effect.flatMap(Documents, (documents) => documents.get(table, accountId, id)).pipe(
      Effect.flatMap(Option.match({ onNone: () => Effect.fail(new ReportNotFound({ id })), onSome: (doc) => Effect.succeed(toReport(doc)) }))
    ),

  /** The shared report a token names, and its account. */
  byToken: (token: string): Effect.Effect<Option.Option<{ readonly accountId: string; readonly report: Report }>, StoreError, Documents | SqlClient.SqlClient> =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const documents = yield* Documents
      const rows = yield* sql<{ readonly account_id: string; readonly report_id: string }>`SELECT account_id, report_id FROM report_tokens WHERE token = ${token}`.pipe(
        asStoreError("reading a report token")
      )
      const row = rows[0]
      if (row === undefined) return Option.none()
      const doc = yield* documents.get(table, row.account_id, row.report_id)
      return Option.map(doc, (d) => ({ accountId: row.account_id, report: toReport(d) }))
    }),

  create: (accountId: string, id: string, input: ReportInput): Effect.Effect<Report, StoreError | ReportNameTaken, Documents> =>
    Effect.gen(function* () {
      const documents = yield* Documents
      const existing = yield* documents.list(table, accountId)
      if (existing.some((doc) => doc.body["name"] === input.name)) return yield* Effect.fail(new ReportNameTaken({ name: input.name }))
      const now = yield* Clock.currentTimeMillis
      return toReport(yield* documents.insert(table, accountId, id, toBody(input, null), now))
    }).pipe(withNameGuard(input.name)),

  /** Replace a report's definition; its token is kept (only share and unshare change it). */
  update: (
    accountId: string,
    id: string,
    input: ReportInput
  ): Effect.Effect<Report, StoreError | ReportNameTaken | ReportNotFound, Documents> =>
    Effect.gen(function* () {
      const documents = yield* Documents
      const existing = yield* documents.list(table, accountId)
      const current = existing.find((doc) => doc.id === id)
      if (current === undefined) return yield* Effect.fail(new ReportNotFound({ id }))
      if (existing.some((doc) => doc.id !== id && doc.body["name"] === input.name))
        return yield* Effect.fail(new ReportNameTaken({ name: input.name }))
      const token = decodeStored(current.body).token
      const now = yield* Clock.currentTimeMillis
      const updated = yield* documents.update(table, accountId, id, toBody(input, token), now, current.version)
      return yield* Option.match(updated, {
        onNone: () => Effect.fail(new ReportNotFound({ id })),
        onSome: (doc) => Effect.succeed(toReport(doc))
      })
    }).pipe(retryStale, withNameGuard(input.name)),

  /** Give a report a new token (the old one stops working), or none (`token` null). */
  setToken: (
    accountId: string,
    id: string,
    token: string | null
  ): Effect.Effect<Report, StoreError | ReportNotFound, Documents | SqlClient.SqlClient> =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const documents = yield* Documents
      const current = yield* documents.get(table, accountId, id)
      if (Option.isNone(current)) return yield* Effect.fail(new ReportNotFound({ id }))
      yield* (
        token === null
          ? sql`DELETE FROM report_tokens WHERE account_id = ${accountId} AND report_id = ${id}`
          : sql`INSERT INTO report_tokens ${sql.insert({ token, account_id: accountId, report_id: id })}
              ON CONFLICT (account_id, report_id) DO UPDATE SET token = excluded.token`
      ).pipe(asStoreError(`sharing report ${id}`))
      const now = yield* Clock.currentTimeMillis
      const body = { ...current.value.body, token }
      const updated = yield* documents.update(table, accountId, id, body, now, current.value.version)
      return yield* Option.match(updated, {
        onNone: () => Effect.fail(new ReportNotFound({ id })),
        onSome: (doc) => Effect.succeed(toReport(doc))
      })
    }).pipe(transactional, retryStale),

  /** Delete a report and its token together. */
  remove: (accountId: string, id: string): Effect.Effect<Report, StoreError | ReportNotFound, Documents | SqlClient.SqlClient> =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const documents = yield* Documents
      yield* sql`DELETE FROM report_tokens WHERE account_id = ${accountId} AND report_id = ${id}`.pipe(
        asStoreError(`deleting report ${id}`)
      )
      const removed = yield* documents.remove(table, accountId, id)
      return yield* Option.match(removed, {
        onNone: () => Effect.fail(new ReportNotFound({ id })),
        onSome: (doc) => Effect.succeed(toReport(doc))
      })
    }).pipe(transactional)
}
