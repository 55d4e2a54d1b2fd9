import type { SqlClient } from "@effect/sql"
import { bidRefusals, HeldBids, type BidClaim, type HeldBid, type StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError, toMillis } from "./StoreErrors.js"

interface HeldBidRow {
  readonly bid_id: string
  readonly flow_id: string
  readonly source_id: string
  readonly auction_id: string
  readonly buyer_id: string
  readonly price: unknown
  readonly offer: unknown
  readonly created_at: unknown
  readonly expires_at: unknown
  readonly claimed_at: unknown
}

const bidOf = (row: HeldBidRow): HeldBid => ({
  bidId: row.bid_id,
  flowId: row.flow_id,
  sourceId: row.source_id,
  auctionId: row.auction_id,
  buyerId: row.buyer_id,
  price: Number(row.price),
  offer: Number(row.offer),
  createdAt: toMillis(row.created_at),
  expiresAt: toMillis(row.expires_at)
})

/**
 * `HeldBids` of one account on the current `SqlClient`. A claim is one conditional
 * `UPDATE ... WHERE claimed_at IS NULL AND expires_at >= now RETURNING`, so of two posts carrying
 * one bid id (in one process or several sharing the database) exactly one gets the bid; a refused
 * claim reads the row once more to say why.
 */
export const makeAccountHeldBids = (sql: SqlClient.SqlClient, accountId: string): HeldBids["Type"] => {
  const hold = (bid: HeldBid) =>
    sql`INSERT INTO held_bids ${sql.insert({
      account_id: accountId,
      bid_id: bid.bidId,
      flow_id: bid.flowId,
      source_id: bid.sourceId,
      auction_id: bid.auctionId,
      buyer_id: bid.buyerId,
      price: bid.price,
      offer: bid.offer,
      created_at: bid.createdAt,
      expires_at: bid.expiresAt
    })}`.pipe(Effect.asVoid, asStoreError(`holding bid ${bid.bidId}`))

  const claim = (flowId: string, bidId: string, sourceId: string, now: number): Effect.Effect<BidClaim, StoreError> =>
    Effect.gen(function* () {
      const claimed = yield* sql<HeldBidRow>`UPDATE held_bids SET claimed_at = ${now}
        WHERE account_id = ${accountId} AND bid_id = ${bidId} AND flow_id = ${flowId} AND source_id = ${sourceId}
          AND claimed_at IS NULL AND expires_at >= ${now}
        RETURNING *`
      const row = claimed[0]
      if (row !== undefined) return { _tag: "Claimed", bid: bidOf(row) } as const
      const found = (yield* sql<HeldBidRow>`SELECT * FROM held_bids
        WHERE account_id = ${accountId} AND bid_id = ${bidId} AND flow_id = ${flowId} AND source_id = ${sourceId}`)[0]
      const reason =
        found === undefined
          ? bidRefusals.unknown(bidId)
          : found.claimed_at !== null && found.claimed_at !== undefined
            ? bidRefusals.claimed(bidId)
            : bidRefusals.expired(bidId)
      return { _tag: "Refused", reason } as const
    }).pipe(asStoreError(`claiming bid ${bidId}`))

  return HeldBids.of({ hold, claim })
}
