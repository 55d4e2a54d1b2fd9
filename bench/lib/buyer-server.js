/* global process, Buffer */
// A buyer for the delivery benchmark, in its own process so its CPU is not the client's.
import { createServer } from "node:http"

const answer = JSON.stringify({ result: { status: "Accepted", reason: "ok", price: 12.5, id: "abc123" } })
const server = createServer((req, res) => {
  req.resume()
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(answer) })
    res.end(answer)
  })
})
server.keepAliveTimeout = 30_000
server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }))
