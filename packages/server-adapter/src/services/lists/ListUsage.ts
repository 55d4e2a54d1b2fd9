import type { SqlClient } from "@effect/sql"
import { legacyListName, normalizeListName, readListNames, type StoreError } from "@leadflow/core"
import type { Effect } from "effect"
import type { Documents } from "../../storage/Documents.js"
import { flowsUsing } from "../flows/FlowsUsing.js"

/**
 * Which flows use a list, so that deleting it does not silently turn off their checks. A flow uses
 * a list when a list check reads it (`list_checks.*.list_name`) or a suppression list step looks
 * it up or adds to it (`list_name` of query_item, add_item, is_unique). Names are compared as the
 * checks and steps read them: normalised, and in the older normal form their lookups also read
 * (`leads-2015` reads `leads2015` and `leads_2015`). A templated step name (`{{...}}`) could be any
 * list and names none here: such a step writes its list back on its next lead.
 */

/** The suppression list steps that read their `list_name` or add to it (delete_item only removes). */
const listUsers: ReadonlySet<string> = new Set([
  "leadflow-suppressionlist.outbound.query_item",
  "leadflow-suppressionlist.outbound.add_item",
  "leadflow-suppressionlist.outbound.is_unique"
])

const addName = (name: string, names: Set<string>): void => {
  const normal = normalizeListName(name)
  if (normal !== "") names.add(normal)
  const legacy = legacyListName(name)
  if (legacy !== undefined) names.add(legacy)
}

/** Whether a mapping's value is a template (`{{...}}`, in a text or an item of a list), read per lead. */
export const isTemplated = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("{{") : Array.isArray(value) && value.some((item) => typeof item === "string" && item.includes("{{"))

/**
 * The lists a suppression list step's constant `list_name` (a mapping's value) names, read as the
 * step reads it (core's `readListNames`: CSV, so `"Bob's List, Unplugged"` is one list): normalised,
 * with the legacy names its lookups also read. None when the step cannot read it (it is skipped).
 */
export const stepListNames = (value: unknown): { readonly lists: ReadonlyArray<string>; readonly legacy: ReadonlyArray<string> } => {
  const read = readListNames(value)
  return typeof read === "string" ? { lists: [], legacy: [] } : { lists: read.lists, legacy: [...read.legacy.values()] }
}

const addStepNames = (node: unknown, names: Set<string>): void => {
  if (Array.isArray(node)) {
    for (const item of node) addStepNames(item, names)
    return
  }
  if (typeof node !== "object" || node === null) return
  const record = node as Record<string, unknown>
  if (typeof record["module_id"] === "string" && listUsers.has(record["module_id"]) && Array.isArray(record["mappings"]))
    for (const mapping of record["mappings"] as ReadonlyArray<{ readonly property?: unknown; readonly value?: unknown }>) {
      if (mapping.property !== "list_name" || isTemplated(mapping.value)) continue
      const { lists, legacy } = stepListNames(mapping.value)
      for (const name of [...lists, ...legacy]) names.add(name)
    }
  for (const value of Object.values(record)) addStepNames(value, names)
}

/** The list names a stored flow body uses, in every form a lookup of it reads. */
export const listNamesUsedBy = (body: unknown): ReadonlySet<string> => {
  const names = new Set<string>()
  if (typeof body !== "object" || body === null) return names
  const checks = (body as Record<string, unknown>)["list_checks"]
  if (typeof checks === "object" && checks !== null)
    for (const check of Object.values(checks as Record<string, unknown>)) {
      const name = typeof check === "object" && check !== null ? (check as Record<string, unknown>)["list_name"] : undefined
      if (typeof name === "string") addName(name, names)
    }
  // Steps anywhere in the body: group members and auction buyers too.
  addStepNames(body, names)
  return names
}

/** The account's flows that use the list named `name` (as stored), in the draft or the deployed version. */
export const flowsUsingList = (
  accountId: string,
  name: string
): Effect.Effect<ReadonlyArray<string>, StoreError, Documents | SqlClient.SqlClient> => {
  const forms = new Set([name, normalizeListName(name)])
  return flowsUsing(accountId, (body) => [...listNamesUsedBy(body)].some((used) => forms.has(used)))
}
