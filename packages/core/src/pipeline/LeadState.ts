import type { ReturnRateRecord } from "./ReturnRateCheck.js"
import type { LeadEvent } from "../model/Event.js"
import type { Outcome } from "../model/Outcome.js"
import type { PricingServiceCall } from "../model/PricingService.js"
import type { CounterKey } from "../ports/Counters.js"
import type { CompiledFlow, CompiledSource } from "./CompiledFlow.js"
import type { Submission } from "./Submission.js"

/** The vars of one lead: mutable at the top level only (steps add their keys); values are shared. */
export type LeadVars = Record<string, unknown>

/** Why the flow stopped early: a failed check or a matching filter. */
export interface Stop {
  readonly outcome: Outcome
  readonly reason: string | undefined
}

/** Everything the pipeline knows about one lead while it runs. */
export interface LeadState {
  readonly compiled: CompiledFlow
  readonly source: CompiledSource
  readonly submission: Submission
  readonly leadId: string
  readonly receivedAt: number
  readonly startedAt: number
  readonly ping: boolean
  readonly vars: LeadVars
  readonly appended: Record<string, unknown>
  readonly events: LeadEvent[]
  /** Counts taken from flow and source caps, given back unless the lead succeeds. */
  readonly reservations: CounterKey[]
  /** A snapshot of vars once the lead is built: the source event's `vars`. */
  initialVars: LeadVars | undefined
  /** The vars as events record them, shared until a step appends (see `snapshot`). */
  snapshot: LeadVars | undefined
  waitMs: number
  stepCount: number
  cost: number
  revenue: number
  capReached: boolean
  stop: Stop | undefined
  criteriaResult: { readonly outcome: Outcome; readonly reason: string | undefined } | undefined
  /** The pricing service's call, when one priced the lead (recorded on the source event). */
  pricingService: PricingServiceCall | undefined
  /** The source's return-rate cap, when tripped (recorded on the source event as `return_rate`). */
  returnRate?: ReturnRateRecord | undefined
}
