import { Effect } from "effect"
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
const N = 100_000
const variants: Record<string, () => Promise<unknown>> = {
  "plain microtask": () => new Promise((r) => queueMicrotask(() => r(1))),
  "runPromise(async)": () => Effect.runPromise(Effect.async<number>((resume) => { queueMicrotask(() => resume(Effect.succeed(1))) })),
  "runPromise(async+canceller)": () => Effect.runPromise(Effect.async<number>((resume) => { queueMicrotask(() => resume(Effect.succeed(1))); return Effect.sync(() => {}) })),
  "runPromise(async+work+canceller)": () => Effect.runPromise(Effect.async<unknown>((resume) => { const q = integration.request(vars); queueMicrotask(() => { const ex = exchangeOf(); const t = [transactionOf(ex, [])]; resume(Effect.succeed(read(integration.response(vars, q, ex.response) as never, t, 0))) }); return Effect.sync(() => {}) })),
  "runPromise(invoke)": () => Effect.runPromise(handler.invoke(vars, { timeoutMs: 1000, stepId: "s" }))
}
const results: Record<string, number[]> = {}
for (let round = 0; round < 5; round++)
  for (const [name, fn] of Object.entries(variants)) {
    for (let i = 0; i < 5000; i++) await fn()
    const c0 = process.cpuUsage()
    for (let i = 0; i < N; i++) await fn()
    const c = process.cpuUsage(c0)
    ;(results[name] ??= []).push(((c.user + c.system) * 1000) / N)
  }
for (const [name, v] of Object.entries(results)) console.log(name.padEnd(40), [...v].sort((a, b) => a - b)[2]!.toFixed(0), "ns")
