import { describe, expect, it } from "vitest"
import { diffLines, lineOfPath, stringifyWithLines } from "./diff.js"

describe("diff and paths", () => {
  it("diffs lines", () => {
    expect(diffLines("a\nb\nc", "a\nx\nc")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c" }
    ])
    expect(diffLines("same", "same").every((l) => l.kind === "same")).toBe(true)
  })

  it("prints like JSON.stringify and knows the line of each path", () => {
    const doc = { name: "f", steps: [{ type: "filter", rule_set: { rules: [] } }, { type: "recipient" }], empty: {} }
    const { text, lines } = stringifyWithLines(doc)
    expect(text).toBe(JSON.stringify(doc, null, 2))
    const all = text.split("\n")
    expect(all[(lines.get("steps.1.type") ?? 0) - 1]).toContain('"type": "recipient"')
    expect(all[(lines.get("name") ?? 0) - 1]).toContain('"name": "f"')
    // A path the document lacks (a member the API says is missing) points at its parent.
    expect(all[(lineOfPath(lines, "steps.0.outcome") ?? 0) - 1]).toContain("{")
    expect(lineOfPath(lines, "steps.0.outcome")).toBe(lines.get("steps.0"))
  })
})
