import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Tables and indexes for the certificate API (issue 7). */
export const certificates = Effect.gen(function* () {
  yield* SqlClient.SqlClient
})
