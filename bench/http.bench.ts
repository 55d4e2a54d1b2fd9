/**
 * `npm run bench:http`: lead submission over HTTP, end to end, against a bare `node:http` floor.
 *
 * - Leadflow: the real server (`appLayer`, SQLite file, port 0) with one account and a flow of
 *   9 typed fields, acceptance criteria, two filters and one JSON delivery to a loopback buyer.
 * - Floor: a bare `node:http` server that parses the same JSON and answers 201.
 *
 * Each server runs in its own process pinned to CPU 0; autocannon (this process) and the buyer
 * share CPU 1. Per server: a warmup, then a measured run; server CPU is read from /proc. Reported:
 * submissions/s, server CPU µs per submission, the ratio (target ≤ 10x), and p50/p99 of the
 * source events' `overhead_ms` read back from the database (target p50 < 1 ms). Every response
 * must be a 201 and every lead's events must be stored.
 *
 * Tunables: BENCH_HTTP_WARMUP (s, default 5), BENCH_HTTP_SECONDS (default 10),
 * BENCH_HTTP_CONNECTIONS (default 32).
 */
import autocannon from "autocannon"
import { loadavg } from "node:os"
import { fileURLToPath } from "node:url"
import { writeResults } from "./lib/compare.js"
import { benchLead } from "./http/benchFlow.js"
import type { EventStats } from "./http/leadflowServer.js"
import { cpuMicros, pinSelf, startChild, type Child } from "./http/processes.js"

const warmupSeconds = Number(process.env["BENCH_HTTP_WARMUP"] ?? 5)
const seconds = Number(process.env["BENCH_HTTP_SECONDS"] ?? 10)
const connections = Number(process.env["BENCH_HTTP_CONNECTIONS"] ?? 32)
const SERVER_CPU = 0
const LOAD_CPU = 1

const file = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

interface Run {
  readonly requests: number
  readonly status201: number
  readonly non2xx: number
  readonly errors: number
  readonly timeouts: number
  readonly perSecond: number
  readonly latencyP50: number
  readonly latencyP99: number
  readonly cpuMicros: number
  readonly cpuUtilisation: number
}

const load = async (url: string, duration: number): Promise<autocannon.Result> =>
  autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: benchLead,
    connections,
    duration
  })

const count201 = (result: autocannon.Result): number => result.statusCodeStats?.["201"]?.count ?? 0

/** Warm up, then measure `url` while reading the server's CPU time. */
const measure = async (name: string, child: Child, url: string): Promise<{ warmup: autocannon.Result; run: Run }> => {
  const check = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: benchLead })
  if (check.status !== 201) throw new Error(`${name}: the first submission got ${check.status}: ${await check.text()}`)
  await check.text()
  console.log(`${name}: warmup ${warmupSeconds}s, then ${seconds}s at ${connections} connections`)
  const warmup = await load(url, warmupSeconds)
  const cpuBefore = cpuMicros(child.pid)
  const started = process.hrtime.bigint()
  const result = await load(url, seconds)
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  const cpu = cpuMicros(child.pid) - cpuBefore
  const requests = result.requests.total
  return {
    warmup,
    run: {
      requests,
      status201: count201(result),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      perSecond: requests / elapsed,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      cpuMicros: requests === 0 ? 0 : cpu / requests,
      cpuUtilisation: cpu / 1e6 / elapsed
    }
  }
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)

const pad = (text: string, width: number): string => text.padStart(width)

const main = async (): Promise<void> => {
  const pinned = pinSelf(LOAD_CPU)
  // The host's load when the run starts: other work on the machine skews every figure.
  const loadAverage = loadavg()[0] ?? 0
  const children: Array<Child> = []
  try {
    const buyer = await startChild(file("./lib/buyer-server.js"), LOAD_CPU)
    children.push(buyer)
    const buyerUrl = `http://127.0.0.1:${String(buyer.ready["port"])}/leads`
    const bare = await startChild(file("./http/bareServer.ts"), SERVER_CPU)
    children.push(bare)
    const leadflow = await startChild(file("./http/leadflowServer.ts"), SERVER_CPU, { BUYER_URL: buyerUrl })
    children.push(leadflow)

    const floor = await measure("node:http", bare, `http://127.0.0.1:${String(bare.ready["port"])}/leads`)
    const leadflowUrl = `http://127.0.0.1:${String(leadflow.ready["port"])}${String(leadflow.ready["path"])}`
    const measured = await measure("leadflow", leadflow, leadflowUrl)
    // Let the last in-flight leads finish before counting what was stored.
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Every lead of the run (warmup included): one source event each.
    const stats = await leadflow.ask<EventStats>({ type: "stats", since: 0 }, "stats")

    const answered201 = 1 + count201(measured.warmup) + measured.run.status201
    const allCreated =
      measured.run.non2xx === 0 &&
      measured.warmup.non2xx === 0 &&
      measured.run.errors === 0 &&
      measured.run.status201 === measured.run.requests
    // Every answered lead was stored (leads cut off by autocannon's stop may add a few more).
    const allStored = stats.sourceEvents >= answered201 && stats.sourceEvents <= answered201 + 2 * connections
    const allSuccess = Object.keys(stats.byOutcome).every((outcome) => outcome === "success")
    const ratio = measured.run.cpuMicros / floor.run.cpuMicros
    const overheadP50 = percentile(stats.overheadMs, 50)
    const overheadP99 = percentile(stats.overheadMs, 99)

    console.log("\nlead submission over HTTP (server pinned to CPU 0; autocannon and buyer on CPU 1)")
    console.log(`${"server".padEnd(12)}${pad("subs/s", 10)}${pad("CPU µs/sub", 12)}${pad("CPU util", 10)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("non-201", 9)}`)
    for (const [name, run] of [["node:http", floor.run], ["leadflow", measured.run]] as const)
      console.log(
        `${name.padEnd(12)}${pad(run.perSecond.toFixed(0), 10)}${pad(run.cpuMicros.toFixed(1), 12)}${pad(run.cpuUtilisation.toFixed(2), 10)}${pad(String(run.latencyP50), 8)}${pad(String(run.latencyP99), 8)}${pad(String(run.requests - run.status201), 9)}`
      )
    console.log(`\nCPU ratio leadflow / node:http: ${ratio.toFixed(2)}x (target ≤ 10x) ${ratio <= 10 ? "OK" : "MISSED"}`)
    console.log(
      `source events' overhead_ms: p50 ${overheadP50}, p99 ${overheadP99} (target p50 < 1 ms) ${overheadP50 < 1 ? "OK" : "MISSED"}`
    )
    console.log(
      `stored: ${stats.events} events, ${stats.sourceEvents} leads for ${answered201} answers 201 (${JSON.stringify(stats.byOutcome)}) ${allStored && allCreated && allSuccess ? "OK" : "MISMATCH"}`
    )
    if (!pinned) console.log("(taskset unavailable: processes were not pinned)")
    console.log(`host load average at start: ${loadAverage.toFixed(2)} (above ~2 on this 2-CPU box, other work skews the figures)`)

    writeResults("http", {
      settings: { warmupSeconds, seconds, connections, pinned, leadBytes: Buffer.byteLength(benchLead), loadAverage },
      bare: floor.run,
      leadflow: measured.run,
      cpuRatio: ratio,
      cpuRatioTarget: 10,
      overheadMs: { p50: overheadP50, p99: overheadP99, samples: stats.overheadMs.length, targetP50Below: 1 },
      stored: { events: stats.events, sourceEvents: stats.sourceEvents, answered201, byOutcome: stats.byOutcome },
      checks: { allCreated, allStored, allSuccess }
    })
    if (!allCreated || !allStored || !allSuccess) process.exitCode = 1
  } finally {
    for (const child of children.reverse()) await child.stop()
  }
}

await main()
