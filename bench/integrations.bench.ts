/**
 * `npm run bench:integrations`
 * 1. The custom JSON delivery for a 12-field mapping: request building and response parsing,
 *    each against a hand-written baseline doing the same work. Target: ≤ 2x each.
 * 2. A full delivery over loopback to a local buyer server (another process) through the plugin
 *    runtime, against raw undici `request` on the same kind of pool, measured as client CPU per
 *    delivery (process.cpuUsage over a fixed number of deliveries). Target: ≤ 2x.
 */
import { fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { Agent, request } from "undici"
import { makeMemorySuppressionLists } from "@leadflow/core"
import { customJson, customPackage, handlerFor, makeHttpClient } from "@leadflow/integrations"
import { parse, type TypedValue } from "@leadflow/types"
import { compare, comparisonTarget, measure, printComparison, writeResults, type Comparison } from "./lib/compare.js"
import { targetResult } from "./lib/results.js"

// ---- 1. request building and response parsing ----
const typed = (type: Parameters<typeof parse>[0], raw: string, options?: { now: number }): TypedValue => {
  const value = parse(type, raw, options)
  if (value === null || value === undefined) throw new Error("no value")
  return value
}
const lead = {
  first_name: typed("first_name", "Jane"), last_name: typed("last_name", "Doe"), email: typed("email", "jane.doe@example.com"),
  phone_1: typed("phone", "(512) 789-1111"), state: typed("state", "TX"), postal_code: typed("postal_code", "78701-1234"),
  dob: typed("dob", "06/02/1984", { now: Date.parse("2026-11-21T00:00:00Z") }), income: typed("number", "$55,000"),
  tcpa: typed("boolean", "yes"), ip: typed("ip", "198.51.90.161"), city: typed("city", "Austin"), street: typed("street", "4203 Guadalupe St")
}
const jsonProperty = {
  contact: { first: lead.first_name, last: lead.last_name, email: lead.email, phone: lead.phone_1 },
  address: { street: lead.street, city: lead.city, state: lead.state, zip: lead.postal_code },
  profile: { dob: lead.dob, income: lead.income, consent: lead.tcpa },
  meta: { ip: lead.ip }
}
const vars = {
  url: "http://127.0.0.1:9/leads",
  json_property: jsonProperty,
  header: { "X-Api-Key": "secret-key" },
  outcome_search_term: "accepted",
  outcome_search_path: "result.status",
  reason_path: "result.reason",
  price_path: "result.price",
  reference_path: "result.id"
}
const responseBody = JSON.stringify({ result: { status: "Accepted", reason: "ok", price: 12.5, id: "abc123" } }, null, 2)
const response = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body: responseBody }

// Hand-written: the same document, headers and answer, knowing the mapping in advance.
const text = (v: TypedValue) => (v.valid ? v.normal : v.raw)
const handRequest = () => ({
  url: vars.url,
  method: "POST",
  headers: {
    "Content-Type": "application/json; charset=utf-8",
    Accept: "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7,text/html;q=0.6,text/plain;q=0.5",
    "X-Api-Key": "secret-key"
  },
  body: JSON.stringify({
    contact: { first: text(lead.first_name), last: text(lead.last_name), email: text(lead.email), phone: text(lead.phone_1) },
    address: { street: text(lead.street), city: text(lead.city), state: text(lead.state), zip: text(lead.postal_code) },
    profile: { dob: text(lead.dob), income: text(lead.income), consent: text(lead.tcpa) },
    meta: { ip: text(lead.ip) }
  })
})
const handResponse = (): Record<string, unknown> => {
  if (response.status >= 500) return { outcome: "error", reason: "Server error" }
  // The parsed document is the appended data: fields are set on it, not copied (as a careful
  // hand-written parser would do it).
  const doc = JSON.parse(response.body) as { result: { status: string; reason: string; price: number; id: string } } & Record<string, unknown>
  const found = /accepted/.test(String(doc.result.status).trim().toLowerCase())
  doc["outcome"] = found ? "success" : "failure"
  doc["reason"] = doc.result.reason
  doc["price"] = String(doc.result.price)
  doc["reference"] = doc.result.id
  return doc
}
const built = customJson.request(vars)
if (JSON.stringify(JSON.parse(built.body ?? "")) !== handRequest().body) throw new Error("the JSON delivery and the baseline build different documents")
const appended = customJson.response(vars, built, response) as Record<string, unknown>
const hand = handResponse()
for (const key of ["outcome", "reason", "price", "reference"] as const)
  if (appended[key] !== hand[key]) throw new Error(`the JSON delivery and the baseline disagree on ${key}: ${String(appended[key])} / ${String(hand[key])}`)

const parsing = await measure([
  ["custom JSON: build request (12 fields)", () => customJson.request(vars), 100],
  ["hand-written: build request", handRequest, 100],
  ["custom JSON: parse response", () => customJson.response(vars, built, response), 100],
  ["hand-written: parse response", handResponse, 100]
])
const get = (m: Map<string, ReturnType<typeof parsing.get> & object>, name: string) => m.get(name)!
const requestCmp = compare(get(parsing, "custom JSON: build request (12 fields)"), get(parsing, "hand-written: build request"), { max_ratio: 2 })
const responseCmp = compare(get(parsing, "custom JSON: parse response"), get(parsing, "hand-written: parse response"), { max_ratio: 2 })
printComparison("JSON delivery: request building", requestCmp)
printComparison("JSON delivery: response parsing", responseCmp)

// ---- 2. a whole delivery over loopback: CPU per delivery ----
const buyer = fork(fileURLToPath(new URL("./lib/buyer-server.js", import.meta.url)), [], { stdio: ["ignore", "ignore", "inherit", "ipc"] })
const port = await new Promise<number>((resolve) => buyer.once("message", (m) => resolve((m as { port: number }).port)))
const url = `http://127.0.0.1:${port}/leads`
const DELIVERIES = 6000
const CONCURRENCY = 16

const cpuPerCall = async (call: () => Promise<unknown>): Promise<number> => {
  for (let i = 0; i < 500; i++) await call()
  const before = process.cpuUsage()
  let next = 0
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next++ < DELIVERIES) await call()
  }))
  const used = process.cpuUsage(before)
  return (used.user + used.system) / DELIVERIES
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 })
const raw = async () => {
  const r = handRequest()
  const res = await request(url, { method: "POST", headers: r.headers, body: r.body, dispatcher: agent })
  return res.body.text()
}
const http = makeHttpClient({ allowPrivateHosts: true })
const handler = handlerFor(customJson, customPackage, { http, lists: makeMemorySuppressionLists() })
const deliveryVars = { ...vars, url }
const check = await Effect.runPromise(handler.invoke(deliveryVars, { timeoutMs: 10_000, stepId: "bench" }))
if (check.outcome !== "success") throw new Error(`the delivery did not succeed: ${check.outcome} ${check.reason}`)
const viaRuntime = () => Effect.runPromise(handler.invoke(deliveryVars, { timeoutMs: 10_000, stepId: "bench" }))

const rounds: Array<{ runtime: number; undici: number }> = []
for (let round = 0; round < 3; round++) rounds.push({ undici: await cpuPerCall(raw), runtime: await cpuPerCall(viaRuntime) })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const runtimeUs = median(rounds.map((r) => r.runtime))
const undiciUs = median(rounds.map((r) => r.undici))
const deliveryRatio = runtimeUs / undiciUs
console.log(`\nA whole delivery over loopback (client CPU per delivery, median of ${rounds.length} rounds of ${DELIVERIES}, ${CONCURRENCY} at a time)`)
console.log(`  runtime (custom JSON delivery)        ${runtimeUs.toFixed(1).padStart(8)} µs`)
console.log(`  raw undici request                    ${undiciUs.toFixed(1).padStart(8)} µs`)
console.log(`  ratio: ${deliveryRatio.toFixed(2)}x the baseline's CPU  (target ≤ 2x: ${deliveryRatio <= 2 ? "met" : "NOT met"})`)

buyer.kill()
await agent.close()
await http.close()
const delivery: Pick<Comparison, "ratio" | "target" | "met"> & Record<string, unknown> = {
  runtime_cpu_us_per_delivery: runtimeUs,
  undici_cpu_us_per_delivery: undiciUs,
  rounds,
  deliveries_per_round: DELIVERIES,
  concurrency: CONCURRENCY,
  ratio: deliveryRatio,
  target: { max_ratio: 2 },
  met: deliveryRatio <= 2
}
writeResults("integrations", {
  targets: [
    comparisonTarget("json_request", "custom JSON delivery: building the request of a 12-field mapping, against hand-written", requestCmp),
    comparisonTarget("json_response", "custom JSON delivery: parsing the response, against hand-written", responseCmp),
    targetResult("delivery_cpu", "a whole delivery over loopback through the runtime, client CPU against raw undici", deliveryRatio, { op: "<=", value: 2 }, "x the baseline's CPU")
  ],
  comparisons: { json_request: requestCmp, json_response: responseCmp, delivery_cpu: delivery }
})
