import { SqlClient } from "@effect/sql"
import type { LeadEvent, StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { eventsWithShared, storedEvent, storedParts } from "../storage/SharedVars.js"
import { asStoreError } from "../storage/StoreErrors.js"

/** A stored event by id, in one account (feedback names the recipient event it is about). */
export interface AccountEvent {
  readonly id: string
  readonly leadId: string
  readonly type: string
  readonly flowId: string | null
  readonly body: LeadEvent
}

interface Row {
  readonly id: string
  readonly lead_id: string
  readonly type: string
  readonly flow_id: string | null
  readonly body: unknown
  readonly shared_vars: unknown
  readonly template: unknown
}

export const eventInAccount = (
  accountId: string,
  eventId: string
): Effect.Effect<Option.Option<AccountEvent>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<Row>`SELECT events.id, lead_id, type, flow_id, body, ${storedParts(sql)} FROM ${eventsWithShared(sql)}
      WHERE events.id = ${eventId} AND account_id = ${accountId}`.pipe(
      Effect.map((rows) =>
        Option.map(Option.fromNullable(rows[0]), (row) => ({
          id: row.id,
          leadId: row.lead_id,
          type: row.type,
          flowId: row.flow_id,
          body: storedEvent(row) as unknown as LeadEvent
        }))
      ),
      asStoreError(`reading event ${eventId}`)
    )
  )

/** What a lead of the account cost: its source event's `cost` (0 when none). */
export const leadCostInAccount = (accountId: string, leadId: string): Effect.Effect<number, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly cost: unknown }>`SELECT cost FROM events WHERE lead_id = ${leadId} AND account_id = ${accountId} AND type = 'source'`.pipe(
      Effect.map((rows) => {
        const cost = Number(rows[0]?.cost ?? 0)
        return Number.isFinite(cost) ? cost : 0
      }),
      asStoreError(`reading the cost of lead ${leadId}`)
    )
  )

/** Only a successful delivery sold the lead: the one a return can take back. */
export const isSuccessfulDelivery = (event: AccountEvent): boolean =>
  (event.type === "recipient" || event.type === "retry") && event.body.outcome === "success"

/**
 * The successful delivery of a lead by step `stepId` (its recipient event, or the retry that
 * delivered it after the recipient event ended in error), the last when there are several. A
 * delivery that failed, erred or was skipped sold nothing, so it is never chosen: none, then.
 */
export const deliveryOfLead = (
  accountId: string,
  leadId: string,
  stepId: string
): Effect.Effect<Option.Option<string>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string; readonly body: unknown }>`SELECT id, body FROM events
      WHERE lead_id = ${leadId} AND account_id = ${accountId} AND type IN ('recipient', 'retry') AND outcome = 'success'
      ORDER BY created_at, id`.pipe(
      Effect.map((rows) => {
        const byStep = rows.filter((row) => {
          const body = typeof row.body === "string" ? (JSON.parse(row.body) as Record<string, unknown>) : (row.body as Record<string, unknown>)
          return body["step_id"] === stepId
        })
        return Option.fromNullable(byStep.at(-1)?.id)
      }),
      asStoreError(`reading the deliveries of lead ${leadId}`)
    )
  )
