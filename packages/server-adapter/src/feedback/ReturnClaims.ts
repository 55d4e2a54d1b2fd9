import { SqlClient, SqlError } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * Claims held by one return at a time, each a row keyed by (account, key) whose first writer
 * wins (`INSERT … ON CONFLICT DO NOTHING`, then the holder read back), so two returns at once
 * cannot both win, on SQLite or PostgreSQL:
 *
 * - **one return per delivery** (table `return_claims`, migration 0019): a return claims its
 *   delivery before it is recorded, and gives the claim back when it ends refused, rejected or
 *   failed, so the delivery can be returned again. An approved or pending return keeps it.
 * - **one cost refund per lead** (table `cost_refunds`, migration 0022): a return relayed to a
 *   source with `returns.refund_cost` claims the lead before the relay, and gives the claim back
 *   when the source does not accept it. Another buyer's return of the same lead then loses the
 *   claim and is not relayed: the lead went back to the source, and its cost was refunded, once.
 */

interface ClaimTable {
  readonly table: "return_claims" | "cost_refunds"
  readonly key: "recipient_event_id" | "lead_id"
  readonly what: (key: string) => string
}

const deliveries: ClaimTable = { table: "return_claims", key: "recipient_event_id", what: (id) => `event ${id}` }
const costRefunds: ClaimTable = { table: "cost_refunds", key: "lead_id", what: (id) => `the cost refund of lead ${id}` }

/** How often a claim is tried again when its holder let go between the insert and the read. */
const claimAttempts = 10

/**
 * Claim `key` for `returnId`; the id of the return that holds it (`returnId` when won). The row
 * read back names the holder; when there is none (the holder released it between this insert and
 * the read) the claim is tried again, so "no row" is never taken for a win.
 */
const claim =
  ({ key: column, table, what }: ClaimTable) =>
  (accountId: string, key: string, returnId: string, now: number): Effect.Effect<string, StoreError, SqlClient.SqlClient> =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => {
      const attempt = (left: number): Effect.Effect<string, SqlError.SqlError> =>
        sql`INSERT INTO ${sql(table)} (account_id, ${sql(column)}, return_id, created_at)
          VALUES (${accountId}, ${key}, ${returnId}, ${now}) ON CONFLICT DO NOTHING`.pipe(
          Effect.zipRight(
            sql<{ readonly return_id: string }>`SELECT return_id FROM ${sql(table)}
              WHERE account_id = ${accountId} AND ${sql(column)} = ${key}`
          ),
          Effect.flatMap((rows) => {
            const holder = rows[0]?.return_id
            if (holder !== undefined) return Effect.succeed(holder)
            return left > 1
              ? attempt(left - 1)
              : Effect.fail(new SqlError.SqlError({ cause: undefined, message: `no holder after ${claimAttempts} attempts` }))
          })
        )
      return attempt(claimAttempts).pipe(asStoreError(`claiming ${what(key)}`))
    })

/** Give the claim back (only `returnId`'s own). */
const release =
  ({ key: column, table, what }: ClaimTable) =>
  (accountId: string, key: string, returnId: string): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql`DELETE FROM ${sql(table)} WHERE account_id = ${accountId} AND ${sql(column)} = ${key} AND return_id = ${returnId}`.pipe(
        Effect.asVoid,
        asStoreError(`releasing ${what(key)}`)
      )
    )

/** Claim the delivery (its recipient event id) for a return. */
export const claimDelivery = claim(deliveries)
/** Give a delivery's claim back. */
export const releaseDelivery = release(deliveries)
/** Claim the lead's cost refund for a return. */
export const claimCostRefund = claim(costRefunds)
/** Give the lead's cost refund claim back. */
export const releaseCostRefund = release(costRefunds)

/**
 * Did the return holding a lead's cost refund end in an error (its relay may have reached the
 * source, so it kept the claim; see `FeedbackProcessor`)? False while it is still under way (no
 * event yet) or when it succeeded: the lead's cost was refunded.
 */
export const costRefundUnconfirmed = (accountId: string, holderId: string): Effect.Effect<boolean, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly outcome: string }>`SELECT outcome FROM events WHERE account_id = ${accountId} AND id = ${holderId}`.pipe(
      Effect.map((rows) => rows[0] !== undefined && rows[0].outcome !== "success"),
      asStoreError(`reading return ${holderId}`)
    )
  )

/** Why a return's cost refund claim could not be given back (`releaseUnconfirmedCostRefund`). */
export type CostRefundRelease =
  | { readonly _tag: "Released"; readonly leadId: string }
  /** No return of the account recorded under that id. */
  | { readonly _tag: "UnknownReturn" }
  /** The return does not hold the lead's claim, or its relay was accepted (the cost was refunded). */
  | { readonly _tag: "NotHeld"; readonly reason: string }

/**
 * Give back the cost refund claim a return kept after a relay that may have reached the source
 * (`FeedbackProcessor`), once the account has checked with the source that it did not take the
 * return: a later return of the lead may then be relayed and refunded. Only an unconfirmed claim
 * (its holder's received event not a success) is given back; a refunded lead's claim stays, or
 * the lead could be refunded twice. The return is found by its received event (account-scoped,
 * so another account's id is unknown), the claim by the event's lead.
 */
export const releaseUnconfirmedCostRefund = (
  accountId: string,
  returnId: string
): Effect.Effect<CostRefundRelease, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const received = yield* sql<{ readonly lead_id: string; readonly outcome: string }>`SELECT lead_id, outcome FROM events
        WHERE account_id = ${accountId} AND id = ${returnId} AND type = 'feedback-received'`
      const event = received[0]
      if (event === undefined) return { _tag: "UnknownReturn" } as const
      const holder = yield* sql<{ readonly return_id: string }>`SELECT return_id FROM cost_refunds
        WHERE account_id = ${accountId} AND lead_id = ${event.lead_id}`
      if (holder[0]?.return_id !== returnId)
        return { _tag: "NotHeld", reason: `Return ${returnId} holds no claim on the cost refund of lead ${event.lead_id}` } as const
      if (event.outcome === "success")
        return { _tag: "NotHeld", reason: `Return ${returnId} was accepted by the source: the cost of lead ${event.lead_id} was refunded` } as const
      // Only this return's own claim: one taken by another return since is left alone.
      yield* sql`DELETE FROM cost_refunds WHERE account_id = ${accountId} AND lead_id = ${event.lead_id} AND return_id = ${returnId}`
      return { _tag: "Released", leadId: event.lead_id } as const
    }).pipe(asStoreError(`releasing the cost refund claim of return ${returnId}`))
  )
