import { SqlClient } from "@effect/sql"
import type { CounterKind, CounterRecord, StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { asStoreError } from "../../storage/StoreErrors.js"
import { counterRecord, type CounterRow } from "../../storage/SqlCounters.js"


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
        Option.map(Option.fromNullable(rows[0]), counterRecord)
      ),
      asStoreError(`reading counter ${kind} ${id}`)
    )
  )
