import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/**
 * Long unbroken values stored by API users (a 20,000-character name, a long URL or email) are
 * shown in table cells: without a wrapping rule the table, and the whole page, grow sideways.
 */
describe("console stylesheet", () => {
  it("lets table cells break long words anywhere", () => {
    const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector = "", body = ""]) => ({
      selectors: selector.split(",").map((s) => s.trim()),
      body
    }))
    const wraps = (cell: string) => rules.some((r) => r.selectors.includes(cell) && /overflow-wrap:\s*anywhere/.test(r.body))
    expect(wraps("td")).toBe(true)
    expect(wraps("th")).toBe(true)
  })
})
