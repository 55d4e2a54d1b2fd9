/**
 * How request variables become the values a delivery sends: a typed value (`{ normal, raw, valid }`
 * from `@leadflow/types`) is sent as its normal form, or as its raw text when it did not parse;
 * with `send_ascii`, text is transliterated to ASCII (ê → e, ß → ss).
 */
import anyAscii from "any-ascii"
import { isTypedValue } from "@leadflow/types"

/** A typed value's normal form (its raw input when invalid); any other value as it is. */
export const plain = (value: unknown): unknown => {
  if (value !== null && typeof value === "object" && isTypedValue(value)) return value.valid ? value.normal : value.raw
  return value
}

/** A scalar variable as text, trimmed; undefined when absent, empty or not a scalar. */
export const text = (value: unknown): string | undefined => {
  const v = plain(value)
  if (typeof v === "string") {
    const trimmed = v.trim()
    return trimmed === "" ? undefined : trimmed
  }
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v)
  return undefined
}

/** Text as sent: transliterated to ASCII when asked. */
export const outgoingText = (value: string, ascii: boolean): string => (ascii ? anyAscii(value) : value)

/**
 * A leaf value as sent in a text format (form field, query parameter, XML text, header): numbers
 * and booleans printed, objects as JSON. Undefined for null and undefined (nothing to send).
 */
export const leafText = (value: unknown, ascii: boolean): string | undefined => {
  const v = plain(value)
  if (v === null || v === undefined) return undefined
  if (typeof v === "string") return outgoingText(v, ascii)
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v)
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString()
  const json = jsonText(v)
  return json === undefined ? undefined : outgoingText(json, ascii)
}

/** JSON text of a value; undefined for what JSON cannot hold (cycles, BigInt inside objects). */
export const jsonText = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}
