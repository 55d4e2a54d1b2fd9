import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * `cost_refunds`: the one return that relays a lead back to a source with `returns.refund_cost`
 * (see `feedback/ReturnClaims.ts`). Its primary key makes a second return of the same lead (another
 * buyer's) lose, whatever the timing, so a lead's cost is refunded at most once.
 */
export const costRefunds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE cost_refunds (
    account_id TEXT NOT NULL,
    lead_id TEXT NOT NULL,
    return_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, lead_id)
  )`
})
