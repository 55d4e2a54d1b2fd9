/**
 * The Leadflow server for `bench:http`, as a child process: the real `appLayer` on a temporary
 * SQLite file and an ephemeral port, one account, the bench flow delivering to `BUYER_URL`.
 * It reports its port over IPC, and on request the stored events (read back from the database).
 */
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Accounts } from "../../packages/server-adapter/src/accounts/Accounts.js"
import { appLayer } from "../../packages/server-adapter/src/server/AppLayer.js"
import { HttpServerInfo } from "../../packages/server-adapter/src/server/Server.js"
import { Documents } from "../../packages/server-adapter/src/storage/Documents.js"
import { deployFlow } from "../../packages/server-adapter/src/storage/FlowVersions.js"
import { BUYER_ENTITY_ID, benchFields, benchFlow, FLOW_ID, SOURCE_ID } from "./benchFlow.js"

export interface EventStats {
  readonly type: "stats"
  /** Every stored event, and the source events (one per lead) since `since`. */
  readonly events: number
  readonly sourceEvents: number
  readonly byOutcome: Readonly<Record<string, number>>
  /** `overhead_ms` of the source events since `since`, sorted. */
  readonly overheadMs: ReadonlyArray<number>
}

const buyerUrl = process.env["BUYER_URL"]
if (buyerUrl === undefined) throw new Error("BUYER_URL is required")

const dir = await mkdtemp(join(tmpdir(), "leadflow-bench-http-"))
const runtime = ManagedRuntime.make(
  appLayer({
    database: { dialect: "sqlite", filename: join(dir, "bench.db") },
    server: { port: 0, host: "127.0.0.1", publicUrl: "http://127.0.0.1", batchPrefix: "/batch", certPrefix: "/cert", maxInFlight: 10_000 },
    integrations: { allowPrivateHosts: true }
  })
)

const setup = Effect.gen(function* () {
  const info = yield* HttpServerInfo
  const { account } = yield* Effect.flatMap(Accounts, (accounts) => accounts.create({ name: "Bench account" }))
  const documents = yield* Documents
  const now = Date.now()
  for (const field of benchFields) yield* documents.insert("fields", account.id, field.id, { ...field }, now)
  // The flow's seller and buyer are entities of the account: a flow with unknown entities may not run.
  yield* documents.insert("entities", account.id, SOURCE_ID.toLowerCase(), { name: "Seller", source: "other", recipient: null }, now)
  yield* documents.insert("entities", account.id, BUYER_ENTITY_ID, { name: "Buyer", source: null, recipient: "other" }, now)
  yield* documents.insert("flows", account.id, FLOW_ID, { ...benchFlow(buyerUrl) }, now)
  yield* deployFlow(account.id, FLOW_ID)
  return info.port
})

const stats = (since: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const all = yield* sql<{ readonly n: number }>`SELECT COUNT(*) AS n FROM events`
    const sources = yield* sql<{ readonly outcome: string; readonly overhead: number | null }>`
      SELECT outcome, json_extract(body, '$.overhead_ms') AS overhead FROM events WHERE type = 'source' AND created_at >= ${since}`
    const byOutcome: Record<string, number> = {}
    const overheadMs: Array<number> = []
    for (const row of sources) {
      byOutcome[row.outcome] = (byOutcome[row.outcome] ?? 0) + 1
      if (row.overhead !== null) overheadMs.push(Number(row.overhead))
    }
    overheadMs.sort((a, b) => a - b)
    return { type: "stats", events: Number(all[0]?.n ?? 0), sourceEvents: sources.length, byOutcome, overheadMs } satisfies EventStats
  })

const port = await runtime.runPromise(setup)
process.send?.({ type: "ready", port, path: `/flows/${FLOW_ID}/sources/${SOURCE_ID}/submit` })

process.on("message", (message: { readonly type?: string; readonly since?: number }) => {
  if (message.type === "stats")
    void runtime.runPromise(stats(message.since ?? 0)).then((result) => process.send?.(result))
  if (message.type === "stop")
    void runtime
      .dispose()
      .then(() => rm(dir, { recursive: true, force: true }))
      .then(() => process.exit(0))
})
