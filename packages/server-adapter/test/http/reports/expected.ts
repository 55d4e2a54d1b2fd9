import { compileRuleSet, type LeadEvent, type RuleEncoded } from "@leadflow/core"

/**
 * What a report should say, worked out directly from the events a test submitted (no SQL): the
 * oracle the API's answers are compared with.
 */
export interface Expectation {
  readonly group: Record<string, string | null>
  readonly values: Record<string, number>
}

const read = (event: unknown, path: string): unknown => {
  let value: unknown = event
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

const groupValue = (event: unknown, path: string): string | null => {
  let value = read(event, path)
  if (value !== null && typeof value === "object" && "normal" in value) value = (value as { normal: unknown }).normal
  if (value === null || value === undefined) return null
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

const kindOf = (event: Record<string, unknown>): string | undefined => {
  const feedbackType = String(read(event, "vars.feedback.type") ?? "").toLowerCase()
  switch (event["type"]) {
    case "source":
      return event["ping"] === true ? "ping" : "source"
    case "recipient":
      return "recipient"
    case "bid":
      return "bid"
    case "feedback-received":
      return feedbackType === "return" || feedbackType === "conversion" ? `${feedbackType}-received` : undefined
    case "feedback-sent":
      return feedbackType === "return" || feedbackType === "conversion" ? `${feedbackType}-sent` : undefined
    default:
      return undefined
  }
}

const num = (value: unknown): number => (typeof value === "number" ? value : 0)

const columnsOf = (events: ReadonlyArray<Record<string, unknown>>): Record<string, number> => {
  const count = (kind: string, outcome?: string) =>
    events.filter(
      (e) => kindOf(e) === kind && (outcome === undefined ? ["success", "failure", "error"].includes(String(e["outcome"])) : e["outcome"] === outcome)
    ).length
  const values: Record<string, number> = {}
  for (const kind of ["source", "recipient", "return-received", "return-sent", "conversion-received", "conversion-sent", "bid"]) {
    values[`${kind}-submitted`] = count(kind)
    for (const outcome of ["success", "failure", "error"]) values[`${kind}-${outcome}`] = count(kind, outcome)
  }
  const pingSubmitted = events.filter((e) => kindOf(e) === "ping").length
  const pingSuccess = count("ping", "success")
  // Greedy matching per flow and source, in time order with pings first at equal times.
  const lanes = new Map<string, Array<Record<string, unknown>>>()
  for (const e of events) {
    const kind = kindOf(e)
    if ((kind !== "ping" && kind !== "source") || e["outcome"] !== "success") continue
    const lane = JSON.stringify([read(e, "vars.flow.id") ?? null, read(e, "vars.source.id") ?? null])
    lanes.set(lane, [...(lanes.get(lane) ?? []), e])
  }
  let won = 0
  for (const lane of lanes.values()) {
    const ordered = [...lane].sort(
      (a, b) =>
        num(a["end_timestamp"]) - num(b["end_timestamp"]) ||
        (kindOf(a) === "ping" ? 0 : 1) - (kindOf(b) === "ping" ? 0 : 1) ||
        (String(a["id"]) < String(b["id"]) ? -1 : String(a["id"]) > String(b["id"]) ? 1 : 0)
    )
    let pending = 0
    for (const e of ordered) {
      if (kindOf(e) === "ping") pending++
      else if (pending > 0) {
        pending--
        won++
      }
    }
  }
  const cost = events
    .filter((e) => kindOf(e) === "source" || kindOf(e) === "return-sent")
    .reduce((sum, e) => sum + num(e["cost"]), 0)
  const revenue = events
    .filter((e) => kindOf(e) === "recipient" || kindOf(e) === "return-received")
    .reduce((sum, e) => sum + num(e["revenue"]), 0)
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0)
  return {
    ...values,
    "ping-submitted": pingSubmitted,
    "ping-success": pingSuccess,
    "ping-success-rate": 100 * ratio(pingSuccess, pingSubmitted),
    "ping-win-rate": 100 * ratio(won, pingSuccess),
    cost,
    revenue,
    profit: revenue - cost,
    "cost-per-conversion-received-success": ratio(cost, values["conversion-received-success"] ?? 0),
    "avg-cost-per-lead": ratio(cost, (values["source-success"] ?? 0) - (values["return-sent-success"] ?? 0)),
    "avg-revenue-per-lead": ratio(revenue, (values["recipient-success"] ?? 0) - (values["return-received-success"] ?? 0))
  }
}

export const expectedReport = (
  events: ReadonlyArray<LeadEvent>,
  definition: { readonly rules?: ReadonlyArray<RuleEncoded>; readonly group_by?: ReadonlyArray<string> },
  window: { readonly start: number; readonly end: number }
): { readonly rows: ReadonlyArray<Expectation>; readonly totals: Record<string, number> } => {
  const rules = compileRuleSet({ op: "and", rules: definition.rules ?? [] })
  const selected = events
    .map((e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>)
    .filter((e) => {
      const at = num(e["end_timestamp"])
      return at >= window.start && at <= window.end && ["source", "recipient", "bid", "feedback-received", "feedback-sent"].includes(String(e["type"]))
    })
    .filter((e) => rules(e) === undefined)
  const paths = definition.group_by ?? []
  const groups = new Map<string, Array<Record<string, unknown>>>()
  for (const e of selected) {
    const key = JSON.stringify(paths.map((p) => groupValue(e, p)))
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  if (paths.length === 0 && groups.size === 0) groups.set("[]", [])
  const rows = [...groups.entries()].map(([key, members]) => {
    const values = JSON.parse(key) as Array<string | null>
    return { group: Object.fromEntries(paths.map((p, i) => [p, values[i] ?? null])), values: columnsOf(members) }
  })
  return { rows, totals: columnsOf(selected) }
}
