import { SqlClient } from "@effect/sql"
import { type ChangelogAction, type ChangelogParams, type ChangelogType, maxChangelogs, parseTime, ValidationFailed } from "@leadflow/api"
import { type StoreError } from "@leadflow/core"
import { Effect, Either } from "effect"
import { asStoreError } from "../../storage/StoreErrors.js"
import { parseBody } from "../../storage/Documents.js"
import { applyPrecedence } from "../../storage/ListRange.js"

/** The filter a changelog list query asks for, and the listing itself. */

export interface ChangelogFilter {
  readonly type?: ChangelogType | undefined
  readonly recordId?: string | undefined
  readonly action?: ChangelogAction | undefined
  /** `null`: changes without a user. */
  readonly userId?: string | null | undefined
  readonly start?: number | undefined
  readonly end?: number | undefined
  readonly afterId?: string | undefined
  readonly beforeId?: string | undefined
  readonly limit: number
  readonly sort: "asc" | "desc"
}

/**
 * The filter a query asks for. Of `before_id` and `end` the earlier bound applies, of `after_id`
 * and `start` the later one (an id's time is its first 8 hex digits, in seconds). A record named
 * by the path (`scope`) wins over the query's `*_id` and `type`; without one, at most one `*_id`
 * may be given, and a `type` must be that id's (`type=field&flow_id=...` could match nothing).
 * ObjectIds (`flow_id`, `entity_id`, `user_id`) are matched lower-cased, as they are stored; a
 * `field_id` is a field's name and is matched as given.
 */
export const changelogFilter = (
  params: ChangelogParams,
  scope?: { readonly type: ChangelogType; readonly id: string }
): Either.Either<ChangelogFilter, ValidationFailed> => {
  const recordIds = (["flow_id", "field_id", "entity_id"] as const).filter((key) => params[key] !== undefined)
  if (scope === undefined && recordIds.length > 1) {
    const message = `Only one of flow_id, field_id and entity_id may be given (got ${recordIds.join(", ")})`
    return Either.left(ValidationFailed.fromErrors(Object.fromEntries(recordIds.map((key) => [key, [message]]))))
  }
  const { start, end, afterId, beforeId } = applyPrecedence({
    start: params.start === undefined ? undefined : parseTime(params.start),
    end: params.end === undefined ? undefined : parseTime(params.end),
    afterId: params.after_id,
    beforeId: params.before_id
  })
  const fromQuery = params.flow_id?.toLowerCase() ?? params.field_id ?? params.entity_id?.toLowerCase()
  const queryType = params.flow_id !== undefined ? "flow" : params.field_id !== undefined ? "field" : params.entity_id !== undefined ? "entity" : undefined
  if (scope === undefined && params.type !== undefined && queryType !== undefined && params.type !== queryType) {
    const key = `${queryType}_id`
    const message = `type ${params.type} disagrees with ${key}, which names a ${queryType}`
    return Either.left(ValidationFailed.fromErrors({ type: [message], [key]: [message] }))
  }
  return Either.right({
    type: scope?.type ?? params.type ?? queryType,
    recordId: scope?.id ?? fromQuery,
    action: params.action,
    userId: params.user_id === undefined ? undefined : params.user_id === "null" ? null : params.user_id.toLowerCase(),
    start,
    end,
    afterId,
    beforeId,
    limit: params.limit === undefined ? maxChangelogs : Number(params.limit),
    sort: params.sort ?? "desc"
  })
}

interface ChangelogRow {
  readonly id: string
  readonly body: unknown
}

/** The account's changelogs matching a filter, as stored (each with its `id`). */
export const listChangelogs = (
  accountId: string,
  filter: ChangelogFilter
): Effect.Effect<ReadonlyArray<Record<string, unknown>>, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // JSON members of the body, per dialect (constant expressions, never user input).
    const member = (pg: string, sqlite: string) =>
      sql.onDialectOrElse({ pg: () => sql.literal(pg), orElse: () => sql.literal(sqlite) })
    const conditions = [sql`account_id = ${accountId}`]
    if (filter.start !== undefined) conditions.push(sql`created_at >= ${filter.start}`)
    if (filter.end !== undefined) conditions.push(sql`created_at <= ${filter.end}`)
    if (filter.afterId !== undefined) conditions.push(sql`id > ${filter.afterId.toLowerCase()}`)
    if (filter.beforeId !== undefined) conditions.push(sql`id < ${filter.beforeId.toLowerCase()}`)
    if (filter.type !== undefined) conditions.push(sql`${member("body->>'type'", "json_extract(body, '$.type')")} = ${filter.type}`)
    if (filter.action !== undefined)
      conditions.push(sql`${member("body->>'action'", "json_extract(body, '$.action')")} = ${filter.action}`)
    if (filter.recordId !== undefined)
      conditions.push(
        sql`${member("body->'current_revision'->>'_id'", "json_extract(body, '$.current_revision._id')")} = ${filter.recordId}`
      )
    if (filter.userId !== undefined) {
      const userId = member("body->'user'->>'id'", "json_extract(body, '$.user.id')")
      conditions.push(filter.userId === null ? sql`${userId} IS NULL` : sql`${userId} = ${filter.userId}`)
    }
    const order = filter.sort === "desc" ? sql`ORDER BY created_at DESC, id DESC` : sql`ORDER BY created_at, id`
    const rows = yield* sql<ChangelogRow>`SELECT id, body FROM changelogs WHERE ${sql.and(conditions)} ${order} LIMIT ${filter.limit}`.pipe(
      asStoreError("listing changelogs")
    )
    return rows.map((row) => ({ ...parseBody(row.body), id: row.id }))
  })
