import type { Flow } from "../model/Flow.js"
import { LOOKBACK_MS, type LookbackInterval, maxLookbackMs, maxLookbackOf } from "../model/ListCheck.js"
import { type DurationUnit, maxIntervalLength, maxLimitMaximum } from "../model/Interval.js"
import { type FlowIssue, forEachMember } from "./FlowMembers.js"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** What only a cap that counts (has a maximum) acts on: on a parent without one, nothing reads it. */
const parentOnly = ["duration", "duration_units", "time_zone", "reason"] as const

/**
 * The caps and ping limits that would never count (every stored setting acts or is refused):
 * - a cap or ping limit with a `maximum` but no period (`duration` and `duration_units`): the
 *   engine counts only within a period, so it would let every lead through;
 * - a period without a `maximum`, on a cap without caps of its own (a parent cap may carry only
 *   rules and children), or on a ping limit;
 * - a cap with neither a `maximum` nor caps of its own;
 * - a cap's `maximum` that is not a whole number (leads are counted one by one), and a cap's or
 *   ping limit's `maximum` over 2,147,483,647 (PostgreSQL counters are 32-bit: every lead would
 *   fail on "storage unavailable");
 * - a `duration` over 100 years of its `duration_units` (its window would end past the dates a
 *   counter can show);
 * - on a parent cap (caps of its own, no `maximum`): a `duration`, `duration_units`, `time_zone`
 *   or `reason`. Only a cap with a maximum counts, and its children count with their own period,
 *   zone and reason, so these would not act (the children do not inherit them: a child without a
 *   zone counts in its source's or step's entity zone, else UTC, as one at the top level does);
 * - two caps (or two ping limits) of a flow with the same `id`, wherever they sit: a counter is
 *   keyed by the flow and the id, so they would share one count. A copied cap keeps its id; one
 *   sent without an id gets a new one on save;
 * - a list check's `lookback` of zero or less: it would never find anything, so the check would
 *   pass every lead (a flow error, not a schema refusal: stored flows are read with the schema);
 *   and one over 100 years (its window would start before any date the store can compare with:
 *   every lead would fail on "storage unavailable" on PostgreSQL).
 * Caps are found wherever a flow holds them (the flow, its sources, steps, group members, auction
 * buyers, and caps within caps). A host reports these as the flow's `errors` on save. They are flow
 * errors rather than schema refusals because stored flows are read with the schema: a tighter
 * schema would make a flow stored before unreadable, where a flow error only blocks its deploy.
 */
export const flowLimitIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  const periodIssues = (limit: Readonly<Record<string, unknown>>, path: string, hasChildren: boolean): void => {
    const maximum = limit["maximum"]
    const hasMaximum = maximum !== undefined
    const missing = ["duration", "duration_units"].filter((key) => limit[key] === undefined)
    if (hasMaximum && missing.length > 0)
      issues.push({ path, message: `A maximum counts within a period: set ${missing.join(" and ")}` })
    if (!hasMaximum && missing.length < 2 && !hasChildren)
      issues.push({ path: `${path}.maximum`, message: "A period needs a maximum to count against" })
    if (typeof maximum === "number" && maximum > maxLimitMaximum)
      issues.push({ path: `${path}.maximum`, message: `A maximum is at most ${maxLimitMaximum}: ${maximum} is too large` })
    const duration = limit["duration"]
    const units = limit["duration_units"]
    const longest = typeof units === "string" && Object.hasOwn(maxIntervalLength, units) ? maxIntervalLength[units as DurationUnit] : undefined
    if (typeof duration === "number" && longest !== undefined && duration > longest)
      issues.push({ path: `${path}.duration`, message: `A period is at most 100 years: ${duration} ${units}s is longer (at most ${longest})` })
  }
  // The first path of each cap id and ping-limit id: a second one is an issue at its own path.
  const seen = { cap: new Map<string, string>(), "ping limit": new Map<string, string>() }
  const uniqueId = (kind: keyof typeof seen, limit: Readonly<Record<string, unknown>>, path: string): void => {
    const id = limit["id"]
    if (typeof id !== "string") return
    const first = seen[kind].get(id)
    if (first === undefined) seen[kind].set(id, path)
    else
      issues.push({
        path: `${path}.id`,
        message: `The ${kind} id ${id} is also the id of ${first}: ${kind} ids must be unique within the flow, or the two share one count (a copied ${kind} keeps its id: remove the id to get a new one)`
      })
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
      if (maximum === undefined && children)
        for (const member of parentOnly)
          if (cap[member] !== undefined)
            issues.push({ path: `${at}.${member}`, message: `A cap without a maximum counts nothing itself, so its ${member} would not act: set it on the caps within it, or give this cap a maximum` })
      periodIssues(cap, at, children)
      uniqueId("cap", cap, at)
      if (Array.isArray(cap["caps"])) caps(cap["caps"], `${at}.caps`)
    })
  forEachMember(flow, (key, value, at) => {
    if (key === "caps" && Array.isArray(value)) caps(value, at)
    else if (key === "ping_limits" && Array.isArray(value))
      value.forEach((limit: unknown, i) => {
        if (!isRecord(limit)) return
        if (limit["maximum"] === undefined) issues.push({ path: `${at}.${i}`, message: "A ping limit needs a maximum" })
        else periodIssues(limit, `${at}.${i}`, false)
        uniqueId("ping limit", limit, `${at}.${i}`)
      })
    else return true
    return false
  })
  for (const [name, check] of Object.entries(flow.list_checks ?? {})) {
    const lookback = (check as { readonly lookback?: { readonly value?: unknown; readonly interval?: unknown } | null } | undefined)?.lookback
    if (typeof lookback?.value !== "number") continue
    const { value, interval } = lookback
    if (value <= 0)
      issues.push({ path: `list_checks.${name}.lookback.value`, message: `A lookback of ${value} finds nothing: give a positive number, or null for the whole list` })
    else if (typeof interval === "string" && Object.hasOwn(LOOKBACK_MS, interval) && value * LOOKBACK_MS[interval as LookbackInterval] > maxLookbackMs) {
      const longest = maxLookbackOf(interval as LookbackInterval)
      issues.push({ path: `list_checks.${name}.lookback.value`, message: `A lookback is at most 100 years: ${value} ${interval}s is longer (at most ${longest}; null looks at the whole list)` })
    }
  }
  return issues
}
