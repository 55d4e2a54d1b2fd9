import { Either } from "effect"
import { parseDatabaseUrl } from "../storage/Database.js"
import { serveHelp } from "./Help.js"
import { fail } from "./Usage.js"

/** Point LEADFLOW_DB at `--db` so every part of the server reads one setting. */
export const useDatabase = (db: string | undefined): void => {
  if (db === undefined) return
  if (Either.isLeft(parseDatabaseUrl(db))) fail(`--db must be sqlite:<file> or postgres://..., got ${db}`, serveHelp)
  process.env["LEADFLOW_DB"] = db
}
