import { describe, expect, it } from "vitest"
import { idTimestamp, OBJECT_ID, objectIdGenerator } from "./Ids.js"

describe("objectIdGenerator", () => {
  it("makes distinct ObjectId-shaped ids across refills of its random pool", () => {
    const next = objectIdGenerator(() => 1_700_000_000_123)
    // 8192 random bytes make 1,638 ids: 5,000 ids draw the pool three times over.
    const ids = Array.from({ length: 5000 }, next)
    for (const id of ids) expect(id).toMatch(OBJECT_ID)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(ids.map((id) => id.slice(14))).size).toBe(ids.length)
  })

  it("starts each id with the seconds of its clock and counts up within them", () => {
    let now = 1_700_000_000_999
    const next = objectIdGenerator(() => now)
    const first = next()
    const second = next()
    expect(idTimestamp(first)).toBe(1_700_000_000_000)
    expect(Number.parseInt(second.slice(8, 14), 16)).toBe((Number.parseInt(first.slice(8, 14), 16) + 1) & 0xffffff)
    now = 1_700_000_001_000
    const later = next()
    expect(idTimestamp(later)).toBe(1_700_000_001_000)
    expect(later.slice(0, 8)).toBe((1_700_000_001).toString(16))
    expect(later > second).toBe(true)
  })
})
