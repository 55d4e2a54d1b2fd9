import { hostname } from "node:os"
import { eventExpiry } from "../model/Event.js"
import type { ObjectId } from "../model/Ids.js"
import type { LeadState } from "./LeadState.js"

/** The lead handler's version (this package) and the version of the event schema. */
export const HANDLER_VERSION = "0.1.0"
export const EVENT_VERSION = "1.0.0"

/** The host events name when the caller does not say which host received the lead. */
const HOST = hostname()

// The events of a lead usually end in the same millisecond: format each expiry time once.
let lastEnd = Number.NaN
let lastExpiry = ""
const expiryOf = (end: number): string => {
  if (end !== lastEnd) {
    lastEnd = end
    lastExpiry = eventExpiry(end)
  }
  return lastExpiry
}

/** Properties every event of a lead shares, timed from `start` to `end` with `waitMs` spent waiting. */
export const eventBase = (state: LeadState, id: string, start: number, end: number, waitMs: number) => {
  const ms = Math.max(0, Math.round(end - start))
  const wait = Math.min(ms, Math.max(0, Math.round(waitMs)))
  const base = {
    // Ids come from the Ids port, which only makes ObjectId-shaped strings.
    id: id as ObjectId,
    host: state.submission.host ?? HOST,
    start_timestamp: start,
    end_timestamp: end,
    ms,
    wait_ms: wait,
    overhead_ms: ms - wait,
    total_ms: Math.max(0, Math.round(end - state.receivedAt)),
    handler_version: HANDLER_VERSION,
    version: EVENT_VERSION,
    expires_at: expiryOf(end)
  }
  return base
}

/**
 * The vars as they are now: a shallow copy, so later steps' keys do not show up in it. Events
 * share one copy until a step appends data (which clears `state.snapshot`).
 */
export const snapshot = (state: LeadState): Record<string, unknown> =>
  (state.snapshot ??= Object.assign({}, state.vars, { appended: Object.assign({}, state.appended) }))

/**
 * The vars as they are now with `extra` keys added (a recipient event's `recipient`), in a copy of
 * their own: one copy, from the shared snapshot when there is one, else from the vars.
 */
export const snapshotWith = (state: LeadState, extra: Record<string, unknown>): Record<string, unknown> => {
  const shared = state.snapshot
  if (shared !== undefined) return Object.assign({}, shared, extra)
  const out = Object.assign({}, state.vars, { appended: Object.assign({}, state.appended) })
  return Object.assign(out, extra)
}

/**
 * A copy without the keys whose value is undefined (events are JSON; optional keys are absent,
 * not undefined). Copying is much cheaper than `delete`, which sends V8 to dictionary mode.
 */
export const compact = <T extends Record<string, unknown>>(record: T): T => {
  const out: Record<string, unknown> = {}
  for (const key in record) if (record[key] !== undefined) out[key] = record[key]
  return out as T
}
