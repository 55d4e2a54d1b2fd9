/** `npm run conformance:types`: passed/failed per type, and the unlisted failures in detail. */
import { isFieldTypeVector, loadDeviations, loadVectors, runVector } from "./typesVectors.js"

const deviations = loadDeviations()
const results = loadVectors().map(runVector).filter((r) => r.applicable)
const rows = new Map<string, { passed: number; failed: number; deviations: number }>()
const unlisted: string[] = []
for (const { vector, mismatches } of results) {
  const row = rows.get(vector.type) ?? { passed: 0, failed: 0, deviations: 0 }
  if (mismatches.length === 0) row.passed++
  else {
    row.failed++
    if (deviations.has(vector.id)) row.deviations++
    else unlisted.push(`${vector.id} ${JSON.stringify(vector.input)}: ${mismatches.join("; ")}`)
  }
  rows.set(vector.type, row)
}

const pad = (s: string | number, n: number) => String(s).padEnd(n)
console.log(`${pad("type", 22)}${pad("passed", 8)}${pad("failed", 8)}of which listed deviations`)
for (const [type, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${pad(type, 22)}${pad(r.passed, 8)}${pad(r.failed, 8)}${r.deviations}`)

const field = results.filter((r) => isFieldTypeVector(r.vector))
const passed = field.filter((r) => r.mismatches.length === 0).length
console.log(
  `\nfield-type vectors: ${passed}/${field.length} passed (${((100 * passed) / field.length).toFixed(1)}%), ` +
    `${field.length - passed} failed; deviations listed: ${deviations.size}`
)
if (unlisted.length > 0) {
  console.log(`\nfailures not listed in packages/types/DEVIATIONS.md (${unlisted.length}):`)
  for (const line of unlisted) console.log(`  ${line}`)
  process.exitCode = 1
}
