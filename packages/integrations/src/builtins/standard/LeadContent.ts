/**
 * The fields the standard outbound sends to another flow: every lead field (nested objects as
 * dotted names, typed values as their normal form, missing values empty; the lead's own id is
 * not a field), then the extra `standard.custom.*` fields (a same-named lead field is replaced in
 * place), then `price` (0 when unset).
 */
import { isTypedValue } from "@leadflow/types"
import { textOf } from "./Printable.js"
import { isRecord } from "./Records.js"

export type LeadContent = Map<string, string | ReadonlyArray<string>>

const addFields = (content: LeadContent, prefix: string, record: Readonly<Record<string, unknown>>, isLead: boolean): void => {
  for (const key of Object.keys(record)) {
    if (isLead && key === "id") continue
    const value = record[key]
    const name = prefix + key
    if (Array.isArray(value)) content.set(name, value.map(textOf))
    else if (isRecord(value) && !isTypedValue(value)) addFields(content, `${name}.`, value, false)
    else content.set(name, textOf(value))
  }
}

/** The ordered name/value pairs for a lead's vars. */
export const leadContent = (vars: Readonly<Record<string, unknown>>): LeadContent => {
  const content: LeadContent = new Map()
  const lead = vars["lead"]
  if (isRecord(lead)) addFields(content, "", lead, true)
  const standard = vars["standard"]
  const custom = isRecord(standard) ? standard["custom"] : undefined
  if (isRecord(custom)) addFields(content, "", custom, false)
  content.set("price", textOf(vars["price"] ?? 0))
  return content
}

/** Write the pairs into URL search parameters, replacing same-named ones (`set` keeps their place). */
export const writeContent = (content: LeadContent, params: URLSearchParams): void => {
  for (const [name, value] of content) {
    if (typeof value === "string") params.set(name, value)
    else {
      params.delete(name)
      for (const item of value) params.append(name, item)
    }
  }
}
