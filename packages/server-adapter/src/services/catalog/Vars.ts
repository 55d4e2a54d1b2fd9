import { documentStepsOf, packageKey } from "@leadflow/core"
import type { IntegrationRuntimeService } from "@leadflow/integrations"
import { typeNames } from "@leadflow/types"
import { type Var } from "@leadflow/api"
import type { StoredDocument } from "../../storage/Documents.js"

/**
 * The variables a flow's rules, templates and mappings can use (`GET /vars`), in the reference's
 * `Var` shape: the metadata every lead carries (what the engine's inbound phase and steps put in
 * `vars`), `lead.<field>` for the fields of the account's flows, `suppressionlist.is_<check>` for
 * their list checks, and `<step key>.<variable>` for the data each recipient step's integration
 * appends (also reachable as `appended.<step key>.<variable>`).
 */

const meta = (name: string, label: string, type: string, description: string): Var => ({ name, label, type, description })

/** What the engine sets on every lead (core `buildVars`, pricing, recipient steps, feedback). */
export const metadataVars: ReadonlyArray<Var> = [
  meta("lead.id", "Lead ID", "string", "The lead's unique id (24 hex digits)"),
  meta("submission.timestamp", "Submission Timestamp", "time", "When the lead was submitted"),
  meta("submission.ip", "Submission IP", "ip", "The address the lead was submitted from"),
  meta("account.id", "Account ID", "string", "The account handling the lead"),
  meta("account.name", "Account Name", "string", "The name of the account handling the lead"),
  meta("flow.id", "Flow ID", "string", "The flow handling the lead"),
  meta("flow.name", "Flow Name", "string", "The name of the flow handling the lead"),
  meta("source.id", "Source ID", "string", "The source (entity) that submitted the lead"),
  meta("source.name", "Source Name", "string", "The name of the source that submitted the lead"),
  meta("source.short_id", "Source Short ID", "string", "The short id of the flow's source the lead came in through, when it has one (two sources of one entity share source.id)"),
  meta("recipient.id", "Recipient ID", "string", "The recipient (entity) of the current step; recipient steps only"),
  meta("recipient.name", "Recipient Name", "string", "The name of the recipient of the current step; recipient steps only"),
  meta("random", "Random Number", "number", "A random integer from 1 to 100 per lead, for percentage splits"),
  meta("price", "Price", "number", "The lead's purchase price once pricing has run"),
  meta("purchase_price", "Purchase Price", "number", "What is paid to the source for the lead"),
  meta("event_id", "Event ID", "string", "The current recipient event's id; recipient steps only (buyers send it back with feedback)"),
  meta("feedback.type", "Feedback Type", "string", "return or conversion; feedback events only"),
  meta("feedback.reason", "Feedback Reason", "string", "Why the feedback was given; feedback events only"),
  meta("feedback.timestamp", "Feedback Timestamp", "time", "When the feedback was given; feedback events only")
]

const listCheckNames = ["duplicate", "existing_customer", "dnc"] as const
const listCheckLabels: Readonly<Record<(typeof listCheckNames)[number], string>> = {
  duplicate: "Is Duplicate",
  existing_customer: "Is Existing Customer",
  dnc: "Is on Do-Not-Call List"
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

/** `favorite_color_acme` → `Favorite Color Acme`. */
export const humanize = (name: string): string =>
  name
    .split(/[._\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")

const knownTypes: ReadonlySet<string> = new Set(typeNames)

export interface VarsQuery {
  /** Only these flows' variables (all of the account's flows when empty). */
  readonly flowIds: ReadonlyArray<string>
  /** Leave out these names, and everything under them (`appended`, `lead.email`). */
  readonly exclude: ReadonlyArray<string>
}

/** The variables of an account's flows and fields. */
export const listVars = (
  flows: ReadonlyArray<StoredDocument>,
  fields: ReadonlyArray<StoredDocument>,
  runtime: Pick<IntegrationRuntimeService, "outbound">,
  query: VarsQuery
): ReadonlyArray<Var> => {
  const selected = query.flowIds.length === 0 ? flows : flows.filter((flow) => query.flowIds.includes(flow.id))
  const out = new Map<string, Var>()
  const add = (v: Var) => {
    if (!out.has(v.name)) out.set(v.name, v)
  }
  metadataVars.forEach(add)

  const fieldById = new Map(fields.map((field) => [field.id, field.body]))
  const addField = (id: string) => {
    const field = fieldById.get(id)
    const type = text(field?.["type"]) ?? (knownTypes.has(id) ? id : undefined)
    const description = text(field?.["description"])
    add({
      name: `lead.${id}`,
      label: text(field?.["name"]) ?? humanize(id),
      ...(type === undefined ? {} : { type }),
      ...(description === undefined ? {} : { description })
    })
  }
  for (const flow of selected) for (const id of Array.isArray(flow.body["fields"]) ? flow.body["fields"] : []) if (typeof id === "string") addField(id)
  // Without a flow filter, the account's own field definitions are usable by any flow.
  if (query.flowIds.length === 0) for (const field of fields) addField(field.id)

  for (const flow of selected) {
    const checks = flow.body["list_checks"]
    if (isRecord(checks))
      for (const name of listCheckNames)
        if (isRecord(checks[name]))
          add({
            name: `suppressionlist.is_${name}`,
            label: listCheckLabels[name],
            type: "boolean",
            description: `Result of the flow's ${name.replace("_", " ")} list check`
          })
  }

  for (const flow of selected)
    for (const { step } of documentStepsOf(flow.body["steps"])) {
      if (step["type"] !== "recipient") continue
      const integration = isRecord(step["integration"]) ? step["integration"] : {}
      const moduleId = text(integration["module_id"])
      if (moduleId === undefined) continue
      const module = runtime.outbound(moduleId)
      if (module === undefined) continue
      const entity = isRecord(step["entity"]) ? text(step["entity"]["id"]) : undefined
      const key = packageKey(moduleId)
      for (const variable of module.response_variables)
        add({
          name: `${key}.${variable.name}`,
          label: `${module.name}: ${variable.label ?? humanize(variable.name)}`,
          type: variable.type,
          description: variable.description,
          module_id: moduleId,
          ...(entity === undefined ? {} : { entity_id: entity }),
          ...(variable.examples === undefined ? {} : { examples: variable.examples })
        })
    }

  const excluded = (name: string) => query.exclude.some((prefix) => name === prefix || name.startsWith(`${prefix}.`))
  return [...out.values()].filter((v) => !excluded(v.name))
}
