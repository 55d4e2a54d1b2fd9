/**
 * Where two runs of the same lead produced different events, property by property, except in
 * the values that differ between any two runs by design:
 * - generated ids: each event's `id`, the lead's id (`vars.lead.id`, and inside the response
 *   body), made of the clock, a per-process random part and a counter;
 * - wall-clock times: `start_timestamp`, `end_timestamp`, `expires_at` (end + 90 days),
 *   `response.timestamp`, `vars.submission.timestamp`;
 * - measured durations: `ms`, `wait_ms`, `overhead_ms`, `total_ms`;
 * - `vars.random`, a fresh 1–100 draw per lead.
 * Those are still checked for their type (and the lead id for being the lead's own), so a missing
 * or mistyped one is a difference too.
 */

const VOLATILE_EVENT_KEYS = new Set(["id", "start_timestamp", "end_timestamp", "expires_at", "ms", "wait_ms", "overhead_ms", "total_ms"])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A stand-in for a value that legitimately differs between runs: only its type remains. */
const marker = (value: unknown): string => `<${value === null ? "null" : typeof value}>`

/** One event with the run-specific values replaced by markers (a copy; the event is not changed). */
const comparable = (event: unknown, leadId: string): unknown => {
  if (!isRecord(event)) return event
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(event)) out[key] = VOLATILE_EVENT_KEYS.has(key) ? marker(value) : value
  const vars = event["vars"]
  if (isRecord(vars)) {
    const copy: Record<string, unknown> = { ...vars }
    if ("random" in vars) copy["random"] = typeof vars["random"] === "number" && vars["random"] >= 1 && vars["random"] <= 100 ? "<1..100>" : vars["random"]
    const lead = vars["lead"]
    if (isRecord(lead) && "id" in lead) copy["lead"] = { ...lead, id: lead["id"] === leadId ? "<lead id>" : lead["id"] }
    const submission = vars["submission"]
    if (isRecord(submission) && "timestamp" in submission) {
      const timestamp = submission["timestamp"]
      copy["submission"] = {
        ...submission,
        timestamp: isRecord(timestamp) ? { ...timestamp, normal: marker(timestamp["normal"]), raw: marker(timestamp["raw"]) } : timestamp
      }
    }
    out["vars"] = copy
  }
  const response = event["response"]
  if (isRecord(response)) {
    const body = response["body"]
    out["response"] = {
      ...response,
      timestamp: marker(response["timestamp"]),
      body: typeof body === "string" ? body.split(leadId).join("<lead id>") : body
    }
  }
  return out
}

/** Paths where `a` and `b` differ: values compared deeply, a key present on one side only counts. */
const differences = (a: unknown, b: unknown, path: string, out: string[]): void => {
  if (Object.is(a, b)) return
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${path}: ${a.length} items / ${b.length} items`)
    for (let i = 0; i < Math.min(a.length, b.length); i++) differences(a[i], b[i], `${path}[${i}]`, out)
    return
  }
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in a)) out.push(`${path}.${key}: missing / ${JSON.stringify(b[key])}`)
      else if (!(key in b)) out.push(`${path}.${key}: ${JSON.stringify(a[key])} / missing`)
      else differences(a[key], b[key], `${path}.${key}`, out)
    }
    return
  }
  out.push(`${path}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`)
}

/** Every difference between two leads' events (each side with its own lead id), as `path: a / b`. */
export const eventDifferences = (
  a: { readonly leadId: string; readonly events: ReadonlyArray<unknown> },
  b: { readonly leadId: string; readonly events: ReadonlyArray<unknown> }
): ReadonlyArray<string> => {
  const out: string[] = []
  differences(
    a.events.map((event) => comparable(event, a.leadId)),
    b.events.map((event) => comparable(event, b.leadId)),
    "events",
    out
  )
  return out
}
