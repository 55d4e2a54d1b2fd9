import { unaryOperators } from "@leadflow/types"
import { isRuleSet, type RuleEncoded, type RuleSetEncoded } from "../model/Rule.js"
import { compilePath, type Getter } from "../vars/Path.js"
import { fieldTypeOf, withFieldType, type FieldTypes } from "./FieldTypes.js"
import { generateRuleSet, type Element, type InlineRule } from "./Generate.js"
import { operators } from "./Operators.js"
import { allFailed, ruleReason } from "./Reason.js"
import { textOf } from "./Value.js"

/**
 * Rule sets compiled once per flow version into plain functions. Per lead, a rule costs its lhv
 * lookup and its prepared test: rhv keys, sets, regular expressions and range bounds are built
 * here, templates are compiled here, and a static rule's failure reason is built here too. Each
 * rule set is first built of closures, then (where allowed) generated as one straight-line
 * function (`Generate.ts`) that keeps the closures for what it does not inline.
 */

/** The variables a lead is judged by (`lead.*`, `appended.*`, `source`, custom fields ...). */
export type Vars = { readonly [key: string]: unknown }

/** `undefined` when the rules pass, otherwise why they failed (`lead.state is not equal to TX`). */
export type RuleResult = string | undefined

export type CompiledRules = (vars: Vars) => RuleResult

/**
 * A template compiler (the template module's `compileTemplate`, or `compileValueTemplate` to keep
 * a lone expression's type), e.g. for `{{format submission.timestamp format="HHmm"}}`.
 */
export type TemplateCompiler = (source: string) => (vars: Vars) => unknown

export interface CompileOptions {
  /**
   * Compiles lhv and rhv templates. Without it a template may only hold plain paths
   * (`{{lead.state}}`); any other expression renders as empty text.
   */
  readonly template?: TemplateCompiler
  /** Field id → type, so an rhv is read with its lhv's type (`Texas` as the state `TX`). */
  readonly fieldTypes?: FieldTypes
  /**
   * Generate straight-line code for rule sets (the default; see `Generate.ts`). `false` keeps to
   * closures, for hosts that forbid `new Function` and want no attempt at it.
   */
  readonly generate?: boolean
}

/** Compile a rule set into `(vars) => undefined | reason`. An empty set always passes. */
export const compileRuleSet = (ruleSet: RuleSetEncoded, options: CompileOptions = {}): CompiledRules =>
  compileSet(ruleSet, options).run

/** Compile one rule (with its attached rule set, if any). */
export const compileRule = (rule: RuleEncoded, options: CompileOptions = {}): CompiledRules =>
  compileSet({ op: "and", rules: [rule] }, options).run

/** A compiled element, and whether its reason can combine several reasons (see `Reason.ts`). */
interface Compiled {
  readonly run: CompiledRules
  readonly composite: boolean
  /** Present when the element is a rule the generated code can inline. */
  readonly inline?: InlineRule
}

const pass: CompiledRules = () => undefined

const compileElement = (element: RuleEncoded | RuleSetEncoded, options: CompileOptions): Compiled =>
  isRuleSet(element) ? compileSet(element, options) : compileOne(element, options)

const compileSet = (ruleSet: RuleSetEncoded, options: CompileOptions): Compiled => {
  const compiled = ruleSet.rules.map((element) => compileElement(element, options))
  if (compiled.length === 0) return { run: pass, composite: false }
  const closures = ruleSet.op === "and" ? allOf(compiled) : anyOf(compiled)
  // Generated code only pays when it reads some lhv inline.
  if (options.generate === false || compiled.every((c) => c.inline === undefined)) return closures
  const composite = compiled.map((c) => c.composite)
  const generated = generateRuleSet({
    op: ruleSet.op,
    elements: compiled.map((c): Element => (c.inline === undefined ? { run: c.run } : { inline: c.inline })),
    fallback: closures.run,
    combine: (reasons) => (reasons.length === 1 ? (reasons[0] as string) : allFailed(reasons, composite))
  })
  return generated === undefined ? closures : { run: generated, composite: closures.composite }
}

const allOf = (compiled: ReadonlyArray<Compiled>): Compiled => {
  const runs = compiled.map((c) => c.run)
  const count = runs.length
  const composite = compiled.some((c) => c.composite)
  if (count === 1) return { run: runs[0] as CompiledRules, composite }
  const run: CompiledRules = (vars) => {
    for (let i = 0; i < count; i++) {
      const failed = (runs[i] as CompiledRules)(vars)
      if (failed !== undefined) return failed
    }
    return undefined
  }
  return { run, composite }
}

const anyOf = (compiled: ReadonlyArray<Compiled>): Compiled => {
  if (compiled.length === 1) return compiled[0] as Compiled
  const runs = compiled.map((c) => c.run)
  const count = runs.length
  const composite = compiled.map((c) => c.composite)
  const run: CompiledRules = (vars) => {
    // Only a failure needs every reason, so they are gathered once the first one has failed.
    const first = (runs[0] as CompiledRules)(vars)
    if (first === undefined) return undefined
    const reasons = [first]
    for (let i = 1; i < count; i++) {
      const failed = (runs[i] as CompiledRules)(vars)
      if (failed === undefined) return undefined
      reasons.push(failed)
    }
    return allFailed(reasons, composite)
  }
  return { run, composite: true }
}

const compileOne = (rule: RuleEncoded, options: CompileOptions): Compiled => {
  const operator = operators[rule.op]
  const lhv = compileLhv(rule.lhv, options.template)
  const attached =
    rule.rule_set === undefined || rule.rule_set === null ? undefined : compileSet(rule.rule_set, options)
  const then = attached?.run
  const composite = attached?.composite ?? false
  const unary = unaryOperators.has(rule.op)

  if (!unary && isTemplated(rule.rhv)) {
    const rhv = compileRhv(rule.rhv, options.template)
    const type = lhvType(rule.lhv, options.fieldTypes)
    const run: CompiledRules = (vars) => {
      const rendered = rhv(vars)
      if (operator.test(lhv(vars), withFieldType(rule.op, rendered, type))) return then?.(vars)
      return ruleReason(rule.lhv, operator, false, rendered)
    }
    return { run, composite }
  }

  const rhv = unary ? undefined : withFieldType(rule.op, rule.rhv, lhvType(rule.lhv, options.fieldTypes))
  const test = operator.prepare(rhv)
  const reason = ruleReason(rule.lhv, operator, unary, rule.rhv)
  const run: CompiledRules =
    then === undefined
      ? (vars) => (test(lhv(vars)) ? undefined : reason)
      : (vars) => (test(lhv(vars)) ? then(vars) : reason)
  const path = plainPath(rule.lhv)
  if (path === undefined) return { run, composite }
  const inline: InlineRule = {
    path,
    search: compilePath(path.join(".")),
    test,
    reason,
    then
  }
  return { run, composite, inline }
}

// ---------------------------------------------------------------------------------------------
// lhv and rhv sources

/** `{{path}}` (or `{{{path}}}`) alone: resolved to the value itself, typed values included. */
const SINGLE_PATH = /^\{\{\{?\s*([^\s{}"'()=]+)\s*\}?\}\}$/
const MUSTACHE = /\{\{\{?\s*([^}]*?)\s*\}?\}\}/g
const PLAIN_PATH = /^[^\s{}"'()=]+$/

const isTemplate = (source: string): boolean => source.includes("{{")

/** The keys of a plain lhv path of one to three keys (what generated code reads inline). */
const plainPath = (lhv: string): ReadonlyArray<string> | undefined => {
  if (isTemplate(lhv)) return undefined
  const parts = lhv.trim().split(".").filter((part) => part !== "")
  return parts.length >= 1 && parts.length <= 3 ? parts : undefined
}

/** The path an lhv reads (a plain lhv, or a template that is one path), for its field type. */
const pathOf = (lhv: string): string | undefined => {
  if (!isTemplate(lhv)) return lhv.trim()
  return SINGLE_PATH.exec(lhv)?.[1]
}

const lhvType = (lhv: string, fieldTypes: FieldTypes | undefined) => {
  const path = pathOf(lhv)
  return path === undefined ? undefined : fieldTypeOf(path, fieldTypes)
}

const isTemplated = (rhv: unknown): boolean =>
  typeof rhv === "string"
    ? isTemplate(rhv)
    : Array.isArray(rhv) && rhv.some((item) => typeof item === "string" && isTemplate(item))

const compileLhv = (source: string, template: TemplateCompiler | undefined): Getter =>
  isTemplate(source) ? compileTemplate(source, template) : compileLookup(source.trim())

type Fields = { readonly [key: string]: unknown }

const fieldsOf = (value: unknown): Fields | undefined =>
  typeof value === "object" && value !== null ? (value as Fields) : undefined

/**
 * `compilePath`'s getter with plain property reads in front, for the usual two- and three-part
 * paths (`lead.state`, `lead.phone_1.area`). Where every object on the way is there, the reads
 * give what `compilePath` gives (a missing last key is missing either way, and a key with dots in
 * its name is only looked for when an object on the way is missing); otherwise `compilePath`
 * decides. The lookup is most of a simple rule's per-lead cost.
 */
const compileLookup = (path: string): Getter => {
  const search = compilePath(path)
  const parts = path.split(".").filter((part) => part !== "")
  if (parts.length === 2) {
    const [outer, inner] = parts as [string, string]
    return (vars) => {
      const first = fieldsOf(vars)?.[outer]
      return first === undefined ? search(vars) : fieldsOf(first)?.[inner]
    }
  }
  if (parts.length === 3) {
    const [outer, middle, inner] = parts as [string, string, string]
    return (vars) => {
      const first = fieldsOf(vars)?.[outer]
      if (first === undefined) return search(vars)
      const second = fieldsOf(first)?.[middle]
      return second === undefined ? search(vars) : fieldsOf(second)?.[inner]
    }
  }
  return search
}

const compileRhv = (rhv: unknown, template: TemplateCompiler | undefined): Getter => {
  if (!Array.isArray(rhv)) return compileTemplate(rhv as string, template)
  const items: ReadonlyArray<Getter> = rhv.map((item: unknown) =>
    typeof item === "string" && isTemplate(item) ? compileTemplate(item, template) : () => item
  )
  return (vars) => items.map((item) => item(vars))
}

/**
 * A template: one path alone reads the value; anything else goes to the template compiler, or,
 * without one, renders its plain paths as text and any other expression as empty text.
 */
const compileTemplate = (source: string, template: TemplateCompiler | undefined): Getter => {
  const single = SINGLE_PATH.exec(source)
  if (single !== null) return compileLookup(single[1] as string)
  if (template !== undefined) {
    const render = template(source)
    return (vars) => render(vars as Vars)
  }
  const parts: Array<string | Getter> = []
  let last = 0
  for (const match of source.matchAll(MUSTACHE)) {
    parts.push(source.slice(last, match.index))
    const expression = match[1] as string
    parts.push(PLAIN_PATH.test(expression) ? compilePath(expression) : () => undefined)
    last = match.index + match[0].length
  }
  parts.push(source.slice(last))
  return (vars) => {
    let text = ""
    for (const part of parts) text += typeof part === "string" ? part : renderText(part(vars))
    return text
  }
}

/** How the built-in fallback prints a value: its text, a list's elements joined with commas. */
const renderText = (value: unknown): string =>
  Array.isArray(value) ? value.map(renderText).join(",") : (textOf(value) ?? "")
