import { SqlClient } from "@effect/sql"
import { EventStore } from "@leadflow/core"
import { Effect } from "effect"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { expect } from "vitest"
import type { TestServer } from "../../http/TestServer.js"
import { fillMetricColumns } from "../../../src/storage/migrations/0014_shared_vars_metric_columns.js"
import { leadWrites, span } from "./leadEvents.js"
import { legacyEventRow } from "./legacyRows.js"

/**
 * What the events API, the metrics, the reports and the leads API answer over a fixed set of
 * leads, as one JSON document per request. Each answer is compared with the answers recorded
 * before the event store changed format (`answers.<dialect>.json`), so a storage change that
 * alters any answer by a byte fails. Record anew (only when the answers are meant to change) with
 * `RECORD_EQUIVALENCE=1`.
 */
export type Answers = Record<string, unknown>

export const writeLeads = (server: TestServer): Promise<void> =>
  server.run(
    Effect.flatMap(EventStore, (store) =>
      Effect.forEach(leadWrites(server.accountId), (write) => store.writeLead(write.leadId, write.events), { discard: true })
    )
  )

/** The same leads as rows written before migration 0014, then its fill of the new columns. */
export const writeLegacyLeads = (server: TestServer): Promise<void> =>
  server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.zipRight(
        Effect.forEach(
          leadWrites(server.accountId),
          (write) => sql`INSERT INTO events ${sql.insert(write.events.map((event) => legacyEventRow(write.leadId, event)))}`,
          { discard: true }
        ),
        fillMetricColumns
      )
    ).pipe(Effect.asVoid)
  )

/** How many events name a shared vars row, and how many such rows there are. */
export const sharedCounts = (server: TestServer): Promise<{ readonly events: number; readonly rows: number }> =>
  server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.map(
        sql<{ events: unknown; rows: unknown }>`SELECT (SELECT COUNT(*) FROM events WHERE shared_id IS NOT NULL) AS events, (SELECT COUNT(*) FROM event_shared_vars) AS rows`,
        (rows) => ({ events: Number(rows[0]?.events), rows: Number(rows[0]?.rows) })
      )
    )
  )

/**
 * How the step settings were stored: template rows, events naming one, and events whose own body
 * still holds a non-null member a template would hold.
 */
export const templateCounts = (server: TestServer): Promise<{ readonly templates: number; readonly events: number; readonly whole: number }> =>
  server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) => {
      const member = (name: string) =>
        sql.onDialectOrElse({ pg: () => sql`body -> ${name} <> 'null'::jsonb`, orElse: () => sql`json_type(body, ${`$.${name}`}) <> 'null'` })
      return Effect.map(
        sql<{ templates: unknown; events: unknown; whole: unknown }>`SELECT (SELECT COUNT(*) FROM event_templates) AS templates,
          (SELECT COUNT(*) FROM events WHERE template_id IS NOT NULL) AS events,
          (SELECT COUNT(*) FROM events WHERE template_id IS NOT NULL AND (${member("mappings")} OR ${member("rule_set")} OR ${member("acceptance_criteria")})) AS whole`,
        (rows) => ({ templates: Number(rows[0]?.templates), events: Number(rows[0]?.events), whole: Number(rows[0]?.whole) })
      )
    })
  )

const iso = (ms: number): string => new Date(ms).toISOString()
const timeframe = JSON.stringify({ start: iso(span.start), end: iso(span.end) })
const filters = (...items: ReadonlyArray<Record<string, unknown>>) => JSON.stringify(items)

/** Every request compared: a name and the path with its query. */
const requests = (ids: ReadonlyArray<string>, leadIds: ReadonlyArray<string>): ReadonlyArray<readonly [string, string]> => {
  const q = (path: string, params: Record<string, string | ReadonlyArray<string>>) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) for (const v of typeof value === "string" ? [value] : value) search.append(key, v)
    return `${path}?${search.toString()}`
  }
  const metric = (kind: string, params: Record<string, string | ReadonlyArray<string>>) =>
    q(`/events/event-metrics/${kind}`, { timeframe, ...params })
  return [
    ["list asc", q("/events", { sort: "asc", limit: "1000", start: String(span.start), end: String(span.end) })],
    ["list desc page", q("/events", { limit: "7" })],
    ["list after", q("/events", { sort: "asc", limit: "5", after_id: ids[10] ?? "" })],
    ["list include", q("/events", { limit: "50", include: ["vars", "type"] })],
    ["list exclude", q("/events", { limit: "50", exclude: ["vars", "request"] })],
    ["list rules state", q("/events", { limit: "1000", rules: JSON.stringify([{ lhv: "vars.lead.state", op: "is equal to", rhv: "tx" }]) })],
    ["list rules recipient", q("/events", { limit: "1000", rules: JSON.stringify([{ lhv: "vars.recipient.id", op: "is not blank" }]) })],
    ["list rules tcpa", q("/events", { limit: "1000", rules: JSON.stringify([{ lhv: "vars.lead.tcpa", op: "is true" }]) })],
    ["list rules age", q("/events", { limit: "1000", rules: JSON.stringify([{ lhv: "vars.lead.age", op: "is greater than", rhv: 40 }]) })],
    ...ids.map((id) => [`event ${id}`, `/events/${id}`] as const),
    ["count", metric("count", {})],
    ["count daily", metric("count", { interval: "daily" })],
    ["count by source", metric("count", { group_by: "vars.source.id" })],
    ["count by flow and recipient", metric("count", { group_by: ["vars.flow.id", "vars.recipient.id"] })],
    ["count by state", metric("count", { group_by: "vars.lead.state" })],
    ["count by tcpa", metric("count", { group_by: "vars.lead.tcpa" })],
    ["count by random", metric("count", { group_by: "vars.random" })],
    ["count by feedback", metric("count", { group_by: ["type", "vars.feedback.type"] })],
    ["count source", metric("count", { filters: filters({ property_name: "type", operator: "eq", property_value: "source" }) })],
    [
      "count unclaimed",
      metric("count", {
        filters: filters(
          { property_name: "type", operator: "eq", property_value: "source" },
          { property_name: "vars.lead.certform_cert_url", operator: "is blank" }
        )
      })
    ],
    ["count state in", metric("count", { filters: filters({ property_name: "vars.lead.state", operator: "in", property_value: ["TX", "CA"] }) })],
    ["count age gt", metric("count", { filters: filters({ property_name: "vars.lead.age", operator: "gt", property_value: 40 }) })],
    ["count comments contains", metric("count", { filters: filters({ property_name: "vars.lead.comments", operator: "contains", property_value: "1" }) })],
    ["count ping exists", metric("count", { filters: filters({ property_name: "vars.ping", operator: "exists", property_value: true }) })],
    ["count_unique leads", metric("count_unique", {})],
    ["count_unique recipient daily", metric("count_unique", { target_property: "vars.recipient.id", interval: "daily" })],
    ["count_unique state by flow", metric("count_unique", { target_property: "vars.lead.state", group_by: "vars.flow.id" })],
    ["select_unique source", metric("select_unique", { target_property: "vars.source.id" })],
    ["select_unique recipient by flow", metric("select_unique", { target_property: "vars.recipient.id", group_by: "vars.flow.id" })],
    ["select_unique email", metric("select_unique", { target_property: "vars.lead.email" })],
    ["select_unique lead", metric("select_unique", { target_property: "vars.lead" })],
    // Paths into step settings (an event's template since 0029).
    ["count by acceptance outcome", metric("count", { group_by: "acceptance_criteria.outcome" })],
    ["count by rule op and step", metric("count", { group_by: ["rule_set.op", "step_id"] })],
    ["count by rule set", metric("count", { group_by: "rule_set" })],
    ["select_unique acceptance criteria", metric("select_unique", { target_property: "acceptance_criteria" })],
    ["count with mappings", metric("count", { filters: filters({ property_name: "mappings", operator: "exists", property_value: true }) })],
    ["count accepted by rules", metric("count", { filters: filters({ property_name: "acceptance_criteria.outcome", operator: "eq", property_value: "success" }) })],
    ["median ms by type", metric("median", { group_by: "type" })],
    ["median age by state", metric("median", { target_property: "vars.lead.age", group_by: "vars.lead.state" })],
    [
      "funnel",
      metric("funnel", {
        steps: JSON.stringify([
          { event_collection: "filter" },
          { event_collection: "recipient", filters: [{ property_name: "outcome", operator: "eq", property_value: "success" }] },
          { event_collection: "feedback-received" }
        ])
      })
    ],
    ["stats", q("/events/stats", { start: iso(span.start), end: iso(span.end), column: ["source-submitted", "source-success", "recipient-success", "cost", "revenue", "profit"] })],
    [
      "stats by state daily",
      q("/events/stats", {
        start: iso(span.start),
        end: iso(span.end),
        interval: "weekly",
        group_by: "vars.lead.state",
        type: ["source", "recipient"],
        by_lead: "false",
        column: ["source-submitted", "recipient-failure", "recipient-success", "revenue"]
      })
    ],
    ["leads", q("/leads", { limit: "1000" })],
    ["leads by flow", q("/leads", { limit: "1000", flow_id: "5f00000000000000000f0001" })],
    ["search leads", q("/search/leads", { query: "lead1", limit: "100" })],
    ["search leads sorted", q("/search/leads", { query: "example", sort_by: "email", sort_dir: "desc", limit: "100" })],
    ...leadIds.slice(0, 12).map((id) => [`lead ${id}`, `/leads/${id}`] as const)
  ]
}

/** Report previews: the 38 columns, grouped, with rules SQL decides and rules the engine decides. */
const reports: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ["report all columns", {}],
  ["report by flow", { group_by: ["vars.flow.id"] }],
  ["report by state and source", { group_by: ["vars.lead.state", "vars.source.id"] }],
  ["report sql rule", { rules: [{ lhv: "vars.source.id", op: "is not equal to", rhv: "5f00000000000000000a0002" }] }],
  ["report engine rule", { group_by: ["vars.recipient.id"], rules: [{ lhv: "vars.lead.state", op: "is included in", rhv: ["TX", "NY"] }] }],
  ["report by acceptance outcome", { group_by: ["acceptance_criteria.outcome"], rules: [{ lhv: "rule_set.op", op: "is not equal to", rhv: "or" }] }]
]

/** Every answer, with the account's id replaced so two databases compare. */
export const collectAnswers = async (server: TestServer): Promise<Answers> => {
  const writes = leadWrites(server.accountId)
  const ids = writes.flatMap((write) => write.events.map((event) => event.id))
  const leadIds = [...new Set(writes.map((write) => write.leadId))]
  const answers: Answers = {}
  const record = async (name: string, response: Response) => {
    const text = await response.text()
    answers[name] = { status: response.status, body: text.split(server.accountId).join("<account>") }
  }
  for (const [name, path] of requests(ids, leadIds))
    await record(name, await fetch(`${server.url}${path}`, { headers: { authorization: server.auth } }))
  for (const [name, definition] of reports)
    await record(
      name,
      await fetch(`${server.url}/reports/preview?start=${span.start}&end=${span.end}`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify(definition)
      })
    )
  return answers
}

/** Compare with the recorded answers (or record them when asked). */
export const expectRecordedAnswers = (file: string, answers: Answers): void => {
  if (process.env["RECORD_EQUIVALENCE"] === "1") {
    writeFileSync(file, `${JSON.stringify(answers, null, 1)}\n`)
    return
  }
  if (!existsSync(file)) throw new Error(`${file} is missing: record it with RECORD_EQUIVALENCE=1 on the code whose answers are the reference`)
  const recorded = JSON.parse(readFileSync(file, "utf8")) as Answers
  expect(Object.keys(answers)).toEqual(Object.keys(recorded))
  for (const name of Object.keys(recorded)) expect(answers[name], name).toEqual(recorded[name])
}
