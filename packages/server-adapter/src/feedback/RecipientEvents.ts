import { SqlClient } from "@effect/sql"
import type { LeadEvent, StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { parseBody } from "../storage/Documents.js"
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
}

export const eventInAccount = (
  accountId: string,
  eventId: string
): Effect.Effect<Option.Option<AccountEvent>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<Row>`SELECT id, lead_id, type, flow_id, body FROM events WHERE id = ${eventId} AND account_id = ${accountId}`.pipe(
      Effect.map((rows) =>
        Option.map(Option.fromNullable(rows[0]), (row) => ({
          id: row.id,
          leadId: row.lead_id,
          type: row.type,
          flowId: row.flow_id,
          body: parseBody(row.body) as unknown as LeadEvent
        }))
      ),
      asStoreError(`reading event ${eventId}`)
    )
  )
