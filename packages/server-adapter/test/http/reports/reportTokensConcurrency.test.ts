import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { newToken, ReportStore } from "../../../src/reports/ReportStore.js"
import { servicesLayer } from "../../../src/server/AppLayer.js"
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../storage/testDatabases.js"
import { postgresAvailable } from "../TestServer.js"

/**
 * Two servers (two connection pools, as two processes would have) share one PostgreSQL and
 * share, reshare and unshare the same report at once: afterwards exactly one token (or none)
 * exists, it is the one on the report, and every other token finds nothing.
 */
// Every process of one deployment shares the credentials secret.
const secret = randomBytes(32).toString("hex")

const makeServices = (database: TestDatabase) =>
  ManagedRuntime.make(
    servicesLayer({
      database: database.config,
      secret,
      server: { port: 0, host: "127.0.0.1", publicUrl: "http://127.0.0.1", batchPrefix: "/batch", certPrefix: "/cert", maxInFlight: 100 }
    })
  )

describe.skipIf(!postgresAvailable)("report tokens under concurrency (two servers, one PostgreSQL)", () => {
  let database: TestDatabase
  let one: ReturnType<typeof makeServices>
  let two: ReturnType<typeof makeServices>
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    one = makeServices(database)
    await one.runtime()
    two = makeServices(database)
    await two.runtime()
  })
  afterAll(async () => {
    await one?.dispose()
    await two?.dispose()
    await database?.dispose()
  })

  const tokensOf = (reportId: string) =>
    one.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ token: string }>`SELECT token FROM report_tokens WHERE report_id = ${reportId}`)
    )

  it("leaves exactly the report's own token after concurrent shares from both servers", async () => {
    const accountId = "acct-concurrency"
    const report = await one.runPromise(ReportStore.create(accountId, "5f00000000000000000000e1", { name: "Raced" }))
    const issued = Array.from({ length: 24 }, () => newToken())
    const results = await Promise.all(
      issued.map((token, i) => (i % 2 === 0 ? one : two).runPromise(ReportStore.setToken(accountId, report.id, token)))
    )
    expect(results.every((r) => r.token !== null && issued.includes(r.token))).toBe(true)
    const stored = await one.runPromise(ReportStore.get(accountId, report.id))
    const rows = await tokensOf(report.id)
    expect(rows.map((r) => r.token)).toEqual([stored.token])
    for (const token of issued) {
      const found = await two.runPromise(ReportStore.byToken(token))
      expect(Option.isSome(found)).toBe(token === stored.token)
    }

    // Shares racing unshares end in a consistent state too.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).runPromise(ReportStore.setToken(accountId, report.id, i % 3 === 0 ? null : newToken()))
      )
    )
    const after = await one.runPromise(ReportStore.get(accountId, report.id))
    const left = await tokensOf(report.id)
    expect(left.map((r) => r.token)).toEqual(after.token === null ? [] : [after.token])
  })

  it("lets only one of two concurrent creates take a name", async () => {
    const accountId = "acct-names"
    const outcomes = await Promise.all(
      ["5f00000000000000000000e2", "5f00000000000000000000e3", "5f00000000000000000000e4", "5f00000000000000000000e5"].map((id, i) =>
        (i % 2 === 0 ? one : two).runPromise(Effect.either(ReportStore.create(accountId, id, { name: "Same" })))
      )
    )
    expect(outcomes.filter((o) => o._tag === "Right")).toHaveLength(1)
    expect(outcomes.filter((o) => o._tag === "Left").map((o) => (o._tag === "Left" ? o.left._tag : ""))).toEqual([
      "ReportNameTaken",
      "ReportNameTaken",
      "ReportNameTaken"
    ])
  })
})
