import { isTypedValue } from "@leadflow/types"

/**
 * The credential id a step's `credential_id` variable names, or undefined when it names none. A
 * mapping whose value is a lone reference (`{{lead.comments}}`) renders the typed value itself,
 * not its text, so the id is read from its normal form: otherwise a templated credential would
 * be silently dropped and the step would send without it.
 */
export const credentialIdOf = (value: unknown): string | undefined => {
  const id = isTypedValue(value) ? value.normal : value
  if (typeof id === "string") return id.trim() === "" ? undefined : id.trim()
  if (typeof id === "number") return String(id)
  return undefined
}
