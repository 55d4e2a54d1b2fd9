import type { Distribution } from "../model/Step.js"

/**
 * The rotation a group's cursor walks, and the order a lead offers the members in. A rotation is
 * a cycle of member indexes: `round_robin` lists each member once; `weighted` lists member `i`
 * `weight[i]` times (weights divided by their greatest common divisor), interleaved by smooth
 * weighted round robin so that every stretch of the cycle is as close to the weights as whole
 * leads allow (weights 5:1:1 give `0 0 1 0 2 0 0`, never five in a row then the rest). A lead
 * takes the next place of the cycle from the store; over any whole cycle each member is first
 * offered exactly its share of leads, whichever process handled them.
 */

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** The cycle of member indexes for `method` (for `priority`, the listed order). */
export const rotationOf = (method: Distribution, weights: ReadonlyArray<number>): ReadonlyArray<number> => {
  const n = weights.length
  if (method !== "weighted") return Array.from({ length: n }, (_, i) => i)
  const divisor = weights.reduce(gcd, 0) || 1
  const shares = weights.map((w) => w / divisor)
  const total = shares.reduce((a, b) => a + b, 0)
  const current = new Array<number>(n).fill(0)
  const cycle = new Array<number>(total)
  for (let place = 0; place < total; place++) {
    let best = 0
    for (let i = 0; i < n; i++) {
      current[i] = (current[i] as number) + (shares[i] as number)
      if ((current[i] as number) > (current[best] as number)) best = i
    }
    current[best] = (current[best] as number) - total
    cycle[place] = best
  }
  return cycle
}

/** The members in the order a lead offers them, and how far along the cycle each was found. */
export interface OfferOrder {
  readonly members: ReadonlyArray<number>
  readonly steps: ReadonlyArray<number>
}

/**
 * Walk the cycle from place `start`: each member in the order it first appears. `steps[k]` is how
 * many places past `start` member `members[k]` was found: when the lead goes to it, the cursor
 * moves on that much more, so the next lead starts after the member that took this one.
 */
export const offerOrder = (cycle: ReadonlyArray<number>, memberCount: number, start: number): OfferOrder => {
  const members: Array<number> = []
  const steps: Array<number> = []
  const seen = new Array<boolean>(memberCount).fill(false)
  const length = cycle.length
  for (let k = 0; k < length && members.length < memberCount; k++) {
    const member = cycle[(start + k) % length] as number
    if (seen[member] === true) continue
    seen[member] = true
    members.push(member)
    steps.push(k)
  }
  return { members, steps }
}
