import type { LeadEvent } from "../model/Event.js"
import type { HttpRequest } from "../model/Http.js"
import type { Outcome } from "../model/Outcome.js"

/** A lead as it reaches the engine: the submitted fields (body merged with query) and context. */
export interface Submission {
  /** The `source_id` of the submission URL: the source's entity id (or its short id). */
  readonly sourceId: string
  /** Submitted fields: the parsed body with the query string merged over it. */
  readonly data: Readonly<Record<string, unknown>>
  /** When the submission arrived (ms since the epoch). Default: the engine's clock at start. */
  readonly receivedAt?: number | undefined
  readonly ip?: string | undefined
  /** The host that received the submission (recorded on events). */
  readonly host?: string | undefined
  /** The HTTP request as received, recorded on the source event (secrets redacted by the caller). */
  readonly request?: HttpRequest | undefined
  readonly account?: { readonly id: string; readonly name?: string | undefined } | undefined
  /** Whether the caller verified the source's own credentials (see `authentication_required`). */
  readonly authenticated?: boolean | undefined
}

/** The answer to a submission, and everything the engine recorded for it. */
export interface SubmitResult {
  readonly outcome: Outcome
  readonly reason: string | undefined
  readonly leadId: string
  /** The purchase price (cost) of the lead; 0 when no pricing applied. */
  readonly price: number
  /** Every event of the lead, the source event last. Empty only when nothing was recorded. */
  readonly events: ReadonlyArray<LeadEvent>
  /** Everything the steps appended, by step key. */
  readonly appended: Readonly<Record<string, unknown>>
  /** False only when the source is not authenticated: such a lead is neither recorded nor billed. */
  readonly recorded: boolean
}

/** The answer to a ping (a bid request). */
export interface PingResult {
  readonly outcome: Outcome
  readonly reason: string | undefined
  /** The bid: the price the flow would pay; 0 means no bid. */
  readonly price: number
  /**
   * Set when an auction answered the ping: the id of the bid held for the seller's post (which
   * sends it back as `bid_id`) and when the hold ends (ms since the epoch).
   */
  readonly bidId?: string | undefined
  readonly bidExpiresAt?: number | undefined
  /** Set when a ping limit is exhausted: seconds until it resets (the server answers 429). */
  readonly retryAfter: number | undefined
  readonly events: ReadonlyArray<LeadEvent>
}
