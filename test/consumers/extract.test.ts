import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { checkExamples, workspaceTypeRoots } from "./examples.js"
import { extractBlocks, judge } from "./extract.js"

/**
 * The consumer check's own check: on a fixture README with a working example, one that throws,
 * one that does not type-check and one marked not-run, the verdict fails exactly the two broken
 * ones and lists the skipped one, so a broken README example fails `npm run test:consumers`.
 */
const fixture = `# A package

\`\`\`ts
const total: number = [1, 2, 3].reduce((a, b) => a + b, 0)
if (total !== 6) throw new Error("bad sum")
console.log(await Promise.resolve(total))
\`\`\`

Some text.

\`\`\`sh
exit 1
\`\`\`

1. In a list:
   \`\`\`ts
   const total = 1
   throw new Error("the example is broken " + total)
   \`\`\`

\`\`\`typescript
const n: number = "not a number"
\`\`\`

<!-- not-run: needs a real CRM -->

\`\`\`ts
await fetch("https://crm.invalid/")
\`\`\`

~~~ts
const shown = "a tilde fence with a \`\`\` inside"
~~~
`

describe("consumer check: README examples", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-examples-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("extracts the ts blocks with their lines and not-run markers, and nothing else", () => {
    const blocks = extractBlocks(fixture, "pkg/README.md")
    expect(blocks.map((b) => [b.line, b.notRun])).toEqual([
      [3, undefined],
      [16, undefined],
      [21, undefined],
      [27, "needs a real CRM"],
      [31, undefined]
    ])
    expect(blocks[1]?.code).toBe('const total = 1\nthrow new Error("the example is broken " + total)')
    expect(blocks[4]?.code).toBe('const shown = "a tilde fence with a ``` inside"')
  })

  it("fails an example that throws and one that does not type-check, and lists the skipped one", async () => {
    const outcomes = await checkExamples(dir, extractBlocks(fixture, "pkg/README.md"), { timeoutMs: 30_000, typeRoots: workspaceTypeRoots })
    const verdict = judge(outcomes)
    expect(verdict.passed.map((b) => b.line)).toEqual([3, 31])
    expect(verdict.failed.map((f) => f.block.line)).toEqual([16, 21])
    expect(verdict.failed[0]?.why).toMatch(/exited with 1[\s\S]*the example is broken 1/)
    expect(verdict.failed[1]?.why).toMatch(/TS2322/)
    expect(verdict.skipped.map((b) => [b.line, b.notRun])).toEqual([[27, "needs a real CRM"]])
  }, 60_000)
})
