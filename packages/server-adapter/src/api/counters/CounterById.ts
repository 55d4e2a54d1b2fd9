import { SqlClient } from "@effect/sql"
import type { CounterKind, CounterRecord, StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { asStoreError, toMillis } from "../../storage/StoreErrors.js"

interface CounterRow {
  readonly kind: CounterKind
  readonly id: string
  readonly window_start: unknown
  readonly window_end: unknown
  readonly flow_id: string
  readonly source_id: string | null
  readonly step_id: string | null
  readonly name: string | null
  readonly count: unknown
  readonly failed_count: unknown
}

/**
 * One counter by id, in the window that contains `now`. The `Counters` port lists by flow only;
 * a lookup by id is one indexed query here instead of a scan of every live counter.
 */
export const counterById = (
  kind: CounterKind,
  id: string,
  now: number
): Effect.Effect<Option.Option<CounterRecord>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<CounterRow>`SELECT * FROM counters
      WHERE kind = ${kind} AND id = ${id} AND window_start <= ${now} AND window_end > ${now}`.pipe(
      Effect.map((rows) =>
        Option.map(
          Option.fromNullable(rows[0]),
          (row): CounterRecord => ({
            kind: row.kind,
            id: row.id,
            name: row.name ?? undefined,
            flow_id: row.flow_id,
            source_id: row.source_id ?? undefined,
            step_id: row.step_id ?? undefined,
            count: Number(row.count),
            failed_count: Number(row.failed_count),
            started_at: toMillis(row.window_start),
            expires_at: toMillis(row.window_end)
          })
        )
      ),
      asStoreError(`reading counter ${kind} ${id}`)
    )
  )
