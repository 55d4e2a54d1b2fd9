import { customJson } from "../../packages/integrations/src/builtins/custom/index.js"
const body = JSON.stringify({ status: "accepted", lead_id: "abc123", bid: { price: 12.5 }, errors: [] })
const res = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body }
const req = { url: "", method: "POST" }
const vars = {}
for (let i = 0; i < 5_000_000; i++) customJson.response(vars, req, res)
