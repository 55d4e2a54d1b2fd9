/**
 * A child process for the two-process counter test: opens `LEADFLOW_DB`, says "ready", waits for
 * "go" on stdin (so both processes hammer at the same time), then calls `tryIncrement` on one
 * counter `attempts` times, `concurrency` at a time, and prints how many were counted.
 *
 * Usage: node --conditions=source --import tsx counterHammer.ts <counterId> <windowStart> <maximum> <attempts> <concurrency> [leadPrefix]
 *
 * With `leadPrefix`, each attempt counts for a lead (`<leadPrefix>-<n>`, so it takes a cap hold)
 * and the child then waits, leads in flight, until it is killed.
 */
import { once } from "node:events"
import { Counters } from "@leadflow/core"
import { Effect, Layer } from "effect"
import { clientLayer, databaseConfig, sqlStorageLayerFor } from "../../src/storage/index.js"

const [counterId = "", windowStart = "0", maximum = "0", attempts = "0", concurrency = "1", leadPrefix] = process.argv.slice(2)
const start = Number(windowStart)
const key = { kind: "cap", id: counterId, window: { start, end: start + 86_400_000 }, flowId: "hammer" } as const

const hammer = Effect.gen(function* () {
  const counters = yield* Counters
  process.stdout.write("ready\n")
  yield* Effect.promise(() => once(process.stdin, "data"))
  const results = yield* Effect.forEach(
    Array.from({ length: Number(attempts) }),
    (_, i) => counters.tryIncrement(key, Number(maximum), leadPrefix === undefined ? undefined : `${leadPrefix}-${i}`),
    { concurrency: Number(concurrency) }
  )
  process.stdout.write(`${JSON.stringify({ counted: results.filter((r) => r.counted).length })}\n`)
  // Leads in flight: wait to be killed.
  if (leadPrefix !== undefined) yield* Effect.never
})

const storage = Layer.unwrapEffect(Effect.map(databaseConfig, (config) => Layer.provide(sqlStorageLayerFor("hammer-account"), clientLayer(config))))

Effect.runPromise(hammer.pipe(Effect.provide(storage))).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
