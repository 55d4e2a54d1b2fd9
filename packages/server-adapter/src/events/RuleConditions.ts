import { isRuleSet, type RuleEncoded, type RuleSetEncoded } from "@leadflow/core"
import { Either } from "effect"
import { foldCase } from "./CaseFold.js"
import type { EventSql, Fragment } from "./EventSql.js"
import { parsePropertyPath, type PropertyPath } from "./PropertyPath.js"

/**
 * Core's rules (`{lhv, op, rhv}`, rule sets of `and`/`or`) as a SQL condition on events, so
 * `GET /events?rules=` and `/events/stats?rule=` select in the database. The lhv is a property
 * path of the event (`outcome`, `vars.lead.state`); comparisons are case-insensitive like core's
 * evaluator, and numeric when the rhv is a number. Case is folded alike on both databases, in
 * Unicode (`É` is `é`: `CaseFold.ts`, on SQLite through `EventSql.fold`). Templates and the
 * operators that need code (`matches pattern`, `is obscene`) are refused rather than approximated.
 */
type Element = RuleEncoded | RuleSetEncoded
type Rhv = RuleEncoded["rhv"]

const unsupported = new Set(["matches pattern", "does not match pattern", "is obscene", "is not obscene"])

const isNumeric = (value: unknown): value is number | string =>
  typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))

/** The items of a list rhv: an array, or comma-separated text. */
const itemsOf = (rhv: Rhv): ReadonlyArray<string | number | boolean> =>
  Array.isArray(rhv)
    ? rhv
    : typeof rhv === "string"
      ? rhv.split(",").map((item) => item.trim()).filter((item) => item !== "")
      : rhv === undefined
        ? []
        : [rhv as string | number | boolean]

/** Bounds of `is between`: `[low, high]` or `"low-high"` / `"low,high"`. */
const boundsOf = (rhv: Rhv): readonly [number, number] | undefined => {
  const parts = Array.isArray(rhv)
    ? rhv
    : typeof rhv === "string"
      ? rhv.split(/\s*(?:,|\.\.|(?<=\d)\s*-\s*(?=[-+]?\d))\s*/)
      : []
  if (parts.length !== 2 || !parts.every(isNumeric)) return undefined
  const [a, b] = parts.map(Number) as [number, number]
  return a <= b ? [a, b] : [b, a]
}

const compile = (e: EventSql, element: Element): Either.Either<Fragment, string> => {
  const { sql } = e
  if (isRuleSet<RuleEncoded, RuleSetEncoded>(element)) {
    const parts: Array<Fragment> = []
    for (const child of element.rules) {
      const compiled = compile(e, child)
      if (Either.isLeft(compiled)) return compiled
      parts.push(compiled.right)
    }
    return Either.right(element.op === "or" && parts.length > 0 ? sql.or(parts) : sql.and(parts))
  }
  const rule = element
  if (rule.lhv.includes("{{")) return Either.left(`rule lhv ${JSON.stringify(rule.lhv)}: templates are not supported here`)
  if (unsupported.has(rule.op)) return Either.left(`rule operator ${JSON.stringify(rule.op)} is not supported here`)
  const path = parsePropertyPath(rule.lhv)
  if (Either.isLeft(path)) return Either.left(path.left)
  const own = condition(e, path.right, rule.op, rule.rhv)
  if (Either.isLeft(own)) return own
  if (rule.rule_set === undefined || rule.rule_set === null) return own
  return Either.map(compile(e, rule.rule_set), (nested) => sql.and([own.right, nested]))
}

const condition = (e: EventSql, path: PropertyPath, op: RuleEncoded["op"], rhv: Rhv): Either.Either<Fragment, string> => {
  const { sql } = e
  // The columns (`type`, `outcome`, the ids) hold the engine's ASCII names and ids: SQL's own
  // `lower()` folds them as well, and keeps the fold in C for the index-only reads of those.
  const lower = e.column(path) !== undefined ? sql`lower(${e.text(path)})` : e.fold(e.text(path))
  const folded = (value: string | number | boolean): string => foldCase(String(value))
  const not = (c: Fragment): Fragment => sql`((${c}) IS NOT TRUE)`
  const equal = (value: string | number | boolean): Fragment =>
    isNumeric(value)
      ? sql`(${e.number(path)} = ${Number(value)} OR ${lower} = ${folded(value)})`
      : sql`(${lower} = ${folded(value)})`
  const includes = (value: string | number | boolean): Fragment =>
    e.dialect === "pg"
      ? sql`(strpos(${lower}, ${folded(value)}) > 0)`
      : sql`(instr(${lower}, ${folded(value)}) > 0)`
  const anyOf = (items: ReadonlyArray<string | number | boolean>, test: (v: string | number | boolean) => Fragment) =>
    items.length === 0 ? sql`(1 = 0)` : sql.or(items.map(test))
  const compare = (operator: string): Either.Either<Fragment, string> => {
    if (rhv === undefined || Array.isArray(rhv)) return Either.left(`rule operator "${op}" needs one value`)
    const value = rhv as string | number | boolean
    return Either.right(
      isNumeric(value)
        ? sql`(${e.number(path)} ${sql.literal(operator)} ${Number(value)})`
        : sql`(${lower} ${sql.literal(operator)} ${folded(value)})`
    )
  }
  // An rhv list means "any of these" (core's `includes`).
  const needles: ReadonlyArray<string | number | boolean> = Array.isArray(rhv) ? rhv : rhv === undefined ? [] : [rhv as string]
  const truth = (wanted: boolean) => sql`(${lower} = ${String(wanted)})`
  switch (op) {
    case "is equal to":
    case "is not equal to": {
      const c = anyOf(Array.isArray(rhv) ? rhv : rhv === undefined ? [] : [rhv as string | number | boolean], equal)
      return Either.right(op === "is equal to" ? c : not(c))
    }
    case "is blank":
      return Either.right(not(e.present(path)))
    case "is not blank":
      return Either.right(e.present(path))
    case "includes":
      return Either.right(anyOf(needles, includes))
    case "does not include":
      return Either.right(not(anyOf(needles, includes)))
    case "is included in":
      return Either.right(anyOf(itemsOf(rhv), equal))
    case "is not included in":
      return Either.right(not(anyOf(itemsOf(rhv), equal)))
    case "is less than":
      return compare("<")
    case "is less than or equal to":
      return compare("<=")
    case "is greater than":
      return compare(">")
    case "is greater than or equal to":
      return compare(">=")
    case "is between":
    case "is not between": {
      const bounds = boundsOf(rhv)
      if (bounds === undefined) return Either.left(`rule operator "${op}" needs two numbers ("1-10" or [1, 10])`)
      const c = sql`(${e.number(path)} BETWEEN ${bounds[0]} AND ${bounds[1]})`
      return Either.right(op === "is between" ? c : not(c))
    }
    case "is true":
      return Either.right(truth(true))
    case "is not true":
      return Either.right(not(truth(true)))
    case "is false":
      return Either.right(truth(false))
    case "is not false":
      return Either.right(not(truth(false)))
    case "format is valid":
      return Either.right(sql`(lower(${e.text([...path, "valid"])}) = 'true')`)
    case "format is invalid":
      return Either.right(sql`(lower(${e.text([...path, "valid"])}) = 'false')`)
    default:
      return Either.left(`rule operator ${JSON.stringify(op)} is not supported here`)
  }
}

/** Every element must hold (an array of rules is an `and`). */
export const rulesCondition = (e: EventSql, rules: ReadonlyArray<Element>): Either.Either<Fragment, string> =>
  compile(e, { op: "and", rules })
