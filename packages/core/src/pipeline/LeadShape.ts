import { isTypedValue, parse, type TypeName } from "@leadflow/types"
import type { Field } from "../model/Field.js"
import type { Flow } from "../model/Flow.js"
import { packageKey } from "../ports/Integrations.js"
import { recipientStepsOf } from "./StepIds.js"

/**
 * The spec's namespaces, compiled once per flow: `lead.*` holds every value submitted with the
 * lead (after the source's mappings), the flow's fields parsed with their type and any other
 * value as text; custom fields (the account's fields marked `standard: false`) are also read
 * without a prefix (`{{favorite_color_acorp}}` = `{{lead.favorite_color_acorp}}`).
 */
export interface LeadShape {
  /** The flow's fields and their types. */
  readonly types: ReadonlyMap<string, TypeName>
  /** Custom field ids set at the top of the vars too, when the lead has a value for them. */
  readonly custom: ReadonlySet<string>
}

/** Top-level names the engine fills itself: a custom field of the same id never hides them. */
const RESERVED: ReadonlySet<string> = new Set([
  "lead",
  "appended",
  "flow",
  "source",
  "recipient",
  "account",
  "submission",
  "random",
  "price",
  "purchase_price",
  "event_id",
  "suppressionlist",
  "credential",
  "credential_id",
  "timeout_seconds",
  "feedback"
])

export const compileLeadShape = (
  flow: Flow,
  fieldTypes: Readonly<Record<string, TypeName>>,
  fields: ReadonlyArray<Pick<Field, "id"> & { readonly standard?: boolean | undefined }>,
  warnings: Array<string>
): LeadShape => {
  const stepKeys = new Set<string>()
  for (const { step } of recipientStepsOf(flow.steps)) stepKeys.add(packageKey(step.integration.module_id))
  for (const step of flow.steps)
    if (step.type === "auction")
      for (const buyer of step.buyers) {
        stepKeys.add(packageKey(buyer.ping.module_id))
        stepKeys.add(packageKey(buyer.post.module_id))
      }
  const custom = new Set<string>()
  for (const field of fields) {
    if (field.standard !== false) continue
    if (RESERVED.has(field.id) || stepKeys.has(field.id)) {
      warnings.push(`custom field ${field.id} is read as lead.${field.id} only: ${field.id} is a name the engine uses`)
      continue
    }
    custom.add(field.id)
  }
  return { types: new Map(Object.entries(fieldTypes)), custom }
}

/** A submitted value the flow does not declare, as text: scalars as strings, lists and objects keep their shape. */
export const asText = (value: unknown): unknown => {
  switch (typeof value) {
    case "string":
      return value
    case "number":
    case "boolean":
    case "bigint":
      return String(value)
    case "object": {
      if (value === null) return null
      if (Array.isArray(value)) return value.map(asText)
      if (isTypedValue(value)) return String(value.normal)
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString()
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(value)) out[key] = asText((value as Record<string, unknown>)[key])
      return out
    }
    default:
      return undefined
  }
}

/**
 * `lead.*` from the submitted values (hygiene and source mappings done), into `lead`, and the
 * custom fields also into `vars` under their own id.
 */
export const fillLead = (
  shape: LeadShape,
  raw: Readonly<Record<string, unknown>>,
  lead: Record<string, unknown>,
  vars: Record<string, unknown>
): void => {
  const { types, custom } = shape
  for (const id in raw) {
    const value = raw[id]
    if (value === undefined || value === null) continue
    const type = types.get(id)
    const typed = type === undefined ? asText(value) : parse(type, value)
    if (typed === undefined) continue
    lead[id] = typed
    if (custom.size > 0 && custom.has(id)) vars[id] = typed
  }
}
