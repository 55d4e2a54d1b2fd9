/**
 * The loopback buyers of `bench:auction`, in their own process (their CPU is not the server's):
 * one `node:http` server per buyer of `AUCTION_BUYERS` (a JSON list of `{bid, delayMs}`).
 * `/ping` answers `{"status": "accepted", "bid": {"price": <bid>}}` after `delayMs`; any other
 * path (the post) answers `{"status": "accepted", "id": …}` at once. Reports its ports over IPC,
 * and on request (`counts`) how many pings and posts each buyer got.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { AuctionBuyerSpec } from "./auctionFlow.js"

const specs = JSON.parse(process.env["AUCTION_BUYERS"] ?? "[]") as ReadonlyArray<AuctionBuyerSpec>
const pings = specs.map(() => 0)
const posts = specs.map(() => 0)
const postAnswer = JSON.stringify({ status: "accepted", id: "ref-1" })

const ports = await Promise.all(
  specs.map(
    (spec, i) =>
      new Promise<number>((resolve) => {
        const pingAnswer = JSON.stringify({ status: "accepted", bid: { price: spec.bid } })
        const server = createServer((req, res) => {
          const isPing = req.url === "/ping"
          req.resume()
          req.on("end", () => {
            const text = isPing ? pingAnswer : postAnswer
            const send = (): void => {
              if (res.destroyed) return
              res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
              res.end(text)
            }
            if (isPing) pings[i]!++
            else posts[i]!++
            if (isPing && spec.delayMs > 0) setTimeout(send, spec.delayMs)
            else send()
          })
        })
        server.keepAliveTimeout = 30_000
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))
      })
  )
)

process.send?.({ type: "ready", ports })
process.on("message", (message: { readonly type?: string }) => {
  if (message.type === "counts") process.send?.({ type: "counts", pings: [...pings], posts: [...posts] })
  if (message.type === "stop") process.exit(0)
})
