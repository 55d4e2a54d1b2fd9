import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { insertFile } from "../../../src/batch/BatchFiles.js"
import { Documents } from "../../../src/storage/Documents.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"
import { type BatchView, call, createBatch, type FileView } from "./batchClient.js"

/**
 * A batch stored by an earlier version with its delivery secrets in clear (its URL's password and
 * key, a secret header) is sealed by the next process that starts on the database: the raw row
 * holds none of them, and the batch answers as it did. A file whose delivery `location` an
 * earlier version recorded with the URL's secrets is answered masked, and masked at rest at start.
 */

const dialects: ReadonlyArray<Dialect> = postgresUrl === undefined ? ["sqlite"] : ["sqlite", "postgres"]
if (postgresUrl === undefined) skipNotice("batch secrets sealed at start on PostgreSQL")

const SECRETS = /st4rt-pa55-1|st4rt-k3y-2|st4rt-hdr-3/

for (const dialect of dialects)
  describe(`batch delivery secrets stored in clear, at start (${dialect})`, () => {
    let database: TestDatabase
    let server: TestServer
    const secret = randomBytes(32).toString("hex")
    beforeAll(async () => {
      database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
      server = await startTestServer({ dialect, database, secret })
    })
    afterAll(async () => {
      await server.close()
      await database.dispose()
    })

    const rawBatches = (on: TestServer) =>
      on.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT * FROM batches`)).then((rows) => JSON.stringify(rows))
    const rawFiles = (on: TestServer) =>
      on.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT * FROM batch_files`)).then((rows) => JSON.stringify(rows))

    it("a file's delivery location recorded with the URL's secrets is answered masked, and masked at rest by the next process", async () => {
      const batch = await createBatch(server, { name: "Old files", format: "jsonl" })
      const fileId = "6b0d0000000000000000f11e"
      await server.run(
        insertFile(
          server.accountId,
          {
            id: fileId,
            name: "old.jsonl",
            batch_id: batch.id,
            format: "jsonl",
            record_count: 1,
            size: 10,
            content_type: "application/x-ndjson",
            delivery: {
              method: "http",
              outcome: "failure",
              reason: "HTTP 500",
              location: "https://jane:f1le-pa55-4@files.example.com/in?token=f1le-t0k-5",
              delivered_at: new Date().toISOString()
            },
            created_at: new Date().toISOString()
          },
          Date.now()
        )
      )
      const shown = "https://jane:****@files.example.com/in?token=****"
      const listed = await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)
      expect(listed.body.map((file) => file.delivery.location)).toEqual([shown])
      expect((await call<FileView>(server, "GET", `/files/${fileId}`)).body.delivery.location).toBe(shown)
      expect(await rawFiles(server)).toMatch(/f1le-pa55-4|f1le-t0k-5/)
      // As on a database from before the masking (migration 0032 had not run).
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batch_secrets_sealed`))
      const auth = server.auth
      await server.close()
      server = await startTestServer({ dialect, database, secret })
      expect(await rawFiles(server)).not.toMatch(/f1le-pa55-4|f1le-t0k-5/)
      expect((await call<FileView>(server, "GET", `/files/${fileId}`, undefined, auth)).body.delivery.location).toBe(shown)
    })

    it("are sealed by the next process, which answers the batch as before", async () => {
      const batch = await createBatch(server, { name: "Legacy", format: "jsonl" })
      const url = "https://jane:st4rt-pa55-1@files.example.com/in?api_key=st4rt-k3y-2&list=7"
      await server.run(
        Effect.flatMap(Documents, (documents) =>
          documents.update(
            "batches",
            server.accountId,
            batch.id,
            { name: "Legacy", format: "jsonl", delivery: { method: "http", url, headers: { "X-Api-Key": "st4rt-hdr-3", Accept: "text/plain" } } },
            Date.now()
          )
        )
      )
      expect(await rawBatches(server)).toMatch(SECRETS)
      const before = (await call<BatchView>(server, "GET", `/batches/${batch.id}`)).body
      expect(before["delivery"]).toEqual({
        method: "http",
        url: "https://jane:****@files.example.com/in?api_key=****&list=7",
        headers: { "X-Api-Key": "****", Accept: "text/plain" }
      })
      // The first account's key works on the next process (same database).
      const auth = server.auth
      await server.close()
      server = await startTestServer({ dialect, database, secret })
      expect(await rawBatches(server)).not.toMatch(SECRETS)
      expect((await call<BatchView>(server, "GET", `/batches/${batch.id}`, undefined, auth)).body).toEqual(before)
    })
  })
