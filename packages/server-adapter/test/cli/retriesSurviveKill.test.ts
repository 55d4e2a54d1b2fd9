import { spawn, type ChildProcess } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { createServer as createNetServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * Retries of errored deliveries are kept in the database: a server killed with SIGKILL while a
 * retry waits loses nothing, and the next server on the same database delivers it.
 */
const main = resolve(import.meta.dirname, "../../src/cli/main.ts")
const tsx = resolve(import.meta.dirname, "../../../../node_modules/.bin/tsx")
const apiKey = "a".repeat(64)
const auth = `Basic ${Buffer.from(`API:${apiKey}`).toString("base64")}`

const serve = (db: string): { child: ChildProcess; ready: Promise<{ url: string; accountId: string }> } => {
  const child = spawn(tsx, ["--conditions=source", main, "serve", "--port", "0", "--host", "127.0.0.1", "--db", db], {
    env: { ...process.env, LEADFLOW_API_KEY: apiKey, LEADFLOW_ALLOW_PRIVATE_HOSTS: "true" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const ready = new Promise<{ url: string; accountId: string }>((done, failed) => {
    let text = ""
    const timer = setTimeout(() => failed(new Error(`server did not start:\n${text}`)), 45_000)
    const read = (chunk: Buffer) => {
      text += chunk.toString()
      const url = /listening on (http:\/\/\S+) /.exec(text)?.[1]
      if (url !== undefined) {
        clearTimeout(timer)
        done({ url, accountId: "" })
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
  })
  return { child, ready }
}

const freePort = async (): Promise<number> => {
  const probe = createNetServer()
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", () => done()))
  const port = (probe.address() as { port: number }).port
  await new Promise((done) => probe.close(done))
  return port
}

const api = async (url: string, path: string, method = "GET", body?: unknown) => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json", accept: "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & Array<Record<string, unknown>> }
}

const exited = (child: ChildProcess) => new Promise((done) => (child.exitCode !== null ? done(undefined) : child.on("exit", done)))

describe("durable retries", () => {
  let dir: string
  let buyer: Server | undefined
  const children: ChildProcess[] = []
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-retries-"))
  })
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL")
    buyer?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("a retry pending when the server is killed is delivered by the next server", async () => {
    const db = `sqlite:${join(dir, "retries.db")}`
    const buyerPort = await freePort()

    const first = serve(db)
    children.push(first.child)
    const { url } = await first.ready
    const sources = await api(url, "/flows")
    // The starter flow's source is the account's own entity.
    const accountId = String((sources.json[0]?.["sources"] as Array<{ entity: { id: string } }>)[0]?.entity.id)
    const created = await api(url, "/flows", "POST", {
      name: "Retried",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          id: "retry1",
          retry_enabled: true,
          entity: { id: accountId },
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [
              { property: "url", value: `http://127.0.0.1:${buyerPort}/buy` },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]
          }
        }
      ]
    })
    expect(created.status).toBe(201)
    const flowId = String(created.json["id"])
    expect((await api(url, `/flows/${flowId}/deploy`, "POST")).status).toBeLessThan(300)
    const submitted = await fetch(`${url}/flows/${flowId}/sources/${accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "retry-me@example.com" })
    })
    expect(submitted.status).toBe(201)
    const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id
    // The buyer was down: the delivery ended in error and a retry waits (10 s). Kill the server.
    first.child.kill("SIGKILL")
    await exited(first.child)

    const received: string[] = []
    buyer = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        received.push(body)
        res.writeHead(200, { "content-type": "application/json" }).end('{"outcome":"success"}')
      })
    })
    await new Promise<void>((done) => buyer?.listen(buyerPort, "127.0.0.1", () => done()))

    const second = serve(db)
    children.push(second.child)
    const next = await second.ready
    let retries: Array<Record<string, unknown>> = []
    for (let i = 0; i < 60 && retries.length === 0; i++) {
      await new Promise((done) => setTimeout(done, 500))
      const events = await api(next.url, "/events?limit=1000")
      retries = (Array.isArray(events.json) ? events.json : []).filter(
        (e) => e["type"] === "retry" && (e["vars"] as { lead?: { id?: string } } | undefined)?.lead?.id === leadId
      )
    }
    expect(received.some((body) => body.includes("retry-me@example.com"))).toBe(true)
    expect(retries).toHaveLength(1)
    expect(retries[0]).toMatchObject({ type: "retry", outcome: "success", retry_status: "completed", retry_attempt: 1 })
    second.child.kill("SIGTERM")
  }, 90_000)
})
