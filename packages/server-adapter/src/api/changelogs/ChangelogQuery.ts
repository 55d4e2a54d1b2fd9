import { SqlClient } from "@effect/sql"
import { FieldId, ObjectId, type StoreError } from "@leadflow/core"
import { Effect, Either, Schema } from "effect"
import { asStoreError } from "../../storage/StoreErrors.js"
import { parseBody } from "../../storage/Documents.js"
import { ValidationFailed } from "../Errors.js"
import { ChangelogAction, ChangelogType } from "./ChangelogSchema.js"
import { applyPrecedence } from "../../storage/ListRange.js"

/**
 * The changelog list query: bounds on creation (ids exclusive, times inclusive), what was
 * changed and how, who changed it, how many and in which order.
 */

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** A time bound: an ISO 8601 date-time or milliseconds since the epoch. */
export const parseTime = (text: string): number | undefined => {
  if (/^\d{1,15}$/.test(text)) return Number(text)
  if (!isoDateTime.test(text)) return undefined
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? undefined : ms
}

const TimeParam = Schema.String.pipe(
  Schema.filter((text) =>
    parseTime(text) === undefined
      ? `Expected an ISO 8601 date-time or milliseconds since the epoch, actual ${JSON.stringify(text)}`
      : true
  )
)

export const maxChangelogs = 1000

const LimitParam = Schema.String.pipe(
  Schema.filter((text) =>
    /^\d{1,9}$/.test(text) && Number(text) >= 1 && Number(text) <= maxChangelogs
      ? true
      : `Expected an integer from 1 to ${maxChangelogs}, actual ${JSON.stringify(text)}`
  )
)

export const ChangelogParams = Schema.Struct({
  after_id: optional(ObjectId).annotations({ description: "Only changelogs created after this one (exclusive)" }),
  before_id: optional(ObjectId).annotations({ description: "Only changelogs created before this one (exclusive)" }),
  start: optional(TimeParam).annotations({ description: "Created at or after (ISO 8601 or ms); with after_id the later bound applies" }),
  end: optional(TimeParam).annotations({ description: "Created at or before (ISO 8601 or ms); with before_id the earlier bound applies" }),
  type: optional(ChangelogType),
  flow_id: optional(ObjectId).annotations({ description: "Changes of this flow (only one of flow_id, field_id, entity_id)" }),
  field_id: optional(FieldId).annotations({ description: "Changes of this field (only one of flow_id, field_id, entity_id)" }),
  entity_id: optional(ObjectId).annotations({ description: "Changes of this entity (only one of flow_id, field_id, entity_id)" }),
  action: optional(ChangelogAction),
  user_id: optional(Schema.Union(Schema.Literal("null"), ObjectId)).annotations({
    description: "Changes by this user; `null` selects changes made without a user (with an API key)"
  }),
  limit: optional(LimitParam).annotations({ description: `At most this many (1 to ${maxChangelogs}, default ${maxChangelogs})` }),
  sort: optional(Schema.Literal("asc", "desc")).annotations({ description: "By creation, default desc" })
}).annotations({ parseOptions: { errors: "all" } })
export type ChangelogParams = typeof ChangelogParams.Type

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
 * by the path (`scope`) wins over the query's `*_id`; without one, at most one `*_id` may be given.
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
  const fromQuery = params.flow_id ?? params.field_id ?? params.entity_id
  const queryType = params.flow_id !== undefined ? "flow" : params.field_id !== undefined ? "field" : params.entity_id !== undefined ? "entity" : undefined
  return Either.right({
    type: scope?.type ?? params.type ?? queryType,
    recordId: scope?.id ?? fromQuery,
    action: params.action,
    userId: params.user_id === undefined ? undefined : params.user_id === "null" ? null : params.user_id,
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
