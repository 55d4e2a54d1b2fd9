import { isTypedValue } from "@leadflow/types"

/** A lead field from the request vars (`lead.<field>`), typed or raw as the engine passed it. */
export const leadField = (vars: Readonly<Record<string, unknown>>, field: string): unknown => {
  const lead = vars["lead"]
  return typeof lead === "object" && lead !== null ? (lead as Readonly<Record<string, unknown>>)[field] : undefined
}

/** Nothing to read: absent, or blank text (a typed value by its raw input). */
export const isBlank = (value: unknown): boolean => {
  const source = isTypedValue(value) ? value.raw : value
  return source === undefined || source === null || (typeof source === "string" && source.trim() === "")
}
