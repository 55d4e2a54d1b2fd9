import { customJson } from "../../packages/integrations/src/builtins/custom/index.js"
import { parse } from "@leadflow/types"
const vars: Record<string, unknown> = {
  url: "https://buyer.example.com/leads",
  json_property: {
    lead: { first_name: "Jane", last_name: "Doe", email: parse("email", "jane@example.com"), phone: parse("phone", "512-789-1111") },
    address: { street: "1 Main St", city: "Austin", state: "TX", zip: parse("postal_code", "78704") },
    meta: { source: "web", campaign: "c1", ids: { "0": "a", "1": "b" } }
  },
  header: { "X-Api-Key": "k" },
  outcome_search_term: "accepted", outcome_search_path: "status", reason_path: "errors.*.message", price_path: "bid.price", reference_path: "lead_id"
}
const body = JSON.stringify({ status: "accepted", lead_id: "abc123", bid: { price: 12.5 }, errors: [] })
const res = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body }
const req = customJson.request(vars)
const which = process.argv[2]
for (let i = 0; i < 2_000_000; i++) which === "req" ? customJson.request(vars) : customJson.response(vars, req, res)
