/**
 * The machine-readable result of a benchmark, `bench/results/<benchmark>.json`: every target the
 * benchmark checks, with what was measured and whether it was met, plus the run's date and
 * machine. `npm run bench` reads these files and prints one table of every target.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import { fileURLToPath } from "node:url"

/** How a measured figure is held against its target value. */
export type TargetOperator = "<=" | "<" | ">=" | ">"

export interface TargetResult {
  /** Stable key within the benchmark, e.g. `engine_vs_hand_written`. */
  readonly id: string
  /** What was measured, in words. */
  readonly description: string
  readonly target: { readonly op: TargetOperator; readonly value: number }
  readonly measured: number
  /** Unit of `measured` and `target.value`, e.g. `x baseline time`, `x faster`, `ms`. */
  readonly unit: string
  readonly met: boolean
}

export interface Machine {
  readonly node: string
  readonly platform: string
  readonly cpu: string
  readonly cpus: number
  readonly memory_gb: number
  /** 1-minute load average when the file was written: above the CPU count, figures are skewed. */
  readonly load_average: number
}

export interface BenchResults {
  readonly benchmark: string
  /** ISO 8601, when the file was written. */
  readonly date: string
  readonly machine: Machine
  readonly targets: ReadonlyArray<TargetResult>
  /** Anything else the benchmark reports (raw timings, settings, checks). */
  readonly [detail: string]: unknown
}

export const resultsDir = fileURLToPath(new URL("../results/", import.meta.url))

const holds = (measured: number, op: TargetOperator, value: number): boolean => {
  switch (op) {
    case "<=":
      return measured <= value
    case "<":
      return measured < value
    case ">=":
      return measured >= value
    case ">":
      return measured > value
  }
}

/** A target result whose `met` is computed from the measured figure (NaN never meets a target). */
export const targetResult = (
  id: string,
  description: string,
  measured: number,
  target: { op: TargetOperator; value: number },
  unit: string
): TargetResult => ({ id, description, target, measured, unit, met: Number.isFinite(measured) && holds(measured, target.op, target.value) })

export const machine = (): Machine => ({
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  cpu: os.cpus()[0]?.model ?? "unknown",
  cpus: os.cpus().length,
  memory_gb: Math.round(os.totalmem() / 2 ** 30),
  load_average: Number((os.loadavg()[0] ?? 0).toFixed(2))
})

/**
 * Write `bench/results/<benchmark>.json`. `results.targets` lists the targets; a file written
 * without them shows in the summary as "no targets recorded", never as met.
 */
export const writeResults = (
  benchmark: string,
  results: { readonly targets?: ReadonlyArray<TargetResult> } & Readonly<Record<string, unknown>>
): string => {
  // Ids are how a target is followed from run to run: two alike would make it ambiguous.
  const ids = (results.targets ?? []).map((t) => t.id)
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i)
  if (repeated !== undefined) throw new Error(`${benchmark}: two targets have the id ${repeated}`)
  mkdirSync(resultsDir, { recursive: true })
  const file = `${resultsDir}${benchmark}.json`
  const doc = { benchmark, date: new Date().toISOString(), machine: machine(), ...results, targets: results.targets ?? [] }
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`)
  console.log(`\nresults written to ${file}`)
  return file
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isTargetResult = (value: unknown): value is TargetResult =>
  isRecord(value) &&
  typeof value["id"] === "string" &&
  typeof value["description"] === "string" &&
  isRecord(value["target"]) &&
  typeof value["target"]["op"] === "string" &&
  typeof value["target"]["value"] === "number" &&
  // JSON has no NaN: a figure that could not be measured is written as null.
  (typeof value["measured"] === "number" || value["measured"] === null) &&
  typeof value["unit"] === "string" &&
  typeof value["met"] === "boolean"

/** A results file as read back: its targets, or why none could be read. */
export interface ReadResults {
  readonly benchmark: string
  readonly date: string | undefined
  readonly targets: ReadonlyArray<TargetResult>
  /** Set when the file is missing, unreadable, or records no targets. */
  readonly problem: string | undefined
}

export const readResults = (benchmark: string): ReadResults => {
  let doc: unknown
  try {
    doc = JSON.parse(readFileSync(`${resultsDir}${benchmark}.json`, "utf8"))
  } catch (error) {
    const missing = error instanceof Error && "code" in error && error.code === "ENOENT"
    return { benchmark, date: undefined, targets: [], problem: missing ? "no results file" : `unreadable: ${String(error)}` }
  }
  const date = isRecord(doc) && typeof doc["date"] === "string" ? doc["date"] : undefined
  const raw = isRecord(doc) ? doc["targets"] : undefined
  const targets = Array.isArray(raw) ? raw.filter(isTargetResult) : []
  const problem =
    !Array.isArray(raw) || raw.length === 0
      ? "no targets recorded"
      : targets.length < raw.length
        ? `${raw.length - targets.length} target(s) not in the TargetResult shape`
        : undefined
  return { benchmark, date, targets, problem }
}

/** Benchmarks that have a results file. */
export const resultFiles = (): ReadonlyArray<string> => {
  try {
    return readdirSync(resultsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length))
      .sort()
  } catch {
    return []
  }
}
