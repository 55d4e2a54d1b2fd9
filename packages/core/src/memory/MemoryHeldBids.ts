import { Effect, Layer } from "effect"
import { bidRefusals, HeldBids, type HeldBid } from "../ports/HeldBids.js"

/** Held bids in process memory; a claim is one synchronous step, so atomic within the process. */
export const makeMemoryHeldBids = (): HeldBids["Type"] => {
  const bids = new Map<string, { bid: HeldBid; claimed: boolean }>()
  return {
    hold: (bid) =>
      Effect.sync(() => {
        bids.set(bid.bidId, { bid, claimed: false })
      }),
    claim: (flowId, bidId, sourceId, now) =>
      Effect.sync(() => {
        const held = bids.get(bidId)
        if (held === undefined || held.bid.flowId !== flowId || held.bid.sourceId !== sourceId)
          return { _tag: "Refused", reason: bidRefusals.unknown(bidId) } as const
        if (held.claimed) return { _tag: "Refused", reason: bidRefusals.claimed(bidId) } as const
        if (now > held.bid.expiresAt) return { _tag: "Refused", reason: bidRefusals.expired(bidId) } as const
        held.claimed = true
        return { _tag: "Claimed", bid: held.bid } as const
      })
  }
}

export const MemoryHeldBidsLayer: Layer.Layer<HeldBids> = Layer.sync(HeldBids, makeMemoryHeldBids)
