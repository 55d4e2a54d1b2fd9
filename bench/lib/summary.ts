/**
 * One table of every target of every benchmark, read from `bench/results/<name>.json`: met,
 * MISSED, or why a benchmark has no figures (it failed, wrote no file, or recorded no targets).
 */
import { readResults, type TargetResult } from "./results.js"

const figure = (n: number | null): string =>
  n === null || !Number.isFinite(n) ? "n/a" : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2)

const targetText = (t: TargetResult): string => `${t.target.op} ${String(t.target.value)}`

/** Why a benchmark run by `npm run bench` has no usable figures, by benchmark name. */
export type RunFailures = ReadonlyMap<string, string>

/**
 * Print the table and return how many targets were missed and how many benchmarks gave no
 * figures. `since` (ms) ignores files older than the current run.
 */
export const printSummary = (
  benchmarks: ReadonlyArray<string>,
  options: { readonly since?: number; readonly failures?: RunFailures } = {}
): { readonly met: number; readonly missed: number; readonly withoutFigures: number } => {
  const rows: Array<readonly [string, string, string, string, string]> = []
  let met = 0
  let missed = 0
  let withoutFigures = 0
  for (const benchmark of benchmarks) {
    const read = readResults(benchmark)
    const failure = options.failures?.get(benchmark)
    const stale = options.since !== undefined && read.date !== undefined && Date.parse(read.date) < options.since
    const problem = failure ?? (stale ? `results file from ${read.date ?? "?"}, before this run` : read.problem)
    if (problem !== undefined && (failure !== undefined || stale || read.targets.length === 0)) {
      withoutFigures++
      rows.push([benchmark, "-", "-", "-", `NO FIGURES: ${problem}`])
      continue
    }
    for (const t of read.targets) {
      if (t.met) met++
      else missed++
      rows.push([benchmark, t.id, `${figure(t.measured)} ${t.unit}`, targetText(t), t.met ? "met" : "MISSED"])
    }
    if (problem !== undefined) rows.push([benchmark, "-", "-", "-", `WARNING: ${problem}`])
  }
  const header = ["benchmark", "target", "measured", "target", "result"] as const
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
  const line = (cells: ReadonlyArray<string>) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd()
  console.log(`\n${line(header)}`)
  console.log(line(widths.map((w) => "-".repeat(w))))
  for (const row of rows) console.log(line(row))
  console.log(`\n${met} target(s) met, ${missed} missed, ${withoutFigures} benchmark(s) without figures`)
  return { met, missed, withoutFigures }
}
