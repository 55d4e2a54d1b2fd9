import { SqlClient, type SqlError } from "@effect/sql"
import { idTimestamp, type RuleEncoded, type RuleSetEncoded } from "@leadflow/core"
import { Effect, Either, Option } from "effect"
import { eventsWithShared, storedEvent, storedParts } from "../storage/SharedVars.js"
import { toMillis } from "../storage/StoreErrors.js"
import { type Fragment, makeEventSql } from "./EventSql.js"
import { MetricQueryError } from "./MetricQuery.js"
import { rulesCondition } from "./RuleConditions.js"

/**
 * Reading events: one by id, or a page of the account's events newest first (or oldest first),
 * selected by time, by a cursor (`after_id`/`before_id`, exclusive) and by rules, then cut to the
 * requested properties (members, or dotted paths into them). Pages order by `(created_at, id)`, the cursor continuing from
 * the named event's position (from the time in its id when that event is gone).
 */
export type EventRecord = Readonly<Record<string, unknown>>

export const defaultEventLimit = 100
export const maxEventLimit = 1000

export interface EventListQuery {
  readonly accountId: string
  readonly afterId?: string | undefined
  readonly beforeId?: string | undefined
  readonly start?: number | undefined
  readonly end?: number | undefined
  readonly rules?: ReadonlyArray<RuleEncoded | RuleSetEncoded> | undefined
  readonly include?: ReadonlyArray<string> | undefined
  readonly exclude?: ReadonlyArray<string> | undefined
  readonly limit?: number | undefined
  readonly sort?: "asc" | "desc" | undefined
}

interface BodyRow {
  readonly body: unknown
  readonly shared_vars: unknown
  readonly template: unknown
}
const bodyOf = (row: BodyRow): EventRecord => storedEvent(row)

type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain => value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * Names a path may not walk through: reading `into.__proto__` would reach `Object.prototype`,
 * and writing through it would change every object of the process. Refused with the parameter
 * (`unsafePathSegment`), and never walked here either.
 */
const UNSAFE_SEGMENTS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"])

/** The first segment of a dotted path that may not be walked, if any. */
export const unsafePathSegment = (name: string): string | undefined => name.split(".").find((segment) => UNSAFE_SEGMENTS.has(segment))

/** Define `key` on `into` as an own data property (never a setter, never the prototype). */
const define = (into: Plain, key: string, value: unknown): void => {
  Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true })
}

/**
 * Arrays on a path are walked element by element, as a MongoDB projection does (the platform
 * users migrate from answers so): `include=vars.appended.items.name` keeps each item's `name`
 * (an object element without it stays, empty; an element that is no object is dropped), and
 * `exclude=vars.appended.items.name` drops it from each item. A digit segment is a member name,
 * not an index.
 */

/** An array the projection made: its slots follow the source's indexes until `compact` runs. */
type Projected = Array<unknown>
const EMPTY_SLOT: unique symbol = Symbol("empty slot")

/**
 * The part of `value` at `path`, merged into what is picked of it already (`existing`): an object
 * or an array projected; undefined when `value` holds neither.
 */
const pickFrom = (value: unknown, existing: unknown, path: ReadonlyArray<string>, made: Set<Projected>): unknown => {
  if (isPlain(value)) {
    const child: Plain = isPlain(existing) ? existing : {}
    copyPath(value, child, path, made)
    return child
  }
  if (!Array.isArray(value)) return undefined
  let slots: Projected
  if (Array.isArray(existing) && made.has(existing)) slots = existing
  else {
    slots = new Array<unknown>(value.length).fill(EMPTY_SLOT)
    made.add(slots)
  }
  value.forEach((element, i) => {
    const picked = pickFrom(element, slots[i] === EMPTY_SLOT ? undefined : slots[i], path, made)
    if (picked !== undefined) slots[i] = picked
  })
  return slots
}

/** Copy the member at `path` of `source` into `into`, making the objects on the way (shared with none). */
const copyPath = (source: Plain, into: Plain, path: ReadonlyArray<string>, made: Set<Projected>): void => {
  const [key, ...rest] = path
  if (key === undefined || UNSAFE_SEGMENTS.has(key) || !Object.hasOwn(source, key)) return
  const value = source[key]
  if (rest.length === 0) {
    define(into, key, value)
    return
  }
  const own = Object.hasOwn(into, key)
  const existing = own ? into[key] : undefined
  // A whole member copied already holds this path.
  if (own && existing === value) return
  const picked = pickFrom(value, existing, rest, made)
  if (picked !== undefined) define(into, key, picked)
}

/** Drop the slots of elements that held nothing to pick (in place: the arrays are the projection's own). */
const compact = (made: Set<Projected>): void => {
  for (const slots of made) {
    let kept = 0
    for (const slot of slots) if (slot !== EMPTY_SLOT) slots[kept++] = slot
    slots.length = kept
  }
}

/** `value` without the member at `path`: the objects and arrays on the way are copied, the rest shared. */
const without = (value: unknown, path: ReadonlyArray<string>): unknown =>
  isPlain(value) ? withoutPath(value, path) : Array.isArray(value) ? value.map((element) => without(element, path)) : value

const withoutPath = (source: Plain, path: ReadonlyArray<string>): Plain => {
  const [key, ...rest] = path
  if (key === undefined || UNSAFE_SEGMENTS.has(key) || !Object.hasOwn(source, key)) return source
  const out: Plain = { ...source }
  if (rest.length === 0) delete out[key]
  else define(out, key, without(source[key], rest))
  return out
}

/**
 * Keep only `include` (and always `id`), or drop `exclude`: top-level members, or dotted paths
 * into them (`vars.lead.email`, `vars.lead` to leave a lead's data out), through arrays too.
 */
export const project = (
  event: EventRecord,
  include: ReadonlyArray<string> | undefined,
  exclude: ReadonlyArray<string> | undefined
): EventRecord => {
  if (include !== undefined && include.length > 0) {
    const out: Plain = {}
    const made = new Set<Projected>()
    // Shorter paths first, so that a whole member wins over a path into it.
    const paths = ["id", ...include].map((name) => name.split(".")).sort((a, b) => a.length - b.length)
    for (const path of paths) copyPath(event as Plain, out, path, made)
    compact(made)
    return out
  }
  if (exclude !== undefined && exclude.length > 0) {
    let out = event as Plain
    for (const name of exclude) if (name !== "id") out = withoutPath(out, name.split("."))
    return out
  }
  return event
}

export const getEvent = (
  accountId: string,
  id: string
): Effect.Effect<Option.Option<EventRecord>, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(
      sql<BodyRow>`SELECT body, ${storedParts(sql)} FROM ${eventsWithShared(sql)} WHERE id = ${id} AND account_id = ${accountId}`,
      (rows) => Option.map(Option.fromNullable(rows[0]), bodyOf)
    )
  )

export const listEvents = (
  query: EventListQuery
): Effect.Effect<ReadonlyArray<EventRecord>, MetricQueryError | SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const positionOf = (id: string) =>
      Effect.map(
        sql<{ created_at: unknown }>`SELECT created_at FROM events WHERE id = ${id} AND account_id = ${query.accountId}`,
        (rows) => (rows[0] === undefined ? undefined : toMillis(rows[0].created_at))
      )
    const conditions: Array<Fragment> = [sql`account_id = ${query.accountId}`]
    if (query.start !== undefined) conditions.push(sql`created_at >= ${query.start}`)
    if (query.end !== undefined) conditions.push(sql`created_at <= ${query.end}`)
    if (query.afterId !== undefined) {
      const at = yield* positionOf(query.afterId)
      conditions.push(
        at === undefined
          ? sql`created_at >= ${idTimestamp(query.afterId) + 1000}`
          : sql`(created_at > ${at} OR (created_at = ${at} AND id > ${query.afterId}))`
      )
    }
    if (query.beforeId !== undefined) {
      const at = yield* positionOf(query.beforeId)
      conditions.push(
        at === undefined
          ? sql`created_at < ${idTimestamp(query.beforeId)}`
          : sql`(created_at < ${at} OR (created_at = ${at} AND id < ${query.beforeId}))`
      )
    }
    if (query.rules !== undefined && query.rules.length > 0) {
      const condition = rulesCondition(e, query.rules)
      if (Either.isLeft(condition)) return yield* new MetricQueryError({ parameter: "rules", message: condition.left })
      conditions.push(condition.right)
    }
    const direction = sql.literal(query.sort === "asc" ? "ASC" : "DESC")
    const limit = Math.min(Math.max(query.limit ?? defaultEventLimit, 1), maxEventLimit)
    const rows = yield* sql<BodyRow>`SELECT body, ${storedParts(sql)} FROM ${eventsWithShared(sql)} WHERE ${sql.and(conditions)}
      ORDER BY created_at ${direction}, events.id ${direction} LIMIT ${limit}`
    return rows.map((row) => project(bodyOf(row), query.include, query.exclude))
  })
