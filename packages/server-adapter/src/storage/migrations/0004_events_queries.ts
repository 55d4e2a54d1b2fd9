import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Tables and indexes for events and metrics (issue 6). */
export const eventsQueries = Effect.gen(function* () {
  yield* SqlClient.SqlClient
})
