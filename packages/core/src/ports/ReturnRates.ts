import { Context, type Effect } from "effect"
import type { StoreError } from "./StoreError.js"

/**
 * A source's return rate as last measured (when one of its returns was approved): leads returned
 * and leads received in the `window_days` before `measured_at`. The engine compares it with the
 * source's `returns.rate_cap` as the flow says now, so changing or removing the cap takes effect
 * at once, and flags or pauses the source.
 */
export interface ReturnRate {
  readonly returns: number
  readonly leads: number
  readonly window_days: number
  readonly measured_at: number
}

/**
 * The return rates of an account's sources, by flow and source. Optional: an engine without it
 * (the in-memory one) applies no return-rate cap. Built per account, like `Counters`.
 */
export class ReturnRates extends Context.Tag("@leadflow/core/ReturnRates")<
  ReturnRates,
  {
    /**
     * The rate over the last `windowDays` days, as measured lately (a store may measure again
     * when its measure is old, or was over another window).
     */
    readonly current: (flowId: string, sourceId: string, windowDays: number) => Effect.Effect<ReturnRate | undefined, StoreError>
  }
>() {}
