import { IntegrationRuntime } from "@leadflow/integrations"
import { parse } from "@leadflow/types"
import { Cause, Effect, Either, Exit } from "effect"
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink } from "node:fs/promises"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SqlClient } from "@effect/sql"
import { getBatch, scheduledBatches } from "../../../src/batch/Batches.js"
import { sealStoredBatchSecrets } from "../../../src/batch/BatchSecretsUpgrade.js"
import { Documents } from "../../../src/storage/Documents.js"
import { basicAuth, type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { addLead, type BatchView, call, createBatch, download, type FileView, makeFile, sleep } from "./batchClient.js"

/** The batch API, end to end over HTTP, on one database dialect. */
export const batchSuite = (dialect: Dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(() => server.close())

  const columns = [
    { name: "Email", template: "{{lead.email}}" },
    { name: "Name", template: "{{lead.first_name}} {{lead.last_name}}" },
    { name: "Note", template: "{{lead.note}}" }
  ]

  /** A batch's stored document, read or written directly (a row saved before a check was added). */
  const storedBody = (id: string, accountId = server.accountId) =>
    server.run(Effect.flatMap(Documents, (documents) => documents.get("batches", accountId, id))).then((doc) => {
      if (doc._tag === "None") throw new Error(`no batch ${id}`)
      return doc.value.body
    })
  const writeBody = (id: string, body: Record<string, unknown>, accountId = server.accountId) =>
    server.run(Effect.flatMap(Documents, (documents) => documents.update("batches", accountId, id, body, Date.now())))
  /** A row of a table as the database holds it (every column), to look for secrets at rest. */
  const rawRow = (table: "batches" | "batch_files", id: string) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT * FROM ${sql(table)} WHERE id = ${id}`)).then((rows) => {
      if (rows[0] === undefined) throw new Error(`no ${table} row ${id}`)
      return rows[0]
    })

  describe("batches", () => {
    it("creates with defaults, reads, replaces and lists them", async () => {
      const created = await createBatch(server, { name: "Daily leads", columns })
      expect(created).toMatchObject({ name: "Daily leads", format: "csv", inbound: true, delivery: { method: "download" } })
      expect(created.id).toMatch(/^[0-9a-f]{24}$/)
      const got = await call<BatchView>(server, "GET", `/batches/${created.id}`)
      expect(got.status).toBe(200)
      expect(got.body).toEqual(created)
      const put = await call<BatchView>(server, "PUT", `/batches/${created.id}`, {
        name: "Nightly leads",
        format: "tsv",
        columns,
        schedule: "0 0 2 * * *"
      })
      expect(put.status).toBe(200)
      expect(put.body).toMatchObject({ id: created.id, name: "Nightly leads", format: "tsv", schedule: "0 0 2 * * *" })
      const second = await createBatch(server, { name: "Second", format: "jsonl" })
      const list = await call<Array<BatchView>>(server, "GET", "/batches")
      expect(list.status).toBe(200)
      const ids = list.body.map((b) => b.id)
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(created.id))
      const asc = await call<Array<BatchView>>(server, "GET", "/batches?sort=asc")
      expect(asc.body.map((b) => b.id).indexOf(second.id)).toBeGreaterThan(asc.body.map((b) => b.id).indexOf(created.id))
      const after = await call<Array<BatchView>>(server, "GET", `/batches?after_id=${created.id}`)
      expect(after.body.map((b) => b.id)).toContain(second.id)
      expect(after.body.map((b) => b.id)).not.toContain(created.id)
      const limited = await call<Array<BatchView>>(server, "GET", "/batches?limit=1")
      expect(limited.body).toHaveLength(1)
    })

    it("refuses bad bodies with 422 and per-field errors", async () => {
      const res = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", {
        format: "xml",
        columns: [{ name: "", template: "{{#if lead.email}}" }],
        schedule: "every day"
      })
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["name", "format", "columns.0.name", "columns.0.template", "schedule"]))
      const noColumns = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", { name: "x", format: "csv" })
      expect(noColumns.status).toBe(422)
      expect(noColumns.body.errors["columns"]).toBeDefined()
      const badUrl = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", {
        name: "x",
        format: "jsonl",
        delivery: { method: "http", url: "ftp://example.com/x" }
      })
      expect(badUrl.status).toBe(422)
      expect(badUrl.body.errors["delivery.url"]).toBeDefined()
      // Settings the server does not have are refused by name, not dropped.
      const unknown = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", {
        name: "x",
        format: "jsonl",
        include_header: false,
        delivery: { method: "http", url: "https://example.com/x", http_method: "PUT" }
      })
      expect(unknown.status).toBe(422)
      expect(Object.keys(unknown.body.errors).sort()).toEqual(["delivery.http_method", "include_header"])
      const file = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/files", {
        batch_id: "0123456789abcdef01234567",
        format: "jsonl",
        delivery: { method: "http", url: "https://example.com/x" }
      })
      expect(file.status).toBe(422)
      expect(Object.keys(file.body.errors).sort()).toEqual(["delivery", "format"])
      // What a GET answers may be sent back as it is: its read-only members are left aside.
      const saved = await createBatch(server, { name: "Round trip", format: "jsonl" })
      const read = await call<Record<string, unknown>>(server, "GET", `/batches/${saved.id}`)
      const replaced = await call<Record<string, unknown>>(server, "PUT", `/batches/${saved.id}`, { ...read.body, name: "Round trip 2" })
      expect(replaced.status).toBe(200)
      expect(replaced.body).toMatchObject({ id: saved.id, name: "Round trip 2", created_at: read.body["created_at"] })
      const supplied = await call(server, "POST", "/files", { batch_id: saved.id, batch: read.body })
      expect(supplied.status).toBe(201)
    })

    it("refuses schedules whose times never come, or that the scheduler cannot find, with 422 on schedule", async () => {
      for (const schedule of ["0 0 30 2 *", "0 0 31 4 *", "0 0 29 2 *", "0 0 0 29 2 *"]) {
        const created = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", { name: "x", format: "jsonl", schedule })
        expect(created.status, schedule).toBe(422)
        expect(Object.keys(created.body.errors), schedule).toEqual(["schedule"])
        expect(created.body.errors["schedule"]?.[0], schedule).toMatch(schedule.includes("29 2") ? /too rarely.*February 29/ : /never comes round/)
      }
      const batch = await createBatch(server, { name: "Monthly", format: "jsonl", schedule: "0 0 31 * *" })
      const put = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${batch.id}`, { name: "x", format: "jsonl", schedule: "0 0 30 2 *" })
      expect(put.status).toBe(422)
      expect(Object.keys(put.body.errors)).toEqual(["schedule"])
    })

    it("refuses delivery headers that cannot be sent with 422 per header, on save and in a file's configuration", async () => {
      const http = (headers: Record<string, string>) => ({ name: "x", format: "jsonl", delivery: { method: "http", url: "https://example.com/in", headers } })
      const created = await call<{ errors: Record<string, Array<string>> }>(
        server,
        "POST",
        "/batches",
        http({ "bad name": "x", "X-Break": "a\nInjected: yes", "Content-Length": "5", host: "example.org", "X-Fine": "ok" })
      )
      expect(created.status).toBe(422)
      expect(Object.keys(created.body.errors).sort()).toEqual(
        ["delivery.headers.Content-Length", "delivery.headers.X-Break", "delivery.headers.bad name", "delivery.headers.host"].sort()
      )
      // NUL is refused anywhere in a body, naming where.
      const nul = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", http({ "X-Nul": "a\u0000" }))
      expect(nul.status).toBe(422)
      expect(Object.keys(nul.body.errors)).toEqual(["delivery.headers.X-Nul"])
      const batch = await createBatch(server, { name: "Headers", format: "jsonl" })
      const put = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${batch.id}`, http({ "Transfer-Encoding": "chunked" }))
      expect(put.status).toBe(422)
      expect(Object.keys(put.body.errors)).toEqual(["delivery.headers.Transfer-Encoding"])
      const filed = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/files", { batch: http({ "X-Break": "a\r\nb" }) })
      expect(filed.status).toBe(422)
      expect(Object.keys(filed.body.errors)).toEqual(["batch.delivery.headers.X-Break"])
    })

    it("needs the key, keeps accounts apart and answers 404 for unknown ids", async () => {
      expect((await call(server, "GET", "/batches", undefined, null)).status).toBe(401)
      expect((await call(server, "POST", "/batches", { name: "x", format: "jsonl" }, basicAuth("wrong"))).status).toBe(401)
      const mine = await createBatch(server, { name: "Mine", format: "jsonl" })
      const other = await server.createAccount("Other")
      expect((await call(server, "GET", `/batches/${mine.id}`, undefined, other.auth)).status).toBe(404)
      const theirs = await call<Array<BatchView>>(server, "GET", "/batches", undefined, other.auth)
      expect(theirs.body).toEqual([])
      expect((await call(server, "GET", "/batches/0123456789abcdef01234567")).status).toBe(404)
      expect((await call(server, "GET", "/batches/not-an-id")).status).toBe(404)
      expect((await call(server, "PUT", "/batches/0123456789abcdef01234567", { name: "x", format: "jsonl" })).status).toBe(404)
      expect((await call(server, "DELETE", "/batches/0123456789abcdef01234567")).status).toBe(404)
    })
  })

  describe("records", () => {
    it("adds leads: success, failure when inbound is false, error without a good key, 404 for no batch", async () => {
      const open = await createBatch(server, { name: "Open", format: "jsonl" })
      expect(await addLead(server, open.id, { email: "a@example.com" })).toMatchObject({ status: 201, body: { outcome: "success" } })
      const closed = await createBatch(server, { name: "Closed", format: "jsonl", inbound: false })
      const failed = await addLead(server, closed.id, { email: "a@example.com" })
      expect(failed.status).toBe(201)
      expect(failed.body).toMatchObject({ outcome: "failure", reason: expect.stringContaining("inbound") })
      const anonymous = await call<{ outcome: string; reason: string }>(server, "POST", `/batches/${open.id}/records`, { email: "b@example.com" }, null)
      expect(anonymous.status).toBe(201)
      expect(anonymous.body).toMatchObject({ outcome: "error", reason: expect.stringContaining("authentication") })
      const wrong = await call<{ outcome: string }>(server, "POST", `/batches/${open.id}/records`, { email: "c@example.com" }, basicAuth("nope"))
      expect(wrong.body.outcome).toBe("error")
      expect((await addLead(server, "0123456789abcdef01234567", { email: "a@example.com" })).status).toBe(404)
      expect((await call(server, "POST", `/batches/${open.id}/records`, ["not", "an", "object"])).status).toBe(422)
      // Only the authenticated lead was stored.
      const file = await makeFile(server, { batch_id: open.id })
      expect(file.record_count).toBe(1)
    })
  })

  describe("files", () => {
    it("writes CSV with quoting, downloads it with its media type and name, and files each record once", async () => {
      const batch = await createBatch(server, { name: "CSV batch", columns })
      await addLead(server, batch.id, { email: "plain@example.com", first_name: "Ann", last_name: "Lee", note: "simple" })
      await addLead(server, batch.id, { email: "q@example.com", first_name: "Bo", last_name: "Ray", note: 'says "hi", then\nleaves' })
      const file = await makeFile(server, { batch_id: batch.id })
      expect(file).toMatchObject({
        batch_id: batch.id,
        format: "csv",
        record_count: 2,
        content_type: "text/csv; charset=utf-8",
        delivery: { method: "download", outcome: "success" }
      })
      expect(file.name).toMatch(/^csv-batch-\d{8}T\d{6}Z-[0-9a-f]{8}\.csv$/)
      const got = await download(server, file.id)
      expect(got.status).toBe(200)
      expect(got.headers.get("content-type")).toBe("text/csv; charset=utf-8")
      expect(got.headers.get("content-disposition")).toBe(`attachment; filename="${file.name}"`)
      expect(got.text).toBe(
        'Email,Name,Note\r\nplain@example.com,Ann Lee,simple\r\nq@example.com,Bo Ray,"says ""hi"", then\nleaves"\r\n'
      )
      expect(Buffer.byteLength(got.text)).toBe(file.size)
      const again = await makeFile(server, { batch_id: batch.id })
      expect(again.record_count).toBe(0)
      expect((await download(server, again.id)).text).toBe("Email,Name,Note\r\n")
      const read = await call<FileView>(server, "GET", `/files/${file.id}`)
      expect(read.body).toEqual(file)
    })

    it("writes TSV, pipe and JSON lines", async () => {
      const lead = { email: "t@example.com", first_name: "Tab\tby", last_name: "Pipe|Smith", note: "a" }
      const expected = {
        tsv: { type: "text/tab-separated-values; charset=utf-8", text: "Email\tName\tNote\nt@example.com\tTab by Pipe|Smith\ta\n" },
        pipe: { type: "text/plain; charset=utf-8", text: 'Email|Name|Note\nt@example.com|"Tab\tby Pipe|Smith"|a\n' },
        jsonl: {
          type: "application/x-ndjson",
          text: `${JSON.stringify({ Email: "t@example.com", Name: "Tab\tby Pipe|Smith", Note: "a" })}\n`
        }
      } as const
      for (const format of ["tsv", "pipe", "jsonl"] as const) {
        const batch = await createBatch(server, { name: `fmt ${format}`, format, columns })
        await addLead(server, batch.id, lead)
        const file = await makeFile(server, { batch_id: batch.id })
        const got = await download(server, file.id)
        expect(got.headers.get("content-type")).toBe(expected[format].type)
        expect(got.text).toBe(expected[format].text)
      }
      const whole = await createBatch(server, { name: "whole", format: "jsonl" })
      await addLead(server, whole.id, { email: "w@example.com", nested: { a: 1 } })
      const file = await makeFile(server, { batch_id: whole.id })
      expect((await download(server, file.id)).text).toBe(`${JSON.stringify({ email: "w@example.com", nested: { a: 1 } })}\n`)
    })

    it("makes a file from a supplied configuration, alone or over a batch's records", async () => {
      const inline = await makeFile(server, { batch: { name: "Inline", format: "jsonl" } })
      expect(inline.record_count).toBe(0)
      expect((await call(server, "GET", `/batches/${inline.batch_id}`)).status).toBe(200)
      const batch = await createBatch(server, { name: "Override", columns })
      await addLead(server, batch.id, { email: "o@example.com" })
      const file = await makeFile(server, { batch_id: batch.id, batch: { name: "Override", format: "pipe", columns: [columns[0]] } })
      expect(file).toMatchObject({ format: "pipe", record_count: 1 })
      expect((await download(server, file.id)).text).toBe("Email\no@example.com\n")
      expect((await call(server, "POST", "/files", {})).status).toBe(422)
      expect((await call(server, "POST", "/files", { batch_id: "0123456789abcdef01234567" })).status).toBe(404)
      expect((await call(server, "GET", "/files/0123456789abcdef01234567")).status).toBe(404)
      expect((await call(server, "GET", "/files/0123456789abcdef01234567/download")).status).toBe(404)
    })

    it("lists files by batch, range, sort and limit with the changelog precedence", async () => {
      const a = await createBatch(server, { name: "List A", format: "jsonl" })
      const b = await createBatch(server, { name: "List B", format: "jsonl" })
      const a1 = await makeFile(server, { batch_id: a.id })
      const b1 = await makeFile(server, { batch_id: b.id })
      const a2 = await makeFile(server, { batch_id: a.id })
      const onlyA = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}`)
      expect(onlyA.body.map((f) => f.id)).toEqual([a2.id, a1.id])
      const both = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&batch_id=${b.id}&sort=asc`)
      expect(both.body.map((f) => f.id)).toEqual([a1.id, b1.id, a2.id])
      const limited = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&batch_id=${b.id}&limit=2`)
      expect(limited.body.map((f) => f.id)).toEqual([a2.id, b1.id])
      expect((await call(server, "GET", "/files?limit=101")).status).toBe(422)
      expect((await call(server, "GET", "/files?limit=0")).status).toBe(422)
      expect((await call(server, "GET", "/files?batch_id=nope")).status).toBe(422)
      expect((await call(server, "GET", "/files?start=yesterday")).status).toBe(422)
      // Free text Date.parse would read in the server's time zone, and impossible dates, are refused too.
      for (const start of ["Mar%207%202024", "2024-03-07%2010:00", "2024-02-30T00:00:00Z", "-1"])
        expect((await call(server, "GET", `/files?start=${start}`)).status, start).toBe(422)
      const after = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&batch_id=${b.id}&after_id=${a1.id}`)
      expect(after.body.map((f) => f.id)).toEqual([a2.id, b1.id])
      // before_id and end: the lesser applies. An end far in the future leaves before_id in charge...
      const future = new Date(Date.now() + 86_400_000).toISOString()
      const lesserId = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&before_id=${a2.id}&end=${future}`)
      expect(lesserId.body.map((f) => f.id)).toEqual([a1.id])
      // ...and an end in the past wins over a later before_id.
      const past = new Date(Date.parse(a1.created_at) - 60_000).toISOString()
      const lesserEnd = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&before_id=${a2.id}&end=${past}`)
      expect(lesserEnd.body).toEqual([])
      // after_id and start: the greater applies. A start long ago leaves after_id in charge...
      const longAgo = new Date(Date.parse(a1.created_at) - 60_000).toISOString()
      const greaterId = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&after_id=${a1.id}&start=${longAgo}`)
      expect(greaterId.body.map((f) => f.id)).toEqual([a2.id])
      // ...and a start in the future wins over an earlier after_id.
      const greaterStart = await call<Array<FileView>>(server, "GET", `/files?batch_id=${a.id}&after_id=${a1.id}&start=${future}`)
      expect(greaterStart.body).toEqual([])
      const other = await server.createAccount("Files other")
      expect((await call<Array<FileView>>(server, "GET", "/files", undefined, other.auth)).body).toEqual([])
      expect((await call(server, "GET", `/files/${a1.id}`, undefined, other.auth)).status).toBe(404)
    })
  })

  describe("delivery", () => {
    let receiver: Server
    let receiverUrl: string
    const received: Array<{ headers: IncomingMessage["headers"]; body: string; url: string }> = []
    beforeAll(async () => {
      receiver = createServer((req, res) => {
        const parts: Array<Buffer> = []
        req.on("data", (chunk: Buffer) => parts.push(chunk))
        req.on("end", () => {
          received.push({ headers: req.headers, body: Buffer.concat(parts).toString("utf8"), url: req.url ?? "" })
          if (req.url === "/refuse") {
            res.writeHead(500, { "content-type": "text/plain" })
            res.end("no room")
          } else if (req.url?.startsWith("/echo") === true) {
            // A receiver that quotes what it was sent in its refusal.
            res.writeHead(401, { "content-type": "text/plain" })
            res.end(`denied ${req.url} ${req.headers["authorization"] ?? ""} ${req.headers["x-api-key"] ?? ""}`)
          } else if (req.url === "/chunked-echo") {
            // The same in chunks, the first ending inside the part a reason quotes, within the key.
            res.writeHead(401, { "content-type": "text/plain" })
            const echo = `${"x".repeat(180)} ${req.headers["x-api-key"] ?? ""} end`
            res.write(echo.slice(0, 199))
            setTimeout(() => {
              res.write(echo.slice(199, 200))
              setTimeout(() => res.end(echo.slice(200)), 20)
            }, 20)
          } else {
            res.writeHead(200)
            res.end("ok")
          }
        })
      })
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

    describe("to a directory", () => {
      const variable = "LEADFLOW_BATCH_DIRECTORY_ROOT"
      const unsetMessage = "directory delivery needs LEADFLOW_BATCH_DIRECTORY_ROOT set on the server"
      let root: string
      let outside: string
      const previous = process.env[variable]
      beforeAll(async () => {
        root = await realpath(await mkdtemp(join(tmpdir(), "leadflow-batch-dir-")))
        outside = await realpath(await mkdtemp(join(tmpdir(), "leadflow-batch-outside-")))
        process.env[variable] = root
      })
      afterAll(async () => {
        if (previous === undefined) delete process.env[variable]
        else process.env[variable] = previous
        await rm(root, { recursive: true, force: true })
        await rm(outside, { recursive: true, force: true })
      })
      const directoryBatch = (path: string) => ({ name: "Dir", columns, delivery: { method: "directory", path } })

      it("writes each account's files beneath <root>/<account id>/<path>", async () => {
        const other = await server.createAccount("Other directory account")
        const mine = await createBatch(server, directoryBatch("out"))
        await addLead(server, mine.id, { email: "d@example.com", first_name: "D", last_name: "E", note: "n" })
        const file = await makeFile(server, { batch_id: mine.id })
        const myDir = join(root, server.accountId, "out")
        // The location is within the account's folder: the server's root is not the client's to see.
        expect(file.delivery).toMatchObject({ method: "directory", outcome: "success", location: join("out", file.name) })
        expect(JSON.stringify(file)).not.toContain(root)
        expect(await readFile(join(myDir, file.name), "utf8")).toBe("Email,Name,Note\r\nd@example.com,D E,n\r\n")
        // The other account names the same directory and gets its own.
        const theirs = await call<BatchView>(server, "POST", "/batches", directoryBatch("out"), other.auth)
        expect(theirs.status).toBe(201)
        await call(server, "POST", `/batches/${theirs.body.id}/records`, { email: "o@example.com" }, other.auth)
        const theirFile = await call<FileView>(server, "POST", "/files", { batch_id: theirs.body.id }, other.auth)
        const theirDir = join(root, other.accountId, "out")
        expect(theirFile.body.delivery).toMatchObject({ outcome: "success", location: join("out", theirFile.body.name) })
        expect(await readdir(myDir)).toEqual([file.name])
        expect(await readdir(theirDir)).toEqual([theirFile.body.name])
      })

      it("refuses absolute paths, '..' segments and NUL bytes with 422 on create, update and a file's configuration", async () => {
        const batch = await createBatch(server, directoryBatch("ok"))
        for (const path of [outside, "../escape", "a/../../escape", "a\0b"]) {
          const created = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", directoryBatch(path))
          expect(created.status, path).toBe(422)
          expect(Object.keys(created.body.errors), path).toEqual(["delivery.path"])
          const updated = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${batch.id}`, directoryBatch(path))
          expect(updated.status, path).toBe(422)
          const filed = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/files", { batch: directoryBatch(path) })
          expect(Object.keys(filed.body.errors), path).toEqual(["batch.delivery.path"])
        }
        expect(await readdir(outside)).toEqual([])
        expect(await readdir(root)).not.toContain("escape")
      })

      it("refuses a symbolic link out of the account's folder at delivery, writing nothing there", async () => {
        const home = join(root, server.accountId)
        await mkdir(home, { recursive: true })
        await symlink(outside, join(home, "link-out"))
        const batch = await createBatch(server, directoryBatch("link-out/daily"))
        await addLead(server, batch.id, { email: "s@example.com" })
        const file = await makeFile(server, { batch_id: batch.id })
        expect(file.delivery).toMatchObject({ method: "directory", outcome: "failure", reason: expect.stringContaining("must stay inside the account's directory") })
        expect(await readdir(outside)).toEqual([])
      })

      it("without the root: 422 naming the variable on save, and a stored batch's delivery fails without writing", async () => {
        const stored = await createBatch(server, directoryBatch("later"))
        await addLead(server, stored.id, { email: "l@example.com" })
        delete process.env[variable]
        try {
          const created = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/batches", directoryBatch("out"))
          expect(created.status).toBe(422)
          expect(created.body.errors).toEqual({ "delivery.method": [unsetMessage] })
          const updated = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${stored.id}`, directoryBatch("out"))
          expect(updated.status).toBe(422)
          expect(updated.body.errors).toEqual({ "delivery.method": [unsetMessage] })
          const file = await makeFile(server, { batch_id: stored.id })
          expect(file.delivery).toMatchObject({ method: "directory", outcome: "failure", reason: unsetMessage })
          expect(await readdir(join(root, server.accountId))).not.toContain("later")
        } finally {
          process.env[variable] = root
        }
      })
    })

    it("posts the file to an HTTP endpoint, with its headers; a refusal is a failure; a credential deleted since is still sent", async () => {
      const batch = await createBatch(server, {
        name: "Http",
        format: "jsonl",
        columns: [{ name: "email", template: "{{lead.email}}" }],
        delivery: { method: "http", url: `${receiverUrl}/incoming`, headers: { "X-Token": "abc" } }
      })
      await addLead(server, batch.id, { email: "h@example.com" })
      const file = await makeFile(server, { batch_id: batch.id })
      expect(file.delivery).toMatchObject({ method: "http", outcome: "success" })
      const got = received.find((r) => r.url === "/incoming")
      expect(got?.body).toBe('{"email":"h@example.com"}\n')
      expect(got?.headers["content-type"]).toBe("application/x-ndjson")
      expect(got?.headers["x-token"]).toBe("abc")
      expect(got?.headers["content-disposition"]).toBe(`attachment; filename="${file.name}"`)
      expect(got?.headers["content-length"]).toBe(String(file.size))

      const refused = await makeFile(server, {
        batch_id: batch.id,
        batch: { name: "Http", format: "jsonl", delivery: { method: "http", url: `${receiverUrl}/refuse` } }
      })
      expect(refused.delivery).toMatchObject({ outcome: "failure", reason: "HTTP 500: no room" })
      // A credential that is not there is refused on save; one deleted since goes on being used.
      const unknownCredential = await call<{ errors: Record<string, Array<string>> }>(server, "POST", "/files", {
        batch_id: batch.id,
        batch: {
          name: "Http",
          format: "jsonl",
          delivery: { method: "http", url: `${receiverUrl}/incoming`, credential_id: "0123456789abcdef01234567" }
        }
      })
      expect(unknownCredential.status).toBe(422)
      expect(unknownCredential.body.errors).toEqual({ "batch.delivery.credential_id": ["Unknown credential 0123456789abcdef01234567"] })
      const mainApi = (method: string, path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: server.auth, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) })
        })
      const stored = await mainApi("POST", "/credentials", { type: "token", package: "leadflow-custom", token: "batch-token-9c8" })
      expect(stored.status).toBe(201)
      const credentialId = ((await stored.json()) as { id: string }).id
      const withCredential = await createBatch(server, {
        name: "Http with a credential",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/incoming`, credential_id: credentialId }
      })
      // Deleted while the batch names it: 202 naming the batch, which keeps using it (as flows do).
      const deleted = await mainApi("DELETE", `/credentials/${credentialId}`)
      expect(deleted.status).toBe(202)
      expect(((await deleted.json()) as { message: string }).message).toContain(`1 batch(es) (${withCredential.id})`)
      await addLead(server, withCredential.id, { email: "d@example.com" })
      const stillSent = await makeFile(server, { batch_id: withCredential.id })
      expect(stillSent.delivery).toMatchObject({ outcome: "success" })
      expect(received.at(-1)?.headers["authorization"]).toBe("Bearer batch-token-9c8")
      // Its next save reports the reference.
      const resaved = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${withCredential.id}`, {
        name: "Http with a credential",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/incoming`, credential_id: credentialId }
      })
      expect(resaved.status).toBe(422)
      expect(resaved.body.errors).toEqual({ "delivery.credential_id": [`Unknown credential ${credentialId}`] })
      // A row stored before headers were checked: its delivery is an error with a reason, not a 500.
      const stuck = await createBatch(server, { name: "Stored bad headers", format: "jsonl" })
      for (const headers of [{ "bad name": "x" }, { "X-Break": "a\nb" }]) {
        await writeBody(stuck.id, { name: "Stored bad headers", format: "jsonl", delivery: { method: "http", url: `${receiverUrl}/incoming`, headers } })
        await addLead(server, stuck.id, { email: "stuck@example.com" })
        const made = await call<FileView>(server, "POST", "/files", { batch_id: stuck.id })
        expect(made.status, JSON.stringify(headers)).toBe(201)
        expect(made.body.delivery, JSON.stringify(headers)).toMatchObject({ outcome: "error", reason: expect.stringContaining("the request could not be made") })
        expect(JSON.stringify(made.body)).not.toContain("a\\nb")
      }
      const closedPort = await makeFile(server, {
        batch_id: batch.id,
        batch: { name: "Http", format: "jsonl", delivery: { method: "http", url: "http://127.0.0.1:9/x" } }
      })
      expect(closedPort.delivery).toMatchObject({ outcome: "error", reason: "connection refused" })
      // A failed delivery keeps the file for download.
      expect((await download(server, refused.id)).status).toBe(200)
    })
    it("stores secret delivery headers sealed, answers them masked, keeps them when sent back masked and sends them opened", async () => {
      const url = `${receiverUrl}/secret`
      const headers = { Authorization: "Bearer sup3rsecret", "X-Api-Key": "k3y-123", "X-Plain": "visible" }
      const created = await call<BatchView>(server, "POST", "/batches", { name: "Secret", format: "jsonl", delivery: { method: "http", url, headers } })
      expect(created.status).toBe(201)
      const masked = { Authorization: "****", "X-Api-Key": "****", "X-Plain": "visible" }
      expect(created.body["delivery"]).toEqual({ method: "http", url, headers: masked })
      const got = await call<BatchView>(server, "GET", `/batches/${created.body.id}`)
      expect(got.body["delivery"]).toEqual({ method: "http", url, headers: masked })
      const listed = await call<Array<BatchView>>(server, "GET", "/batches")
      expect(JSON.stringify(listed.body)).not.toMatch(/sup3rsecret|k3y-123/)
      // At rest: sealed, never in clear.
      expect(JSON.stringify(await storedBody(created.body.id))).not.toMatch(/sup3rsecret|k3y-123/)
      const sentWith = async (body: Record<string, unknown>) => {
        await addLead(server, created.body.id, { email: "secret@example.com" })
        const file = await makeFile(server, body)
        expect(file.delivery).toMatchObject({ outcome: "success" })
        return received.filter((r) => r.url === "/secret").at(-1)?.headers
      }
      expect(await sentWith({ batch_id: created.body.id })).toMatchObject({ authorization: "Bearer sup3rsecret", "x-api-key": "k3y-123", "x-plain": "visible" })
      // A GET's body sent back (masked) keeps the stored secrets, as a PUT and as a file's configuration.
      const put = await call<BatchView>(server, "PUT", `/batches/${created.body.id}`, { ...got.body, name: "Secret 2" })
      expect(put.status).toBe(200)
      expect(await sentWith({ batch_id: created.body.id })).toMatchObject({ authorization: "Bearer sup3rsecret", "x-api-key": "k3y-123" })
      expect(await sentWith({ batch_id: created.body.id, batch: got.body })).toMatchObject({ authorization: "Bearer sup3rsecret" })
      // A new value replaces it; a mask where nothing is stored is refused.
      const replaced = await call<BatchView>(server, "PUT", `/batches/${created.body.id}`, {
        name: "Secret 3",
        format: "jsonl",
        delivery: { method: "http", url, headers: { Authorization: "Bearer n3w", "X-Api-Key": "****" } }
      })
      expect(replaced.status).toBe(200)
      expect(await sentWith({ batch_id: created.body.id })).toMatchObject({ authorization: "Bearer n3w", "x-api-key": "k3y-123" })
      const unknownMask = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${created.body.id}`, {
        name: "Secret 3",
        format: "jsonl",
        delivery: { method: "http", url, headers: { "X-Secret-Token": "****" } }
      })
      expect(unknownMask.status).toBe(422)
      expect(Object.keys(unknownMask.body.errors)).toEqual(["delivery.headers.X-Secret-Token"])
      // Stored in clear before sealing: answered masked, sent as it is, sealed on its next save.
      await writeBody(created.body.id, { name: "Legacy", format: "jsonl", delivery: { method: "http", url, headers: { Authorization: "Bearer 0ld-clear" } } })
      const legacy = await call<BatchView>(server, "GET", `/batches/${created.body.id}`)
      expect(legacy.body["delivery"]).toEqual({ method: "http", url, headers: { Authorization: "****" } })
      expect(await sentWith({ batch_id: created.body.id })).toMatchObject({ authorization: "Bearer 0ld-clear" })
      expect((await call(server, "PUT", `/batches/${created.body.id}`, legacy.body)).status).toBe(200)
      expect(JSON.stringify(await storedBody(created.body.id))).not.toContain("0ld-clear")
      expect(await sentWith({ batch_id: created.body.id })).toMatchObject({ authorization: "Bearer 0ld-clear" })
    })

    it("keeps secret headers sent back masked only for the same origin: another scheme, host or port needs them sent again (422)", async () => {
      const port = receiverUrl.slice(receiverUrl.lastIndexOf(":") + 1)
      const headers = { Authorization: "Bearer 0rigin-s3cret", "X-Api-Key": "0rigin-k3y", "X-Plain": "visible" }
      const created = await createBatch(server, { name: "Origin", format: "jsonl", delivery: { method: "http", url: `${receiverUrl}/origin`, headers } })
      const masked = { Authorization: "****", "X-Api-Key": "****", "X-Plain": "visible" }
      type Refusal = { errors: Record<string, Array<string>> }
      // Another host (the same receiver, named otherwise), another port, another scheme.
      for (const url of [`http://localhost:${port}/origin`, "http://127.0.0.1:9/origin", `https://127.0.0.1:${port}/origin`]) {
        const put = await call<Refusal>(server, "PUT", `/batches/${created.id}`, { name: "Origin", format: "jsonl", delivery: { method: "http", url, headers: masked } })
        expect(put.status, url).toBe(422)
        expect(Object.keys(put.body.errors).sort(), url).toEqual(["delivery.headers.Authorization", "delivery.headers.X-Api-Key"])
        expect(put.body.errors["delivery.headers.Authorization"]?.[0]).toContain("send the value again")
      }
      // A file's configuration over the batch's records: the same rule, under `batch.`.
      await addLead(server, created.id, { email: "origin@example.com" })
      const before = received.length
      const moved = await call<Refusal>(server, "POST", "/files", {
        batch_id: created.id,
        batch: { name: "Origin", format: "jsonl", delivery: { method: "http", url: `http://localhost:${port}/origin-elsewhere`, headers: { "X-Api-Key": "****" } } }
      })
      expect(moved.status).toBe(422)
      expect(Object.keys(moved.body.errors)).toEqual(["batch.delivery.headers.X-Api-Key"])
      expect(received.length).toBe(before)
      expect(JSON.stringify(await storedBody(created.id))).not.toContain("localhost")
      // The same origin (another path) keeps them; values sent again go to any origin.
      expect((await call(server, "PUT", `/batches/${created.id}`, { name: "Origin", format: "jsonl", delivery: { method: "http", url: `${receiverUrl}/origin-2`, headers: masked } })).status).toBe(200)
      expect((await makeFile(server, { batch_id: created.id })).delivery).toMatchObject({ outcome: "success" })
      expect(received.at(-1)).toMatchObject({ url: "/origin-2", headers: { authorization: "Bearer 0rigin-s3cret", "x-api-key": "0rigin-k3y" } })
      const again = { name: "Origin", format: "jsonl", delivery: { method: "http", url: `http://localhost:${port}/origin-3`, headers: { ...masked, Authorization: "Bearer n3w-0rigin", "X-Api-Key": "n3w-k3y" } } }
      expect((await call(server, "PUT", `/batches/${created.id}`, again)).status).toBe(200)
      await addLead(server, created.id, { email: "origin2@example.com" })
      expect((await makeFile(server, { batch_id: created.id })).delivery).toMatchObject({ outcome: "success" })
      expect(received.at(-1)).toMatchObject({ url: "/origin-3", headers: { authorization: "Bearer n3w-0rigin", "x-api-key": "n3w-k3y" } })
    })

    it("stores a delivery URL's password and secret query values sealed (no secret in the raw rows), and sends them opened", async () => {
      const secrets = /pa55-w0rd-77|qk3y-s3cr3t-1/
      const port = receiverUrl.slice(receiverUrl.lastIndexOf(":") + 1)
      const url = `http://jane:pa55-w0rd-77@127.0.0.1:${port}/sealed?api_key=qk3y-s3cr3t-1&list=7`
      const shown = `http://jane:****@127.0.0.1:${port}/sealed?api_key=****&list=7`
      const sent = () => received.filter((r) => r.url.startsWith("/sealed")).at(-1)
      const basic = `Basic ${Buffer.from("jane:pa55-w0rd-77").toString("base64")}`
      const created = await call<BatchView>(server, "POST", "/batches", { name: "Sealed URL", format: "jsonl", delivery: { method: "http", url } })
      expect(created.status).toBe(201)
      expect(created.body["delivery"]).toEqual({ method: "http", url: shown })
      expect(JSON.stringify(await rawRow("batches", created.body.id))).not.toMatch(secrets)
      await addLead(server, created.body.id, { email: "sealed@example.com" })
      const file = await makeFile(server, { batch_id: created.body.id })
      expect(file.delivery).toMatchObject({ outcome: "success", location: shown })
      expect(sent()?.url).toBe("/sealed?api_key=qk3y-s3cr3t-1&list=7")
      expect(sent()?.headers["authorization"]).toBe(basic)
      expect(JSON.stringify(await rawRow("batch_files", file.id))).not.toMatch(secrets)
      // Sent back as answered: the sealed parts are kept (still none in clear), and still sent.
      const got = await call<BatchView>(server, "GET", `/batches/${created.body.id}`)
      expect((await call(server, "PUT", `/batches/${created.body.id}`, { ...got.body, name: "Sealed URL 2" })).status).toBe(200)
      expect(JSON.stringify(await rawRow("batches", created.body.id))).not.toMatch(secrets)
      await addLead(server, created.body.id, { email: "sealed2@example.com" })
      expect((await makeFile(server, { batch_id: created.body.id, batch: got.body })).delivery).toMatchObject({ outcome: "success" })
      expect(sent()?.url).toBe("/sealed?api_key=qk3y-s3cr3t-1&list=7")
      // A new batch made by a file's configuration is stored sealed too.
      const made = await makeFile(server, { batch: { name: "Sealed by a file", format: "jsonl", delivery: { method: "http", url } } })
      expect(JSON.stringify(await rawRow("batches", made.batch_id))).not.toMatch(secrets)
      // The sealed form is refused where a secret goes: it is the storage's mark, not a value.
      const forged = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${created.body.id}`, {
        name: "Forged",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/sealed?api_key=leadflow-sealed%3Av1.a.b.c` }
      })
      expect(forged.status).toBe(422)
      expect(Object.keys(forged.body.errors)).toEqual(["delivery.url"])
      // Stored in clear by an earlier version: answered masked and sent as it is; sealed at the next start.
      await writeBody(created.body.id, { name: "Legacy URL", format: "jsonl", delivery: { method: "http", url, headers: { "X-Api-Key": "hdr-s3cr3t-9" } } })
      expect((await call<BatchView>(server, "GET", `/batches/${created.body.id}`)).body["delivery"]).toEqual({ method: "http", url: shown, headers: { "X-Api-Key": "****" } })
      await addLead(server, created.body.id, { email: "legacy@example.com" })
      expect((await makeFile(server, { batch_id: created.body.id })).delivery).toMatchObject({ outcome: "success" })
      expect(sent()?.url).toBe("/sealed?api_key=qk3y-s3cr3t-1&list=7")
      await server.run(sealStoredBatchSecrets)
      expect(JSON.stringify(await rawRow("batches", created.body.id))).not.toMatch(/pa55-w0rd-77|qk3y-s3cr3t-1|hdr-s3cr3t-9/)
      await addLead(server, created.body.id, { email: "resealed@example.com" })
      expect((await makeFile(server, { batch_id: created.body.id })).delivery).toMatchObject({ outcome: "success" })
      expect(sent()?.url).toBe("/sealed?api_key=qk3y-s3cr3t-1&list=7")
      expect(sent()?.headers).toMatchObject({ authorization: basic, "x-api-key": "hdr-s3cr3t-9" })
      expect((await call<BatchView>(server, "GET", `/batches/${created.body.id}`)).body["delivery"]).toEqual({ method: "http", url: shown, headers: { "X-Api-Key": "****" } })
    })

    it("records a receiver's refusal with the secrets it was sent masked (URL key, secret header, credential token)", async () => {
      const mainApi = await fetch(`${server.url}/credentials`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({ type: "token", package: "leadflow-custom", token: "echo-t0ken-42" })
      })
      const credentialId = ((await mainApi.json()) as { id: string }).id
      const batch = await createBatch(server, {
        name: "Echoed",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/echo?api_key=echo-qk3y-5`, headers: { "X-Api-Key": "echo-hdr-6" }, credential_id: credentialId }
      })
      await addLead(server, batch.id, { email: "echo@example.com" })
      const file = await makeFile(server, { batch_id: batch.id })
      expect(file.delivery).toMatchObject({ outcome: "failure", reason: "HTTP 401: denied /echo?api_key=**** **** ****" })
      expect(JSON.stringify(await rawRow("batch_files", file.id))).not.toMatch(/echo-qk3y-5|echo-hdr-6|echo-t0ken-42/)
      // The userinfo Node sends as `Authorization: Basic`, echoed back.
      const port = receiverUrl.slice(receiverUrl.lastIndexOf(":") + 1)
      const basic = await createBatch(server, { name: "Echoed userinfo", format: "jsonl", delivery: { method: "http", url: `http://jane:echo-pa55-7@127.0.0.1:${port}/echo` } })
      await addLead(server, basic.id, { email: "echo2@example.com" })
      const echoed = await makeFile(server, { batch_id: basic.id })
      expect(echoed.delivery).toMatchObject({ outcome: "failure", reason: "HTTP 401: denied /echo ****" })
    })

    it("masks a secret a receiver echoes across chunks of its answer (none of it quoted in the reason)", async () => {
      const key = "chunk-hdr-s3cr3t-abcdefghijklmnopqrstuvwxyz"
      const batch = await createBatch(server, {
        name: "Echoed in chunks",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/chunked-echo`, headers: { "X-Api-Key": key } }
      })
      await addLead(server, batch.id, { email: "chunks@example.com" })
      const file = await makeFile(server, { batch_id: batch.id })
      expect(file.delivery).toMatchObject({ outcome: "failure", reason: `HTTP 401: ${"x".repeat(180)} **** end` })
      expect(JSON.stringify(await rawRow("batch_files", file.id))).not.toContain(key.slice(0, 8))
    })

    it("answers a delivery URL's secret query values masked, in the batch and its files, and keeps them when sent back masked", async () => {
      const url = `${receiverUrl}/keyed?api_key=qs3cr3t&list=7`
      const shown = `${receiverUrl}/keyed?api_key=****&list=7`
      const created = await call<BatchView>(server, "POST", "/batches", { name: "Keyed", format: "jsonl", delivery: { method: "http", url } })
      expect(created.status).toBe(201)
      expect(created.body["delivery"]).toEqual({ method: "http", url: shown })
      const got = await call<BatchView>(server, "GET", `/batches/${created.body.id}`)
      expect(JSON.stringify(got.body)).not.toContain("qs3cr3t")
      const put = await call<BatchView>(server, "PUT", `/batches/${created.body.id}`, { ...got.body, name: "Keyed 2" })
      expect(put.status).toBe(200)
      await addLead(server, created.body.id, { email: "keyed@example.com" })
      const file = await makeFile(server, { batch_id: created.body.id })
      expect(file.delivery).toMatchObject({ outcome: "success", location: shown })
      expect(received.filter((r) => r.url.startsWith("/keyed")).at(-1)?.url).toBe("/keyed?api_key=qs3cr3t&list=7")
      // A masked value with no URL it was shown for (another path) is refused.
      const moved = await call<{ errors: Record<string, Array<string>> }>(server, "PUT", `/batches/${created.body.id}`, {
        name: "Keyed 3",
        format: "jsonl",
        delivery: { method: "http", url: `${receiverUrl}/other?api_key=****` }
      })
      expect(moved.status).toBe(422)
      expect(Object.keys(moved.body.errors)).toEqual(["delivery.url"])
    })
  })

  describe("the append integration", () => {
    it("adds the lead of a flow step to a batch of the lead's account, typed values as their normal text", async () => {
      const batch = await createBatch(server, {
        name: "From flows",
        columns: [
          { name: "email", template: "{{lead.email}}" },
          { name: "phone", template: "{{lead.phone}}" }
        ]
      })
      const handler = await server.run(Effect.map(IntegrationRuntime, (runtime) => runtime.lookup("leadflow-batch.outbound.append")))
      expect(handler).toBeDefined()
      if (handler === undefined) return
      const invoke = (vars: Record<string, unknown>) => server.run(handler.invoke(vars, { timeoutMs: 5_000, stepId: "abc123" }))
      const lead = { email: parse("email", "Flow@Example.com"), phone: parse("phone", "(512) 555-1212") }
      const ok = await invoke({ batch_id: batch.id, account: { id: server.accountId }, lead })
      expect(ok.outcome).toBe("success")
      const otherAccount = await invoke({ batch_id: batch.id, account: { id: "0123456789abcdef01234567" }, lead })
      expect(otherAccount).toMatchObject({ outcome: "error", reason: "batch not found" })
      const closed = await createBatch(server, { name: "Closed flow", format: "jsonl", inbound: false })
      expect(await invoke({ batch_id: closed.id, account: { id: server.accountId }, lead })).toMatchObject({ outcome: "failure" })
      const file = await makeFile(server, { batch_id: batch.id })
      expect(file.record_count).toBe(1)
      const text = (await download(server, file.id)).text
      const emailNormal = String(lead.email?.normal)
      const phoneNormal = String(lead.phone?.normal)
      expect(text).toBe(`email,phone\r\n${emailNormal},${phoneNormal}\r\n`)
    })
  })

  describe("schedule", () => {
    /** The files an every-second batch of another account makes within 10 s (its record filed once). */
    const scheduledFilesOfAnotherAccount = async (auth: string): Promise<Array<FileView>> => {
      const fine = await call<BatchView>(server, "POST", "/batches", { name: "Every second", format: "jsonl", schedule: "* * * * * *" }, auth)
      expect(fine.status).toBe(201)
      await call(server, "POST", `/batches/${fine.body.id}/records`, { email: "fine@example.com" }, auth)
      let files: Array<FileView> = []
      for (let i = 0; i < 40 && files.length === 0; i++) {
        await sleep(250)
        files = (await call<Array<FileView>>(server, "GET", `/files?batch_id=${fine.body.id}`, undefined, auth)).body
      }
      return files
    }

    it("makes a file by itself when the cron comes round", async () => {
      const batch = await createBatch(server, { name: "Every second", format: "jsonl", schedule: "* * * * * *" })
      await addLead(server, batch.id, { email: "s@example.com" })
      let files: Array<FileView> = []
      for (let i = 0; i < 40 && files.length === 0; i++) {
        await sleep(250)
        files = (await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)).body
      }
      expect(files).toHaveLength(1)
      expect(files[0]).toMatchObject({ record_count: 1, delivery: { outcome: "success" } })
      // Without new records the schedule makes no empty files.
      await sleep(2_500)
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)).body).toHaveLength(1)
    })

    it("skips a stored schedule whose times cannot be found, and still makes every other batch's files", async () => {
      // Saved before the check: 30 February never comes, and Cron throws looking for it.
      const broken = await createBatch(server, { name: "Never", format: "jsonl", schedule: "0 0 1 1 *" })
      await writeBody(broken.id, { name: "Never", format: "jsonl", schedule: "0 0 30 2 *" })
      await addLead(server, broken.id, { email: "never@example.com" })
      expect((await call<BatchView>(server, "GET", `/batches/${broken.id}`)).body).toMatchObject({ schedule: "0 0 30 2 *" })
      // Another account's batch, read after the broken one, is still queued.
      const other = await server.createAccount("Scheduled elsewhere")
      expect(await scheduledFilesOfAnotherAccount(other.auth)).toHaveLength(1)
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${broken.id}`)).body).toEqual([])
    })

    it("skips a scheduled batch whose stored configuration no longer decodes, and still makes every other batch's files", async () => {
      // Stored by an older version: a format this one does not write.
      const unreadable = await createBatch(server, { name: "Old format", format: "jsonl", schedule: "0 0 1 1 *" })
      await addLead(server, unreadable.id, { email: "old@example.com" })
      await writeBody(unreadable.id, { name: "Old format", format: "xlsx", schedule: "* * * * * *" })
      const other = await server.createAccount("Scheduled beside an old row")
      expect(await scheduledFilesOfAnotherAccount(other.auth)).toHaveLength(1)
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${unreadable.id}`)).body).toEqual([])
    })
  })

  describe("a stored configuration that no longer decodes", () => {
    it("is reported (scheduler log, read failure) without its delivery's URL secrets or header values", async () => {
      const batch = await createBatch(server, { name: "Old delivery", format: "jsonl" })
      // Stored by an older version: a delivery method this one does not have.
      await writeBody(batch.id, {
        name: "Old delivery",
        format: "jsonl",
        schedule: "0 0 1 1 *",
        delivery: { method: "sftp", url: "sftp://jane:0ld-pa55-31@files.example.com/in?token=0ld-t0k-32", headers: { Authorization: "Bearer 0ld-hdr-33" } }
      })
      const secrets = /0ld-pa55-31|0ld-t0k-32|0ld-hdr-33/
      const scheduled = await server.run(scheduledBatches)
      const unreadable = scheduled.flatMap((entry) => (Either.isLeft(entry) && entry.left.id === batch.id ? [entry.left] : []))
      expect(unreadable).toHaveLength(1)
      expect(unreadable[0]?.problem).toContain("delivery")
      expect(unreadable[0]?.problem).not.toMatch(secrets)
      const read = await server.run(Effect.exit(getBatch(server.accountId, batch.id)))
      expect(Exit.isFailure(read)).toBe(true)
      expect(Exit.isFailure(read) ? Cause.pretty(read.cause) : "").toContain("delivery")
      expect(Exit.isFailure(read) ? Cause.pretty(read.cause) : "").not.toMatch(secrets)
      await server.run(Effect.flatMap(Documents, (documents) => documents.remove("batches", server.accountId, batch.id)))
    })
  })

  describe("delete", () => {
    it("without purge: later records get 404, past files stay downloadable", async () => {
      const batch = await createBatch(server, { name: "Keep files", format: "jsonl" })
      await addLead(server, batch.id, { email: "k@example.com" })
      const file = await makeFile(server, { batch_id: batch.id })
      await addLead(server, batch.id, { email: "unfiled@example.com" })
      const deleted = await call<BatchView>(server, "DELETE", `/batches/${batch.id}`)
      expect(deleted.status).toBe(200)
      expect(deleted.body.id).toBe(batch.id)
      expect((await addLead(server, batch.id, { email: "late@example.com" })).status).toBe(404)
      expect((await call(server, "GET", `/batches/${batch.id}`)).status).toBe(404)
      expect((await call(server, "POST", "/files", { batch_id: batch.id })).status).toBe(404)
      const got = await download(server, file.id)
      expect(got.status).toBe(200)
      expect(got.text).toBe('{"email":"k@example.com"}\n')
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)).body).toHaveLength(1)
    })

    it("with purge: every file and record goes", async () => {
      const batch = await createBatch(server, { name: "Purge", format: "jsonl" })
      await addLead(server, batch.id, { email: "p@example.com" })
      const file = await makeFile(server, { batch_id: batch.id })
      expect((await call(server, "DELETE", `/batches/${batch.id}?purge=true`)).status).toBe(200)
      expect((await download(server, file.id)).status).toBe(404)
      expect((await call(server, "GET", `/files/${file.id}`)).status).toBe(404)
      expect((await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)).body).toEqual([])
      const left = await server.run(
        Effect.gen(function* () {
          const { SqlClient } = yield* Effect.promise(() => import("@effect/sql"))
          const sql = yield* SqlClient.SqlClient
          const records = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM batch_records WHERE batch_id = ${batch.id}`
          const chunks = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM batch_file_chunks WHERE file_id = ${file.id}`
          return [Number(records[0]?.n), Number(chunks[0]?.n)]
        })
      )
      expect(left).toEqual([0, 0])
    })
  })
}
