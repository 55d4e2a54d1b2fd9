import { request } from "node:http"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * A management body sent chunked announces no length, so the 10 MiB limit applies as it is read:
 * past it the request ends (a 413, or the connection closed while the client is still sending,
 * as the body's reader drops it), nothing is stored, and the server goes on. It used to read the
 * whole body into one string, and 600 MB of it ended the process.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

/** POST `/reports` as a chunked JSON body of about `megabytes` MB: a valid report padded with spaces. */
const chunked = (megabytes: number) =>
  new Promise<{ status: number; body: string } | { reset: string }>((resolve) => {
    const req = request(`${server.url}/reports`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json", "transfer-encoding": "chunked" }
    })
    let answered = false
    req.on("response", (res) => {
      answered = true
      let body = ""
      res.on("data", (chunk: Buffer) => (body += chunk.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    // The server may close the connection before the rest of the body is written.
    req.on("error", (error: NodeJS.ErrnoException) => (answered ? undefined : resolve({ reset: error.code ?? error.message })))
    const piece = " ".repeat(64 * 1024)
    let left = Math.ceil((megabytes * 1024 * 1024) / piece.length)
    req.write('{"name":"Chunked","columns":["source-success"]')
    const next = (): void => {
      while (left > 0 && !answered) {
        left--
        if (!req.write(piece)) return void req.once("drain", next)
      }
      if (!answered) req.end("}")
    }
    next()
  })

it("a chunked body past 10 MiB is refused unread and the server stays up; one within it is read", async () => {
  const before = await fetch(`${server.url}/reports`, { headers: { authorization: server.auth } })
  const reports = ((await before.json()) as ReadonlyArray<unknown>).length
  const big = await chunked(12)
  if ("reset" in big) expect(["ECONNRESET", "EPIPE"]).toContain(big.reset)
  else expect(big.status).toBe(413)
  const after = await fetch(`${server.url}/reports`, { headers: { authorization: server.auth } })
  expect(after.status).toBe(200)
  expect(((await after.json()) as ReadonlyArray<unknown>).length).toBe(reports)
  const small = await chunked(0.01)
  expect(small, JSON.stringify(small)).toMatchObject({ status: 201 })
}, 60_000)
