/**
 * `npm run bench` (or `npm run bench -- types engine` for some): every benchmark, one after the other (each in its own process, so one that
 * fails does not stop the others), then the table of every target, met or missed, read back from
 * the results files they wrote. Exits 1 when a target is missed or a benchmark gave no figures.
 */
import { spawnSync } from "node:child_process"
import { rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { printSummary } from "./lib/summary.js"
import { resultsDir } from "./lib/results.js"

const all = ["types", "engine", "integrations", "http", "auction", "metrics"]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !all.includes(name))
if (unknown.length > 0) throw new Error(`unknown benchmark(s) ${unknown.join(", ")}: choose among ${all.join(", ")}`)
const benchmarks = asked.length > 0 ? asked : all
const started = Date.now()
const failures = new Map<string, string>()
const here = fileURLToPath(new URL(".", import.meta.url))

for (const name of benchmarks) {
  console.log(`\n==== bench:${name} ====`)
  // A result left by an earlier run must not pass for this one's.
  rmSync(`${resultsDir}${name}.json`, { force: true })
  const run = spawnSync("npm", ["run", `bench:${name}`, "--silent"], { cwd: here, stdio: "inherit" })
  if (run.error !== undefined) failures.set(name, `could not start: ${run.error.message}`)
  else if (run.status !== 0) failures.set(name, run.signal !== null ? `killed by ${run.signal}` : `exited with code ${String(run.status)}`)
}

console.log(`\n==== every target (${((Date.now() - started) / 1000).toFixed(0)} s) ====`)
const { missed, withoutFigures } = printSummary(benchmarks, { since: started, failures })
if (missed > 0 || withoutFigures > 0) process.exitCode = 1
