import { SqlClient } from "@effect/sql"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addRecord } from "../../../src/batch/AddRecord.js"
import { scheduledBatches } from "../../../src/batch/Batches.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"
import { addLead, type BatchView, call, createBatch, type FileView } from "./batchClient.js"

/**
 * A batch stored by an older version whose configuration this one no longer reads (a delivery
 * method it does not have, a required member missing) is never a 5xx: it is answered with the
 * members that read and `errors` by path (core's 422 wording, as a flow with problems is), a file
 * or record of it is refused naming the problem, and a PUT fixes it. No answer quotes its secrets.
 */

const dialects: ReadonlyArray<Dialect> = postgresUrl === undefined ? ["sqlite"] : ["sqlite", "postgres"]
if (postgresUrl === undefined) skipNotice("unreadable stored batches on PostgreSQL")

const SECRETS = /0ld-pa55-41|0ld-t0k-42|0ld-hdr-43|0ld-k3y-44|0ld-hdr-45/

type Unreadable = BatchView & { readonly errors: Record<string, Array<string>>; readonly error: string }

for (const dialect of dialects)
  describe(`a stored batch whose configuration no longer decodes (${dialect})`, () => {
    let database: TestDatabase
    let server: TestServer
    beforeAll(async () => {
      database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
      server = await startTestServer({ dialect, database })
    })
    afterAll(async () => {
      await server.close()
      await database.dispose()
    })

    let serial = 0
    /** A row as an older version stored it, written straight into the table. */
    const insertRow = async (body: Record<string, unknown>): Promise<string> => {
      const id = `6b0e${String(++serial).padStart(20, "0")}`
      await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`INSERT INTO batches (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${id}, 1, 1, 1, ${JSON.stringify(body)})`
        )
      )
      return id
    }
    /** A delivery method this version does not have, with secrets in its URL and headers. */
    const oldDelivery = () =>
      insertRow({
        name: "Old delivery",
        format: "jsonl",
        delivery: { method: "sftp", url: "sftp://jane:0ld-pa55-41@files.example.com/in?token=0ld-t0k-42", headers: { Authorization: "Bearer 0ld-hdr-43" } }
      })
    /** No name (required), a delivery this version reads. */
    const noName = () =>
      insertRow({
        format: "jsonl",
        delivery: { method: "http", url: "https://files.example.com/in?api_key=0ld-k3y-44", headers: { "X-Api-Key": "0ld-hdr-45", Accept: "text/plain" } }
      })
    const methodError = { "delivery.method": ['Expected "download" | "directory" | "http", actual "sftp"'] }

    it("is listed and read with the members that decode and errors by path, beside every other batch", async () => {
      const good = await createBatch(server, { name: "Good", format: "jsonl" })
      const sftp = await oldDelivery()
      const nameless = await noName()
      const list = await call<Array<Unreadable>>(server, "GET", "/batches")
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).not.toMatch(SECRETS)
      const byId = new Map(list.body.map((batch) => [batch.id, batch]))
      expect(byId.get(good.id)).toEqual(good)
      const shownSftp = byId.get(sftp)
      expect(shownSftp).toMatchObject({ id: sftp, name: "Old delivery", format: "jsonl", columns: [], inbound: true, errors: methodError })
      expect(shownSftp).not.toHaveProperty("delivery")
      expect(shownSftp?.error).toContain('delivery.method: Expected "download" | "directory" | "http", actual "sftp"')
      expect(shownSftp?.error).toContain("PUT")
      expect(byId.get(nameless)).toMatchObject({
        id: nameless,
        format: "jsonl",
        delivery: { method: "http", url: "https://files.example.com/in?api_key=****", headers: { "X-Api-Key": "****", Accept: "text/plain" } },
        errors: { name: ["is missing"] }
      })
      expect(byId.get(nameless)).not.toHaveProperty("name")
      for (const id of [sftp, nameless]) {
        const got = await call<Unreadable>(server, "GET", `/batches/${id}`)
        expect(got.status).toBe(200)
        expect(got.body).toEqual(byId.get(id))
      }
    })

    it("takes no records (an outcome error naming the problem), by the API and by a flow step, and makes no file", async () => {
      const sftp = await oldDelivery()
      const added = await addLead(server, sftp, { email: "old@example.com" })
      expect(added.status).toBe(201)
      expect(added.body.outcome).toBe("error")
      expect(added.body.reason).toContain('delivery.method: Expected "download" | "directory" | "http", actual "sftp"')
      expect(added.body.reason).toContain("PUT")
      expect(added.body.reason).not.toMatch(SECRETS)
      const step = await server.run(addRecord(server.accountId, sftp, { email: "step@example.com" }))
      expect(step).toMatchObject({ outcome: "error" })
      const stored = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly n: number | string }>`SELECT COUNT(*) AS n FROM batch_records WHERE batch_id = ${sftp}`)
      )
      expect(Number(stored[0]?.n)).toBe(0)
      const file = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/files", { batch_id: sftp })
      expect(file.status).toBe(422)
      expect(Object.keys(file.body.errors)).toEqual(["batch_id"])
      expect(file.body.errors["batch_id"]?.join(" ")).toContain("delivery.method")
      expect(JSON.stringify(file.body)).not.toMatch(SECRETS)
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${sftp}`)).body).toEqual([])
    })

    it("files the records it took before only by a configuration supplied for the file", async () => {
      const batch = await createBatch(server, { name: "Went old", format: "jsonl" })
      expect((await addLead(server, batch.id, { email: "before@example.com" })).body).toEqual({ outcome: "success" })
      const body = JSON.stringify({ name: "Went old", format: "jsonl", delivery: { method: "sftp", url: "sftp://files.example.com/in" } })
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE batches SET body = ${body} WHERE id = ${batch.id}`))
      expect((await call(server, "POST", "/files", { batch_id: batch.id })).status).toBe(422)
      const file = await call<FileView>(server, "POST", "/files", { batch_id: batch.id, batch: { name: "Went old", format: "jsonl" } })
      expect(file.status).toBe(201)
      expect(file.body).toMatchObject({ batch_id: batch.id, record_count: 1, delivery: { method: "download", outcome: "success" } })
    })

    it("is fixed by a PUT; a masked secret is kept only from a delivery that decodes", async () => {
      const sftp = await oldDelivery()
      // Nothing of the old delivery is kept: its header sent back masked is refused.
      const masked = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${sftp}`, {
        name: "Old delivery",
        format: "jsonl",
        delivery: { method: "http", url: "https://files.example.com/in", headers: { Authorization: "****" } }
      })
      expect(masked.status).toBe(422)
      expect(Object.keys(masked.body.errors)).toEqual(["delivery.headers.Authorization"])
      const fixed = await call<BatchView>(server, "PUT", `/batches/${sftp}`, { name: "Old delivery", format: "jsonl", delivery: { method: "download" } })
      expect(fixed.status).toBe(200)
      expect(fixed.body).not.toHaveProperty("errors")
      expect((await addLead(server, sftp, { email: "fixed@example.com" })).body).toEqual({ outcome: "success" })
      // A GET's body sent back with the missing member added: its errors are left aside, the readable delivery's secrets kept.
      const nameless = await noName()
      const got = await call<Unreadable>(server, "GET", `/batches/${nameless}`)
      const put = await call<BatchView>(server, "PUT", `/batches/${nameless}`, { ...got.body, name: "Named now" })
      expect(put.status).toBe(200)
      expect(put.body).toEqual({ ...got.body, name: "Named now", errors: undefined, error: undefined, updated_at: put.body.updated_at })
      const raw = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT body FROM batches WHERE id = ${nameless}`))
      expect(JSON.stringify(raw)).not.toMatch(SECRETS)
    })

    it("one whose body is no object (JSON null) is answered with errors under body, and the scheduler still reads every other batch", async () => {
      const id = `6b0e${String(++serial).padStart(20, "0")}`
      await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`INSERT INTO batches (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${id}, 1, 1, 1, ${"null"})`
        )
      )
      const scheduled = await createBatch(server, { name: "Scheduled beside null", format: "jsonl", schedule: "0 0 1 1 *" })
      const read = await server.run(scheduledBatches)
      expect(read.flatMap((entry) => (Either.isRight(entry) ? [entry.right.id] : []))).toContain(scheduled.id)
      const got = await call<Unreadable>(server, "GET", `/batches/${id}`)
      expect(got.status).toBe(200)
      expect(got.body).toMatchObject({ id, errors: { body: [expect.any(String)] } })
      expect((await call<Array<Unreadable>>(server, "GET", "/batches")).body.map((batch) => batch.id)).toContain(id)
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batches WHERE id = ${id}`))
    })

    it("one whose body is no object leaves the account's flows to save, answer and run (a step adding to it ends in error)", async () => {
      const id = `6b0e${String(++serial).padStart(20, "0")}`
      await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`INSERT INTO batches (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${id}, 1, 1, 1, ${"null"})`
        )
      )
      try {
        const flow = {
          name: "Into a null batch",
          enabled: true,
          fields: ["email"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: [
            {
              type: "recipient",
              id: "tonull",
              entity: { id: server.accountId },
              integration: { module_id: "leadflow-batch.outbound.append", mappings: [{ property: "batch_id", value: id }] }
            }
          ]
        }
        const main = (method: string, path: string, body?: unknown) =>
          fetch(`${server.url}${path}`, {
            method,
            headers: { authorization: server.auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) })
          })
        const created = await main("POST", "/flows", flow)
        expect(created.status).toBe(201)
        const flowId = String(((await created.json()) as { id: string }).id)
        expect((await main("GET", `/flows/${flowId}`)).status).toBe(200)
        expect((await main("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
        const res = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "null@example.com" })
        })
        expect(res.status).toBe(201)
        const lead = String(((await res.json()) as { lead: { id: string } }).lead.id)
        // The step's event is stored with the lead's (the submission answers once they are).
        const events = await server.run(
          Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly outcome: string; readonly body: unknown }>`SELECT outcome, body FROM events WHERE lead_id = ${lead} AND step_id = ${"tonull"}`)
        )
        expect(events.map((event) => event.outcome)).toEqual(["error"])
        expect(JSON.stringify(events[0]?.body)).toContain("cannot be read by this version")
        // A credential's delete looks for batches naming it: one that is no object names none.
        const credential = await main("POST", "/credentials", { type: "token", package: "leadflow-custom", name: "Beside a null batch", token: "t0k" })
        expect(credential.status).toBe(201)
        const credentialId = String(((await credential.json()) as { id: string }).id)
        expect((await main("DELETE", `/credentials/${credentialId}`)).status).toBeLessThan(300)
      } finally {
        await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM batches WHERE id = ${id}`))
      }
    })

    it("is deleted, answered as it was", async () => {
      const sftp = await oldDelivery()
      const deleted = await call<Unreadable>(server, "DELETE", `/batches/${sftp}`)
      expect(deleted.status).toBe(200)
      expect(deleted.body).toMatchObject({ id: sftp, name: "Old delivery", errors: methodError })
      expect((await call(server, "GET", `/batches/${sftp}`)).status).toBe(404)
    })
  })
