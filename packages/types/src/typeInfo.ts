import type { OperatorName } from "./Operators.js"
import { parse, fieldType } from "./parse.js"
import type { ComponentInfo, TypedValue, TypeName } from "./TypedValue.js"

export interface TypeInfo {
  readonly name: TypeName
  readonly description: string
  readonly components: ReadonlyArray<ComponentInfo>
  /** The rule operators a rule on this type may use. */
  readonly operators: ReadonlyArray<OperatorName>
  /** Example inputs, parsed. */
  readonly examples: ReadonlyArray<TypedValue>
  readonly maskable: boolean
}

const cache = new Map<string, TypeInfo>()

/** What a type is: its components with descriptions, allowed operators and parsed examples. */
export const typeInfo = (type: TypeName): TypeInfo => {
  const cached = cache.get(type)
  if (cached !== undefined) return cached
  const t = fieldType(type)
  const info: TypeInfo = {
    name: t.name,
    description: t.description,
    components: t.components,
    operators: t.operators,
    examples: t.examples.flatMap((example) => {
      const value = parse(t.name, example)
      return value === null || value === undefined ? [] : [value]
    }),
    maskable: t.maskable
  }
  cache.set(type, info)
  return info
}
