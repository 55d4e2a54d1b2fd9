import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { analyticsSession } from "../../src/events/AnalyticsSession.js"
import { clientLayer } from "../../src/storage/index.js"
import { postgresUrl, skipNotice } from "./testDatabases.js"

/**
 * Metrics and reports run with `work_mem = 32MB` and `jit = off` inside their own transaction,
 * each only where the database leaves it at PostgreSQL's default; the server's other statements
 * keep the database's settings.
 */
const settings = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(
    sql<{ readonly wm: string; readonly jit: string }>`SELECT current_setting('work_mem') AS wm, current_setting('jit') AS jit`,
    (rows) => rows[0]
  )
)

const inAndOut = (url: string) =>
  Effect.runPromise(
    Effect.all({
      inside: analyticsSession(settings),
      outside: settings,
      insideAgain: analyticsSession(settings),
      configured: Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.map(sql<{ readonly source: string }>`SELECT source FROM pg_settings WHERE name = 'work_mem'`, (rows) => rows[0]?.source !== "default")
      ),
      jitConfigured: Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.map(sql<{ readonly source: string }>`SELECT source FROM pg_settings WHERE name = 'jit'`, (rows) => rows[0]?.source !== "default")
      )
    }).pipe(
      Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url) })),
      Effect.scoped
    )
  )

skipNotice("analytics settings")
describe.skipIf(postgresUrl === undefined)("PostgreSQL analytics session", () => {
  it("raises the default for metrics only", async () => {
    const { inside, outside, insideAgain, configured, jitConfigured } = await inAndOut(postgresUrl ?? "")
    // A test database whose configuration sets one keeps its value, as any database does.
    if (configured) expect(inside?.wm).toEqual(outside?.wm)
    else {
      expect(inside?.wm).toEqual("32MB")
      expect(outside?.wm).toEqual("4MB")
    }
    if (jitConfigured) expect(inside?.jit).toEqual(outside?.jit)
    else {
      expect(inside?.jit).toEqual("off")
      expect(outside?.jit).toEqual("on")
    }
    expect(insideAgain).toEqual(inside)
  })
  it("leaves a setting the database URL gives as it is", async () => {
    const url = new URL(postgresUrl ?? "")
    url.searchParams.set("options", "-c work_mem=8MB -c jit=on")
    const { inside, outside } = await inAndOut(url.toString())
    expect(inside).toEqual({ wm: "8MB", jit: "on" })
    expect(outside).toEqual({ wm: "8MB", jit: "on" })
  })
})
