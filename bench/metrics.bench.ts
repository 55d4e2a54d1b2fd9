/**
 * `npm run bench:metrics`
 * Event metrics at scale: one million events of about 125,000 leads (20 flows, 50 sources, 200
 * recipients, 50 states, 30 days; `metrics/generator.ts`, seeded) written in the event store's own
 * format (`storage/EventRows.ts`) into a temporary SQLite database, and into a fresh schema of the
 * PostgreSQL at `LEADFLOW_PG_URL` when it is set. Each metric query and a report of the 38 columns
 * run through the server's own query functions; each answer is checked against the generator's
 * tally, and each time against its target (metric ≤ 0.5 s, report ≤ 1 s).
 * `EVENTS=<n>` changes the number of events; `DIALECTS=sqlite` skips PostgreSQL; `KEEP=1` keeps
 * the SQLite file and the PostgreSQL schema (for `EXPLAIN ANALYZE`; drop the schema afterwards).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { clientLayer, layer as databaseLayer, type DatabaseConfig } from "../packages/server-adapter/src/storage/Database.js"
import { leadRows, type LeadRows } from "../packages/server-adapter/src/storage/EventRows.js"
import { rowChunks } from "../packages/server-adapter/src/storage/SqlEventStore.js"
import { insertEventRows, insertTemplateRows } from "../packages/server-adapter/src/storage/EventInsert.js"
import { TemplateIds } from "../packages/server-adapter/src/storage/EventTemplates.js"
import { parseFilters } from "../packages/server-adapter/src/events/MetricParams.js"
import type { MetricQuery } from "../packages/server-adapter/src/events/MetricQuery.js"
import { countMetric, selectUniqueMetric } from "../packages/server-adapter/src/events/Metrics.js"
import { medianMetric } from "../packages/server-adapter/src/events/Median.js"
import { runReport } from "../packages/server-adapter/src/reports/RunReport.js"
import { writeResults } from "./lib/compare.js"
import { targetResult } from "./lib/results.js"
import { day, generator, medianOf, type Tally } from "./metrics/generator.js"

const total = Number(process.env["EVENTS"] ?? 1_000_000)
const dialects = (process.env["DIALECTS"] ?? (process.env["LEADFLOW_PG_URL"] ? "sqlite,postgres" : "sqlite")).split(",")
const leadsPerTransaction = 2_000
const account = "5f00000000000000000000aa"
const start = Math.floor(Date.now() / day) * day - 31 * day
const end = start + 32 * day
const metricTargetMs = 500
const reportTargetMs = 1_000

/** Write every lead through the store's row format and INSERT, in batched multi-row inserts. */
const load = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const gen = generator(account, start, total)
    const templates = new TemplateIds()
    let written = 0
    while (written < total) {
      const leads: Array<{ readonly rows: LeadRows }> = []
      for (let i = 0; i < leadsPerTransaction && written < total; i++)
        for (const write of gen.nextLead()) {
          leads.push({ rows: leadRows(write.leadId, write.events, start, templates) })
          written += write.events.length
        }
      const chunks = rowChunks(leads)
      const unstored = templates.unstored(leads.flatMap(({ rows }) => rows.templates))
      yield* sql.withTransaction(
        Effect.zipRight(
          unstored.length === 0 ? Effect.void : insertTemplateRows(sql, unstored),
          Effect.forEach(chunks, (chunk) => insertEventRows(sql, chunk.events, chunk.writes), { discard: true })
        )
      )
      templates.noteStored(unstored.map((t) => t.template_id))
    }
    // PostgreSQL: VACUUM sets the visibility map that autovacuum keeps on an insert-mostly table
    // (it runs after each 20 % of new rows), so index-only scans read the index and not the heap;
    // with a bare ANALYZE after a bulk load every query reads the heap (the bodies) instead.
    yield* sql.onDialectOrElse({ pg: () => sql`VACUUM ANALYZE`, orElse: () => sql`ANALYZE` })
    return gen.tally
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

type Answer = { readonly result: unknown }
type Groups = ReadonlyArray<{ readonly value: ReadonlyArray<Record<string, unknown>>; readonly timeframe: { readonly start: string } }>

const entriesOf = (answer: Answer, name: string): Map<string, number> => {
  const out = new Map<string, number>()
  for (const bucket of answer.result as Groups) for (const entry of bucket.value) out.set(String(entry[name]), Number(entry["result"]))
  return out
}

/** A failed check names what differs; `undefined` when the answer is right. */
const sameCounts = (got: Map<string, number>, want: Map<string, number>): string | undefined => {
  if (got.size !== want.size) return `${got.size} groups, expected ${want.size}`
  for (const [key, n] of want) if (got.get(key) !== n) return `${key}: ${got.get(key)}, expected ${n}`
  return undefined
}
const equal = (got: unknown, want: unknown, what: string): string | undefined =>
  JSON.stringify(got) === JSON.stringify(want) ? undefined : `${what}: ${JSON.stringify(got).slice(0, 200)}, expected ${JSON.stringify(want).slice(0, 200)}`

interface Case {
  readonly name: string
  readonly target: number
  readonly run: Effect.Effect<Answer, unknown, SqlClient.SqlClient>
  readonly check: (answer: Answer, tally: Tally) => string | undefined
}

const unclaimed = filters(
  JSON.stringify([
    { property_name: "type", operator: "eq", property_value: "source" },
    { property_name: "vars.lead.certform_cert_url", operator: "is blank" },
    { property_name: "vars.certform", operator: "is blank" }
  ])
)

const cases: ReadonlyArray<Case> = [
  { name: "count (total, 30 days)", target: metricTargetMs, run: countMetric(query({}), false), check: (a, t) => equal(a.result, t.events, "count") },
  {
    name: "count, interval daily (by outcome)",
    target: metricTargetMs,
    run: countMetric(query({ interval: "daily" }), false),
    check: (a, t) => {
      const sums = new Map<string, number>()
      for (const bucket of a.result as Groups) for (const e of bucket.value) sums.set(String(e["outcome"]), (sums.get(String(e["outcome"])) ?? 0) + Number(e["result"]))
      return sameCounts(sums, t.byOutcome)
    }
  },
  { name: "count, group_by vars.source.id", target: metricTargetMs, run: countMetric(query({ groupBy: [["vars", "source", "id"]] }), false), check: (a, t) => sameCounts(entriesOf(a, "vars.source.id"), t.bySource) },
  { name: "count, group_by vars.lead.state", target: metricTargetMs, run: countMetric(query({ groupBy: [["vars", "lead", "state"]] }), false), check: (a, t) => sameCounts(entriesOf(a, "vars.lead.state"), t.byState) },
  {
    name: "count, filtered: type = source",
    target: metricTargetMs,
    run: countMetric(query({ filters: filters('[{"property_name":"type","operator":"eq","property_value":"source"}]') }), false),
    check: (a, t) => equal(a.result, t.sourceEvents, "source events")
  },
  { name: "count, filtered: unclaimed certificates", target: metricTargetMs, run: countMetric(query({ filters: unclaimed }), false), check: (a, t) => equal(a.result, t.unclaimed, "unclaimed") },
  { name: "count_unique vars.lead.id", target: metricTargetMs, run: countMetric(query({}), true), check: (a, t) => equal(a.result, t.leads.size, "leads") },
  {
    name: "count_unique vars.recipient.id, daily",
    target: metricTargetMs,
    run: countMetric(query({ targetProperty: ["vars", "recipient", "id"], interval: "daily" }), true),
    check: (a, t) => {
      const got = new Map<string, number>()
      for (const bucket of a.result as Groups)
        for (const e of bucket.value)
          if (e["outcome"] !== null && Number(e["result"]) > 0) got.set(`${Math.floor(Date.parse(bucket.timeframe.start) / day)}|${String(e["outcome"])}`, Number(e["result"]))
      return sameCounts(got, new Map([...t.recipientsByDay].map(([k, s]) => [k, s.size])))
    }
  },
  {
    name: "select_unique vars.source.id",
    target: metricTargetMs,
    run: selectUniqueMetric(query({ targetProperty: ["vars", "source", "id"] })),
    check: (a, t) => equal((a.result as ReadonlyArray<{ result: ReadonlyArray<string> }>)[0]?.result, [...t.bySource.keys()].sort(), "sources")
  },
  {
    name: "select_unique vars.recipient.id by flow",
    target: metricTargetMs,
    run: selectUniqueMetric(query({ targetProperty: ["vars", "recipient", "id"], groupBy: [["vars", "flow", "id"]] })),
    check: (a, t) => {
      const got = Object.fromEntries((a.result as ReadonlyArray<Record<string, unknown>>).map((e) => [String(e["vars.flow.id"]), e["result"]]))
      const want = Object.fromEntries([...t.recipientsByFlow].sort(([x], [y]) => (x < y ? -1 : 1)).map(([flow, set]) => [flow, [...set].sort()]))
      return equal(Object.fromEntries(Object.entries(got).sort(([x], [y]) => (x < y ? -1 : 1))), want, "recipients by flow")
    }
  },
  {
    name: "median ms by type",
    target: metricTargetMs,
    run: medianMetric(query({ groupBy: [["type"]] })),
    check: (a, t) => {
      const got = new Map((a.result as ReadonlyArray<Record<string, unknown>>).map((e) => [String(e["type"]), Number(e["median"])]))
      return sameCounts(got, new Map([...t.msByType].map(([type, values]) => [type, medianOf(values)])))
    }
  },
  {
    name: "report, 38 columns (totals and rows by flow)",
    target: reportTargetMs,
    run: Effect.map(runReport(account, { group_by: ["vars.flow.id"] }, { start, end }), (r) => ({ result: r })),
    check: (a, t) => {
      const totals = (a.result as { totals: Record<string, number>; rows: ReadonlyArray<unknown> }).totals
      return (
        equal(Object.keys(totals).length, 38, "columns") ??
        equal(totals["source-success"], t.sourceSuccess, "source-success") ??
        equal(totals["recipient-success"], t.recipientSuccess, "recipient-success") ??
        equal(Math.round(totals["cost"] ?? 0), Math.round(t.cost), "cost") ??
        equal(Math.round(totals["revenue"] ?? 0), Math.round(t.revenue), "revenue") ??
        equal((a.result as { rows: ReadonlyArray<unknown> }).rows.length, 20, "rows (flows)")
      )
    }
  }
]

interface Result {
  readonly name: string
  readonly dialect: string
  readonly target: number
  readonly measured: number
  readonly unit: "ms"
  readonly met: boolean
  readonly checked: boolean
  readonly check_failure?: string
}

const postgresDatabase = async (base: string): Promise<{ config: DatabaseConfig; schema: string; dispose: () => Promise<void> }> => {
  const schema = `leadflow_bench_${randomBytes(4).toString("hex")}`
  const admin = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
    Effect.runPromise(Effect.scoped(Effect.flatMap(SqlClient.SqlClient, statement).pipe(Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(base) })))))
  await admin((sql) => sql`CREATE SCHEMA ${sql(schema)}`)
  const url = new URL(base)
  url.searchParams.set("options", `-c search_path=${schema}`)
  return { config: { dialect: "postgres", url: Redacted.make(url.toString()) }, schema, dispose: () => admin((sql) => sql`DROP SCHEMA ${sql(schema)} CASCADE`).then(() => undefined) }
}

const runOn = async (dialect: string): Promise<{ results: Array<Result>; loadMs: number }> => {
  const dir = mkdtempSync(join(tmpdir(), "leadflow-metrics-bench-"))
  const pg = dialect === "postgres" ? await postgresDatabase(process.env["LEADFLOW_PG_URL"] ?? "") : undefined
  const config: DatabaseConfig = pg?.config ?? { dialect: "sqlite", filename: join(dir, "bench.db") }
  const runtime = ManagedRuntime.make(Layer.orDie(databaseLayer(config)))
  try {
    console.log(`\n[${dialect}] loading ${total.toLocaleString("en-US")} events`)
    const loadStart = performance.now()
    const tally = await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, load))
    const loadMs = performance.now() - loadStart
    console.log(`[${dialect}] loaded ${tally.events.toLocaleString("en-US")} events of ${tally.leads.size.toLocaleString("en-US")} leads in ${(loadMs / 1000).toFixed(1)} s (load average ${loadavg()[0]?.toFixed(1)})\n`)
    console.log(`${"query".padEnd(46)} ${"time".padStart(9)}  target   answer`)
    const results: Array<Result> = []
    for (const c of cases) {
      const begin = performance.now()
      const answer = await runtime.runPromise(c.run)
      const ms = Math.round(performance.now() - begin)
      const failure = c.check(answer, tally)
      const met = ms <= c.target
      results.push({ name: c.name, dialect, target: c.target, measured: ms, unit: "ms", met, checked: failure === undefined, ...(failure === undefined ? {} : { check_failure: failure }) })
      console.log(`${c.name.padEnd(46)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)}  ${met ? "met   " : "MISSED"}   ${failure === undefined ? "checked" : `WRONG: ${failure}`}`)
    }
    return { results, loadMs: Math.round(loadMs) }
  } finally {
    await runtime.dispose()
    if (process.env["KEEP"] === undefined) {
      await pg?.dispose()
      rmSync(dir, { recursive: true, force: true })
    } else console.log(`database kept: ${pg === undefined ? dir : `PostgreSQL schema ${pg.schema}`}`)
  }
}

const all: Array<Result> = []
const loads: Record<string, number> = {}
for (const dialect of dialects) {
  const { results, loadMs } = await runOn(dialect)
  all.push(...results)
  loads[dialect] = loadMs
}
writeResults("metrics", {
  events: total,
  load_ms: loads,
  load_average: loadavg(),
  // One target per query and dialect (time ≤ target), and one that every answer was checked right.
  targets: [
    ...all.map((r) => targetResult(`${r.dialect}_${r.name}`.replace(/[^a-z0-9]+/gi, "_").toLowerCase(), `[${r.dialect}] ${r.name}`, r.measured, { op: "<=", value: r.target }, r.unit)),
    targetResult("answers_checked", "every answer equals the generator's own tally", all.filter((r) => !r.checked).length, { op: "<=", value: 0 }, "wrong answers")
  ],
  results: all
})
const wrong = all.filter((r) => !r.checked)
if (wrong.length > 0) {
  console.error(`\n${wrong.length} answers were wrong`)
  process.exitCode = 1
}
