import { request } from "node:http"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * A CSV upload to a list has its own limits: it may take longer than the body timeout as long as
 * bytes keep coming, a stalled one is 408, and one announcing more than 1 GiB is 413.
 */
let server: TestServer
let listId: string
beforeAll(async () => {
  server = await startTestServer({ server: { bodyTimeoutMs: 300 } })
  const created = await fetch(`${server.url}/lists`, {
    method: "POST",
    headers: { authorization: server.auth, "content-type": "application/json" },
    body: JSON.stringify({ name: "slow" })
  })
  listId = ((await created.json()) as { id: string }).id
})
afterAll(async () => {
  await server?.close()
})

/** Send `pieces` one every `everyMs`, then end the body unless `stall`. */
const trickle = (pieces: ReadonlyArray<string>, everyMs: number, stall = false, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${server.url}/lists/${listId}/items`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "text/csv", ...headers }
    })
    req.on("response", (res) => {
      let body = ""
      res.on("data", (chunk: Buffer) => (body += chunk.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on("error", reject)
    let i = 0
    const next = (): void => {
      if (i < pieces.length) {
        req.write(pieces[i++])
        setTimeout(next, everyMs)
      } else if (!stall) req.end()
    }
    next()
  })

it("an upload that keeps coming may take longer than the body timeout", async () => {
  const rows = Array.from({ length: 10 }, (_, i) => `slow${i}@example.com\n`)
  const answer = await trickle(rows, 100)
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toMatchObject({ added: 10 })
})

it("a stalled upload is 408", async () => {
  const answer = await trickle(["stalled@example.com\n"], 10, true)
  expect(answer.status).toBe(408)
})

it("an upload announcing more than 1 GiB is 413, and another type than JSON or CSV 415", async () => {
  const big = await new Promise<number>((resolve, reject) => {
    const req = request(`${server.url}/lists/${listId}/items`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "text/csv", "content-length": String(2 * 1024 ** 3) }
    })
    req.on("response", (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on("error", reject)
    req.write("a@example.com\n")
  })
  expect(big).toBe(413)
  const plain = await fetch(`${server.url}/lists/${listId}/items`, {
    method: "POST",
    headers: { authorization: server.auth, "content-type": "text/plain" },
    body: "a@example.com"
  })
  expect(plain.status).toBe(415)
  expect(await plain.text()).toContain("text/csv")
})
