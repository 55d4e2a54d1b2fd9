/** `npm run conformance:integrations` (custom part): passed/failed per integration, and unlisted failures in detail. */
import { loadDeviations, loadVectors, runVector } from "./customVectors.js"

const deviations = loadDeviations()
const results = loadVectors().map(runVector)
const rows = new Map<string, { passed: number; failed: number; deviations: number }>()
const unlisted: Array<string> = []
const passingButListed: Array<string> = []
for (const { vector, module, mismatches } of results) {
  const row = rows.get(module) ?? { passed: 0, failed: 0, deviations: 0 }
  if (mismatches.length === 0) {
    row.passed++
    if (deviations.has(vector.id)) passingButListed.push(vector.id)
  } else {
    row.failed++
    if (deviations.has(vector.id)) row.deviations++
    else unlisted.push(`${vector.id} (${vector.note}): ${mismatches.join("; ")}`)
  }
  rows.set(module, row)
}

const pad = (s: string | number, n: number) => String(s).padEnd(n)
console.log(`${pad("integration", 34)}${pad("passed", 8)}${pad("failed", 8)}of which listed deviations`)
for (const [module, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${pad(module, 34)}${pad(r.passed, 8)}${pad(r.failed, 8)}${r.deviations}`)

const passed = results.filter((r) => r.mismatches.length === 0).length
console.log(
  `\nleadflow-custom: ${passed}/${results.length} vectors passed (${((100 * passed) / results.length).toFixed(1)}%), ` +
    `${results.length - passed} failed; deviations listed: ${deviations.size}` +
    "\n(the response vectors run against the JSON module: the four modules share one response parser)"
)
if (unlisted.length > 0) {
  console.log(`\nfailures not listed in packages/integrations/DEVIATIONS.md (${unlisted.length}):`)
  for (const line of unlisted) console.log(`  ${line}`)
  process.exitCode = 1
}
if (passingButListed.length > 0) {
  console.log(`\nlisted in DEVIATIONS.md but passing (remove them): ${passingButListed.join(", ")}`)
  process.exitCode = 1
}
