import { Effect } from "effect"
import { Bench } from "tinybench"
import { makeMemorySuppressionLists } from "@leadflow/core"
import { defineIntegration } from "../../src/Contract.js"
import { handlerFor, transactionOf } from "../../src/runtime/Handler.js"
import type { Exchange, HttpClient } from "../../src/runtime/Http.js"
import { resultReader } from "../../src/runtime/Result.js"

const leadBody = { email: "jane@example.com", first_name: "Jane", last_name: "Doe", phone: "5127891111", state: "TX", zip: "78701", income: 55000, tcpa: true }
const integration = defineIntegration({
  id: "leadflow-bench.outbound.json", name: "bench", type: "delivery",
  request_variables: [{ name: "url", type: "string", description: "" }],
  response_variables: [{ name: "outcome", type: "string", description: "" }, { name: "reason", type: "string", description: "" }],
  request: (vars) => ({ url: vars["url"] as string, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(vars["lead"]) }),
  response: (_v, _q, res) => (res.status >= 500 ? { outcome: "error", reason: "Server error" } : (JSON.parse(res.body) as Record<string, unknown>))
})
const body = JSON.stringify({ outcome: "success", reason: "accepted", price: 12.5, id: "abc123" })
const exchangeOf = (): Exchange => ({
  request: { method: "POST", url: "http://127.0.0.1:1/leads", headers: { "Content-Type": "application/json" }, body: JSON.stringify(leadBody), timestamp: Date.now() },
  response: { status: 200, version: "1.1", headers: { "Content-Type": "application/json", "Content-Length": "70", Date: "x", Connection: "keep-alive", "Keep-Alive": "timeout=5" }, body },
  statusText: "OK", timestamp: Date.now(), ms: 0.3
})
const fake: HttpClient = {
  dispatch: (_r, _t, done) => { queueMicrotask(() => done(exchangeOf())); return () => {} },
  send: () => Effect.die("x"), allowPrivateHosts: true, close: async () => {}
}
const handler = handlerFor(integration, { version: "1" }, { http: fake, lists: makeMemorySuppressionLists() })
const read = resultReader(integration.response_variables)
const vars = { url: "http://127.0.0.1:1/leads", lead: leadBody }
const bench = new Bench({ time: 1000, warmupTime: 300 })
bench
  .add("URL parse", () => { new URL("http://127.0.0.1:1/leads") })
  .add("transactionOf", () => { transactionOf(exchangeOf(), []) })
  .add("exchangeOf (fixture)", () => { exchangeOf() })
  .add("request()+response()+readResult", () => { integration.request(vars); read(integration.response(vars, integration.request(vars), exchangeOf().response) as never, [], 0) })
  .add("invoke in runPromise (fake http, microtask)", async () => { await Effect.runPromise(handler.invoke(vars, { timeoutMs: 1000, stepId: "s" })) })
  .add("runPromise(Effect.async microtask)", async () => { await Effect.runPromise(Effect.async<number>((resume) => { queueMicrotask(() => resume(Effect.succeed(1))) })) })
  .add("runPromise(Effect.async microtask + canceller)", async () => { await Effect.runPromise(Effect.async<number>((resume) => { queueMicrotask(() => resume(Effect.succeed(1))); return Effect.sync(() => {}) })) })
  .add("runPromise(async: request+response+readResult+transactionOf in callback, canceller)", async () => { await Effect.runPromise(Effect.async<unknown>((resume) => { const q = integration.request(vars); queueMicrotask(() => { const ex = exchangeOf(); const t = [transactionOf(ex, [])]; resume(Effect.succeed(read(integration.response(vars, q, ex.response) as never, t, 0))) }); return Effect.sync(() => {}) })) })
  .add("invoke only (no run)", () => { handler.invoke(vars, { timeoutMs: 1000, stepId: "s" }) })
  .add("plain promise microtask", async () => { await new Promise((r) => queueMicrotask(() => r(1))) })
  .add("setTimeout+clearTimeout", () => { clearTimeout(setTimeout(() => {}, 1000)) })
await bench.run()
console.table(bench.table())
