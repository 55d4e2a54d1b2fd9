import { operatorNames, unaryOperators } from "@leadflow/types"
import { isRuleSet, type RuleEncoded, type RuleSetEncoded } from "../model/Rule.js"
import { compilePattern } from "./Pattern.js"

/**
 * The mistakes in a rule set that compiling forgives and a lead would only show at run time: an
 * operator the engine does not know, a unary operator's missing rhv, a template that does not
 * parse, a pattern that can never match, a component of a field the flow does not have. The
 * compiler stays forgiving (a stored flow always runs as well as it can); a host checks a flow
 * with this when it is saved and refuses to deploy it while anything is reported.
 */

/** One problem, at a dotted path relative to the checked rule set (`rules.0.lhv`). */
export interface RuleIssue {
  readonly path: string
  readonly message: string
}

export interface CheckOptions {
  /**
   * Lists a template's problems (the template module's `checkTemplate`); lhv and rhv templates
   * are not checked without it.
   */
  readonly template?: (source: string) => ReadonlyArray<{ readonly message: string }>
  /**
   * The ids of the flow's fields. With it, an lhv that reads a component of a submitted field
   * (`lead.phone_1.area`) must name one of them: only declared fields are parsed into typed values
   * with components, so the rule would read nothing. A bare `lead.<id>` is not checked: `lead.*`
   * holds every submitted value, declared or not.
   */
  readonly fields?: ReadonlySet<string>
}

const knownOperators: ReadonlySet<string> = new Set(operatorNames)
const patternOperators: ReadonlySet<string> = new Set(["matches pattern", "does not match pattern"])

const join = (path: string, key: string | number): string => (path === "" ? String(key) : `${path}.${key}`)

/** The problems of a rule set (every nested set and attached rule set included), in document order. */
export const checkRuleSet = (ruleSet: RuleSetEncoded, options: CheckOptions = {}): ReadonlyArray<RuleIssue> => {
  const issues: Array<RuleIssue> = []
  checkSet(ruleSet, "", options, issues)
  return issues
}

/** The problems of one rule (and its attached rule set). */
export const checkRule = (rule: RuleEncoded, options: CheckOptions = {}): ReadonlyArray<RuleIssue> => {
  const issues: Array<RuleIssue> = []
  checkOne(rule, "", options, issues)
  return issues
}

const checkSet = (ruleSet: RuleSetEncoded, path: string, options: CheckOptions, issues: Array<RuleIssue>): void => {
  if (ruleSet.op !== "and" && ruleSet.op !== "or")
    issues.push({ path: join(path, "op"), message: `Unknown rule set operator ${JSON.stringify(ruleSet.op)} (and, or)` })
  ruleSet.rules.forEach((element, i) => {
    const at = join(path, `rules.${i}`)
    if (isRuleSet(element)) checkSet(element, at, options, issues)
    else checkOne(element, at, options, issues)
  })
}

const checkOne = (rule: RuleEncoded, path: string, options: CheckOptions, issues: Array<RuleIssue>): void => {
  const op: string = rule.op
  if (!knownOperators.has(op)) issues.push({ path: join(path, "op"), message: `Unknown rule operator ${JSON.stringify(op)}` })
  else if (!unaryOperators.has(rule.op) && rule.rhv === undefined)
    issues.push({ path: join(path, "rhv"), message: `The operator "${op}" needs an rhv` })

  checkText(rule.lhv, join(path, "lhv"), options, issues)
  if (typeof rule.rhv === "string") checkText(rule.rhv, join(path, "rhv"), options, issues)
  else if (Array.isArray(rule.rhv))
    rule.rhv.forEach((item, i) => {
      if (typeof item === "string") checkText(item, join(path, `rhv.${i}`), options, issues)
    })

  const missing = missingField(rule.lhv, options.fields)
  if (missing !== undefined)
    issues.push({
      path: join(path, "lhv"),
      message: `${rule.lhv.trim()} reads a component of "${missing}", which is not a field of the flow: add the field or change the rule`
    })

  if (patternOperators.has(op) && !unaryOperators.has(rule.op)) checkPatterns(rule.rhv, join(path, "rhv"), issues)
  if (rule.rule_set !== undefined && rule.rule_set !== null) checkSet(rule.rule_set, join(path, "rule_set"), options, issues)
}

const checkText = (source: string, path: string, options: CheckOptions, issues: Array<RuleIssue>): void => {
  if (options.template === undefined || !source.includes("{{")) return
  for (const issue of options.template(source)) issues.push({ path, message: issue.message })
}

/** The field a plain `lead.<field>.<component>` lhv reads a component of, when the flow lacks it. */
const missingField = (lhv: string, fields: ReadonlySet<string> | undefined): string | undefined => {
  if (fields === undefined || lhv.includes("{{")) return undefined
  const parts = lhv.trim().split(".")
  if (parts.length < 3 || parts[0] !== "lead") return undefined
  const field = parts[1] as string
  return field === "" || fields.has(field) ? undefined : field
}

/** Literal patterns that compile to nothing (an empty or invalid one never matches). */
const checkPatterns = (rhv: RuleEncoded["rhv"], path: string, issues: Array<RuleIssue>): void => {
  const check = (item: unknown, at: string) => {
    if (typeof item !== "string" || item.includes("{{")) return
    if (compilePattern(item) === undefined)
      issues.push({ path: at, message: `The pattern ${JSON.stringify(item)} can never match (empty, or an invalid regular expression)` })
  }
  // A list's blank items are skipped by the operator; only its non-blank patterns count.
  if (Array.isArray(rhv)) rhv.forEach((item, i) => (typeof item === "string" && item.trim() === "" ? undefined : check(item, `${path}.${i}`)))
  else check(rhv, path)
}
