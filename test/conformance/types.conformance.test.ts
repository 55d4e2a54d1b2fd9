/**
 * The field-type conformance corpus as tests, counted honestly: a vector that passes is a passing
 * test; a deviation listed in packages/types/DEVIATIONS.md and a utility vector we do not run are
 * skipped tests named with their reason (never passes); one test checks that every listed
 * deviation still deviates, so a fixed one must leave the list.
 */
import { describe, expect, it } from "vitest"
import { allMismatches, isFieldTypeVector, loadDeviations, loadVectors, runVector } from "./typesVectors.js"
import { verdictOf } from "./verdicts.js"

const vectors = loadVectors()
const deviations = loadDeviations()
const results = vectors.map(runVector)
const byType = new Map<string, typeof results>()
for (const r of results) byType.set(r.vector.type, [...(byType.get(r.vector.type) ?? []), r])

describe("types conformance corpus", () => {
  for (const [type, group] of byType) {
    describe(type, () => {
      for (const result of group) {
        const { vector, notRun } = result
        const listed = deviations.get(vector.id)
        const title = `${vector.id} ${vector.note}`
        if (notRun !== undefined) it.skip(`${title} (not run: ${notRun})`, () => undefined)
        else if (listed !== undefined && verdictOf(result, true) === "deviating")
          it.skip(`${title} (deviation: ${listed})`, () => undefined)
        else
          it(title, () => {
            expect(allMismatches(result), `input ${JSON.stringify(vector.input)}`).toEqual([])
          })
      }
    })
  }

  it("every listed deviation still deviates (a fixed one must leave DEVIATIONS.md)", () => {
    const passing = results.filter((r) => deviations.has(r.vector.id) && verdictOf(r, true) === "passed").map((r) => r.vector.id)
    expect(passing).toEqual([])
  })

  it("every deviation names a vector of the corpus that runs", () => {
    const run = new Set(results.filter((r) => r.notRun === undefined).map((r) => r.vector.id))
    expect([...deviations.keys()].filter((id) => !run.has(id))).toEqual([])
  })

  it("at least 97% of the field-type vectors pass, counting deviations as failures, and all of them run", () => {
    const field = results.filter((r) => isFieldTypeVector(r.vector))
    expect(field.filter((r) => r.notRun !== undefined)).toEqual([])
    const passed = field.filter((r) => verdictOf(r, false) === "passed").length
    expect(passed / field.length).toBeGreaterThanOrEqual(0.97)
  })
})
