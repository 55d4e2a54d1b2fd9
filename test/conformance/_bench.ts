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
// lean generic: precompiled mapping paths, set into a fresh object, then JSON.stringify
const paths = ["lead.first_name", "lead.last_name", "lead.email", "lead.phone", "address.street", "address.city", "address.state", "address.zip", "meta.source", "meta.campaign", "meta.ids.0", "meta.ids.1"].map((p) => p.split("."))
const get = (o: any, segs: string[]) => { let v = o; for (const s of segs) v = v?.[s]; return v }
const lean = () => {
  const out: any = {}
  for (const segs of paths) {
    let v = get(vars.json_property, segs); if (v !== null && typeof v === "object") v = v.valid ? v.normal : v.raw
    let t = out; for (let i = 0; i < segs.length - 1; i++) t = t[segs[i]!] ??= {}
    t[segs[segs.length - 1]!] = v
  }
  return { url: vars.url, method: "POST", headers: { "Content-Type": "application/json; charset=utf-8", Accept: "x", "X-Api-Key": "k" }, body: JSON.stringify(out) }
}
const leanParse = () => { const d = JSON.parse(res.body); const ok = /accepted/i.test(String(d.status)); d.outcome = ok ? "success" : "failure"; d.price = String(d.bid.price); d.reference = d.lead_id; return d }
const fns: Record<string, () => unknown> = { request: () => customJson.request(vars), lean, response: () => customJson.response(vars, req, res), leanParse }
const samples: Record<string, number[]> = {}
for (let round = 0; round < 15; round++) for (const [name, f] of Object.entries(fns)) {
  const n = 30000; const t = process.cpuUsage()
  for (let i = 0; i < n; i++) f()
  const u = process.cpuUsage(t); (samples[name] ??= []).push((u.user + u.system) * 1000 / n)
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number
for (const [k, v] of Object.entries(samples)) console.log(k.padEnd(10), med(v).toFixed(0), "ns")
console.log("request ratio", (med(samples.request!) / med(samples.lean!)).toFixed(2), "response ratio", (med(samples.response!) / med(samples.leanParse!)).toFixed(2))
