import type { Flow } from "../model/Flow.js"
import { type FlowIssue, forEachMember } from "./FlowMembers.js"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The caps and ping limits that would never count (every stored setting acts or is refused):
 * - a cap or ping limit with a `maximum` but no period (`duration` and `duration_units`): the
 *   engine counts only within a period, so it would let every lead through;
 * - a period without a `maximum`, on a cap without caps of its own (a parent cap may carry only
 *   rules and children), or on a ping limit;
 * - a cap with neither a `maximum` nor caps of its own;
 * - a cap's `maximum` that is not a whole number (leads are counted one by one);
 * - a list check's `lookback` of zero or less: it would never find anything, so the check would
 *   pass every lead (a flow error, not a schema refusal: stored flows are read with the schema).
 * Caps are found wherever a flow holds them (the flow, its sources, steps, group members, auction
 * buyers, and caps within caps). A host reports these as the flow's `errors` on save.
 */
export const flowLimitIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  const periodIssues = (limit: Readonly<Record<string, unknown>>, path: string, hasChildren: boolean): void => {
    const hasMaximum = limit["maximum"] !== undefined
    const missing = ["duration", "duration_units"].filter((key) => limit[key] === undefined)
    if (hasMaximum && missing.length > 0)
      issues.push({ path, message: `A maximum counts within a period: set ${missing.join(" and ")}` })
    if (!hasMaximum && missing.length < 2 && !hasChildren)
      issues.push({ path: `${path}.maximum`, message: "A period needs a maximum to count against" })
  }
  const caps = (list: ReadonlyArray<unknown>, path: string): void =>
    list.forEach((cap, i) => {
      if (!isRecord(cap)) return
      const at = `${path}.${i}`
      const children = Array.isArray(cap["caps"]) && cap["caps"].length > 0
      const maximum = cap["maximum"]
      if (maximum === undefined && !children) issues.push({ path: at, message: "A cap needs a maximum, or caps of its own" })
      if (typeof maximum === "number" && !Number.isInteger(maximum))
        issues.push({ path: `${at}.maximum`, message: `A maximum counts whole leads: ${maximum} is not a whole number` })
      periodIssues(cap, at, children)
      if (Array.isArray(cap["caps"])) caps(cap["caps"], `${at}.caps`)
    })
  forEachMember(flow, (key, value, at) => {
    if (key === "caps" && Array.isArray(value)) caps(value, at)
    else if (key === "ping_limits" && Array.isArray(value))
      value.forEach((limit: unknown, i) => {
        if (!isRecord(limit)) return
        if (limit["maximum"] === undefined) issues.push({ path: `${at}.${i}`, message: "A ping limit needs a maximum" })
        else periodIssues(limit, `${at}.${i}`, false)
      })
    else return true
    return false
  })
  for (const [name, check] of Object.entries(flow.list_checks ?? {})) {
    const lookback = (check as { readonly lookback?: { readonly value?: unknown } | null } | undefined)?.lookback
    if (typeof lookback?.value === "number" && lookback.value <= 0)
      issues.push({ path: `list_checks.${name}.lookback.value`, message: `A lookback of ${lookback.value} finds nothing: give a positive number, or null for the whole list` })
  }
  return issues
}
