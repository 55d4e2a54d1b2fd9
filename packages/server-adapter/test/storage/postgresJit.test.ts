import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { clientLayer } from "../../src/storage/index.js"
import { postgresUrl, skipNotice } from "./testDatabases.js"

/** The server's PostgreSQL connections run without JIT, unless the database URL sets it. */
const settingOf = (url: string, setting: "jit" | "statement_timeout"): Promise<string> =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      // Several at once, so more than one pooled connection answers.
      Effect.all(Array.from({ length: 4 }, () => sql<Record<string, string>>`SHOW ${sql.literal(setting)}`), { concurrency: "unbounded" })
    ).pipe(
      Effect.map((answers) => [...new Set(answers.map((rows) => rows[0]?.[setting]))].join(",")),
      Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url) })),
      Effect.scoped
    )
  )

skipNotice("JIT settings")
describe.skipIf(postgresUrl === undefined)("PostgreSQL connections and JIT", () => {
  it("turns JIT off on every connection", async () => {
    expect(await settingOf(postgresUrl ?? "", "jit")).toBe("off")
  })
  it("leaves it as the URL's options set it", async () => {
    const url = new URL(postgresUrl ?? "")
    url.searchParams.set("options", "-c jit=on")
    expect(await settingOf(url.toString(), "jit")).toBe("on")
  })
  it("keeps the URL's other options", async () => {
    const url = new URL(postgresUrl ?? "")
    url.searchParams.set("options", "-c statement_timeout=4321")
    expect(await settingOf(url.toString(), "statement_timeout")).toBe("4321ms")
    expect(await settingOf(url.toString(), "jit")).toBe("off")
  })
})
