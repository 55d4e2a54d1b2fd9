/**
 * Runs a subject and its baseline in the same tinybench run (the machine is shared and noisy, so
 * only ratios within one run mean anything), prints both and their ratio, and collects
 * machine-readable results for `bench/results/<name>.json`.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import { fileURLToPath } from "node:url"
import { Bench } from "tinybench"

export interface Measured {
  readonly name: string
  readonly ops_per_sec: number
  readonly mean_ns: number
  readonly p50_ns: number
  readonly p99_ns: number
  readonly samples: number
}

export interface Comparison {
  readonly subject: Measured
  readonly baseline: Measured
  /** subject time / baseline time: 1.0 = as fast as the baseline. */
  readonly ratio: number
  readonly target: { readonly max_ratio?: number; readonly min_speedup?: number }
  readonly met: boolean
}

type Task = () => unknown

/**
 * A task and how many calls one timed sample makes. Sub-microsecond work is run in batches (and
 * the times divided back), because the timer's own cost per sample would otherwise dominate.
 */
export type TaskSpec = readonly [name: string, fn: Task, batch?: number]

export const measure = async (
  tasks: ReadonlyArray<TaskSpec>,
  options: { time?: number; warmupTime?: number } = {}
): Promise<Map<string, Measured>> => {
  const bench = new Bench({ time: options.time ?? 1500, warmupTime: options.warmupTime ?? 300 })
  const batches = new Map<string, number>()
  for (const [name, fn, batch = 1] of tasks) {
    batches.set(name, batch)
    bench.add(
      name,
      batch === 1
        ? fn
        : () => {
            for (let i = 0; i < batch; i++) fn()
          }
    )
  }
  await bench.run()
  const out = new Map<string, Measured>()
  for (const task of bench.tasks) {
    const r = task.result
    if (r === undefined || !("latency" in r)) throw new Error(`benchmark ${task.name} did not complete`)
    const batch = batches.get(task.name) ?? 1
    out.set(task.name, {
      name: task.name,
      ops_per_sec: r.throughput.mean * batch,
      mean_ns: (r.latency.mean * 1e6) / batch,
      p50_ns: (r.latency.p50 * 1e6) / batch,
      p99_ns: (r.latency.p99 * 1e6) / batch,
      samples: r.latency.samplesCount
    })
  }
  return out
}

/** Compare by the median per-operation time, which resists the noise of a shared machine. */
export const compare = (
  subject: Measured,
  baseline: Measured,
  target: { max_ratio?: number; min_speedup?: number }
): Comparison => {
  const ratio = subject.p50_ns / baseline.p50_ns
  const met =
    (target.max_ratio === undefined || ratio <= target.max_ratio) &&
    (target.min_speedup === undefined || 1 / ratio >= target.min_speedup)
  return { subject, baseline, ratio, target, met }
}

const fmt = (ns: number): string => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`)

export const printComparison = (title: string, c: Comparison): void => {
  const goal =
    c.target.max_ratio !== undefined
      ? `target ≤ ${c.target.max_ratio}x`
      : c.target.min_speedup !== undefined
        ? `target ≥ ${c.target.min_speedup}x faster`
        : ""
  console.log(`\n${title}`)
  console.log(`  ${c.subject.name.padEnd(52)} ${fmt(c.subject.p50_ns).padStart(10)}/op  ${Math.round(c.subject.ops_per_sec).toLocaleString("en-US")} ops/s`)
  console.log(`  ${c.baseline.name.padEnd(52)} ${fmt(c.baseline.p50_ns).padStart(10)}/op  ${Math.round(c.baseline.ops_per_sec).toLocaleString("en-US")} ops/s`)
  const speed = c.ratio >= 1 ? `${c.ratio.toFixed(2)}x the baseline's time` : `${(1 / c.ratio).toFixed(1)}x faster than the baseline`
  console.log(`  ratio: ${speed}  (${goal}: ${c.met ? "met" : "NOT met"})`)
}

export const writeResults = (name: string, results: Record<string, unknown>): string => {
  const dir = fileURLToPath(new URL("../results/", import.meta.url))
  mkdirSync(dir, { recursive: true })
  const file = `${dir}${name}.json`
  const doc = {
    benchmark: name,
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? "unknown", platform: process.platform },
    ...results
  }
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`)
  console.log(`\nresults written to ${file}`)
  return file
}
