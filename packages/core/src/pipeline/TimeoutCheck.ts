import type { Flow } from "../model/Flow.js"
import { type FlowIssue, forEachMember } from "./FlowMembers.js"

/**
 * A `timeout_seconds` mapping written as a constant that the engine would not use as written: not
 * a number, or outside 1 to 360 (the engine clamps it, `timeoutSeconds`, so 9999 would quietly be
 * 360). A template is read per lead and not checked here. Mappings are found wherever a flow
 * holds them (steps, group members, auction buyers). A host reports these as the flow's `errors`.
 */
export const flowTimeoutIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  forEachMember(flow, (key, value, at) => {
    if (key !== "mappings") return true
    issues.push(...mappingTimeoutIssues(value, at))
    return false
  })
  return issues
}

/**
 * The same check for one list of mappings at `at` (its dotted path): for what holds mappings
 * outside a flow, such as a pricing service's integration (`integration.mappings`).
 */
export const mappingTimeoutIssues = (mappings: unknown, at: string): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  if (!Array.isArray(mappings)) return issues
  mappings.forEach((mapping: unknown, i) => {
    const { property, value: text } = (mapping ?? {}) as { readonly property?: unknown; readonly value?: unknown }
    if (property !== "timeout_seconds") return
    // A mapping's value is text (a template when it has `{{`) or a number.
    if (typeof text === "string" && text.includes("{{")) return
    if (typeof text !== "string" && typeof text !== "number") return
    const seconds = typeof text === "number" ? text : text.trim() === "" ? Number.NaN : Number(text.trim())
    if (!Number.isFinite(seconds) || seconds < 1 || seconds > 360)
      issues.push({ path: `${at}.${i}.value`, message: `timeout_seconds is from 1 to 360 seconds, not ${JSON.stringify(text)}` })
  })
  return issues
}
