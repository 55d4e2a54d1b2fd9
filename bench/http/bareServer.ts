/**
 * The floor for `bench:http`: a bare `node:http` server that reads the same JSON body, parses it
 * and answers 201 with a submission-shaped JSON answer. Runs as a child process and reports its
 * port over IPC.
 */
import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { answerProfileMessages } from "./profiling.js"

const processPart = randomBytes(8).toString("hex")
let counter = 0

const server = createServer({ keepAlive: true }, (req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (chunk: Buffer) => chunks.push(chunk))
  req.on("end", () => {
    const lead = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>
    const id = processPart + (counter++).toString(16).padStart(8, "0")
    const body = JSON.stringify({ outcome: typeof lead["email"] === "string" ? "success" : "failure", lead: { id }, price: 0 })
    res.writeHead(201, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) })
    res.end(body)
  })
})
server.keepAliveTimeout = 65_000
answerProfileMessages("bare")
server.listen(0, "127.0.0.1", () => process.send?.({ type: "ready", port: (server.address() as AddressInfo).port }))
process.on("message", (message: { readonly type?: string }) => {
  if (message.type === "stop") server.close(() => process.exit(0))
})
