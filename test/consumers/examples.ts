import { spawn } from "node:child_process"
import { mkdir, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { exampleFileName, exampleSource, typeErrorsByFile, type CodeBlock, type ExampleOutcome } from "./extract.js"

/** The workspace's own TypeScript and tsx: a consumer project need not install them. */
export const root = resolve(import.meta.dirname, "../..")
export const tscBin = join(root, "node_modules/typescript/bin/tsc")
export const tsxBin = join(root, "node_modules/tsx/dist/cli.mjs")
/** @types/node from the workspace, for the examples' type-check. */
export const workspaceTypeRoots: ReadonlyArray<string> = [join(root, "node_modules/@types")]

export interface Finished {
  readonly exitCode: number | null
  readonly timedOut: boolean
  /** stdout and stderr together, as they came. */
  readonly output: string
  /** stdout alone (a command's machine-readable answer, e.g. `npm pack --json`). */
  readonly stdout: string
}

/** Run a command to its end (or kill it after `timeoutMs`), stdout and stderr together and stdout alone. */
export const runCommand = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly timeoutMs: number; readonly env?: NodeJS.ProcessEnv }
): Promise<Finished> =>
  new Promise((done) => {
    const child = spawn(command, [...args], { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    let stdout = ""
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill("SIGKILL")
    }, options.timeoutMs)
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString()
      output += text
      stdout += text
    })
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("close", (exitCode) => {
      clearTimeout(timer)
      done({ exitCode, timedOut, output, stdout })
    })
  })

/** The consumer's tsconfig for the examples: strict ESM as a new project would have it. */
export const examplesTsconfig = (typeRoots: ReadonlyArray<string>) => ({
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2023"],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    typeRoots,
    types: typeRoots.length === 0 ? [] : ["node"]
  },
  include: ["*.ts"]
})

/**
 * Write each block as a module in `dir` (an ESM project whose node_modules has the packages),
 * type-check them all (not-run ones too) with one tsc run, then run those that type-check and are
 * not marked not-run, one at a time, each with `timeoutMs`.
 */
export const checkExamples = async (
  dir: string,
  blocks: ReadonlyArray<CodeBlock>,
  options: {
    readonly timeoutMs: number
    readonly typeRoots: ReadonlyArray<string>
    /** Added to the environment the examples run in (a running server's URL and key). */
    readonly env?: Readonly<Record<string, string>>
  }
): Promise<ReadonlyArray<ExampleOutcome>> => {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }))
  await writeFile(join(dir, "tsconfig.json"), JSON.stringify(examplesTsconfig(options.typeRoots), null, 2))
  for (const block of blocks) await writeFile(join(dir, exampleFileName(block)), exampleSource(block))
  const tsc = blocks.length === 0 ? undefined : await runCommand(process.execPath, [tscBin, "-p", "."], { cwd: dir, timeoutMs: 120_000 })
  const errors = typeErrorsByFile(tsc?.output ?? "")
  if (tsc !== undefined && tsc.exitCode !== 0 && errors.size === 0)
    throw new Error(`tsc failed without per-example errors:\n${tsc.output.slice(0, 2000)}`)
  const outcomes: Array<ExampleOutcome> = []
  for (const block of blocks) {
    const typeErrors = errors.get(exampleFileName(block)) ?? []
    if (block.notRun !== undefined || typeErrors.length > 0) {
      outcomes.push({ block, typeErrors })
      continue
    }
    const run = await runCommand(process.execPath, [tsxBin, exampleFileName(block)], {
      cwd: dir,
      timeoutMs: options.timeoutMs,
      env: { ...process.env, ...options.env }
    })
    outcomes.push({ block, typeErrors, run })
  }
  return outcomes
}
