/**
 * The conformance runner itself: a vector passes only when our value matches both what the old
 * test asserted (`expected`) and the old platform's recorded output (`observed.normalized`).
 */
import { describe, expect, it } from "vitest"
import { allMismatches, loadDeviations, loadVectors, runVector, type Vector } from "./typesVectors.js"
import { verdictOf } from "./verdicts.js"

const vectors = loadVectors()
const deviations = loadDeviations()
const byId = (id: string): Vector => {
  const found = vectors.find((v) => v.id === id)
  if (found === undefined) throw new Error(`no vector ${id}`)
  return found
}

describe("types conformance runner", () => {
  it("fails a vector whose asserted keys match but whose observed output differs (regression)", () => {
    const vector: Vector = {
      id: "email:synthetic",
      type: "email",
      input: "user@example.com",
      expected: { valid: true },
      observed: { normalized: { normal: "user@example.com", is_free: true } },
      note: "synthetic",
      source: "runner test"
    }
    const result = runVector(vector)
    expect(result.mismatches).toEqual([])
    expect(result.observedMismatches).toEqual(["normalized.is_free: expected true, got false"])
    expect(allMismatches(result)).toEqual(["observed normalized.is_free: expected true, got false"])
    expect(verdictOf(result, false)).toBe("failed")
    expect(verdictOf(result, true)).toBe("deviating")
  })

  it("passes a vector that matches its observed output, and does not repeat asserted mismatches", () => {
    const vector: Vector = {
      id: "email:synthetic",
      type: "email",
      input: "user@example.com",
      expected: { normalized: { is_free: true } },
      observed: { normalized: { is_free: true } },
      note: "synthetic",
      source: "runner test"
    }
    const result = runVector(vector)
    expect(result.mismatches).toEqual(["normalized.is_free: expected true, got false"])
    expect(result.observedMismatches).toEqual([])
    expect(verdictOf(runVector({ ...vector, expected: {}, observed: { normalized: { is_free: false } } }), false)).toBe(
      "passed"
    )
  })

  it("counts email:8 and trustedform_url:2 as listed deviations, not passes (regression)", () => {
    for (const id of ["email:8", "trustedform_url:2"]) {
      const result = runVector(byId(id))
      expect(result.mismatches, id).toEqual([])
      expect(result.observedMismatches.length, id).toBeGreaterThan(0)
      expect(deviations.has(id), id).toBe(true)
      expect(verdictOf(result, deviations.has(id)), id).toBe("deviating")
    }
  })
})
