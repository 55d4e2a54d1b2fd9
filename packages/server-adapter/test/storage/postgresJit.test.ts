import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { clientLayer } from "../../src/storage/index.js"
import { postgresUrl, skipNotice } from "./testDatabases.js"

/** The server's PostgreSQL connections run without JIT, unless the database URL sets it. */
const jitOf = (url: string): Promise<string> =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      // Several at once, so more than one pooled connection answers.
      Effect.all(Array.from({ length: 4 }, () => sql<{ jit: string }>`SHOW jit`), { concurrency: "unbounded" })
    ).pipe(
      Effect.map((answers) => [...new Set(answers.map((rows) => rows[0]?.jit))].join(",")),
      Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url) })),
      Effect.scoped
    )
  )

skipNotice("JIT settings")
describe.skipIf(postgresUrl === undefined)("PostgreSQL connections and JIT", () => {
  it("turns JIT off on every connection", async () => {
    expect(await jitOf(postgresUrl ?? "")).toBe("off")
  })
  it("leaves it as the URL's options set it", async () => {
    const url = new URL(postgresUrl ?? "")
    url.searchParams.set("options", "-c jit=on")
    expect(await jitOf(url.toString())).toBe("on")
  })
})
