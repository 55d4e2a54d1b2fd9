import { isTypedValue, parse, typeInfo, typeNames, type OperatorName, type TypeName } from "@leadflow/types"
import { listItems } from "./List.js"
import { orderKey } from "./Value.js"

/**
 * What a compiler may know about the flow's fields (field id → type), and how it reads an rhv
 * with the lhv's type: `lead.state is equal to Texas` compares with `TX`, a date rhv written
 * `01/15/2024` compares as the day `2024-01-15`.
 */
export type FieldTypes = Readonly<Record<string, TypeName>>

const knownTypes: ReadonlySet<string> = new Set(typeNames)

const own = (fieldTypes: FieldTypes, key: string): TypeName | undefined =>
  Object.hasOwn(fieldTypes, key) ? fieldTypes[key] : undefined

/**
 * The type of the value at `path`: the field type declared for the whole path (`lead.state` or
 * `state`; `lead.` is the namespace of submitted fields), else the type of a component of a
 * declared field (`lead.dob.age` is a number, `lead.phone_1.is_tollfree` a boolean).
 */
export const fieldTypeOf = (path: string, fieldTypes: FieldTypes | undefined): TypeName | undefined => {
  if (fieldTypes === undefined) return undefined
  const field = path.startsWith("lead.") ? path.slice(5) : path
  const declared = own(fieldTypes, path) ?? own(fieldTypes, field)
  if (declared !== undefined) return declared
  const dot = field.lastIndexOf(".")
  if (dot <= 0) return undefined
  const parent = own(fieldTypes, field.slice(0, dot)) ?? own(fieldTypes, `lead.${field.slice(0, dot)}`)
  if (parent === undefined) return undefined
  const name = field.slice(dot + 1)
  const component = typeInfo(parent).components.find((c) => c.name === name)
  return component !== undefined && knownTypes.has(component.type) ? (component.type as TypeName) : undefined
}

/** Operators whose rhv is a value of the lhv's type (not a substring, pattern or range). */
const typedOperators: ReadonlySet<OperatorName> = new Set<OperatorName>([
  "is equal to",
  "is not equal to",
  "is less than",
  "is less than or equal to",
  "is greater than",
  "is greater than or equal to"
])

const listOperators: ReadonlySet<OperatorName> = new Set<OperatorName>(["is included in", "is not included in"])

/**
 * The rhv as the operator reads it when the lhv's type is known: for equality and ordering each
 * value is parsed with that type, for `is included in` each list item is. A value that does not
 * parse as a valid value of the type is kept as written (so `maybe` never becomes boolean
 * `false`). Other operators, and unknown types, get the rhv unchanged.
 */
export const withFieldType = (op: OperatorName, rhv: unknown, type: TypeName | undefined): unknown => {
  if (type === undefined) return rhv
  if (listOperators.has(op)) return listItems(rhv).map((item) => asType(item, type))
  if (!typedOperators.has(op)) return rhv
  return Array.isArray(rhv) ? rhv.map((item) => asType(item, type)) : asType(rhv, type)
}

const asType = (value: unknown, type: TypeName): unknown => {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return value
  // A time parser fills a missing time of day with noon: an rhv that already is an ISO date or
  // instant is kept, so `is greater than 2024-01-01` means from midnight.
  if (type === "time" && orderKey(value) !== undefined) return value
  const parsed = parse(type, value)
  return isTypedValue(parsed) && parsed.valid ? parsed : value
}
