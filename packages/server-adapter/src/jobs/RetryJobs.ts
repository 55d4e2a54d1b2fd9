import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { parseBody } from "../storage/Documents.js"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"

/** A retry waiting in the durable queue, as the API shows it. */
export interface PendingRetry {
  readonly id: string
  readonly flow_id: string
  readonly step_id: string
  readonly lead_id: string
  readonly recipient_event_id: string
  /** Attempts made so far (the original delivery not counted). */
  readonly attempts: number
  readonly next_attempt_at: string
  readonly last_error: string | null
  readonly created_at: string
}

interface Row {
  readonly id: string
  readonly payload: unknown
  readonly attempts: unknown
  readonly run_at: unknown
  readonly last_error: string | null
  readonly created_at: unknown
}

const iso = (ms: unknown) => new Date(toMillis(ms)).toISOString()

/** The account's pending retries, soonest first, optionally of one flow. */
export const pendingRetries = (
  accountId: string,
  flowId: string | undefined,
  limit: number
): Effect.Effect<ReadonlyArray<PendingRetry>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<Row>`SELECT id, payload, attempts, run_at, last_error, created_at FROM jobs
      WHERE account_id = ${accountId} AND kind = 'retry' ORDER BY run_at, id`.pipe(
      asStoreError("listing pending retries"),
      Effect.map((rows) => {
        const out: PendingRetry[] = []
        for (const row of rows) {
          const payload = parseBody(row.payload) as Record<string, string>
          if (flowId !== undefined && payload["flow_id"] !== flowId) continue
          out.push({
            id: row.id,
            flow_id: String(payload["flow_id"]),
            step_id: String(payload["step_id"]),
            lead_id: String(payload["lead_id"]),
            recipient_event_id: String(payload["event_id"]),
            attempts: Number(row.attempts),
            next_attempt_at: iso(row.run_at),
            last_error: row.last_error,
            created_at: iso(row.created_at)
          })
          if (out.length >= limit) break
        }
        return out
      })
    )
  )
