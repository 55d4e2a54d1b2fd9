import { fork } from "node:child_process"
import { Effect } from "effect"
import { Agent } from "undici"
import { makeMemorySuppressionLists } from "@leadflow/core"
import { defineIntegration } from "../../src/Contract.js"
import { handlerFor } from "../../src/runtime/Handler.js"
import { makeHttpClient } from "../../src/runtime/Http.js"

const N = Number(process.env.N ?? 20000)
const C = Number(process.env.C ?? 50)
const child = fork("/tmp/rtbench/server.mjs", [], { stdio: "inherit", execPath: "taskset", execArgv: ["-c", "1", process.execPath] })
const port: number = await new Promise((r) => child.once("message", (p) => r(p as number)))
const url = `http://127.0.0.1:${port}/leads`
const leadBody = { email: "jane@example.com", first_name: "Jane", last_name: "Doe", phone: "5127891111", state: "TX", zip: "78701", income: 55000, tcpa: true }

const integration = defineIntegration({
  id: "leadflow-bench.outbound.json", name: "bench", type: "delivery",
  request_variables: [{ name: "url", type: "string", description: "" }],
  response_variables: [{ name: "outcome", type: "string", description: "" }, { name: "reason", type: "string", description: "" }],
  request: (vars) => ({ url: vars["url"] as string, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(vars["lead"]) }),
  response: (_v, _q, res) => (res.status >= 500 ? { outcome: "error", reason: "Server error" } : (JSON.parse(res.body) as Record<string, unknown>))
})

const http = makeHttpClient({ allowPrivateHosts: true })
const handler = handlerFor(integration, { version: "1.0.0" }, { http, lists: makeMemorySuppressionLists() })
const agent = new Agent({ connections: 64 })

const fiberMarker = () => Promise.resolve()
const variants: Record<string, () => Promise<unknown>> = {
  "runtime handler in 50 long-lived fibers": fiberMarker,
  "runPromise(Effect.promise(raw undici))": () => Effect.runPromise(Effect.promise(() => variants["raw undici request (+stringify/parse)"]!())),
  "raw undici request (+stringify/parse)": async () => {
    const { statusCode, body } = await agent.request({ origin: `http://127.0.0.1:${port}`, path: "/leads", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(leadBody) })
    const text = await body.text()
    return statusCode < 500 ? JSON.parse(text) : undefined
  },
  "runtime http.dispatch only (+stringify/parse)": () =>
    new Promise((resolve) =>
      http.dispatch({ url, method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(leadBody) }, 30, (r) =>
        resolve("response" in r ? JSON.parse(r.response.body) : undefined)
      )
    ),
  "runtime handler (runPromise(invoke))": () => Effect.runPromise(handler.invoke({ url, lead: leadBody }, { timeoutMs: 30_000, stepId: "s" }))
}

const invokeOnce = Effect.suspend(() => handler.invoke({ url, lead: leadBody }, { timeoutMs: 30_000, stepId: "s" }))
const fiberRun = (n: number) => {
  let next = 0
  const worker = Effect.whileLoop({ while: () => next < n, body: () => { next++; return invokeOnce }, step: () => {} })
  return Effect.runPromise(Effect.all(Array.from({ length: C }, () => worker), { concurrency: "unbounded", discard: true }))
}
const run = async (fn: () => Promise<unknown>, n: number) => {
  if (fn === fiberMarker) return fiberRun(n)
  let next = 0
  const worker = async () => { while (next < n) { next++; await fn() } }
  await Promise.all(Array.from({ length: C }, worker))
}

const results: Record<string, number[]> = {}
for (let round = 0; round < 3; round++)
  for (const [name, fn] of Object.entries(variants)) {
    if (process.env.ONLY !== undefined && !name.includes(process.env.ONLY)) continue
    await run(fn, 2000)
    const cpu0 = process.cpuUsage(); const t0 = performance.now()
    await run(fn, N)
    const cpu = process.cpuUsage(cpu0); const wall = performance.now() - t0
    const us = (cpu.user + cpu.system) / N
    ;(results[name] ??= []).push(us)
    console.log(`${name}: ${us.toFixed(1)} µs CPU/delivery, ${(N / (wall / 1000)).toFixed(0)} /s`)
  }
for (const [name, v] of Object.entries(results)) console.log("median", name, [...v].sort((a, b) => a - b)[1]?.toFixed(1))
await http.close(); await agent.close(); child.kill()
