import { SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { layer as databaseLayer } from "../../src/storage/Database.js"
import { insertEvents } from "../../src/storage/EventInsert.js"
import { type EventRowValues, leadRows } from "../../src/storage/EventRows.js"
import { summariseUnsummarisedWrites } from "../../src/storage/WriteSummaries.js"
import { makeEvent } from "../http/events/fixtures.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "./testDatabases.js"

/**
 * A write stored by an earlier version after migration 0025 (which does not know the summary
 * columns) is summarised at the next start-up, as the store would have summarised it; a database
 * without such writes is left as it is.
 */
const account = "5f00000000000000000000ac"
const base = Date.UTC(2026, 6, 1)

/** A JSON array column (text on SQLite, parsed on PostgreSQL) as its items' JSON, sorted; null stays null. */
const sortedJson = (value: unknown): Array<string> | null =>
  value === null ? null : ((typeof value === "string" ? JSON.parse(value) : value) as Array<unknown>).map((item) => JSON.stringify(item)).sort()

type Summary = Pick<EventRowValues, "group_events" | "group_first_at" | "group_last_at" | "group_tally" | "group_members">

const suite = (open: () => Promise<TestDatabase>) => () => {
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>): Promise<A> => runtime.runPromise(effect)

  beforeAll(async () => {
    database = await open()
    runtime = ManagedRuntime.make(Layer.orDie(databaseLayer(database.config)))
  })
  afterAll(async () => {
    await runtime?.dispose()
    await database?.dispose()
  })

  const summaries = () =>
    run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<Record<string, unknown>>`SELECT group_events, group_first_at, group_last_at, group_tally, group_members FROM events
          WHERE group_vars IS NOT NULL ORDER BY id`
      )
    ).then((rows) =>
      rows.map((row) => ({
        events: row["group_events"] === null ? null : Number(row["group_events"]),
        span: [row["group_first_at"], row["group_last_at"]].map((at) => (at === null ? null : Number(at))),
        tally: sortedJson(row["group_tally"]),
        members: sortedJson(row["group_members"])
      }))
    )

  it("summarises the writes stored without a summary, as the store does", async () => {
    const nextId = objectIdGenerator(() => base)
    const writes = ["w1", "w2"].map((lead, i) => {
      const events = (["filter", "recipient", "source"] as const).map((type, j) =>
        makeEvent(account, nextId(), { type, outcome: type === "filter" ? "continue" : "success", at: base + i * 1000 + j, lead, source: "s1", lead_fields: { state: "TX" } })
      )
      const recipient = events[1]
      if (recipient !== undefined) events[1] = { ...recipient, vars: { ...(recipient.vars as object), recipient: { id: "r1" } } } as typeof recipient
      return leadRows(lead, events, base).events
    })
    const blank: Summary = { group_events: null, group_first_at: null, group_last_at: null, group_tally: null, group_members: null }
    // The first write as the store writes it, the second as an earlier version would (no summary).
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) => insertEvents(sql, [...(writes[0] ?? []), ...(writes[1] ?? []).map((row) => ({ ...row, ...blank }))])))
    const [stored, unsummarised] = await summaries()
    expect(unsummarised).toEqual({ events: null, span: [null, null], tally: null, members: null })

    await run(summariseUnsummarisedWrites)
    const [first, second] = await summaries()
    expect(first).toEqual(stored)
    expect(second).toEqual({
      events: 3,
      span: [base + 1000, base + 1002],
      tally: [JSON.stringify(["filter", "continue", 1]), JSON.stringify(["recipient", "success", 1]), JSON.stringify(["source", "success", 1])].sort(),
      members: [JSON.stringify("recipient")]
    })
    // The same as the store's own summary of that write.
    const own = writes[1]?.[0]
    expect(second?.tally).toEqual(sortedJson(own?.group_tally ?? null))
    expect(second?.members).toEqual(sortedJson(own?.group_members ?? null))
  })
}

describe("write summaries on SQLite", suite(sqliteTestDatabase))
skipNotice("write summaries")
describe.skipIf(postgresUrl === undefined)("write summaries on PostgreSQL", suite(() => postgresTestDatabase(postgresUrl ?? "")))
