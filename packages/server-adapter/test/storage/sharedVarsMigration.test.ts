import { SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { leadRows } from "../../src/storage/EventRows.js"
import { migrations } from "../../src/storage/migrations/index.js"
import { makeEvent } from "../http/events/fixtures.js"
import { migrate, migrationHarness, migrationsBefore } from "./migrationHarness.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "./testDatabases.js"

/**
 * Migration 0023 moves each write's shared vars from `event_shared_vars` rows into the row of the
 * event naming them: every event reads back exactly as before, including the events of a write
 * whose naming event an older purge had already deleted (its shared row moves to the write's
 * earliest remaining event).
 */
const before0023 = migrationsBefore("0023")

const account = "5f00000000000000000000ab"
const base = Date.UTC(2026, 5, 1)

const suite = (dialect: string, open: () => Promise<TestDatabase>) => () => {
  const { run, readAll } = migrationHarness(open, account)

  it(`on ${dialect}: every event reads back as it did, the orphaned write's too`, async () => {
    await run(migrate(before0023))
    const nextId = objectIdGenerator(() => base)
    const writes = ["m1", "m2", "m3"].map((lead, i) =>
      (["source", "filter", "recipient"] as const).map((type, j) =>
        makeEvent(account, nextId(), { type, outcome: type === "filter" ? "continue" : "success", at: base + i * 1000 + j, lead, source: "s1", lead_fields: { state: "TX" } })
      )
    )
    // The recipient event of the first write holds a member of its own (not shared), and a null one.
    const [recipientEvent] = writes[0]?.slice(2) ?? []
    if (writes[0] !== undefined && recipientEvent !== undefined)
      writes[0][2] = { ...recipientEvent, vars: { ...(recipientEvent.vars as object), recipient: { id: "r1" }, tcpa: null } } as typeof recipientEvent
    // As the store wrote them before 0023: the events, and a shared row each.
    const rows = writes.map((events, i) => leadRows(`m${i + 1}`, events, base))
    await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.forEach(rows, (lead) => {
          const first = lead.events[0]
          if (lead.write === undefined || first === undefined) return Effect.die("the write shares nothing")
          return Effect.zipRight(
            sql`INSERT INTO event_shared_vars ${sql.insert({ shared_id: first.id, shared_account_id: account, shared_expires_at: lead.write.group_expires_at, shared_vars: lead.write.group_vars })}`,
            sql`INSERT INTO events ${sql.insert(lead.events.map(({ template_id: _, ...row }) => row))}`
          )
        })
      )
    )
    // An older purge deleted the second write's first event (the one naming the shared row).
    const orphaned = rows[1]?.events ?? []
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM events WHERE id = ${orphaned[0]?.id ?? ""}`))
    const beforeMigration = await readAll()
    expect(beforeMigration).toHaveLength(8)
    const orphanBody = beforeMigration.find(([id]) => id === orphaned[1]?.id)?.[1] as { vars: { lead: unknown } } | undefined
    expect(orphanBody?.vars.lead).toMatchObject({ id: "m2", state: "TX" })

    await run(migrate(migrations))
    expect(await readAll()).toEqual(beforeMigration)
    // One holder per write; the orphaned write's earliest remaining event holds its vars now.
    const holders = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`SELECT shared_id AS id FROM event_writes ORDER BY shared_id`)
    )
    expect(holders.map((row) => row.id)).toEqual([rows[0]?.events[0]?.id, orphaned[1]?.id, rows[2]?.events[0]?.id])
    const named = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ shared_id: string }>`SELECT DISTINCT shared_id FROM events WHERE lead_id = 'm2'`)
    )
    expect(named.map((row) => row.shared_id)).toEqual([orphaned[1]?.id])
    // Migration 0025 counted each write's events, the orphaned one's two included, and their span;
    // 0026 moved the counts with the shared vars into `event_writes`.
    const counted = await run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ group_events: number; group_first_at: number; group_last_at: number }>`SELECT group_events, group_first_at, group_last_at
          FROM event_writes ORDER BY shared_id`
      )
    )
    expect(counted.map((row) => [Number(row.group_events), Number(row.group_first_at), Number(row.group_last_at)])).toEqual([
      [3, base, base + 2],
      [2, base + 1001, base + 1002],
      [3, base + 2000, base + 2002]
    ])
    // And their tallies and own members, as the store writes them (in any order).
    const summed = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ group_tally: unknown; group_members: unknown }>`SELECT group_tally, group_members FROM event_writes ORDER BY shared_id`)
    )
    const parsed = (value: unknown): Array<unknown> => (typeof value === "string" ? JSON.parse(value) : value) as Array<unknown>
    const sorted = (value: unknown) => parsed(value).map((item) => JSON.stringify(item)).sort()
    const written = [rows[0], rows[2]].map((lead) => lead?.write)
    expect(sorted(summed[0]?.group_tally)).toEqual(sorted(written[0]?.group_tally))
    expect(sorted(summed[2]?.group_tally)).toEqual(sorted(written[1]?.group_tally))
    expect(sorted(summed[0]?.group_members)).toEqual(sorted(written[0]?.group_members))
    expect(sorted(summed[2]?.group_members)).toEqual(sorted(written[1]?.group_members))
    expect(sorted(summed[0]?.group_members)).toEqual([JSON.stringify("recipient")])
    expect(sorted(summed[1]?.group_tally)).toEqual([JSON.stringify(["filter", "continue", 1]), JSON.stringify(["recipient", "success", 1])])
  })
}

describe("migration 0023 on SQLite", suite("SQLite", sqliteTestDatabase))
skipNotice("migration 0023")
describe.skipIf(postgresUrl === undefined)("migration 0023 on PostgreSQL", suite("PostgreSQL", () => postgresTestDatabase(postgresUrl ?? "")))
