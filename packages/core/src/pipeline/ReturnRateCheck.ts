import { Effect } from "effect"
import { defaultReturnRateMinLeads, type ReturnRateCap } from "../model/ReturnPolicy.js"
import type { ReturnRate } from "../ports/ReturnRates.js"
import type { StoreError } from "../ports/StoreError.js"
import type { Env } from "./Env.js"
import type { LeadState } from "./LeadState.js"

/** What a source event records of a tripped return-rate cap. */
export interface ReturnRateRecord {
  readonly status: "flagged" | "paused"
  readonly rate: number
  readonly percent: number
  readonly window_days: number
  readonly returns: number
  readonly leads: number
  readonly measured_at: number
}

/** A rate as people read it: whole percent, or one decimal under 10. */
export const formatRate = (rate: number): string => `${rate < 10 ? Math.round(rate * 10) / 10 : Math.round(rate)}%`

/**
 * Whether `rate` trips `cap`: measured over the cap's window, with at least `min_leads` leads,
 * more than `percent` of them returned.
 */
export const returnRateStatus = (cap: ReturnRateCap, rate: ReturnRate | undefined): ReturnRateRecord | undefined => {
  if (rate === undefined || rate.window_days !== cap.window_days) return undefined
  if (rate.leads < (cap.min_leads ?? defaultReturnRateMinLeads) || rate.leads === 0) return undefined
  const percent = (rate.returns * 100) / rate.leads
  if (!(percent > cap.percent)) return undefined
  return {
    status: cap.action === "pause" ? "paused" : "flagged",
    rate: Math.round(percent * 100) / 100,
    percent: cap.percent,
    window_days: cap.window_days,
    returns: rate.returns,
    leads: rate.leads,
    measured_at: rate.measured_at
  }
}

export const pausedReason = (record: ReturnRateRecord): string =>
  `source paused: return rate ${formatRate(record.rate)} over ${formatRate(record.percent)} in ${record.window_days} days`

/**
 * The source's return-rate cap (`returns.rate_cap`): flagged, the source event records it;
 * paused, the lead fails with `source paused: ...`. Nothing to do (no cap, or no `ReturnRates`
 * in the engine): `undefined`, so the lead stays synchronous.
 */
export const checkReturnRate = (state: LeadState, env: Env): Effect.Effect<void, StoreError> | undefined => {
  const cap = state.source.source.returns?.rate_cap
  if (cap === undefined || env.returnRates === undefined) return undefined
  return Effect.map(env.returnRates.current(state.compiled.id, state.source.id, cap.window_days), (rate) => {
    const record = returnRateStatus(cap, rate)
    if (record === undefined) return
    state.returnRate = record
    if (record.status === "paused") state.stop = { outcome: "failure", reason: pausedReason(record) }
  })
}
