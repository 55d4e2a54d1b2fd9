import { customJson } from "../../packages/integrations/src/builtins/custom/index.js"
const body = JSON.stringify({ status: "accepted", lead_id: "abc123", bid: { price: 12.5 }, errors: [] })
const res = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body }
const req = { url: "", method: "POST" }
const base = {}
const fns: Record<string, () => unknown> = {
  parseOnly: () => JSON.parse(body),
  none: () => customJson.response(base, req, res),
  term: () => customJson.response({ outcome_search_term: "accepted" }, req, res),
  termPath: () => customJson.response({ outcome_search_term: "accepted", outcome_search_path: "status" }, req, res),
  all: () => customJson.response({ outcome_search_term: "accepted", outcome_search_path: "status", reason_path: "errors.*.message", price_path: "bid.price", reference_path: "lead_id" }, req, res),
}
const samples: Record<string, number[]> = {}
for (let round = 0; round < 15; round++) for (const [name, f] of Object.entries(fns)) {
  const n = 30000; const t = process.cpuUsage()
  for (let i = 0; i < n; i++) f()
  const u = process.cpuUsage(t); (samples[name] ??= []).push((u.user + u.system) * 1000 / n)
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number
for (const [k, v] of Object.entries(samples)) console.log(k.padEnd(10), med(v).toFixed(0), "ns")
