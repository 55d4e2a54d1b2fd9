/**
 * Request variables as an integration expects them: each declared variable with a field type
 * holds a typed value (`{ normal, raw, valid, ... }`), parsed with `@leadflow/types` unless it is
 * typed already. The engine types them before `validate`; the runtime does it again for callers
 * that do not (retries, tests, embedders), which costs one check per variable when they are.
 */
import { assocPath, compilePath } from "@leadflow/core"
import { isTypedValue, parse, typeNames, type TypeName } from "@leadflow/types"
import type { Variable } from "../Contract.js"

const FIELD_TYPES: ReadonlySet<string> = new Set(typeNames)

/** Types a call's vars (a copy when something changes; the given object otherwise). */
export type VarsTyper = (vars: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>

const unchanged: VarsTyper = (vars) => vars

/**
 * Build, once per integration, the typer of its request variables. The runtime uses it before
 * each call, and the test kit's `engineVars` uses it, so tests see the vars the runtime passes.
 */
export const varsTyper = <V extends Pick<Variable, "name" | "type">>(variables: ReadonlyArray<V>): VarsTyper => {
  // As the engine does: `string` needs no parsing (its typed value is the text), a `credential`
  // holds a secret or a reference to a stored one and stays as given, and wildcards name
  // families, not values.
  const typed = variables
    .filter((v) => FIELD_TYPES.has(v.type) && v.type !== "string" && v.type !== "credential" && !v.name.endsWith("*"))
    .map((v) => ({ type: v.type as TypeName, name: v.name, get: compilePath(v.name) }))
  if (typed.length === 0) return unchanged
  return (vars) => {
    let out = vars
    for (const v of typed) {
      const value = v.get(out)
      if (value === undefined || value === null || isTypedValue(value)) continue
      out = assocPath(out, v.name, parse(v.type, value))
    }
    return out
  }
}
