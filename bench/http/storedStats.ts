/** What a `bench:http` server reports about what it stored, read back from its database. */
export interface StoredStats {
  readonly type: "stats"
  /** Rows stored: every event (Leadflow) or every lead (the floor). */
  readonly events: number
  /** Leads stored (Leadflow: source events), by outcome. */
  readonly leads: number
  readonly byOutcome: Readonly<Record<string, number>>
  /** The database's size now, in bytes (see each server for how it is read). */
  readonly bytes: number
}

/**
 * The server's own view of the leads it answered since a time (`server-times`): percentiles of
 * the source events' `total_ms` (the lead's time in the engine, delivery included) and `wait_ms`
 * (of that, waiting on the buyer). Set beside the latency the load generator measured, they say
 * how much of a slow answer was spent in the server, and how much of that on the buyer.
 * `requestMs` times every submission's whole stay in the server (`request-times-start` first).
 */
export interface ServerTimes {
  readonly type: "server-times"
  /** Leads whose source events were read (arrived since the start), and submissions timed. */
  readonly leads: number
  readonly submissions: number
  readonly totalMs: { readonly p50: number; readonly p99: number; readonly max: number }
  readonly waitMs: { readonly p50: number; readonly p99: number; readonly max: number }
  /** From each submission's `request` event (its headers parsed) to the end of its answer. */
  readonly requestMs: { readonly p50: number; readonly p99: number; readonly max: number }
  /** The event loop's delay while timing (a request arriving then waits at least this long). */
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number }
  /** The garbage collector's pauses while timing: percentiles, how many, and their sum. */
  readonly gcPauseMs: { readonly p50: number; readonly p99: number; readonly max: number; readonly count: number; readonly total: number }
}
