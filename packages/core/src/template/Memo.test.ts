import { describe, expect, it } from "vitest"
import { memoize } from "./Memo.js"

describe("memoize", () => {
  it("computes each key once, undefined results included", () => {
    const computed: Array<string> = []
    const lengthOrNothing = memoize((key) => {
      computed.push(key)
      return key === "" ? undefined : key.length
    })
    expect([lengthOrNothing("abc"), lengthOrNothing("abc"), lengthOrNothing(""), lengthOrNothing("")]).toEqual([3, 3, undefined, undefined])
    expect(computed).toEqual(["abc", ""])
  })

  it("starts afresh past its limit instead of growing", () => {
    const computed: Array<string> = []
    const upper = memoize((key) => {
      computed.push(key)
      return key.toUpperCase()
    }, 2)
    for (const key of ["a", "b", "c", "a"]) upper(key)
    // "c" found the memo full and cleared it, so "a" is computed again.
    expect(computed).toEqual(["a", "b", "c", "a"])
  })
})
