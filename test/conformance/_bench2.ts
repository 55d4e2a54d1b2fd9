import { parse } from "@leadflow/types"
import { customJson } from "../../packages/integrations/src/builtins/custom/index.js"
import { buildDocument } from "../../packages/integrations/src/builtins/custom/Document.js"
import { documentJson } from "../../packages/integrations/src/builtins/custom/DocumentText.js"
import { jsonText } from "../../packages/integrations/src/builtins/custom/Normalize.js"
import { requestHeaders, urlOf, sendsAscii, methodOf, followsRedirects } from "../../packages/integrations/src/builtins/custom/RequestCommon.js"
const vars: Record<string, unknown> = {
  url: "https://buyer.example.com/leads",
  json_property: {
    lead: { first_name: "Jane", last_name: "Doe", email: parse("email", "jane@example.com"), phone: parse("phone", "512-789-1111") },
    address: { street: "1 Main St", city: "Austin", state: "TX", zip: parse("postal_code", "78704") },
    meta: { source: "web", campaign: "c1", ids: { "0": "a", "1": "b" } }
  },
  header: { "X-Api-Key": "k" },
}
const doc = buildDocument(vars.json_property, false)
const p = vars.json_property as any
const fns: Record<string, () => unknown> = {
  request: () => customJson.request(vars),
  buildStr: () => documentJson(vars.json_property, false),
  build: () => buildDocument(vars.json_property, false),
  str: () => JSON.stringify(doc),
  jsonText: () => jsonText(doc),
  leanObj: () => ({ lead: { first_name: p.lead.first_name, last_name: p.lead.last_name, email: p.lead.email.normal, phone: p.lead.phone.normal }, address: { street: p.address.street, city: p.address.city, state: p.address.state, zip: p.address.zip.normal }, meta: { source: p.meta.source, campaign: p.meta.campaign, ids: [p.meta.ids["0"], p.meta.ids["1"]] } }),
  headers: () => requestHeaders(vars, { "Content-Type": "x", Accept: "y" }, true, false),
  small: () => [urlOf(vars), sendsAscii(vars), methodOf(vars, ["POST"], "POST"), followsRedirects(vars, false)],
}
const samples: Record<string, number[]> = {}
for (let round = 0; round < 11; round++) for (const [name, f] of Object.entries(fns)) {
  const n = 50000; const t = process.cpuUsage()
  for (let i = 0; i < n; i++) f()
  ;(samples[name] ??= []).push(((u => u.user + u.system)(process.cpuUsage(t))) * 1000 / n)
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number
for (const [k, v] of Object.entries(samples)) console.log(k.padEnd(10), med(v).toFixed(0), "ns")
const lo = fns.leanObj!() as object
const d2 = JSON.parse(JSON.stringify(doc))
const more: Record<string, () => unknown> = { strLean: () => JSON.stringify(lo), strParsed: () => JSON.stringify(d2), strOurs: () => JSON.stringify(doc) }
const s2: Record<string, number[]> = {}
for (let round = 0; round < 11; round++) for (const [name, f] of Object.entries(more)) {
  const n = 50000; const t = process.cpuUsage()
  for (let i = 0; i < n; i++) f()
  ;(s2[name] ??= []).push(((u => u.user + u.system)(process.cpuUsage(t))) * 1000 / n)
}
for (const [k, v] of Object.entries(s2)) console.log(k.padEnd(10), med(v).toFixed(0), "ns")
console.log(JSON.stringify(doc) === JSON.stringify(lo))
