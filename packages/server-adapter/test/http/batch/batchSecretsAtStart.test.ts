import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getFile, insertFile, updateFile } from "../../../src/batch/BatchFiles.js"
import { fileLocationsPage, maskFileLocation, sealStoredBatchSecrets } from "../../../src/batch/BatchSecretsUpgrade.js"
import { Documents } from "../../../src/storage/Documents.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"
import type { BatchFile } from "@leadflow/api"
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

    it("a file's location is masked only over the row as read: a delivery recorded meanwhile is not reverted", async () => {
      const location = "https://jane:r4ce-pa55-7@files.example.com/in?token=r4ce-t0k-8"
      const file = (id: string, delivery: BatchFile["delivery"]): BatchFile => ({
        id, name: "race.jsonl", batch_id: "6b0d0000000000000000ba7c", format: "jsonl", record_count: 1, size: 10,
        content_type: "application/x-ndjson", delivery, created_at: new Date().toISOString()
      })
      const failed = { method: "http", outcome: "failure", reason: "HTTP 500", location } as const
      const readRow = (id: string) =>
        server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => fileLocationsPage(sql, undefined).pipe(Effect.map((rows) => rows.find((row) => row.id === id)))))
      const stored = async (id: string) => Option.getOrThrow(await server.run(Effect.flatMap(SqlClient.SqlClient, () => getFile(server.accountId, id))))
      const raw = (id: string) =>
        server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT body FROM batch_files WHERE id = ${id}`)).then((rows) => JSON.stringify(rows))
      // This version's delivery records the location masked, after the pass read the row: its write stays.
      const masked = "6b0d0000000000000000ace1"
      await server.run(insertFile(server.accountId, file(masked, failed), Date.now()))
      const read = await readRow(masked)
      if (read === undefined) throw new Error("file not read")
      await server.run(updateFile(server.accountId, file(masked, { method: "http", outcome: "success", location: "https://jane:****@files.example.com/in?token=****" }), Date.now()))
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => maskFileLocation(sql, read)))
      expect((await stored(masked)).delivery).toMatchObject({ outcome: "success" })
      expect(await raw(masked)).not.toMatch(/r4ce-pa55-7|r4ce-t0k-8/)
      // An earlier version's delivery (still running beside this one) recorded it in clear: masked over its write.
      const clear = "6b0d0000000000000000ace2"
      await server.run(insertFile(server.accountId, file(clear, failed), Date.now()))
      const before = await readRow(clear)
      if (before === undefined) throw new Error("file not read")
      await server.run(updateFile(server.accountId, file(clear, { method: "http", outcome: "success", location }), Date.now()))
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => maskFileLocation(sql, before)))
      expect((await stored(clear)).delivery).toMatchObject({ outcome: "success", location: "https://jane:****@files.example.com/in?token=****" })
      expect(await raw(clear)).not.toMatch(/r4ce-pa55-7|r4ce-t0k-8/)
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batch_files WHERE id IN (${masked}, ${clear})`))
    })

    it("the files' locations are masked a range of the primary key at a time, every file of every account", async () => {
      const secret = "p4ged-t0k-6"
      const body = (id: string) =>
        JSON.stringify({ id, name: "old.jsonl", batch_id: "b", format: "jsonl", record_count: 1, size: 10, content_type: "application/x-ndjson",
          delivery: { method: "http", outcome: "success", location: `https://files.example.com/in?token=${secret}` }, created_at: new Date().toISOString() })
      // 2,500 files of three accounts, their ids interleaved across the accounts (pages of 1,000).
      await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          Effect.forEach(
            Array.from({ length: 2_500 }, (_, i) => ({ account: `paged-${i % 3}`, id: `6b0d${String(i).padStart(20, "0")}` })),
            ({ account, id }) => sql`INSERT INTO batch_files (account_id, id, created_at, updated_at, version, body, batch_id) VALUES (${account}, ${id}, 1, 1, 1, ${body(id)}, 'b')`,
            { discard: true }
          )
        )
      )
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batch_secrets_sealed`))
      await server.run(sealStoredBatchSecrets)
      const left = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => {
          const text = sql.onDialectOrElse({ pg: () => sql`body::text`, orElse: () => sql`body` })
          return sql<{ readonly n: number | string }>`SELECT COUNT(*) AS n FROM batch_files WHERE account_id LIKE 'paged-%' AND ${text} LIKE ${`%${secret}%`}`
        })
      )
      expect(Number(left[0]?.n)).toBe(0)
      if (dialect === "sqlite") {
        // Each page a range of the index: no scan and sort of every file per page.
        const plans = await server.run(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            Effect.forEach([undefined, { account_id: "paged-1", id: "6b0d00000000000000001000", body: null }], (after) => {
              const [text, params] = fileLocationsPage(sql, after).compile()
              return sql.unsafe<{ readonly detail: string }>(`EXPLAIN QUERY PLAN ${text}`, params)
            })
          )
        )
        for (const plan of plans) {
          const detail = plan.map((row) => row.detail).join("; ")
          expect(detail).toMatch(/USING INDEX sqlite_autoindex_batch_files_1/)
          expect(detail).not.toMatch(/TEMP B-TREE/)
        }
      }
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batch_files WHERE account_id LIKE 'paged-%'`))
    })

    it("a stored body that is no object (JSON null, on SQLite text that is no JSON) is left as it is, and the server starts", async () => {
      const bodies = dialect === "sqlite" ? ["null", "not json"] : ["null"]
      for (const [i, body] of bodies.entries()) {
        const auth = server.auth
        const id = `6b0d00000000000000000ba${i}`
        await server.run(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql`INSERT INTO batches (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${id}, 1, 1, 1, ${body})`
          )
        )
        // A batch of the same start, stored in clear by an earlier version, is still sealed.
        const legacy = await createBatch(server, { name: `Beside ${i}`, format: "jsonl" })
        await server.run(
          Effect.flatMap(Documents, (documents) =>
            documents.update(
              "batches",
              server.accountId,
              legacy.id,
              { name: `Beside ${i}`, format: "jsonl", delivery: { method: "http", url: "https://files.example.com/in?api_key=b3side-k3y-8" } },
              Date.now()
            )
          )
        )
        await server.close()
        server = await startTestServer({ dialect, database, secret })
        expect(await rawBatches(server)).not.toMatch(/b3side-k3y-8/)
        expect((await call<BatchView>(server, "GET", `/batches/${legacy.id}`, undefined, auth)).status).toBe(200)
        await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batches WHERE id = ${id}`))
      }
    })
  })
