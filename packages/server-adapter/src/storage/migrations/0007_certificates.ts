import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Consent certificates (issue 7). Not account-owned: any web form may create one through the
 * public capture endpoint, and any account may ping one it knows the URL of. The columns are the
 * facts a ping reports; `session` holds the browser's counters (JSON), `fingerprints` the SHA-256
 * hashes of the emails and phones typed (JSON array), `snapshot` the page's text at submit.
 */
export const certificates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE certificates (
    id TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    kind TEXT NOT NULL,
    masked INTEGER NOT NULL DEFAULT 0,
    ip TEXT,
    user_agent TEXT,
    page_url TEXT,
    parent_page_url TEXT,
    is_framed INTEGER NOT NULL DEFAULT 0,
    session ${jsonType} NOT NULL,
    fingerprints ${jsonType} NOT NULL,
    snapshot TEXT
  )`
  // Expired certificates are purged by expiry time.
  yield* sql`CREATE INDEX certificates_expires_at ON certificates (expires_at)`
})
