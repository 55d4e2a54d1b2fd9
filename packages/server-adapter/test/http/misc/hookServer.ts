import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A buyer/source stand-in on loopback: records every request, answers with `answer(path, body)`. */
export interface HookServer {
  readonly url: string
  readonly requests: Array<{ readonly path: string; readonly body: string; readonly headers: IncomingMessage["headers"] }>
  readonly close: () => Promise<void>
}

const read = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })

export const startHookServer = async (
  answer: (path: string, body: string) => { readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>> }
): Promise<HookServer> => {
  const requests: Array<{ path: string; body: string; headers: IncomingMessage["headers"] }> = []
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const path = req.url ?? "/"
      requests.push({ path, body, headers: req.headers })
      const reply = answer(path, body)
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers })
      res.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
