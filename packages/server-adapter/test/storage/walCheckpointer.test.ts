import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { statSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { clientLayer } from "../../src/storage/Database.js"
import { checkpointIntervalMs } from "../../src/storage/SqliteCheckpointer.js"

describe("SQLite WAL checkpoints off the event loop", () => {
  it("the server's connection never checkpoints; the worker copies the WAL into the database file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "leadflow-wal-"))
    const filename = join(dir, "wal.db")
    try {
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const rows = yield* sql<{ readonly wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`
            expect(rows[0]?.wal_autocheckpoint).toBe(0)
            yield* sql`CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)`
            const before = statSync(filename).size
            const body = "x".repeat(1_000)
            for (let i = 0; i < 50; i++) yield* sql`INSERT INTO t (body) VALUES (${body})`
            // The commits went to the WAL; only a checkpoint writes the database file.
            yield* Effect.sleep(checkpointIntervalMs * 5)
            expect(statSync(filename).size).toBeGreaterThan(before + 40_000)
            const count = yield* sql<{ readonly n: number }>`SELECT COUNT(*) AS n FROM t`
            expect(count[0]?.n).toBe(50)
          })
        ).pipe(Effect.provide(clientLayer({ dialect: "sqlite", filename })))
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
