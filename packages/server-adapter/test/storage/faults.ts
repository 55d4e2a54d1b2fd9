import { spawn } from "node:child_process"
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net"
import { sqliteDriverPath } from "../../src/storage/SqliteDriver.js"
import { readLeadEvents } from "../../src/storage/SqlEventStore.js"
import { objectId, storeDocument, storeFields } from "../http/submission/fixtures.js"
import type { TestServer } from "../http/TestServer.js"

/**
 * What the database fault tests share: a flow to submit to, a submission that reports how it was
 * answered (or that it was not, within its own time limit), a TCP proxy that stalls PostgreSQL's
 * connections, and another process holding a SQLite file's write lock.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A deployed flow with a source and no steps: a lead is stored and answered `success`. */
export const faultFlow = async (server: TestServer): Promise<{ readonly flowId: string; readonly submitUrl: string }> => {
  const flowId = objectId("fa")
  const sourceId = objectId("5a")
  await storeFields(server).catch(() => undefined)
  await storeDocument(server, "flows", flowId, {
    name: "Fault flow",
    enabled: true,
    fields: ["first_name", "email"],
    sources: [{ entity: { id: sourceId, name: "Seller" }, integration: { module_id: "leadflow-standard.inbound", mappings: [] } }],
    steps: []
  })
  return { flowId, submitUrl: `${server.url}/flows/${flowId}/sources/${sourceId}/submit` }
}

export interface Answer {
  /** The HTTP status, or -1 when no answer came within the time limit. */
  readonly status: number
  readonly body: Record<string, unknown>
  readonly ms: number
}

/** A lead submitted, with `timeoutMs` to be answered. */
export const submitLead = async (url: string, email: string, timeoutMs: number): Promise<Answer> => {
  const started = Date.now()
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Ada", email }),
      signal: AbortSignal.timeout(timeoutMs)
    })
    const text = await res.text()
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      body = { raw: text }
    }
    return { status: res.status, body, ms: Date.now() - started }
  } catch (error) {
    return { status: -1, body: { error: String(error) }, ms: Date.now() - started }
  }
}

/** A GET with `timeoutMs` to be answered: its status, or -1. */
export const getStatus = (url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> => {
  const started = Date.now()
  return fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(
    async (res) => {
      await res.arrayBuffer()
      return { status: res.status, ms: Date.now() - started }
    },
    () => ({ status: -1, ms: Date.now() - started })
  )
}

/** The events stored for a lead. */
export const storedEvents = (server: TestServer, leadId: string) => server.run(readLeadEvents(server.accountId, leadId))

/**
 * A TCP proxy to PostgreSQL that the test controls: `stall()` stops forwarding in both
 * directions on every connection (a partition that leaves the connections open: no RST, no FIN),
 * `heal()` lets new connections through again (those stalled stay stalled, open and silent).
 */
export class TcpProxy {
  private readonly server: Server
  private readonly pairs = new Set<{ readonly client: Socket; readonly upstream: Socket; stalled: boolean }>()
  private stalled = false
  constructor(
    readonly targetHost: string,
    readonly targetPort: number
  ) {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost)
      const pair = { client, upstream, stalled: this.stalled }
      this.pairs.add(pair)
      const forward = (from: Socket, to: Socket) =>
        from.on("data", (chunk: Buffer) => {
          if (pair.stalled || this.stalled) {
            pair.stalled = true
            return
          }
          to.write(chunk)
        })
      forward(client, upstream)
      forward(upstream, client)
      const drop = () => {
        this.pairs.delete(pair)
        client.destroy()
        upstream.destroy()
      }
      client.on("error", drop)
      upstream.on("error", drop)
      client.on("close", () => (pair.stalled ? undefined : drop()))
      upstream.on("close", () => (pair.stalled ? undefined : drop()))
    })
  }
  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve))
    return (this.server.address() as AddressInfo).port
  }
  stall(): void {
    this.stalled = true
    for (const pair of this.pairs) pair.stalled = true
  }
  /** Stalls the one connection whose side toward PostgreSQL has this port (`inet_client_port()`). */
  stallOne(upstreamPort: number): void {
    for (const pair of this.pairs) if (pair.upstream.localPort === upstreamPort) pair.stalled = true
  }
  heal(): void {
    this.stalled = false
  }
  async close(): Promise<void> {
    this.stalled = false
    for (const pair of this.pairs) {
      pair.client.destroy()
      pair.upstream.destroy()
    }
    this.pairs.clear()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

/** A database URL with its port replaced (to go through a proxy). */
export const viaPort = (url: string, port: number): string => {
  const through = new URL(url)
  through.port = String(port)
  return through.toString()
}

/**
 * Another process holding the SQLite file's write lock (`BEGIN EXCLUSIVE`, as an operator's
 * `sqlite3` session would) for `ms`; resolved once it holds it, with its exit.
 */
export const lockSqliteFile = (filename: string, ms: number): Promise<{ readonly released: Promise<void> }> =>
  new Promise((resolve, reject) => {
    const code = `
      const Database = require(${JSON.stringify(sqliteDriverPath())})
      const db = new Database(${JSON.stringify(filename)})
      db.pragma("busy_timeout = 10000")
      db.exec("BEGIN EXCLUSIVE")
      process.stdout.write("locked\\n")
      setTimeout(() => { db.exec("COMMIT"); db.close(); process.exit(0) }, ${ms})
    `
    const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] })
    const released = new Promise<void>((done) => child.once("exit", () => done()))
    child.stdout.once("data", () => resolve({ released }))
    child.once("error", reject)
  })

/** The longest gap between ticks of a 10 ms timer while `during` runs: how long the event loop stopped. */
export const longestStall = async <A>(during: () => Promise<A>): Promise<{ readonly result: A; readonly stallMs: number }> => {
  let last = performance.now()
  let longest = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 10)
  try {
    const result = await during()
    return { result, stallMs: longest }
  } finally {
    clearInterval(ticker)
  }
}
