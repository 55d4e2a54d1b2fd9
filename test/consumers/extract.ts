/**
 * The code examples of the packages' markdown, taken out by parsing the fences, and the verdict on
 * them once type-checked and run. Used by run.ts (the consumer check) and its self-check test.
 */

export interface CodeBlock {
  /** The markdown file, as given. */
  readonly file: string
  /** 1-based line of the opening fence. */
  readonly line: number
  readonly code: string
  /** The reason given in a `<!-- not-run: reason -->` comment just before the fence, if any: type-checked, not run. */
  readonly notRun?: string
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/
const NOT_RUN = /^\s*<!--\s*not-run:\s*(.*?)\s*-->\s*$/
const TYPESCRIPT = new Set(["ts", "typescript"])

/** Every ```ts block of a markdown text (indented fences too, as in lists), in order. */
export const extractBlocks = (markdown: string, file: string): ReadonlyArray<CodeBlock> => {
  const lines = markdown.split(/\r?\n/)
  const blocks: Array<CodeBlock> = []
  let i = 0
  while (i < lines.length) {
    const open = FENCE.exec(lines[i] ?? "")
    if (open === null) {
      i += 1
      continue
    }
    const [, indent = "", fence = "", info = ""] = open
    const start = i
    const body: Array<string> = []
    i += 1
    // A closing fence: the same character, at least as long, nothing after it.
    while (i < lines.length) {
      const text = lines[i] ?? ""
      const trimmed = text.trim()
      if (trimmed.startsWith(fence) && /^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0]) break
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart())
      i += 1
    }
    i += 1
    if (!TYPESCRIPT.has(info.toLowerCase())) continue
    let before = start - 1
    while (before >= 0 && (lines[before] ?? "").trim() === "") before -= 1
    const marker = before >= 0 ? NOT_RUN.exec(lines[before] ?? "") : null
    const notRun = marker?.[1]
    blocks.push({ file, line: start + 1, code: body.join("\n"), ...(notRun === undefined ? {} : { notRun: notRun || "no reason given" }) })
  }
  return blocks
}

/** A file name for a block: the markdown's path made flat, and the fence's line. */
export const exampleFileName = (block: CodeBlock): string =>
  `${block.file.replace(/\.md$/i, "").replace(/[^A-Za-z0-9]+/g, "_")}_L${block.line}.ts`

/**
 * The module written for a block: its code, then `export {}` so that every example is an ES
 * module of its own (top-level await works, and two examples' `const now` do not collide).
 */
export const exampleSource = (block: CodeBlock): string =>
  `// ${block.file}:${block.line}\n${block.code}\nexport {}\n`

export interface ExampleOutcome {
  readonly block: CodeBlock
  /** tsc's diagnostics for the example's file, empty when it type-checks. */
  readonly typeErrors: ReadonlyArray<string>
  /** Undefined when the example was not run (not-run, or it did not type-check). */
  readonly run?: { readonly exitCode: number | null; readonly timedOut: boolean; readonly output: string }
}

export interface Verdict {
  readonly passed: ReadonlyArray<CodeBlock>
  readonly failed: ReadonlyArray<{ readonly block: CodeBlock; readonly why: string }>
  readonly skipped: ReadonlyArray<CodeBlock>
}

/**
 * An example passes when it type-checks and runs to exit code 0 in time. A not-run one must still
 * type-check; it is listed as skipped.
 */
export const judge = (outcomes: ReadonlyArray<ExampleOutcome>): Verdict => {
  const passed: Array<CodeBlock> = []
  const failed: Array<{ readonly block: CodeBlock; readonly why: string }> = []
  const skipped: Array<CodeBlock> = []
  for (const outcome of outcomes) {
    if (outcome.typeErrors.length > 0) failed.push({ block: outcome.block, why: outcome.typeErrors.join("\n") })
    else if (outcome.block.notRun !== undefined) skipped.push(outcome.block)
    else if (outcome.run === undefined) failed.push({ block: outcome.block, why: "was not run" })
    else if (outcome.run.timedOut) failed.push({ block: outcome.block, why: `did not finish in time\n${outcome.run.output}` })
    else if (outcome.run.exitCode !== 0)
      failed.push({ block: outcome.block, why: `exited with ${outcome.run.exitCode}\n${outcome.run.output}` })
    else passed.push(outcome.block)
  }
  return { passed, failed, skipped }
}

/** tsc's `file(line,col): error ...` lines (with their continuation lines), by example file name. */
export const typeErrorsByFile = (tscOutput: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const byFile = new Map<string, Array<string>>()
  let current: Array<string> | undefined
  for (const line of tscOutput.split(/\r?\n/)) {
    const head = /^(.*?\.ts)\(\d+,\d+\): error /.exec(line)
    if (head !== null) {
      const name = (head[1] ?? "").split(/[\\/]/).pop() ?? ""
      current = byFile.get(name) ?? []
      byFile.set(name, current)
      current.push(line)
    } else if (current !== undefined && /^\s/.test(line) && line.trim() !== "") current.push(line)
    else current = undefined
  }
  return byFile
}
