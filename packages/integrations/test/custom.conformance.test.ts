/**
 * The custom-delivery conformance corpus against `leadflow-custom`: every vector passes unless
 * `DEVIATIONS.md` lists it under `## leadflow-custom`. A listed vector is a skipped test named
 * with its reason (never a pass), and one test checks that every listed vector still deviates.
 */
import { describe, expect, it } from "vitest"
import { loadDeviations, loadVectors, runVector } from "../../../test/conformance/customVectors.js"

const vectors = loadVectors()
const deviations = loadDeviations()
const results = vectors.map(runVector)

describe("custom conformance corpus", () => {
  for (const { vector, module, mismatches } of results) {
    const listed = deviations.get(vector.id)
    const title = `${vector.id} ${module.slice("leadflow-custom.outbound.".length)} ${vector.kind}: ${vector.note}`
    if (listed !== undefined && mismatches.length > 0) it.skip(`${title} (deviation: ${listed})`, () => undefined)
    else
      it(title, () => {
        expect(mismatches, `vars ${JSON.stringify(vector.vars)}`).toEqual([])
      })
  }

  it("every listed deviation still deviates (a fixed one must leave DEVIATIONS.md)", () => {
    expect(results.filter((r) => deviations.has(r.vector.id) && r.mismatches.length === 0).map((r) => r.vector.id)).toEqual([])
  })

  it("every deviation names a vector of the corpus", () => {
    const ids = new Set(vectors.map((v) => v.id))
    expect([...deviations.keys()].filter((id) => !ids.has(id))).toEqual([])
  })

  it("runs the whole corpus, and at least 97% of it passes, counting deviations as failures", () => {
    expect(vectors.length).toBe(266)
    const passed = results.filter((r) => r.mismatches.length === 0).length
    expect(passed / vectors.length).toBeGreaterThanOrEqual(0.97)
  })
})
