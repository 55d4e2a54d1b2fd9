/**
 * `npm run bench:metrics`
 * Event metrics at scale: one million synthetic events (types, outcomes, 20 sources, 5 flows,
 * spread over 30 days) loaded into a temporary SQLite database with batched multi-row inserts in
 * transactions, then the main metric queries timed through the server's own query functions
 * (`events/Metrics.ts`, `events/Median.ts`). Target: each query answers in seconds; load < 2 min.
 * `EVENTS=<n>` changes the number of events; `KEEP=1` keeps the database for a look afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime } from "effect"
import { layer as databaseLayer } from "../packages/server-adapter/src/storage/Database.js"
import { parseFilters } from "../packages/server-adapter/src/events/MetricParams.js"
import type { MetricQuery } from "../packages/server-adapter/src/events/MetricQuery.js"
import { countMetric, selectUniqueMetric } from "../packages/server-adapter/src/events/Metrics.js"
import { medianMetric } from "../packages/server-adapter/src/events/Median.js"
import { writeResults } from "./lib/compare.js"

const total = Number(process.env["EVENTS"] ?? 1_000_000)
const rowsPerStatement = 500
const rowsPerTransaction = 20_000
const day = 86_400_000
const account = "5f00000000000000000000aa"
const end = Math.floor(Date.now() / day) * day
const start = end - 30 * day

// A small deterministic generator, so every run loads the same data.
let seed = 42
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
  return seed / 0x7fffffff
}
const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(random() * items.length)] as A

const sources = Array.from({ length: 20 }, (_, i) => `5f000000000000000000s${String(i).padStart(3, "0")}`)
const flows = Array.from({ length: 5 }, (_, i) => `5f000000000000000000f${String(i).padStart(3, "0")}`)
const recipients = Array.from({ length: 12 }, (_, i) => `5f000000000000000000r${String(i).padStart(3, "0")}`)
const states = ["TX", "CA", "NY", "FL", "AZ", "OH", "WA"]
const types = [
  ...Array<string>(40).fill("source"),
  ...Array<string>(45).fill("recipient"),
  ...Array<string>(10).fill("filter"),
  ...Array<string>(3).fill("feedback-received"),
  ...Array<string>(2).fill("retry")
]
const outcomeOf = (type: string): string =>
  type === "filter" ? pick(["continue", "continue", "stop"]) : pick(["success", "success", "success", "failure", "failure", "error"])

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0")

const eventRow = (i: number) => {
  const type = pick(types)
  const outcome = outcomeOf(type)
  // Events are written as leads arrive: in time order over the 30 days, a little jitter.
  const createdAt = start + Math.floor((i / total) * 30 * day) + Math.floor(random() * 1_000)
  const leadId = hex(Math.floor(i / 2.5), 24)
  const sourceId = pick(sources)
  const flowId = pick(flows)
  const certUrl = random() < 0.7 ? `https://cert.example/${hex(i, 12)}` : undefined
  const body = {
    id: hex(Math.floor(createdAt / 1000), 8) + hex(i, 16),
    type,
    outcome,
    reason: outcome === "success" ? null : `${outcome} reason`,
    host: "bench",
    start_timestamp: createdAt - 120,
    end_timestamp: createdAt,
    ms: Math.floor(random() * 2_000),
    wait_ms: 0,
    overhead_ms: 3,
    expires_at: new Date(createdAt + 90 * day).toISOString(),
    vars: {
      account: { id: account },
      flow: { id: flowId, name: "Flow" },
      source: { id: sourceId, name: "Source" },
      ...(type === "recipient" ? { recipient: { id: pick(recipients), name: "Buyer" } } : {}),
      lead: {
        id: leadId,
        email: `lead${i}@example.com`,
        state: { normal: pick(states), raw: "state", valid: true },
        ...(certUrl === undefined ? {} : { certform_cert_url: certUrl })
      },
      ...(random() < 0.2 ? { certform: { cert_id: hex(i, 8) } } : {})
    },
    ...(type === "source" && outcome === "success" ? { cost: 2.5 } : {}),
    ...(type === "recipient" && outcome === "success" ? { revenue: 7 } : {})
  }
  return {
    id: body.id,
    lead_id: leadId,
    type,
    outcome,
    created_at: createdAt,
    expires_at: createdAt + 90 * day,
    account_id: account,
    flow_id: flowId,
    source_id: sourceId,
    step_id: null,
    body: JSON.stringify(body)
  }
}

const dir = mkdtempSync(join(tmpdir(), "leadflow-metrics-bench-"))
const runtime = ManagedRuntime.make(Layer.orDie(databaseLayer({ dialect: "sqlite", filename: join(dir, "bench.db") })))

const load = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // A 256 MB page cache (the default is 2 MB), as a server with a large events table would set.
  yield* sql`PRAGMA cache_size = -262144`
  for (let first = 0; first < total; first += rowsPerTransaction) {
    const last = Math.min(total, first + rowsPerTransaction)
    yield* sql.withTransaction(
      Effect.gen(function* () {
        for (let i = first; i < last; i += rowsPerStatement) {
          const rows = Array.from({ length: Math.min(rowsPerStatement, last - i) }, (_, k) => eventRow(i + k))
          yield* sql`INSERT INTO events ${sql.insert(rows)}`
        }
      })
    )
  }
  yield* sql`ANALYZE`
})

const query = (partial: Partial<MetricQuery>): MetricQuery => ({
  accountId: account,
  timeframe: { start, end },
  offsetMs: 0,
  interval: undefined,
  groupBy: [],
  filters: [],
  targetProperty: undefined,
  ...partial
})

const filters = (json: string) => {
  const parsed = parseFilters(json)
  if (parsed._tag === "Left") throw new Error(parsed.left.message)
  return parsed.right
}

const unclaimed = filters(
  JSON.stringify([
    { property_name: "type", operator: "eq", property_value: "source" },
    { property_name: "vars.lead.certform_cert_url", operator: "is blank" },
    { property_name: "vars.certform", operator: "is blank" }
  ])
)

const describeAnswer = (answer: { readonly result: unknown }): string => {
  const result = answer.result
  if (typeof result === "number") return `result ${result.toLocaleString("en-US")}`
  return `${(result as ReadonlyArray<unknown>).length} result entries`
}

const queries: ReadonlyArray<readonly [string, Effect.Effect<{ readonly result: unknown }, unknown, SqlClient.SqlClient>]> = [
  ["count (total, 30 days)", countMetric(query({}), false)],
  ["count, interval daily (by outcome)", countMetric(query({ interval: "daily" }), false)],
  ["count, group_by vars.source.id", countMetric(query({ groupBy: [["vars", "source", "id"]] }), false)],
  ["count, group_by vars.lead.state (JSON)", countMetric(query({ groupBy: [["vars", "lead", "state"]] }), false)],
  ["count, filtered: type = source", countMetric(query({ filters: filters('[{"property_name":"type","operator":"eq","property_value":"source"}]') }), false)],
  ["count, filtered: unclaimed certificates", countMetric(query({ filters: unclaimed }), false)],
  ["count_unique vars.lead.id", countMetric(query({}), true)],
  ["count_unique vars.recipient.id, daily", countMetric(query({ targetProperty: ["vars", "recipient", "id"], interval: "daily" }), true)],
  ["select_unique vars.source.id", selectUniqueMetric(query({ targetProperty: ["vars", "source", "id"] }))],
  ["select_unique vars.recipient.id by flow", selectUniqueMetric(query({ targetProperty: ["vars", "recipient", "id"], groupBy: [["vars", "flow", "id"]] }))],
  ["median ms by type", medianMetric(query({ groupBy: [["type"]] }))]
]

const main = async () => {
  console.log(`loading ${total.toLocaleString("en-US")} events into ${dir}`)
  const loadStart = performance.now()
  await runtime.runPromise(load)
  const loadMs = performance.now() - loadStart
  console.log(`loaded in ${(loadMs / 1000).toFixed(1)} s (${Math.round(total / (loadMs / 1000)).toLocaleString("en-US")} events/s)\n`)
  const timings: Array<{ query: string; ms: number; answer: string }> = []
  console.log(`${"query".padEnd(44)} ${"time".padStart(10)}  answer`)
  for (const [name, effect] of queries) {
    const begin = performance.now()
    const answer = await runtime.runPromise(effect)
    const ms = performance.now() - begin
    timings.push({ query: name, ms: Math.round(ms), answer: describeAnswer(answer) })
    console.log(`${name.padEnd(44)} ${`${(ms / 1000).toFixed(2)} s`.padStart(10)}  ${describeAnswer(answer)}`)
  }
  const slowest = Math.max(...timings.map((t) => t.ms))
  console.log(`\nslowest query ${(slowest / 1000).toFixed(2)} s (target: seconds); load ${(loadMs / 1000).toFixed(1)} s (target < 120 s)`)
  writeResults("metrics", {
    events: total,
    database: "sqlite (temporary file, WAL, synchronous=NORMAL)",
    load_ms: Math.round(loadMs),
    queries: timings,
    slowest_ms: slowest
  })
  await runtime.dispose()
  if (process.env["KEEP"] === undefined) rmSync(dir, { recursive: true, force: true })
  else console.log(`database kept in ${dir}`)
}

await main()
