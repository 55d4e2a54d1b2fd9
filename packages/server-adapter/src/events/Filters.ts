import { Filter, filterOperators, type FilterOperator, type FilterScalar } from "@leadflow/api"
import { Either, Schema } from "effect"
import type { EventSql, Fragment } from "./EventSql.js"
import { parsePropertyPath, type PropertyPath } from "./PropertyPath.js"

/**
 * Metric filters, `{property_name, operator, property_value}`, as the event-metrics endpoints take
 * them (a JSON array in the `filters` query parameter), compiled into a SQL condition. `is blank`
 * is `exists` with `false` (the spec), `is not blank` its opposite. A property counts as existing
 * when it is present, not null and not the empty string.
 */
type Scalar = FilterScalar

/** A filter with its path checked. */
export interface CheckedFilter {
  readonly path: PropertyPath
  readonly operator: FilterOperator
  readonly value: Scalar | ReadonlyArray<Scalar> | undefined
}

const decodeFilters = Schema.decodeUnknownEither(Schema.Array(Filter), { errors: "all" })

/** Read the filters (already JSON-parsed) and check each one; the message names the bad one. */
export const checkFilters = (input: unknown): Either.Either<ReadonlyArray<CheckedFilter>, string> => {
  if (Array.isArray(input))
    for (const item of input) {
      const operator: unknown = typeof item === "object" && item !== null ? (item as { operator?: unknown }).operator : undefined
      if (operator !== undefined && !(filterOperators as ReadonlyArray<unknown>).includes(operator))
        return Either.left(`unknown operator ${JSON.stringify(operator)}; expected one of ${filterOperators.join(", ")}`)
    }
  const decoded = decodeFilters(input)
  if (Either.isLeft(decoded)) return Either.left("filters must be an array of {property_name, operator, property_value}")
  const checked: Array<CheckedFilter> = []
  for (const filter of decoded.right) {
    const path = parsePropertyPath(filter.property_name)
    if (Either.isLeft(path)) return Either.left(path.left)
    const needsValue = !["exists", "is blank", "is not blank"].includes(filter.operator)
    if (needsValue && filter.property_value === undefined)
      return Either.left(`the operator ${JSON.stringify(filter.operator)} needs a property_value`)
    if (filter.operator === "in" && !Array.isArray(filter.property_value))
      return Either.left(`the operator "in" needs an array property_value`)
    checked.push({ path: path.right, operator: filter.operator, value: filter.property_value })
  }
  return Either.right(checked)
}

const truth = (value: unknown): boolean => !(value === false || value === "false" || value === 0 || value === "0")

/** `property = value`, by the value's JSON type (numbers as numbers, text exactly). */
const equals = (e: EventSql, path: PropertyPath, value: Scalar): Fragment => {
  const { sql } = e
  if (value === null) return sql`NOT ${e.present(path)}`
  if (typeof value === "number") return sql`(${e.number(path)} = ${value})`
  if (typeof value === "boolean") return sql`(lower(${e.text(path)}) = ${String(value)})`
  return sql`(${e.text(path)} = ${value})`
}

const compare = (e: EventSql, path: PropertyPath, op: "<" | "<=" | ">" | ">=", value: Scalar): Fragment => {
  const { sql } = e
  const operator = sql.literal(op)
  if (typeof value === "number") return sql`(${e.number(path)} ${operator} ${value})`
  return sql`(${e.text(path)} ${operator} ${String(value)})`
}

// A condition that is NULL for an absent property still selects it when negated.
const not = (e: EventSql, condition: Fragment): Fragment => e.sql`((${condition}) IS NOT TRUE)`

const contains = (e: EventSql, path: PropertyPath, value: Scalar): Fragment => {
  const text = e.text(path)
  return e.dialect === "pg"
    ? e.sql`(strpos(${text}, ${String(value)}) > 0)`
    : e.sql`(instr(${text}, ${String(value)}) > 0)`
}

export const filterCondition = (e: EventSql, filter: CheckedFilter): Fragment => {
  const { sql } = e
  const { path, value } = filter
  const scalar: Scalar = Array.isArray(value) ? (value[0] ?? null) : ((value ?? null) as Scalar)
  switch (filter.operator) {
    case "eq":
      return equals(e, path, scalar)
    case "ne":
      return not(e, equals(e, path, scalar))
    case "lt":
      return compare(e, path, "<", scalar)
    case "lte":
      return compare(e, path, "<=", scalar)
    case "gt":
      return compare(e, path, ">", scalar)
    case "gte":
      return compare(e, path, ">=", scalar)
    case "exists":
      return truth(value ?? true) ? e.present(path) : not(e, e.present(path))
    case "is blank":
      return not(e, e.present(path))
    case "is not blank":
      return e.present(path)
    case "in": {
      const items: ReadonlyArray<Scalar> = Array.isArray(value) ? value : [scalar]
      return items.length === 0 ? sql`(1 = 0)` : sql.or(items.map((item) => equals(e, path, item)))
    }
    case "contains":
      return contains(e, path, scalar)
    case "not_contains":
      return not(e, contains(e, path, scalar))
    case "starts_with": {
      const prefix = String(scalar)
      // SQL's substr counts characters (code points), not JS's UTF-16 units: an emoji is one.
      return sql`(substr(${e.text(path)}, 1, ${[...prefix].length}) = ${prefix})`
    }
  }
}

/** Every filter must hold. */
export const filtersCondition = (e: EventSql, filters: ReadonlyArray<CheckedFilter>): Fragment =>
  e.sql.and(filters.map((filter) => filterCondition(e, filter)))
