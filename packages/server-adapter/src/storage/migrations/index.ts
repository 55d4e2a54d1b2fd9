import { Migrator } from "@effect/sql"
import { Effect } from "effect"
import { eventsCountersLists } from "./0001_events_counters_lists.js"
import { documents } from "./0002_documents.js"

/**
 * Every migration, in order. Bundled as a record (not read from the file system) so the package
 * migrates the same way from source, from dist and inside a bundle. Append; never edit one that
 * has shipped.
 */
export const migrationsLoader = Migrator.fromRecord({
  "0001_events_counters_lists": eventsCountersLists,
  "0002_documents": documents
})

/**
 * Run the pending migrations on the current `SqlClient`. The generic migrator needs nothing but
 * the client (the dialect migrators also want a shell and a file system to dump the schema).
 */
export const runMigrations = Migrator.make({})({ loader: migrationsLoader }).pipe(Effect.asVoid)

export { documentTables, type DocumentTable } from "./0002_documents.js"
