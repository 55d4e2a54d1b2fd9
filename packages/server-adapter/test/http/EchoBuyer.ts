import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A loopback buyer for tests of what reaches a buyer. */

export interface Echo {
  readonly port: number
  readonly received: Array<{ readonly url: string; readonly headers: IncomingHttpHeaders }>
  readonly close: () => Promise<void>
}

/** A loopback buyer that accepts every lead and echoes what it got: headers, URL, a session cookie. */
export const startEchoBuyer = async (cookie = "echo-session"): Promise<Echo> => {
  const received: Array<{ url: string; headers: IncomingHttpHeaders }> = []
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers })
      const body = JSON.stringify({ outcome: "success", you_sent: req.headers, url: req.url })
      res.writeHead(200, {
        "Content-Type": "application/json",
        "X-Echo": String(req.headers["authorization"]),
        "Set-Cookie": `session=${cookie}; Path=/; HttpOnly`
      })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

