import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Clock, Effect } from "effect"
import { parseBody } from "../storage/Documents.js"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"
import type { JobKind } from "./JobTable.js"

/** A job waiting in the jobs table, of any kind, as the API shows it. */
export interface PendingJob {
  readonly id: string
  readonly kind: JobKind
  readonly flow_id: string | null
  readonly batch_id: string | null
  readonly lead_id: string | null
  /** Attempts that failed so far. */
  readonly attempts: number
  readonly next_attempt_at: string
  /** A process holds it and is running it now. */
  readonly running: boolean
  readonly last_error: string | null
  readonly created_at: string
}

export interface PendingJobFilter {
  readonly kind?: JobKind | undefined
  readonly flowId?: string | undefined
  readonly batchId?: string | undefined
  readonly limit: number
}

interface Row {
  readonly id: string
  readonly kind: JobKind
  readonly flow_id: string | null
  readonly batch_id: string | null
  readonly payload: unknown
  readonly attempts: unknown
  readonly run_at: unknown
  readonly locked_until: unknown
  readonly last_error: string | null
  readonly created_at: unknown
}

const iso = (ms: unknown) => new Date(toMillis(ms)).toISOString()

/** The account's pending jobs (done ones are not), soonest first. */
export const pendingJobs = (
  accountId: string,
  filter: PendingJobFilter
): Effect.Effect<ReadonlyArray<PendingJob>, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const conditions = [
      sql`account_id = ${accountId}`,
      sql`finished_at IS NULL`,
      ...(filter.kind === undefined ? [] : [sql`kind = ${filter.kind}`]),
      ...(filter.flowId === undefined ? [] : [sql`flow_id = ${filter.flowId}`]),
      ...(filter.batchId === undefined ? [] : [sql`batch_id = ${filter.batchId}`])
    ]
    const rows = yield* sql<Row>`SELECT id, kind, flow_id, batch_id, payload, attempts, run_at, locked_until, last_error, created_at
      FROM jobs WHERE ${sql.and(conditions)} ORDER BY run_at, id LIMIT ${filter.limit}`.pipe(asStoreError("listing pending jobs"))
    return rows.map((row): PendingJob => {
      const leadId = parseBody(row.payload)["lead_id"]
      return {
        id: row.id,
        kind: row.kind,
        flow_id: row.flow_id,
        batch_id: row.batch_id,
        lead_id: typeof leadId === "string" ? leadId : null,
        attempts: Number(row.attempts),
        next_attempt_at: iso(row.run_at),
        running: row.locked_until !== null && toMillis(row.locked_until) > now,
        last_error: row.last_error,
        created_at: iso(row.created_at)
      }
    })
  })
