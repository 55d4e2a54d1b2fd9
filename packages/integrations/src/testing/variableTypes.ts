import { typeNames } from "@leadflow/types"

/**
 * The types a declared variable may have: the field types of `@leadflow/types` (which the engine
 * parses values into), plus the kinds that are not lead fields.
 */
export const variableTypes: ReadonlySet<string> = new Set<string>([
  ...typeNames,
  /** A mapping family: `json_property.*` lets the user map any `json_property.<path>`. */
  "wildcard",
  "array",
  /** A stored credential (`credential_id`); redacted from recorded requests. */
  "credential",
  /** A secret typed in by the user; redacted from recorded requests. */
  "password",
  "object"
])
