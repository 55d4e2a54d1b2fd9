/**
 * The real floor for `bench:http`: the irreducible work of a lead, by hand. A bare `node:http`
 * server that reads the lead's JSON body and parses it, delivers the buyer's fields with one
 * undici request to the same buyer (keep-alive), reads the buyer's JSON answer, stores the lead's
 * JSON with one INSERT (SQLite through better-sqlite3 in WAL mode with `synchronous=NORMAL`, as
 * Leadflow sets it up, or PostgreSQL through `pg` when `BENCH_DB` is a postgres URL), then
 * answers 201. No validation, no rules, no events: what any server doing this job must spend.
 */
import Database from "better-sqlite3"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { Agent, request } from "undici"
import { answerProfileMessages } from "./profiling.js"
import type { StoredStats } from "./storedStats.js"

const buyerUrl = process.env["BUYER_URL"]
if (buyerUrl === undefined) throw new Error("BUYER_URL is required")
const database = process.env["BENCH_DB"] ?? "sqlite"

interface Store {
  readonly insert: (id: string, createdAt: number, body: string) => Promise<void> | void
  readonly stats: () => Promise<StoredStats>
  readonly close: () => Promise<void>
}

const sqliteStore = (): Store => {
  const dir = mkdtempSync(join(tmpdir(), "leadflow-bench-floor-"))
  const db = new Database(join(dir, "floor.db"))
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = NORMAL")
  db.exec("CREATE TABLE leads (id TEXT PRIMARY KEY, created_at BIGINT NOT NULL, body TEXT NOT NULL)")
  const insert = db.prepare("INSERT INTO leads (id, created_at, body) VALUES (?, ?, ?)")
  const bytes = (): number => {
    db.pragma("wal_checkpoint(TRUNCATE)")
    const pages = db.pragma("page_count", { simple: true }) as number
    const free = db.pragma("freelist_count", { simple: true }) as number
    return (pages - free) * (db.pragma("page_size", { simple: true }) as number)
  }
  return {
    insert: (id, createdAt, body) => void insert.run(id, createdAt, body),
    stats: () => {
      const leads = (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n
      return Promise.resolve({ type: "stats", events: leads, leads, byOutcome: { success: leads }, bytes: bytes() })
    },
    close: () => {
      db.close()
      rmSync(dir, { recursive: true, force: true })
      return Promise.resolve()
    }
  }
}

const postgresStore = async (url: string): Promise<Store> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  await pool.query("CREATE TABLE leads (id TEXT PRIMARY KEY, created_at BIGINT NOT NULL, body JSONB NOT NULL)")
  return {
    insert: async (id, createdAt, body) => {
      await pool.query("INSERT INTO leads (id, created_at, body) VALUES ($1, $2, $3)", [id, createdAt, body])
    },
    stats: async () => {
      const leads = Number((await pool.query<{ n: string }>("SELECT COUNT(*) AS n FROM leads")).rows[0]?.n ?? 0)
      const bytes = Number((await pool.query<{ b: string }>("SELECT pg_database_size(current_database()) AS b")).rows[0]?.b ?? 0)
      return { type: "stats", events: leads, leads, byOutcome: { success: leads }, bytes }
    },
    close: () => pool.end()
  }
}

const store = database.startsWith("postgres") ? await postgresStore(database) : sqliteStore()
const buyer = new Agent({ keepAliveTimeout: 30_000 })
const processPart = randomBytes(8).toString("hex")
let counter = 0

/** Parse, deliver, store, answer. */
const handle = async (text: string): Promise<string> => {
  const lead = JSON.parse(text) as Record<string, string>
  const delivery = JSON.stringify({
    email: lead["email"],
    phone: lead["phone"],
    zip: lead["postal_code"],
    state: lead["state"],
    name: { first: lead["fname"], last: lead["lname"] }
  })
  const answer = await request(buyerUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: delivery,
    dispatcher: buyer
  })
  const sold = (await answer.body.json()) as { readonly result?: { readonly price?: number } }
  const id = processPart + (counter++).toString(16).padStart(8, "0")
  await store.insert(id, Date.now(), text)
  return JSON.stringify({ outcome: "success", lead: { id }, price: sold.result?.price ?? 0 })
}

const server = createServer({ keepAlive: true }, (req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (chunk: Buffer) => chunks.push(chunk))
  req.on("end", () => {
    handle(Buffer.concat(chunks).toString("utf8")).then(
      (body) => {
        res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) })
        res.end(body)
      },
      (error: unknown) => {
        res.writeHead(500, { "Content-Type": "text/plain" })
        res.end(String(error))
      }
    )
  })
})
server.keepAliveTimeout = 65_000
answerProfileMessages("floor")
const emptyBytes = (await store.stats()).bytes
server.listen(0, "127.0.0.1", () => process.send?.({ type: "ready", port: (server.address() as AddressInfo).port, emptyBytes }))
process.on("message", (message: { readonly type?: string }) => {
  if (message.type === "stats") void store.stats().then((stats) => process.send?.(stats))
  if (message.type === "stop")
    server.close(() => {
      void Promise.all([buyer.close(), store.close()]).then(() => process.exit(0))
    })
})
