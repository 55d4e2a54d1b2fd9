import { describe, expect, it } from "vitest"
import { isFieldTypeVector, loadDeviations, loadVectors, runVector } from "./typesVectors.js"

const vectors = loadVectors()
const deviations = loadDeviations()
const results = vectors.map(runVector)
const byType = new Map<string, typeof results>()
for (const r of results) byType.set(r.vector.type, [...(byType.get(r.vector.type) ?? []), r])

describe("types conformance corpus", () => {
  for (const [type, group] of byType) {
    // Utilities we do not have (clone, normalize, aggregate, expandExamples) are not run.
    if (!group.some((r) => r.applicable)) continue
    describe(type, () => {
      for (const { vector, applicable, mismatches } of group) {
        if (!applicable) continue
        const listed = deviations.get(vector.id)
        const title = `${vector.id} ${vector.note}`
        if (listed === undefined) {
          it(title, () => {
            expect(mismatches, `input ${JSON.stringify(vector.input)}`).toEqual([])
          })
        } else {
          // A listed deviation must really deviate: once it passes, the list entry must go.
          it(`${title} (deviation: ${listed})`, () => {
            expect(mismatches.length, "listed in DEVIATIONS.md but passes: remove the entry").toBeGreaterThan(0)
          })
        }
      }
    })
  }

  it("every deviation names a vector of the corpus", () => {
    const ids = new Set(vectors.map((v) => v.id))
    expect([...deviations.keys()].filter((id) => !ids.has(id))).toEqual([])
  })

  it("at least 97% of the field-type vectors pass, deviations included", () => {
    const field = results.filter((r) => isFieldTypeVector(r.vector))
    const passed = field.filter((r) => r.mismatches.length === 0).length
    expect(passed / field.length).toBeGreaterThanOrEqual(0.97)
  })
})
