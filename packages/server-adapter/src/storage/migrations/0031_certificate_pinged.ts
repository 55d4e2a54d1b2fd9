import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * When a certificate was first pinged by a buyer (`pinged_at`, null until then): from then on its
 * session is final, so what a buyer checked a lead against cannot be recorded again with the
 * page's write token (`CertificateStore.updateCertificate`). Certificates pinged before this
 * migration read as not pinged until their next ping.
 */
export const certificatePinged = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE certificates ADD COLUMN pinged_at BIGINT`
})
