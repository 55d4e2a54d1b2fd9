import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * One return per delivery (table `return_claims`, migration 0019): a return claims its delivery
 * before it is recorded, and gives the claim back when it ends refused, rejected or failed, so
 * the delivery can be returned again. An approved or pending return keeps it.
 */

/** Claim the delivery for `returnId`; the id of the return that holds it (`returnId` when won). */
export const claimDelivery = (
  accountId: string,
  recipientEventId: string,
  returnId: string,
  now: number
): Effect.Effect<string, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO return_claims (account_id, recipient_event_id, return_id, created_at)
      VALUES (${accountId}, ${recipientEventId}, ${returnId}, ${now}) ON CONFLICT DO NOTHING`.pipe(
      Effect.zipRight(
        sql<{ readonly return_id: string }>`SELECT return_id FROM return_claims
          WHERE account_id = ${accountId} AND recipient_event_id = ${recipientEventId}`
      ),
      Effect.map((rows) => rows[0]?.return_id ?? returnId),
      asStoreError(`claiming event ${recipientEventId} for a return`)
    )
  )

/** Give the claim back (only `returnId`'s own). */
export const releaseDelivery = (
  accountId: string,
  recipientEventId: string,
  returnId: string
): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`DELETE FROM return_claims WHERE account_id = ${accountId} AND recipient_event_id = ${recipientEventId} AND return_id = ${returnId}`.pipe(
      Effect.asVoid,
      asStoreError(`releasing event ${recipientEventId}`)
    )
  )

/**
 * One cost refund per lead (table `cost_refunds`, migration 0022): a return relayed to a source
 * with `returns.refund_cost` claims the lead before the relay, and gives the claim back when the
 * source does not accept it. Another buyer's return of the same lead then loses the claim and is
 * not relayed: the lead went back to the source, and its cost was refunded, once.
 */

/** Claim the lead's cost refund for `returnId`; the id of the return that holds it (`returnId` when won). */
export const claimCostRefund = (
  accountId: string,
  leadId: string,
  returnId: string,
  now: number
): Effect.Effect<string, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO cost_refunds (account_id, lead_id, return_id, created_at)
      VALUES (${accountId}, ${leadId}, ${returnId}, ${now}) ON CONFLICT DO NOTHING`.pipe(
      Effect.zipRight(
        sql<{ readonly return_id: string }>`SELECT return_id FROM cost_refunds
          WHERE account_id = ${accountId} AND lead_id = ${leadId}`
      ),
      Effect.map((rows) => rows[0]?.return_id ?? returnId),
      asStoreError(`claiming the cost refund of lead ${leadId}`)
    )
  )

/** Give the cost refund claim back (only `returnId`'s own). */
export const releaseCostRefund = (
  accountId: string,
  leadId: string,
  returnId: string
): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`DELETE FROM cost_refunds WHERE account_id = ${accountId} AND lead_id = ${leadId} AND return_id = ${returnId}`.pipe(
      Effect.asVoid,
      asStoreError(`releasing the cost refund of lead ${leadId}`)
    )
  )
