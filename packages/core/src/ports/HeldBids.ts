import { Context, type Effect } from "effect"
import type { StoreError } from "./StoreError.js"

/**
 * A bid an auction answered to a seller's ping, held for the seller's post: the buyer who bid,
 * at what price, and until when. Built per account, like `Counters`.
 */
export interface HeldBid {
  readonly bidId: string
  readonly flowId: string
  /**
   * The source that pinged (its entity id, and `/` and its short id when it has one): only its
   * post may claim the bid.
   */
  readonly sourceId: string
  /** The auction step and the buyer (step id) who bid. */
  readonly auctionId: string
  readonly buyerId: string
  /** What the buyer bid (the sale price) and what the seller was offered (the lead's cost). */
  readonly price: number
  readonly offer: number
  readonly createdAt: number
  readonly expiresAt: number
}

/** The outcome of a post claiming a held bid. */
export type BidClaim =
  | { readonly _tag: "Claimed"; readonly bid: HeldBid }
  | { readonly _tag: "Refused"; readonly reason: string }

export class HeldBids extends Context.Tag("@leadflow/core/HeldBids")<
  HeldBids,
  {
    readonly hold: (bid: HeldBid) => Effect.Effect<void, StoreError>
    /**
     * Claim the bid for a post from `sourceId` at `now`: one atomic step in the store, so two
     * posts carrying one bid id never both get it. Refused, with the reason, when the bid is
     * unknown (or another flow's or source's), expired or already claimed.
     */
    readonly claim: (flowId: string, bidId: string, sourceId: string, now: number) => Effect.Effect<BidClaim, StoreError>
  }
>() {}

/** The reasons a claim is refused, worded alike by every store. */
export const bidRefusals = {
  unknown: (bidId: string) => `unknown bid ${bidId}`,
  expired: (bidId: string) => `bid ${bidId} expired`,
  claimed: (bidId: string) => `bid ${bidId} was already used`
} as const
