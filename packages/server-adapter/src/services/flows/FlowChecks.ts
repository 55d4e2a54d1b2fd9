import { checkRuleSet, checkTemplate, type Flow, flowCheckIssues, type RuleSetEncoded, templateVariables } from "@leadflow/core"
import { typeInfo, typeNames } from "@leadflow/types"
import { flowReturnIssues } from "../../feedback/ReturnIssues.js"
import { pushOwn } from "../OwnMembers.js"
import { type ReferenceContext, referenceErrors } from "./FlowReferences.js"

/**
 * Everything wrong with a flow that the engine would only show while running leads: broken
 * references (`FlowReferences`), templates that do not parse (an unclosed `{{lead.email`, an
 * unknown helper, an unclosed block), and rules that cannot work (an unknown operator, a pattern
 * that never matches, a component such as `lead.phone_1.area` of a field the flow lacks; a bare
 * `lead.x` is fine, `lead.*` holds every submitted value). Each problem is keyed by its path into
 * the flow document; a flow with any is saved with them as `errors` and cannot be deployed.
 */

type Errors = Record<string, Array<string>>

/** Members whose text is a label, never a template, wherever they occur. */
const labels: ReadonlySet<string> = new Set(["id", "name", "description", "error", "errors"])

const isRuleSet = (node: unknown): node is RuleSetEncoded =>
  typeof node === "object" && node !== null && !Array.isArray(node) && Array.isArray((node as { rules?: unknown }).rules)

/**
 * What a typed value of each field type may hold: `normal`, `raw`, `valid`, `masked` (a phone
 * given with stars has it, as maskable types do) and the type's components.
 */
const typeMembers = new Map<string, ReadonlySet<string>>(
  typeNames.map((type) => [type, new Set(["normal", "raw", "valid", "masked", ...typeInfo(type).components.map((c) => c.name)])])
)

/** What a host says of a flow reading a variable path (`lead.cell_acme`): a message when that read is a problem. */
export type Read = (variable: string) => string | undefined

/**
 * The template and rule problems of a flow, by path into the flow. With the account's field
 * types, a rule reading a component a field's type lacks is one too. With `read`, so is every
 * variable path the flow reads that it answers a message for: each path a template reads
 * wherever it is (mappings, reasons, list-check values...) and each a rule reads (its lhv, its
 * templates; criteria, caps, steps and groups alike, core's `CheckOptions.read`).
 */
export const contentErrors = (flow: Flow, fieldTypes: ReadonlyMap<string, string> = new Map(), read?: Read): Errors => {
  const errors: Errors = {}
  const fields = new Set<string>(flow.fields)
  const members = (field: string): ReadonlySet<string> | undefined => {
    const type = fieldTypes.get(field)
    return type === undefined ? undefined : typeMembers.get(type)
  }
  const walk = (node: unknown, path: string, key: string): void => {
    if (typeof node === "string") {
      if (labels.has(key) || !node.includes("{{")) return
      for (const issue of checkTemplate(node)) pushOwn(errors, path, `${issue.message} (at character ${issue.at + 1})`)
      if (read !== undefined)
        for (const variable of templateVariables(node)) {
          const message = read(variable)
          if (message !== undefined) pushOwn(errors, path, message)
        }
      return
    }
    if (key === "rule_set" && isRuleSet(node)) {
      for (const issue of checkRuleSet(node, { template: checkTemplate, fields, members, ...(read === undefined ? {} : { read }) }))
        pushOwn(errors, issue.path === "" ? path : `${path}.${issue.path}`, issue.message)
      return
    }
    if (Array.isArray(node)) node.forEach((item: unknown, i) => walk(item, path === "" ? String(i) : `${path}.${i}`, key))
    else if (typeof node === "object" && node !== null)
      for (const [member, value] of Object.entries(node)) {
        if (path === "" && labels.has(member)) continue
        walk(value, path === "" ? member : `${path}.${member}`, member)
      }
  }
  walk(flow, "", "")
  return errors
}

/**
 * Only the reads of a flow `read` answers a message for (`contentErrors` with `read`, without
 * its other problems), by path: where a flow reads a field, say.
 */
export const readProblems = (flow: Flow, read: Read): Errors => {
  const said = new Set<string>()
  const found = contentErrors(flow, new Map(), (variable) => {
    const message = read(variable)
    if (message !== undefined) said.add(message)
    return message
  })
  const reads: Errors = {}
  for (const [path, messages] of Object.entries(found)) for (const message of messages) if (said.has(message)) pushOwn(reads, path, message)
  return reads
}

/**
 * Every problem of a flow: its references against the account, then its templates and rules,
 * its schedules (zones, times, dates), its groups, its caps and ping limits (and members of theirs,
 * its sources' and its list checks' that Leadflow does not have), settings that others keep from
 * acting (a list check without a list, pricing always priced before, ping limits without pings),
 * its destinations'
 * webhook URLs, its constant timeouts and its sources' return settings.
 */
export const flowErrors = (flow: Flow, context: ReferenceContext): Errors => {
  const errors = referenceErrors(flow, context)
  for (const [path, messages] of Object.entries(contentErrors(flow, context.fieldTypes))) for (const message of messages) pushOwn(errors, path, message)
  // Core's checks are the ones the engine blocks a flow on (`flowCheckIssues`): one list for both.
  for (const issue of [...flowCheckIssues(flow), ...flowReturnIssues(flow)]) pushOwn(errors, issue.path, issue.message)
  return errors
}

/** One line for the whole set of problems (the flow's `error`). */
export const problemSummary = (errors: Errors): string | undefined => {
  const entries = Object.entries(errors)
  if (entries.length === 0) return undefined
  const count = entries.reduce((n, [, messages]) => n + messages.length, 0)
  const details = entries.map(([path, messages]) => `${path}: ${messages.join(", ")}`).join("; ")
  return `The flow has ${count} problem${count === 1 ? "" : "s"} (${details})`
}
