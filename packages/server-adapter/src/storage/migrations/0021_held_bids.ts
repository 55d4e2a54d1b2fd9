import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Bids an auction answered to a seller's ping, held for the seller's post (see `SqlHeldBids`):
 * one row per account and bid id; a post claims its row by one conditional update.
 */
export const heldBids = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const realType = sql.onDialectOrElse({ pg: () => sql.literal("DOUBLE PRECISION"), orElse: () => sql.literal("REAL") })
  yield* sql`CREATE TABLE held_bids (
    account_id TEXT NOT NULL,
    bid_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    source_id TEXT NOT NULL,
    auction_id TEXT NOT NULL,
    buyer_id TEXT NOT NULL,
    price ${realType} NOT NULL,
    offer ${realType} NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    claimed_at BIGINT,
    PRIMARY KEY (account_id, bid_id)
  )`
  yield* sql`CREATE INDEX held_bids_expires ON held_bids (expires_at)`
})
