import { Context, type Effect } from "effect"
import type { CountingWindow } from "../counters/Window.js"
import type { StoreError } from "./StoreError.js"

export type CounterKind = "cap" | "ping_limit"

/** Which counter: one per cap or ping limit and counting window. */
export interface CounterKey {
  readonly kind: CounterKind
  /** The cap's or ping limit's id. */
  readonly id: string
  readonly window: CountingWindow
  readonly flowId: string
  readonly sourceId?: string | undefined
  readonly stepId?: string | undefined
  readonly name?: string | undefined
}

/** A counter as the caps and ping-limit APIs show it. */
export interface CounterRecord {
  readonly kind: CounterKind
  readonly id: string
  readonly name: string | undefined
  readonly flow_id: string
  readonly source_id: string | undefined
  readonly step_id: string | undefined
  readonly count: number
  readonly failed_count: number
  readonly started_at: number
  readonly expires_at: number
}

/**
 * Counters for caps and ping limits. Every operation is atomic in the store (one statement, no
 * read-modify-write in memory), so several processes sharing a store never let a cap through.
 */
export class Counters extends Context.Tag("@leadflow/core/Counters")<
  Counters,
  {
    /**
     * Count one more unless the counter has reached `maximum`. `leadId` names the lead the count is
     * reserved for: a store shared by processes keeps a hold with the count, so that the count of a
     * lead whose process dies before it is stored can be given back (`CapHolds` in the server).
     */
    readonly tryIncrement: (
      key: CounterKey,
      maximum: number,
      leadId?: string
    ) => Effect.Effect<{ readonly counted: boolean; readonly count: number }, StoreError>
    /** Count one more whatever the count (ping limits count every ping). Returns the new count. */
    readonly increment: (key: CounterKey) => Effect.Effect<number, StoreError>
    /**
     * Give back one count (a reserved cap slot whose lead did not succeed). With the `leadId` it was
     * reserved for, a store that keeps holds gives it back only while the lead's hold is there (not
     * once it was given back for a process taken as dead).
     */
    readonly decrement: (key: CounterKey, leadId?: string) => Effect.Effect<void, StoreError>
    /** The count now (a ping looks at caps without counting). */
    readonly current: (key: CounterKey) => Effect.Effect<number, StoreError>
    /** Count one lead or ping turned away because the counter was full. */
    readonly recordFailure: (key: CounterKey) => Effect.Effect<void, StoreError>
    /**
     * Counters whose window contains `now`, optionally of one flow, kind and id, ordered by kind
     * (`cap` before `ping_limit`), then by id: SQL's `ORDER BY kind, id`. The memory store compares
     * ids code unit by code unit, as SQLite does (PostgreSQL uses the database's collation, which
     * agrees for lower-case ids such as object ids). Counters with the same kind and id (of other
     * flows, say) come in no fixed order.
     */
    readonly list: (filter: {
      readonly now: number
      readonly kind?: CounterKind
      readonly flowId?: string
      readonly id?: string
    }) => Effect.Effect<ReadonlyArray<CounterRecord>, StoreError>
  }
>() {}
