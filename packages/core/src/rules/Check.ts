import { operatorNames, unaryOperators } from "@leadflow/types"
import { isRuleSet, type RuleEncoded, type RuleSetEncoded } from "../model/Rule.js"
import { templateVariables } from "../template/Template.js"
import { patternOf } from "./Pattern.js"

/**
 * The mistakes in a rule set that compiling forgives and a lead would only show at run time: an
 * operator the engine does not know, a binary operator's missing rhv or a unary one's rhv, a
 * template that does not parse, a pattern that can never match, a component of a field the flow
 * does not have or that its type does not have. The
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
  /**
   * What a typed value of a declared field holds (`normal`, `raw`, `valid` and its type's
   * components), by field id. With it, an lhv that reads a component a field's type does not
   * have (`lead.phone_1.arae`) is reported: the rule would read nothing.
   */
  readonly members?: (field: string) => ReadonlySet<string> | undefined
  /**
   * Told each variable path the rules read (a plain lhv as written, `lead.phone_1` or a custom
   * field's bare id, and every path an lhv or rhv template reads, `templateVariables`): a message
   * it answers is an issue at that lhv or rhv. For a host asking where rules read something (a
   * field whose type is about to change), wherever the rule sits.
   */
  readonly read?: (variable: string) => string | undefined
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
  else if (unaryOperators.has(rule.op) && !blank(rule.rhv))
    issues.push({ path: join(path, "rhv"), message: `The operator "${op}" compares nothing: its rhv would be ignored (remove it, or use an operator that compares)` })

  checkText(rule.lhv, join(path, "lhv"), options, issues)
  // A plain lhv is a path the rule reads (a template's are read by `checkText`).
  if (options.read !== undefined && !rule.lhv.includes("{{") && rule.lhv.trim() !== "") readIssue(rule.lhv.trim(), join(path, "lhv"), options.read, issues)
  if (typeof rule.rhv === "string") checkText(rule.rhv, join(path, "rhv"), options, issues)
  else if (Array.isArray(rule.rhv))
    rule.rhv.forEach((item, i) => {
      if (typeof item === "string") checkText(item, join(path, `rhv.${i}`), options, issues)
    })

  const component = componentIssue(rule.lhv, options)
  if (component !== undefined) issues.push({ path: join(path, "lhv"), message: component })

  if (patternOperators.has(op) && !unaryOperators.has(rule.op)) checkPatterns(rule.rhv, join(path, "rhv"), issues)
  if (rule.rule_set !== undefined && rule.rule_set !== null) checkSet(rule.rule_set, join(path, "rule_set"), options, issues)
}

/** An rhv that says nothing (left by an editor beside a unary operator): absent, null, blank text, an empty list. */
const blank = (rhv: unknown): boolean =>
  rhv === undefined || rhv === null || (typeof rhv === "string" && rhv.trim() === "") || (Array.isArray(rhv) && rhv.length === 0)

const checkText = (source: string, path: string, options: CheckOptions, issues: Array<RuleIssue>): void => {
  if (!source.includes("{{")) return
  if (options.template !== undefined) for (const issue of options.template(source)) issues.push({ path, message: issue.message })
  if (options.read !== undefined) for (const variable of templateVariables(source)) readIssue(variable, path, options.read, issues)
}

/** What `read` says of a rule reading `variable` at `path`, as an issue. */
const readIssue = (variable: string, path: string, read: (variable: string) => string | undefined, issues: Array<RuleIssue>): void => {
  const message = read(variable)
  if (message !== undefined) issues.push({ path, message })
}

/**
 * What is wrong with a plain `lead.<field>.<component>` lhv: the flow lacks the field (only
 * declared fields are parsed into typed values), or the field's type has no such component.
 */
const componentIssue = (lhv: string, options: CheckOptions): string | undefined => {
  if (options.fields === undefined || lhv.includes("{{")) return undefined
  const parts = lhv.trim().split(".")
  if (parts.length < 3 || parts[0] !== "lead") return undefined
  const field = parts[1] as string
  if (field === "") return undefined
  if (!options.fields.has(field))
    return `${lhv.trim()} reads a component of "${field}", which is not a field of the flow: add the field or change the rule`
  const members = options.members?.(field)
  const component = parts[2] as string
  if (members === undefined || members.has(component)) return undefined
  return `${lhv.trim()} reads "${component}", which a value of "${field}" does not have (it has ${[...members].join(", ")})`
}

/** Literal patterns that compile to nothing (an empty or invalid one never matches). */
const checkPatterns = (rhv: RuleEncoded["rhv"], path: string, issues: Array<RuleIssue>): void => {
  const check = (item: unknown, at: string) => {
    if (typeof item !== "string" || item.includes("{{")) return
    const compiled = patternOf(item)
    if (compiled.ok) return
    issues.push({
      path: at,
      message: compiled.reason.startsWith("unsafe")
        ? `The pattern ${JSON.stringify(item)} is refused: ${compiled.reason}`
        : `The pattern ${JSON.stringify(item)} can never match (empty, or an invalid regular expression)`
    })
  }
  // A list's blank items are skipped by the operator; only its non-blank patterns count.
  if (Array.isArray(rhv)) rhv.forEach((item, i) => (typeof item === "string" && item.trim() === "" ? undefined : check(item, `${path}.${i}`)))
  else check(rhv, path)
}
