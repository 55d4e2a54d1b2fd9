import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { SecretBox } from "./SecretBox.js"
import { SecretKeyError } from "./SecretKey.js"
import { toClear } from "../services/credentials/CredentialRecord.js"
import { type DocumentRow, toDocument } from "../storage/Documents.js"

const CHECK_TEXT = "leadflow secret check"
const OWNER = "secret-check"

/**
 * Stop at start when the server secret is not the one the database was set up with: the first
 * process to start seals a known text into `secret_check` (migration 0027), every later one must
 * open it; on a database that has credentials from before the check, the first must open one. Without this a process with another `LEADFLOW_SECRET` on a shared PostgreSQL said it
 * was ready, then answered 503 to every submission that needed a stored credential.
 */
export const checkServerSecret = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const box = yield* SecretBox
  const existing = yield* sql<{ sealed: string }>`SELECT sealed FROM secret_check WHERE id = 1`
  if (existing.length === 0) {
    // A database set up before the check: its stored credentials tell which secret it has, so a
    // misconfigured process that happens to start first after the upgrade cannot seal its own.
    const credentials = yield* sql<DocumentRow>`SELECT * FROM credentials LIMIT 1`
    const credential = credentials[0]
    if (credential !== undefined && (yield* Effect.either(toClear(box, toDocument(credential))))._tag === "Left")
      return yield* Effect.fail(mismatch)
  }
  const sealed = box.seal(CHECK_TEXT, OWNER)
  // The first process writes it; a second starting at once finds it written.
  yield* sql.onDialectOrElse({
    pg: () => sql`INSERT INTO secret_check (id, sealed) VALUES (1, ${sealed}) ON CONFLICT (id) DO NOTHING`,
    orElse: () => sql`INSERT OR IGNORE INTO secret_check (id, sealed) VALUES (1, ${sealed})`
  })
  const rows = yield* sql<{ sealed: string }>`SELECT sealed FROM secret_check WHERE id = 1`
  const stored = rows[0]?.sealed ?? sealed
  const opened = yield* Effect.either(box.open(stored, OWNER))
  if (opened._tag === "Left" || opened.right !== CHECK_TEXT) return yield* Effect.fail(mismatch)
})

const mismatch = new SecretKeyError({
  message:
    "the server secret (LEADFLOW_SECRET, or the SQLite key file) is not the one this database was set up with: every process on one database must use the same secret, or stored credentials cannot be read"
})

export const secretCheckLayer = Layer.effectDiscard(checkServerSecret)
