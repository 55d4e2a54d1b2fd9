import { unaryOperators } from "@leadflow/types"
import { isRuleSet, type RuleEncoded, type RuleSetEncoded } from "../model/Rule.js"
import { compilePath } from "../vars/Path.js"
import type { CompileOptions, RuleResult, Vars } from "./Compile.js"
import { fieldTypeOf, withFieldType } from "./FieldTypes.js"
import { operators } from "./Operators.js"
import { allFailed, ruleReason } from "./Reason.js"
import { textOf } from "./Value.js"

/**
 * A deliberately plain interpreter of rule sets: every call reads the rules as data, renders
 * templates, reads the rhv with the lhv's type and runs each operator's `test`. Nothing is
 * prepared or cached. It is the oracle the compiled rules are checked against; it is not meant
 * for the hot path.
 */

/** Evaluate a rule set: `undefined` when it passes, otherwise the reason it fails. */
export const evaluateRuleSet = (ruleSet: RuleSetEncoded, vars: Vars, options: CompileOptions = {}): RuleResult => {
  if (ruleSet.rules.length === 0) return undefined
  if (ruleSet.op === "and") {
    for (const element of ruleSet.rules) {
      const failed = evaluateElement(element, vars, options)
      if (failed !== undefined) return failed
    }
    return undefined
  }
  const reasons: Array<string> = []
  for (const element of ruleSet.rules) {
    const failed = evaluateElement(element, vars, options)
    if (failed === undefined) return undefined
    reasons.push(failed)
  }
  if (reasons.length === 1) return reasons[0]
  return allFailed(reasons, ruleSet.rules.map(isComposite))
}

/** Evaluate one rule, then its attached rule set when the rule itself passes. */
export const evaluateRule = (rule: RuleEncoded, vars: Vars, options: CompileOptions = {}): RuleResult => {
  const operator = operators[rule.op]
  const unary = unaryOperators.has(rule.op)
  const lhv = resolve(rule.lhv, vars, options, true)
  const shown = unary ? undefined : renderRhv(rule.rhv, vars, options)
  const path = lhvPath(rule.lhv)
  const type = path === undefined ? undefined : fieldTypeOf(path, options.fieldTypes)
  const rhv = unary ? undefined : withFieldType(rule.op, shown, type)
  if (!operator.test(lhv, rhv)) return ruleReason(rule.lhv, operator, unary, shown)
  if (rule.rule_set === undefined || rule.rule_set === null) return undefined
  return evaluateRuleSet(rule.rule_set, vars, options)
}

const evaluateElement = (element: RuleEncoded | RuleSetEncoded, vars: Vars, options: CompileOptions): RuleResult =>
  isRuleSet(element) ? evaluateRuleSet(element, vars, options) : evaluateRule(element, vars, options)

/** Whether an element's failure reason may join several reasons (an `or` of two or more). */
const isComposite = (element: RuleEncoded | RuleSetEncoded): boolean => {
  if (!isRuleSet(element)) {
    return element.rule_set !== undefined && element.rule_set !== null && isComposite(element.rule_set)
  }
  if (element.rules.length === 0) return false
  if (element.op === "or" && element.rules.length > 1) return true
  return element.rules.some(isComposite)
}

const onePath = (source: string): string | undefined => {
  const match = /^\{\{\{?\s*([^\s{}"'()=]+)\s*\}?\}\}$/.exec(source)
  return match === null ? undefined : match[1]
}

const lhvPath = (lhv: string): string | undefined => (lhv.includes("{{") ? onePath(lhv) : lhv.trim())

/** An lhv is a path unless it holds a template; an rhv is literal text unless it holds one. */
const resolve = (source: string, vars: Vars, options: CompileOptions, isLhv: boolean): unknown => {
  if (!source.includes("{{")) return isLhv ? compilePath(source.trim())(vars) : source
  const path = onePath(source)
  if (path !== undefined) return compilePath(path)(vars)
  if (options.template !== undefined) return options.template(source)(vars)
  return source.replace(/\{\{\{?\s*([^}]*?)\s*\}?\}\}/g, (_, expression: string) =>
    /^[^\s{}"'()=]+$/.test(expression) ? print(compilePath(expression)(vars)) : ""
  )
}

const renderRhv = (rhv: unknown, vars: Vars, options: CompileOptions): unknown => {
  if (typeof rhv === "string") return resolve(rhv, vars, options, false)
  if (Array.isArray(rhv)) {
    if (!rhv.some((item) => typeof item === "string" && item.includes("{{"))) return rhv
    return rhv.map((item: unknown) => (typeof item === "string" ? resolve(item, vars, options, false) : item))
  }
  return rhv
}

const print = (value: unknown): string => (Array.isArray(value) ? value.map(print).join(",") : (textOf(value) ?? ""))
