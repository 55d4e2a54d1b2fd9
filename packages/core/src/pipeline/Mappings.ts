import type { Mapping } from "../model/Mapping.js"
import type { CompiledRules, Vars } from "../rules/Compile.js"
import { assocPath, pathParts } from "../vars/Path.js"
import { rules, value, type CompileContext, type RenderValue } from "./Context.js"
import { PROTOTYPE_KEYS } from "./Hygiene.js"

/** A mapping compiled: set `property` to the rendered `value` when its rules pass. */
export interface CompiledMapping {
  readonly property: string
  /** `property` split into path segments. */
  readonly path: ReadonlyArray<string>
  /**
   * For source mappings: the segments under `lead` (`lead.first_name` and `first_name` both set
   * the lead's field); none (the mapping sets nothing) when a segment is `__proto__`,
   * `constructor` or `prototype`, names hygiene drops from submitted fields too.
   */
  readonly leadPath: ReadonlyArray<string>
  readonly value: RenderValue
  readonly rules: CompiledRules | undefined
}

const constant =
  (v: unknown): RenderValue =>
  () =>
    v

const compileValue = (v: Mapping["value"]): RenderValue => {
  if (typeof v === "string") return value(v)
  if (Array.isArray(v)) {
    const parts = v.map((item) => (item === null ? constant(null) : value(item)))
    return (vars) => parts.map((part) => part(vars))
  }
  return constant(v)
}

export const compileMappings = (
  mappings: ReadonlyArray<Mapping> | undefined,
  ctx: CompileContext
): ReadonlyArray<CompiledMapping> =>
  (mappings ?? []).map((m) => {
    const path = pathParts(m.property)
    return {
      property: m.property,
      path,
      leadPath: path.some((part) => PROTOTYPE_KEYS.has(part)) ? [] : path[0] === "lead" ? path.slice(1) : path,
      value: compileValue(m.value),
      rules: rules(m.rule_set, ctx)
    }
  })

/**
 * Apply mappings to a copy of `vars`, in order: each sees the vars as earlier mappings left
 * them. Objects on the way to a mapped property are copied, never changed.
 */
export const applyMappings = (mappings: ReadonlyArray<CompiledMapping>, vars: Vars): Record<string, unknown> => {
  let current: Record<string, unknown> = Object.assign({}, vars)
  for (const m of mappings) {
    if (m.rules !== undefined && m.rules(current) !== undefined) continue
    current = assocPath(current, m.path, m.value(current))
  }
  return current
}
