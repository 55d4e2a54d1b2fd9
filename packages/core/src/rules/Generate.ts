import type { Getter } from "../vars/Path.js"
import type { CompiledRules } from "./Compile.js"
import type { Test } from "./Operators.js"

/**
 * Straight-line JavaScript for a rule set, generated once per flow version.
 *
 * Why: the closures `Compile.ts` builds share their code, so a property read such as
 * `vars[outer][inner]` sees every rule's keys at one place and V8 gives up specialising it; a rule
 * set of closures costs about twenty times a hand-written function. The generated function reads
 * each path with the key written into the code and calls each prepared test directly, which brings
 * it within the benchmark's goal (ten conditions at most ten times hand-written code).
 *
 * What goes into the code: only property keys (as JSON string literals) and indexes into the
 * array of prepared tests, reasons and functions; no rule text is ever evaluated. Where
 * `new Function` is not allowed (a strict Content Security Policy, some edge runtimes) generation
 * returns `undefined` and the closures are used.
 */

/** A rule simple enough to inline: a plain path lhv and an rhv prepared at compile time. */
export interface InlineRule {
  /** The lhv's path, 1 to 3 keys. */
  readonly path: ReadonlyArray<string>
  /** `compilePath`'s getter, for what plain property reads cannot decide (a missing object). */
  readonly search: Getter
  readonly test: Test
  readonly reason: string
  /** The compiled attached rule set, if any. */
  readonly then: CompiledRules | undefined
}

export type Element =
  | { readonly inline: InlineRule }
  | { readonly run: CompiledRules }

export interface Generated {
  readonly op: "and" | "or"
  readonly elements: ReadonlyArray<Element>
  /** The same rule set as closures: used for variables that are not an object. */
  readonly fallback: CompiledRules
  /** The reason of a failing `or` set from every element's reason. */
  readonly combine: (reasons: ReadonlyArray<string>) => string
}

/** The rule set as one generated function, or `undefined` where code cannot be generated. */
export const generateRuleSet = (set: Generated): CompiledRules | undefined => {
  const constants: Array<unknown> = []
  const constant = (value: unknown): string => {
    constants.push(value)
    return `c[${constants.length - 1}]`
  }
  const key = (name: string): string => JSON.stringify(name)

  // The reads `compileLookup` in Compile.ts does, with `compilePath` deciding when an object on
  // the way is missing. `o` is a scratch variable of the generated function.
  const lookup = ({ path, search }: InlineRule): string => {
    const [first, second, third] = path.map(key)
    const searched = `${constant(search)}(vars)`
    if (path.length === 1) return `vars[${first}]`
    const isObject = `o !== null && typeof o === "object"`
    if (path.length === 2) {
      return `((o = vars[${first}]) === undefined ? ${searched} : ${isObject} ? o[${second}] : undefined)`
    }
    return (
      `((o = vars[${first}]) === undefined ? ${searched} : !(${isObject}) ? undefined : ` +
      `(o = o[${second}]) === undefined ? ${searched} : ${isObject} ? o[${third}] : undefined)`
    )
  }

  const expression = (element: Element): string => {
    if ("run" in element) return `${constant(element.run)}(vars)`
    const rule = element.inline
    const passed = rule.then === undefined ? "undefined" : `${constant(rule.then)}(vars)`
    return `(${constant(rule.test)}(${lookup(rule)}) ? ${passed} : ${constant(rule.reason)})`
  }

  const lines = [
    `"use strict"`,
    `if (vars === null || typeof vars !== "object") return fallback(vars)`,
    `let o`
  ]
  if (set.op === "and") {
    lines.push(`let r`)
    for (const element of set.elements) lines.push(`if ((r = ${expression(element)}) !== undefined) return r`)
    lines.push(`return undefined`)
  } else {
    set.elements.forEach((element, i) => {
      lines.push(`const r${i} = ${expression(element)}`, `if (r${i} === undefined) return undefined`)
    })
    lines.push(`return combine([${set.elements.map((_, i) => `r${i}`).join(", ")}])`)
  }
  try {
    const factory = new Function("c", "fallback", "combine", `return function rules(vars) {\n${lines.join("\n")}\n}`)
    return factory(constants, set.fallback, set.combine) as CompiledRules
  } catch {
    return undefined
  }
}
