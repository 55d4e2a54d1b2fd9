import type { SqlClient, Statement } from "@effect/sql"
import { comparable } from "@leadflow/types"
import type { ReportRule } from "@leadflow/api"
import { pgTextArray } from "./EventSql.js"

/**
 * Report rules (ANDed) split into what SQL can decide exactly and what it cannot. A rule goes to
 * SQL when its lhv is one of the events table's own columns (`type`, `outcome`, `vars.flow.id`,
 * `vars.source.id`, `step_id`), its operator is `is (not) equal to`, `is (not) included in` or
 * `is (not) blank`, it has no nested rule set, and every rhv item is plain text that the rules
 * engine compares as lower-cased text (not a number, a date or a template). Those compare exactly
 * as the engine does: case-insensitively, blank equal to nothing. Every other rule is applied
 * after the SQL pre-filter by the rules engine itself (`compileRuleSet`) on each event's body.
 */
export interface SplitRules {
  readonly conditions: ReadonlyArray<Statement.Fragment>
  readonly residual: ReadonlyArray<ReportRule>
}

const columnOf: Readonly<Record<string, string>> = {
  type: "type",
  outcome: "outcome",
  "vars.flow.id": "flow_id",
  "vars.source.id": "source_id",
  step_id: "step_id"
}

/** Text the engine keys as lower-cased text (so SQL's LOWER(TRIM()) comparison agrees). */
const plainText = (value: unknown): value is string => {
  if (typeof value !== "string") return false
  const text = value.trim()
  if (text === "" || text.includes("{{") || text.includes(",") || text.includes('"')) return false
  // Exotic whitespace would make JS trim and SQL TRIM disagree.
  if (/\s/.test(text.replace(/ /g, ""))) return false
  return typeof comparable(text.toUpperCase()) !== "number"
}

const itemsOf = (rhv: ReportRule["rhv"]): ReadonlyArray<string> | undefined => {
  const items = Array.isArray(rhv) ? rhv : [rhv]
  return items.length > 0 && items.every(plainText) ? items.map((item) => item.trim().toLowerCase()) : undefined
}

/**
 * `key` is (or, `negated`, is not) one of `items`, the list bound as one parameter: a `text[]` on
 * PostgreSQL (a constant array the planner hashes, see `EventSql.ts` `idIn`), a JSON array on SQLite.
 */
const inList = (sql: SqlClient.SqlClient, key: Statement.Fragment, items: ReadonlyArray<string>, negated: boolean): Statement.Fragment =>
  sql.onDialectOrElse({
    pg: () => (negated ? sql`${key} <> ALL(${pgTextArray(items)}::text[])` : sql`${key} = ANY(${pgTextArray(items)}::text[])`),
    orElse: () => {
      const list = sql`(SELECT value FROM json_each(${JSON.stringify(items)}))`
      return negated ? sql`${key} NOT IN ${list}` : sql`${key} IN ${list}`
    }
  })

const translate = (sql: SqlClient.SqlClient, rule: ReportRule): Statement.Fragment | undefined => {
  // Own members only: an lhv such as `constructor` must not find Object.prototype's function.
  const column = Object.hasOwn(columnOf, rule.lhv) ? columnOf[rule.lhv] : undefined
  if (column === undefined || (rule.rule_set !== undefined && rule.rule_set !== null)) return undefined
  const col = sql(column)
  const key = sql`LOWER(TRIM(${col}))`
  switch (rule.op) {
    case "is blank":
      return sql`${col} IS NULL`
    case "is not blank":
      return sql`${col} IS NOT NULL`
    case "is equal to":
    case "is not equal to": {
      if (Array.isArray(rule.rhv)) return undefined
      const items = itemsOf(rule.rhv)
      if (items === undefined) return undefined
      return rule.op === "is equal to"
        ? sql`(${col} IS NOT NULL AND ${key} = ${items[0]})`
        : sql`(${col} IS NULL OR ${key} <> ${items[0]})`
    }
    case "is included in":
    case "is not included in": {
      const items = itemsOf(rule.rhv)
      if (items === undefined) return undefined
      // The list is one parameter, not one per item: a run's parameters stay few whatever
      // the lists hold (SQLite allows 32,766 of them, PostgreSQL 65,535).
      return rule.op === "is included in"
        ? sql`(${col} IS NOT NULL AND ${inList(sql, key, items, false)})`
        : sql`(${col} IS NULL OR ${inList(sql, key, items, true)})`
    }
    default:
      return undefined
  }
}

export const splitRules = (sql: SqlClient.SqlClient, rules: ReadonlyArray<ReportRule>): SplitRules => {
  const conditions: Array<Statement.Fragment> = []
  const residual: Array<ReportRule> = []
  for (const rule of rules) {
    const condition = translate(sql, rule)
    if (condition === undefined) residual.push(rule)
    else conditions.push(condition)
  }
  return { conditions, residual }
}
