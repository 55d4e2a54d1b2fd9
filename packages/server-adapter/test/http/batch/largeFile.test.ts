import { SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { skipNotice } from "../../storage/testDatabases.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { createBatch, type FileView, makeFile } from "./batchClient.js"

/**
 * 100,000 records written to one file and downloaded again, while a sampler forces a garbage
 * collection every 500 ms and keeps the largest live heap: streaming keeps it far under the
 * file's size (about 30 MB here), where holding the file would not.
 */

setFlagsFromString("--expose-gc")
const gc = runInNewContext("gc") as () => void

const records = 100_000
const note = `${"lorem ipsum, \"dolor\" sit amet ".repeat(8)}`

const sampleHeap = () => {
  gc()
  const baseline = process.memoryUsage().heapUsed
  let peak = 0
  const timer = setInterval(() => {
    gc()
    peak = Math.max(peak, process.memoryUsage().heapUsed - baseline)
  }, 500)
  return () => {
    clearInterval(timer)
    gc()
    return Math.max(peak, process.memoryUsage().heapUsed - baseline)
  }
}

const seed = (server: TestServer, batchId: string) =>
  server.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const nextId = objectIdGenerator()
      for (let start = 0; start < records; start += 1_000) {
        const rows = Array.from({ length: 1_000 }, (_, i) => ({
          account_id: server.accountId,
          batch_id: batchId,
          id: nextId(),
          created_at: Date.now(),
          file_id: null,
          data: JSON.stringify({ email: `lead${start + i}@example.com`, first_name: "Pat", last_name: `No ${start + i}`, note })
        }))
        yield* sql`INSERT INTO batch_records ${sql.insert(rows)}`
      }
    })
  )

const largeFileSuite = (dialect: Dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(() => server.close())

  it("writes and downloads 100,000 records in bounded memory", { timeout: 180_000 }, async () => {
    const batch = await createBatch(server, {
      name: "Large",
      columns: [
        { name: "email", template: "{{lead.email}}" },
        { name: "name", template: "{{lead.first_name}} {{lead.last_name}}" },
        { name: "note", template: "{{lead.note}}" }
      ]
    })
    await seed(server, batch.id)

    const writing = sampleHeap()
    const file: FileView = await makeFile(server, { batch_id: batch.id })
    const writePeak = writing()
    expect(file.record_count).toBe(records)
    expect(file.size).toBeGreaterThan(25_000_000)
    expect(writePeak).toBeLessThan(file.size / 4)

    const reading = sampleHeap()
    const res = await fetch(`${server.url}/batch/files/${file.id}/download`, { headers: { authorization: server.auth } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-length")).toBe(String(file.size))
    const hash = createHash("sha256")
    let bytes = 0
    let newlines = 0
    const reader = res.body?.getReader()
    if (reader === undefined) throw new Error("no body")
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      hash.update(value)
      bytes += value.byteLength
      for (const byte of value) if (byte === 0x0a) newlines++
    }
    const readPeak = reading()
    expect(bytes).toBe(file.size)
    expect(newlines).toBe(records + 1)
    expect(readPeak).toBeLessThan(file.size / 4)

    // The same content, built independently.
    const expected = createHash("sha256")
    expected.update("email,name,note\r\n")
    const quoted = `"${note.replaceAll('"', '""')}"`
    for (let i = 0; i < records; i++) expected.update(`lead${i}@example.com,Pat No ${i},${quoted}\r\n`)
    expect(hash.digest("hex")).toBe(expected.digest("hex"))
  })
}

skipNotice("batch large file")

describe("batch files of any size on SQLite", () => largeFileSuite("sqlite"))
describe.skipIf(!postgresAvailable)("batch files of any size on PostgreSQL", () => largeFileSuite("postgres"))
