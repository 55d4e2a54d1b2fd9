/**
 * Profiling aid (not a benchmark): runs the engine bench's flow through `Engine.submit` in a loop so
 * the CPU profile holds only per-lead work (the profiler starts after loading and warming up).
 * `npx tsx --conditions=source engine.profile.ts [leads] [profile file]`; open the file in Chrome DevTools.
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { Effect, ManagedRuntime, Schema } from "effect"
import { Engine, Flow, memoryLayer } from "@leadflow/core"
import { testIntegration } from "@leadflow/core/testing"
import { benchFields } from "./lib/benchLead.js"
import { BUYERS, buyerAnswer, flowDocument, SOURCE, submitted } from "./lib/engineFlow.js"

const integrations = BUYERS.map((id) => testIntegration({ id, respond: () => buyerAnswer }))
const runtime = ManagedRuntime.make(memoryLayer({ integrations, eventStore: { writeLead: () => Effect.void } }))
const compiled = Engine.compile(Schema.decodeUnknownSync(Flow)(flowDocument), benchFields)
const leads = Number(process.argv[2] ?? 20000)
for (let i = 0; i < 2000; i++) runtime.runSync(Engine.submit(compiled, { sourceId: SOURCE, data: submitted }))
const profileFile = process.argv[3]
const session = new Session()
if (profileFile) {
  session.connect()
  await session.post("Profiler.enable")
  // Every 100 µs rather than every 1 ms: a lead takes tens of µs.
  await session.post("Profiler.setSamplingInterval", { interval: 100 })
  await session.post("Profiler.start")
}
const started = performance.now()
for (let i = 0; i < leads; i++) runtime.runSync(Engine.submit(compiled, { sourceId: SOURCE, data: submitted }))
console.log(`${(((performance.now() - started) * 1000) / leads).toFixed(1)} µs per lead over ${leads} leads`)
if (profileFile) {
  const { profile } = await session.post("Profiler.stop")
  writeFileSync(profileFile, JSON.stringify(profile))
}
await runtime.dispose()
