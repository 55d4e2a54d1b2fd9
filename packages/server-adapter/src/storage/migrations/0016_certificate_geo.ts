import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Where a certificate's IP was at capture (`approx_ip_geo`, JSON), looked up once then so the
 * certificate keeps saying what the data said that day. NULL when nothing was looked up
 * (geolocation off or its data missing, or a certificate from before this column).
 */
export const certificateGeo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`ALTER TABLE certificates ADD COLUMN geo ${jsonType}`
})
