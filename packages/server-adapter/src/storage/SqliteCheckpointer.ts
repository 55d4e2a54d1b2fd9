import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { statSync } from "node:fs"
import { Worker } from "node:worker_threads"
import { isInMemory, sqliteDriverPath } from "./SqliteDriver.js"

/**
 * SQLite's WAL checkpoints in a worker thread, off the event loop. By default SQLite checkpoints
 * inside the COMMIT that takes the WAL past 1,000 pages (16 MiB here): that COMMIT copies the
 * WAL into the database and fsyncs it while every request waits. `bench:http` measured those
 * COMMITs at 12 ms (median of the slow ones) to 133 ms, 2.4 s of a 25 s run, blocking the event
 * loop. Here the server's connection never checkpoints (`wal_autocheckpoint = 0`); a second
 * connection in a worker runs a PASSIVE checkpoint (it never waits for, nor blocks, the
 * writer) every `intervalMs` when the WAL has changed. Durability is unchanged (WAL with
 * `synchronous=NORMAL`: a checkpoint fsyncs, commits do not). Should the worker stop, the
 * connection checkpoints by itself again. An in-memory database has no WAL: nothing starts.
 */

/** How often the worker looks at the WAL (ms). */
export const checkpointIntervalMs = 100

const workerCode = `
const { parentPort, workerData } = require("node:worker_threads")
const { statSync } = require("node:fs")
const Database = require(workerData.driver)
const db = new Database(workerData.filename, { fileMustExist: true })
db.pragma("busy_timeout = 0")
const wal = workerData.filename + "-wal"
let seen = -1
const mtime = () => { try { return statSync(wal).mtimeMs } catch { return -1 } }
const checkpoint = () => {
  const now = mtime()
  if (now === seen) return
  try { db.pragma("wal_checkpoint(PASSIVE)"); seen = now } catch {}
}
const timer = setInterval(checkpoint, workerData.intervalMs)
parentPort.on("message", () => {
  clearInterval(timer)
  try { db.pragma("wal_checkpoint(PASSIVE)") } catch {}
  db.close()
  parentPort.close()
})
parentPort.postMessage("ready")
`


/** Start the checkpointer for `filename` (WAL already on); stopped with the scope. */
export const walCheckpointer = (filename: string) =>
  Effect.gen(function* () {
    if (isInMemory(filename)) return
    try {
      statSync(filename)
    } catch {
      return
    }
    const sql = yield* SqlClient.SqlClient
    const worker = yield* Effect.acquireRelease(
      Effect.async<Worker | undefined>((resume) => {
        let worker: Worker
        try {
          worker = new Worker(workerCode, { eval: true, workerData: { driver: sqliteDriverPath(), filename, intervalMs: checkpointIntervalMs } })
        } catch {
          return resume(Effect.succeed(undefined))
        }
        worker.once("message", () => resume(Effect.succeed(worker)))
        worker.once("error", () => resume(Effect.succeed(undefined)))
      }),
      (worker) =>
        worker === undefined
          ? Effect.void
          : Effect.async<void>((resume) => {
              // A worker that already died (threadId -1) will not exit again: nothing to wait for.
              if (worker.threadId === -1) return resume(Effect.void)
              worker.removeAllListeners("exit")
              worker.once("exit", () => resume(Effect.void))
              worker.postMessage("stop")
            }).pipe(Effect.timeoutOption("5 seconds"))
    )
    if (worker === undefined) return
    yield* sql`PRAGMA wal_autocheckpoint = 0`
    // A worker that dies hands checkpoints back to the connection (SQLite's default, 1,000 pages).
    const runtime = yield* Effect.runtime<never>()
    // A worker's uncaught error ends it (then "exit"); unheard, it would end the process.
    worker.on("error", () => undefined)
    worker.once("exit", () => void Effect.runFork(Effect.ignore(sql`PRAGMA wal_autocheckpoint = 1000`).pipe(Effect.provide(runtime))))
    worker.unref()
  })
