/**
 * `npm run conformance:types`: per type, how many vectors ran, passed, deviate as listed in
 * packages/types/DEVIATIONS.md, fail unlisted, or are not run (with why); then the unlisted
 * failures and stale deviation entries in detail. Exits 1 on either.
 */
import { allMismatches, loadDeviations, loadVectors, notRunUtilities, runVector } from "./typesVectors.js"
import { add, emptyCounts, printCounts, verdictOf, type Counts } from "./verdicts.js"

const deviations = loadDeviations()
const results = loadVectors().map(runVector)
const fieldRows = new Map<string, Counts>()
const utilityRows = new Map<string, Counts>()
const unlisted: string[] = []
const passingButListed: string[] = []
for (const result of results) {
  const { vector } = result
  const verdict = verdictOf(result, deviations.has(vector.id))
  const rows = vector.type.startsWith("util.") ? utilityRows : fieldRows
  const row = rows.get(vector.type) ?? emptyCounts()
  add(row, verdict)
  rows.set(vector.type, row)
  if (verdict === "failed") unlisted.push(`${vector.id} ${JSON.stringify(vector.input)}: ${allMismatches(result).join("; ")}`)
  if (verdict === "passed" && deviations.has(vector.id)) passingButListed.push(vector.id)
}

const fields = printCounts("field type", fieldRows)
console.log("")
const utilities = printCounts("utility", utilityRows)

console.log(
  `\nfield-type vectors: ${fields.passed} of ${fields.run} run passed (${((100 * fields.passed) / fields.run).toFixed(1)}%), ` +
    `${fields.deviating} deviate as listed, ${fields.failed} fail unlisted, ${fields.notRun} not run`
)
console.log(
  `utility vectors: ${utilities.passed} of ${utilities.run} run passed, ${utilities.deviating} deviate as listed, ` +
    `${utilities.failed} fail unlisted, ${utilities.notRun} of ${utilities.vectors} not run`
)
console.log(`deviations listed in packages/types/DEVIATIONS.md: ${deviations.size}`)

console.log("\nnot run:")
for (const [type, reason] of notRunUtilities) console.log(`  ${type} (${utilityRows.get(type)?.notRun ?? 0} vectors): ${reason}`)

if (unlisted.length > 0) {
  console.log(`\nfailures not listed in packages/types/DEVIATIONS.md (${unlisted.length}):`)
  for (const line of unlisted) console.log(`  ${line}`)
  process.exitCode = 1
}
if (passingButListed.length > 0) {
  console.log(`\nlisted in DEVIATIONS.md but passing (remove them): ${passingButListed.join(", ")}`)
  process.exitCode = 1
}
