/**
 * Stored bytes per lead: the bench flow's leads run through the real server (`appLayer`, a
 * temporary SQLite file, a loopback buyer), then the database's growth ÷ leads. SQLite's
 * `dbstat` splits the growth by table and index. `LEADS=<n>` (default 2,000); `KEEP_DB=1` keeps the
 * database file and prints where, to look at the rows.
 */
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Accounts } from "../../packages/server-adapter/src/accounts/Accounts.js"
import { appLayer } from "../../packages/server-adapter/src/server/AppLayer.js"
import { HttpServerInfo } from "../../packages/server-adapter/src/server/Server.js"
import { Documents } from "../../packages/server-adapter/src/storage/Documents.js"
import { deployFlow } from "../../packages/server-adapter/src/storage/FlowVersions.js"
import { BUYER_ENTITY_ID, benchFields, benchFlow, benchLead, FLOW_ID, SOURCE_ID } from "../http/benchFlow.js"

export interface StoredBytes {
  readonly leads: number
  readonly events: number
  readonly bytesPerLead: number
  readonly bytesPerEvent: number
  /** Bytes per lead by table or index. */
  readonly byObject: Readonly<Record<string, number>>
}

const answer = JSON.stringify({ result: { status: "Accepted", reason: "ok", price: 12.5, id: "abc123" } })

/** Run `leads` leads and measure what they added to the database. */
export const measureStoredBytes = async (leads: number, concurrency = 16): Promise<StoredBytes> => {
  const buyer = createServer((req, res) => {
    req.resume()
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(answer))
  })
  await new Promise<void>((resolve) => buyer.listen(0, "127.0.0.1", resolve))
  const buyerPort = (buyer.address() as { port: number }).port
  const dir = await mkdtemp(join(tmpdir(), "leadflow-stored-bytes-"))
  const runtime = ManagedRuntime.make(
    appLayer({
      database: { dialect: "sqlite", filename: join(dir, "bench.db") },
      server: { port: 0, host: "127.0.0.1", publicUrl: "http://127.0.0.1", batchPrefix: "/batch", certPrefix: "/cert", maxInFlight: 10_000 },
      integrations: { allowPrivateHosts: true }
    })
  )
  try {
    const port = await runtime.runPromise(
      Effect.gen(function* () {
        const info = yield* HttpServerInfo
        const { account } = yield* Effect.flatMap(Accounts, (accounts) => accounts.create({ name: "Bench account" }))
        const documents = yield* Documents
        const now = Date.now()
        for (const field of benchFields) yield* documents.insert("fields", account.id, field.id, { ...field }, now)
        yield* documents.insert("entities", account.id, SOURCE_ID.toLowerCase(), { name: "Seller", source: "other", recipient: null }, now)
        yield* documents.insert("entities", account.id, BUYER_ENTITY_ID, { name: "Buyer", source: null, recipient: "other" }, now)
        yield* documents.insert("flows", account.id, FLOW_ID, { ...benchFlow(`http://127.0.0.1:${buyerPort}/buy`) }, now)
        yield* deployFlow(account.id, FLOW_ID)
        return info.port
      })
    )
    const size = Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`PRAGMA wal_checkpoint(TRUNCATE)`
      const rows = yield* sql<{ name: string; bytes: number }>`SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name`
      const events = yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM events`
      return { byObject: new Map(rows.map((r) => [r.name, Number(r.bytes)])), events: Number(events[0]?.n ?? 0) }
    })
    const before = await runtime.runPromise(size)
    const url = `http://127.0.0.1:${port}/flows/${FLOW_ID}/sources/${SOURCE_ID}/submit`
    let next = 0
    const worker = async () => {
      while (next < leads) {
        next++
        const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: benchLead })
        if (response.status !== 201) throw new Error(`submission answered ${response.status}: ${await response.text()}`)
        await response.arrayBuffer()
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const after = await runtime.runPromise(size)
    const byObject: Record<string, number> = {}
    let grown = 0
    for (const [name, bytes] of after.byObject) {
      const delta = bytes - (before.byObject.get(name) ?? 0)
      if (delta === 0) continue
      byObject[name] = Math.round(delta / leads)
      grown += delta
    }
    const events = after.events - before.events
    return { leads, events, bytesPerLead: Math.round(grown / leads), bytesPerEvent: Math.round(grown / events), byObject }
  } finally {
    await runtime.dispose()
    buyer.close()
    if (process.env["KEEP_DB"]) console.error(`kept ${dir}`)
    else await rm(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureStoredBytes(Number(process.env["LEADS"] ?? 2_000))
  console.log(JSON.stringify(result, null, 2))
}
