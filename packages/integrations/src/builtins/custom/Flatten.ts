/**
 * The values of a mapping family (`json_property.*`, `form_field.*`, `header.*`, ...) as dotted
 * names. The engine nests a mapping of `json_property.foo.bar` as `{ foo: { bar } }`; a name
 * written with dots (`{ "foo.bar": x }`) is kept as written, so both spellings give `foo.bar`.
 */
import { isTypedValue } from "@leadflow/types"

/** One mapped value: its dotted name under the family, and the value. */
export type Entry = readonly [name: string, value: unknown]

/** A plain object of mapped values (walked into); typed values, arrays, dates and the like are values. */
export const isBranch = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null) && !isTypedValue(value)
}

const walk = (branch: Record<string, unknown>, prefix: string, out: Array<Entry>): void => {
  for (const key of Object.keys(branch)) {
    const value = branch[key]
    const name = prefix === "" ? key : `${prefix}.${key}`
    if (isBranch(value)) walk(value, name, out)
    else out.push([name, value])
  }
}

/** The family's values in mapping order; none when the family is absent or not an object. */
export const flattenFamily = (family: unknown): Array<Entry> => {
  const out: Array<Entry> = []
  if (isBranch(family)) walk(family, "", out)
  return out
}
