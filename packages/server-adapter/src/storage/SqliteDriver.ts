import { createRequire } from "node:module"

/**
 * Where the `better-sqlite3` the SQL client loads lives (a dependency of `@effect/sql-sqlite-node`):
 * the connections the server opens beside the client's (the WAL checkpointer's, the metrics' read
 * connection) use the same build of the driver.
 */
export const sqliteDriverPath = (): string => {
  const require = createRequire(import.meta.url)
  return createRequire(require.resolve("@effect/sql-sqlite-node")).resolve("better-sqlite3")
}

/** An in-memory database: another connection to the name would open another, empty, database. */
export const isInMemory = (filename: string): boolean => filename === "" || filename === ":memory:" || filename.includes("mode=memory")
