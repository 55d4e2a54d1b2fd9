/**
 * Lead values as they leave the engine: a typed value (`{ normal, raw, valid, ... }`) is sent as
 * its normal form, or as the raw text the submitter sent when it is not valid.
 */
import { isTypedValue } from "@leadflow/types"
import { isRecord } from "./Records.js"

/** One value: a typed value reduced to what is sent; anything else as it is. */
export const printable = (value: unknown): unknown =>
  isTypedValue(value) ? (value.valid && value.normal !== null ? value.normal : value.raw) : value

/** A value with every typed value inside it reduced (a copy: vars are never changed). */
export const presented = (value: unknown): unknown => {
  if (isTypedValue(value)) return printable(value)
  if (Array.isArray(value)) return value.map(presented)
  if (isRecord(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) out[key] = presented(value[key])
    return out
  }
  return value
}

/** A value as form-encoded text: missing is empty, objects are JSON. */
export const textOf = (value: unknown): string => {
  const plain = printable(value)
  if (plain === undefined || plain === null) return ""
  if (typeof plain === "string") return plain
  if (typeof plain === "object") return JSON.stringify(plain)
  return String(plain)
}
