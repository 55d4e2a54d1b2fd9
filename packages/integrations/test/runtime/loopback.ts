/** Buyers on 127.0.0.1 for the runtime's tests: real HTTP servers that record what reaches them. */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { Socket } from "node:net"

export interface Received {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** Which connection carried it (1 for the first the server accepted, ...). */
  readonly connection: number
}

export interface Loopback {
  readonly origin: string
  readonly port: number
  readonly received: Received[]
  /** Connections the server has accepted. */
  readonly connections: () => number
  /** The connections (by number) that have been closed, by either side. */
  readonly closed: () => ReadonlyArray<number>
  readonly close: () => Promise<void>
}

export type Respond = (request: Received, response: ServerResponse) => void

/** Start a server on 127.0.0.1, any free port; `respond` answers each request (or does not). */
export const listen = (respond: Respond): Promise<Loopback> =>
  new Promise((resolve) => {
    const received: Received[] = []
    const ids = new WeakMap<Socket, number>()
    let accepted = 0
    const closed: number[] = []
    const server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        const entry: Received = {
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          connection: ids.get(request.socket) ?? 0
        }
        received.push(entry)
        respond(entry, response)
      })
    })
    server.on("connection", (socket: Socket) => {
      const id = ++accepted
      ids.set(socket, id)
      socket.on("close", () => void closed.push(id))
    })
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        received,
        connections: () => accepted,
        closed: () => closed,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          })
      })
    })
  })

/** A port nothing listens on (a server is started and stopped to find one). */
export const refusedPort = async (): Promise<number> => {
  const server = await listen(() => {})
  await server.close()
  return server.port
}

/** Answer JSON. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Respond =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers })
    response.end(JSON.stringify(body))
  }

/** Never answer (the call must time out). */
export const hang: Respond = () => {}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
