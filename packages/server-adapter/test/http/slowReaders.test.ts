import { connect, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "./TestServer.js"

/**
 * Clients that send a whole request and then do not read its answer (a slowloris on the answer's
 * side): an answer larger than the kernel's buffers (a 9 MB flow) waits on them. Its request's
 * slot is free again once the answer has gone out, and a connection whose answer makes no
 * progress for the body's time limit is closed, so such clients cannot hold the server from the
 * other accounts. A client that reads slowly but keeps reading gets its whole answer.
 */

const bodyTimeoutMs = 1_000
const maxInFlight = 4
// Larger than loopback's socket buffers on both sides, under the management body limit (10 MiB).
const nameLength = 9_000_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `times` GETs written by hand (pipelined) on a socket that never reads: resolves once connected
 * and sent.
 */
const neverRead = async (url: string, path: string, auth: string, times = 1): Promise<{ socket: Socket; closed: Promise<void> }> => {
  const { hostname, port } = new URL(url)
  const socket = connect(Number(port), hostname)
  socket.on("error", () => undefined)
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()))
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()))
  socket.pause()
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\n\r\n`.repeat(times))
  return { socket, closed }
}

/**
 * The statuses of `times` GETs pipelined on one connection: all in flight at once, so every one is
 * a 200 only when that many slots are free.
 */
const pipelinedStatuses = (url: string, path: string, auth: string, times: number): Promise<Array<number>> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const chunks: Array<Buffer> = []
    const request = (close: boolean) =>
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth}\r\n${close ? "Connection: close\r\n" : ""}\r\n`
    const socket = connect(Number(port), hostname, () =>
      socket.write(Array.from({ length: times }, (_, i) => request(i === times - 1)).join(""))
    )
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")))
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () =>
      resolve([...Buffer.concat(chunks).toString("latin1").matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])))
    )
  })

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects)
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`clients that do not read their answer, ${dialect}`, () => {
    let server: TestServer
    let flowId: string
    const sockets: Array<Socket> = []
    beforeAll(async () => {
      server = await startTestServer({ dialect, server: { maxInFlight, bodyTimeoutMs } })
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(nameLength), enabled: true, fields: [], sources: [], steps: [] })
      })
      const text = await created.text()
      expect(created.status, text.slice(0, 300)).toBe(201)
      flowId = (JSON.parse(text) as { id: string }).id
    }, 60_000)
    afterAll(async () => {
      for (const socket of sockets) socket.destroy()
      await server?.close()
    })

    it(`${maxInFlight} large answers never read: their connection is closed and every slot is free again`, async () => {
      const other = await server.createAccount("Other")
      const status = async (auth: string): Promise<number> =>
        (await fetch(`${server.url}/status`, { headers: { authorization: auth }, signal: AbortSignal.timeout(5_000) })).status
      // One connection, every slot's request on it (pipelined, so they all arrive at once): 36 MB
      // to send, far more than the kernel's buffers take while the client reads nothing.
      const reader = await neverRead(server.url, `/flows/${flowId}`, server.auth, maxInFlight)
      sockets.push(reader.socket)
      await sleep(200)
      // The bound is real: while the answers wait on their reader, the slots are taken.
      expect(await status(other.auth)).toBe(503)
      const started = Date.now()
      // Free again once the answer stalled for the limit.
      let after = await status(other.auth)
      while (after !== 200 && Date.now() - started < 10_000) {
        await sleep(50)
        after = await status(other.auth)
      }
      expect(after).toBe(200)
      expect(Date.now() - started).toBeLessThan(bodyTimeoutMs + 3_000)
      // Every slot: none is kept by the answers queued behind the first on the closed connection.
      expect(await pipelinedStatuses(server.url, "/status", other.auth, maxInFlight)).toEqual(Array(maxInFlight).fill(200))
      expect(await status(server.auth)).toBe(200)
      // The server closed the connection (a paused socket sees it once it reads): cut short.
      const chunks: Array<Buffer> = []
      reader.socket.on("data", (chunk: Buffer) => void chunks.push(chunk))
      reader.socket.resume()
      const closed = await Promise.race([reader.closed.then(() => true), sleep(5_000).then(() => false)])
      const received = Buffer.concat(chunks)
      expect(closed, `${received.length} bytes read`).toBe(true)
      expect(received.subarray(0, 12).toString("latin1")).toBe("HTTP/1.1 200")
      expect(received.length).toBeLessThan(maxInFlight * nameLength)
    }, 30_000)

    it("a client reading slowly, with pauses shorter than the limit, gets the whole answer", async () => {
      // The connection above, if still open (its slots with it), goes.
      for (const socket of sockets.splice(0)) socket.destroy()
      await sleep(100)
      const { socket, closed } = await neverRead(server.url, `/flows/${flowId}`, server.auth)
      sockets.push(socket)
      let received = 0
      let budget = 0
      let ended = false
      // Reads 1.5 MB at a time, then nothing for 60 % of the limit: the answer takes several limits.
      socket.on("data", (chunk: Buffer) => {
        received += chunk.length
        budget -= chunk.length
        if (budget <= 0) socket.pause()
      })
      void closed.then(() => (ended = true))
      const started = Date.now()
      while (!ended && received < nameLength && Date.now() - started < 20_000) {
        await sleep(bodyTimeoutMs * 0.6)
        budget = 1_500_000
        socket.resume()
      }
      expect(ended, `${received} bytes in ${Date.now() - started} ms`).toBe(false)
      expect(received).toBeGreaterThan(nameLength)
      expect(Date.now() - started).toBeGreaterThan(2 * bodyTimeoutMs)
      socket.destroy()
    }, 30_000)
  })
