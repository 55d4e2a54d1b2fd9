import { describe, expect, it } from "vitest"
import { foldCase } from "./CaseFold.js"

describe("foldCase", () => {
  it("folds as PostgreSQL's lower() does in a UTF-8 database", () => {
    expect(foldCase("ÉVRY")).toBe("évry")
    expect(foldCase("STRAẞE")).toBe("straße")
    expect(foldCase("Straße")).toBe("straße")
    expect(foldCase("İstanbul")).toBe("istanbul")
    // No final sigma: each letter by itself.
    expect(foldCase("ΟΔΟΣ")).toBe("οδοσ")
    expect(foldCase("Kelvin K")).toBe("kelvin k")
  })

  it("maps each code point by itself, to one code point", () => {
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const c = String.fromCodePoint(cp)
      const folded = foldCase(c)
      expect([...folded].length, c).toBe(1)
      // A word of it folds letter by letter.
      if (cp % 97 === 0) expect(foldCase(`${c}${c}`)).toBe(`${folded}${folded}`)
    }
  })
})
