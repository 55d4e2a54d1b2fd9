/**
 * What each SQL statement costs a lead on SQLite: the bench flow's leads run through the real
 * server as in `storedBytes.ts`, with every better-sqlite3 statement timed (wall time of its
 * `run`/`all`/`get`, by SQL text), then µs and calls per lead, heaviest first. A profile of the
 * server shows better-sqlite3's `run` under Effect's fibers, not which statement called it; this
 * says which. `LEADS=<n>` (default 3,000), `CONCURRENCY=<n>` (default 16).
 *
 *   npx tsx --conditions=source bench/metrics/statementCost.ts
 */
import { createRequire } from "node:module"

interface Timed {
  calls: number
  micros: number
}
type Method = (this: unknown, ...args: Array<unknown>) => unknown
interface Statement {
  [method: string]: unknown
}
interface DatabasePrototype {
  prepare: (this: unknown, source: string) => Statement
}

const require = createRequire(import.meta.url)
const database = require("better-sqlite3") as { prototype: DatabasePrototype }
const times = new Map<string, Timed>()
const prepare = database.prototype.prepare

// Wrap each statement's execution methods as it is prepared (better-sqlite3 caches nothing
// across `prepare` calls; @effect/sql keeps its prepared statements, so each is wrapped once).
database.prototype.prepare = function (this: unknown, source: string): Statement {
  const statement = prepare.call(this, source)
  const text = source.replace(/\s+/g, " ").trim().slice(0, 120)
  for (const name of ["run", "all", "get"]) {
    const method = statement[name]
    if (typeof method !== "function") continue
    const key = `${name} ${text}`
    statement[name] = function (this: unknown, ...args: Array<unknown>): unknown {
      const started = performance.now()
      try {
        return (method as Method).apply(this, args)
      } finally {
        const timed = times.get(key) ?? { calls: 0, micros: 0 }
        timed.calls++
        timed.micros += (performance.now() - started) * 1000
        times.set(key, timed)
      }
    }
  }
  return statement
}

const { measureStoredBytes } = await import("./storedBytes.js")
const leads = Number(process.env["LEADS"] ?? 3_000)
const result = await measureStoredBytes(leads, Number(process.env["CONCURRENCY"] ?? 16))
console.log(`${result.leads} leads, ${result.events} events; µs per lead, calls per lead, statement (setup and migrations included):`)
for (const [key, timed] of [...times].sort((a, b) => b[1].micros - a[1].micros).slice(0, 15))
  console.log(`${(timed.micros / leads).toFixed(1).padStart(8)} ${(timed.calls / leads).toFixed(2).padStart(7)}  ${key}`)
