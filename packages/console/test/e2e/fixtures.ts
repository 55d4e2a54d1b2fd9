import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A loopback buyer that accepts every lead at `price` (a JSON delivery target for the flow). */
export const startBuyer = async (price = 4): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      const body = JSON.stringify({ outcome: "success", price, id: "buyer-ref" })
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

export const api = (base: string, auth: string) => async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: auth, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  let json: unknown = text
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: res.status, json }
}

/** A flow with a web-form source, acceptance criteria, a filter and a JSON delivery to `buyerUrl`. */
export const consoleFlow = (accountId: string, buyerUrl: string) => ({
  name: "Console flow",
  enabled: true,
  fields: ["first_name", "email", "state"],
  sources: [{ id: "src001", entity: { id: accountId, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound", mappings: [] } }],
  acceptance_criteria: {
    rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] },
    outcome: "failure",
    reason: "An email is required"
  },
  steps: [
    {
      type: "filter",
      id: "flt001",
      outcome: "failure",
      reason: "Texas leads are not accepted",
      rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] }
    },
    {
      type: "recipient",
      id: "buy001",
      entity: { id: accountId, name: "Buyer" },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [
          { property: "url", value: buyerUrl },
          { property: "json_property.email", value: "{{lead.email}}" },
          { property: "price_path", value: "price" }
        ]
      }
    }
  ]
})
