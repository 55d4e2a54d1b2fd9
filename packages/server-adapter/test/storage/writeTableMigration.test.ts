import { SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { leadRows, type WriteRowValues } from "../../src/storage/EventRows.js"
import { migrations } from "../../src/storage/migrations/index.js"
import { makeEvent } from "../http/events/fixtures.js"
import { migrate, migrationHarness, migrationsBefore } from "./migrationHarness.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "./testDatabases.js"

/**
 * Migration 0026 moves each write's shared vars and summary from the row of its first event into
 * `event_writes`: every event reads back as before, a write stored without a summary (by a version
 * that ran after 0025 without knowing its columns) is summarised as the store summarises it, and
 * the events table keeps none of the columns.
 */
const before0026 = migrationsBefore("0026")

const account = "5f00000000000000000000ac"
const base = Date.UTC(2026, 6, 1)

/** A JSON array column (text on SQLite, parsed on PostgreSQL) as its items' JSON, sorted. */
const sortedJson = (value: unknown): Array<string> =>
  ((typeof value === "string" ? JSON.parse(value) : value) as Array<unknown>).map((item) => JSON.stringify(item)).sort()

const suite = (open: () => Promise<TestDatabase>) => () => {
  const { run, readAll } = migrationHarness(open, account)

  it("moves every write into event_writes, summarising the ones stored without a summary", async () => {
    await run(migrate(before0026))
    const nextId = objectIdGenerator(() => base)
    const leads = ["w1", "w2"].map((lead, i) => {
      const events = (["filter", "recipient", "source"] as const).map((type, j) =>
        makeEvent(account, nextId(), { type, outcome: type === "filter" ? "continue" : "success", at: base + i * 1000 + j, lead, source: "s1", lead_fields: { state: "TX" } })
      )
      const recipient = events[1]
      if (recipient !== undefined) events[1] = { ...recipient, vars: { ...(recipient.vars as object), recipient: { id: "r1" } } } as typeof recipient
      return leadRows(lead, events, base)
    })
    // As 0025's layout held them: the write in its first event's row; the second write as a
    // version that knew 0023's columns but not 0025's stored it (no summary).
    const oldRows = leads.map(({ events, write }, i) =>
      events.map(({ template_id: _, ...row }, j) => {
        const holds = j === 0 && write !== undefined
        return {
          ...row,
          group_vars: holds ? write.group_vars : null,
          group_expires_at: holds ? write.group_expires_at : null,
          group_events: holds && i === 0 ? write.group_events : null,
          group_first_at: holds && i === 0 ? write.group_first_at : null,
          group_last_at: holds && i === 0 ? write.group_last_at : null,
          group_tally: holds && i === 0 ? write.group_tally : null,
          group_members: holds && i === 0 ? write.group_members : null
        }
      })
    )
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO events ${sql.insert(oldRows.flat())}`))
    const before = await readAll()
    expect(before).toHaveLength(6)

    await run(migrate(migrations))
    expect(await readAll()).toEqual(before)
    const writes = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Record<string, unknown>>`SELECT * FROM event_writes ORDER BY shared_id`)
    )
    const summary = (row: Record<string, unknown> | WriteRowValues | undefined) => ({
      shared_id: row?.shared_id,
      account_id: row?.account_id,
      events: Number(row?.group_events),
      span: [Number(row?.group_first_at), Number(row?.group_last_at)],
      expires: Number(row?.group_expires_at),
      tally: sortedJson(row?.group_tally),
      members: sortedJson(row?.group_members)
    })
    // Both as the store writes them now, the one stored without a summary included.
    expect(writes.map(summary)).toEqual(leads.map((lead) => summary(lead.write)))
    expect(summary(writes[1]).members).toEqual([JSON.stringify("recipient")])
    // The events keep none of the write's columns.
    const columns = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.onDialectOrElse({
          pg: () => sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'events' AND table_schema = current_schema()`,
          orElse: () => sql<{ name: string }>`SELECT name FROM pragma_table_info('events')`
        })
      )
    )
    expect(columns.map((column) => column.name).filter((name) => name.startsWith("group_"))).toEqual([])
  })
}

describe("migration 0026 on SQLite", suite(sqliteTestDatabase))
skipNotice("migration 0026")
describe.skipIf(postgresUrl === undefined)("migration 0026 on PostgreSQL", suite(() => postgresTestDatabase(postgresUrl ?? "")))
