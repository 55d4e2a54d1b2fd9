import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { offerOrder, rotationOf } from "./Distribution.js"

const countFirst = (cycle: ReadonlyArray<number>, members: number, leads: number, from: number): Array<number> => {
  const counts = new Array<number>(members).fill(0)
  for (let t = from; t < from + leads; t++) {
    const first = offerOrder(cycle, members, t % cycle.length).members[0] as number
    counts[first] = (counts[first] as number) + 1
  }
  return counts
}

describe("distribution rotations", () => {
  it("round robin offers each member first in turn, every member once per lead", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(1000), (n, start) => {
        const cycle = rotationOf("round_robin", new Array<number>(n).fill(1))
        for (let t = start; t < start + 3 * n; t++) {
          const order = offerOrder(cycle, n, t % n)
          expect(order.members[0]).toBe(t % n)
          expect([...order.members].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i))
          // The next members follow in the listed order, wrapping around.
          order.members.forEach((m, k) => expect(m).toBe((t + k) % n))
        }
      })
    )
  })

  it("weighted: over any run of leads each member is first in proportion to its weight, within one lead per member", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 2000 }),
        (weights, start, leads) => {
          const cycle = rotationOf("weighted", weights)
          const total = weights.reduce((a, b) => a + b, 0)
          const counts = countFirst(cycle, weights.length, leads, start)
          expect(counts.reduce((a, b) => a + b, 0)).toBe(leads)
          // Smooth weighted round robin keeps every member within a lead or so of its exact share.
          weights.forEach((w, i) => expect(Math.abs((counts[i] as number) - (leads * w) / total)).toBeLessThan(weights.length + 1))
          // Over whole cycles the shares are exact.
          const exact = countFirst(cycle, weights.length, cycle.length * 3, start)
          const divisor = total / cycle.length
          weights.forEach((w, i) => expect(exact[i]).toBe((3 * w) / divisor))
        }
      )
    )
  })

  it("weighted interleaves rather than bunches, and divides weights by their common divisor", () => {
    expect(rotationOf("weighted", [5, 1, 1])).toEqual([0, 0, 1, 0, 2, 0, 0])
    expect(rotationOf("weighted", [70, 30])).toHaveLength(10)
    const order = offerOrder([0, 0, 1, 0, 2, 0, 0], 3, 1)
    expect(order).toEqual({ members: [0, 1, 2], steps: [0, 1, 3] })
  })
})
