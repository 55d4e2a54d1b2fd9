import { Either } from "effect"
import { parseDatabaseUrl } from "../storage/Database.js"
import { serveHelp } from "./Help.js"
import { fail } from "./Usage.js"

/**
 * Point LEADFLOW_DB at `--db` so every part of the server reads one setting. A refused value is
 * told by `parseDatabaseUrl`'s message, as for LEADFLOW_DB: its scheme only, never the rest, which
 * may hold a password (`mysql://user:password@host/db`).
 */
export const useDatabase = (db: string | undefined, help: string = serveHelp): void => {
  if (db === undefined) return
  const parsed = parseDatabaseUrl(db)
  if (Either.isLeft(parsed)) fail(parsed.left.replace(/^LEADFLOW_DB\b/, "--db"), help)
  process.env["LEADFLOW_DB"] = db
}
