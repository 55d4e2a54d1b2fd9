/**
 * Runs a subject and its baseline in the same tinybench run (the machine is shared and noisy, so
 * only ratios within one run mean anything), prints both and their ratio, and turns the ratio
 * into a target result for `bench/results/<name>.json` (see results.ts).
 */
import { Bench } from "tinybench"
import { targetResult, type TargetResult } from "./results.js"

export { writeResults } from "./results.js"

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

/**
 * Where a batched task's results go, so the optimiser cannot drop the work: each result is kept
 * (the last one escapes to here) and folded into a digest that is checked after the run against
 * the first result's, which also catches a task whose answer changes from call to call.
 */
interface Sink {
  calls: number
  digest: number
  last: unknown
  readonly expected: number
}

/** A cheap fingerprint of a result: what it is, and its length or value where that is cheap to read. */
const fingerprint = (value: unknown): number => {
  switch (typeof value) {
    case "undefined":
      return 1
    case "boolean":
      return value ? 3 : 2
    case "number":
      return Number.isFinite(value) ? 5 + (Math.trunc(value) % 1000) : 4
    case "string":
      return 7 + value.length
    case "object":
      return value === null ? 6 : 11
    default:
      return 13
  }
}

const newSink = (first: unknown): Sink => ({ calls: 0, digest: 0, last: first, expected: fingerprint(first) })

const keep = (sink: Sink, value: unknown): void => {
  sink.calls++
  sink.digest += fingerprint(value)
  sink.last = value
}

export const measure = async (
  tasks: ReadonlyArray<TaskSpec>,
  options: { time?: number; warmupTime?: number } = {}
): Promise<Map<string, Measured>> => {
  const bench = new Bench({ time: options.time ?? 1500, warmupTime: options.warmupTime ?? 300 })
  const batches = new Map<string, number>()
  const sinks = new Map<string, Sink>()
  for (const [name, fn, batch = 1] of tasks) {
    batches.set(name, batch)
    if (batch === 1) {
      bench.add(name, fn)
      continue
    }
    const sink = newSink(fn())
    sinks.set(name, sink)
    bench.add(name, () => {
      for (let i = 0; i < batch; i++) keep(sink, fn())
    })
  }
  await bench.run()
  for (const [name, sink] of sinks)
    if (sink.digest !== sink.calls * sink.expected)
      throw new Error(`benchmark ${name}: its ${sink.calls} results do not all match the first one (digest ${sink.digest}, expected ${sink.calls * sink.expected})`)
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

/**
 * The target result of a comparison: a `max_ratio` target is held against the ratio (subject time
 * / baseline time), a `min_speedup` target against its inverse (how many times faster).
 */
export const comparisonTarget = (id: string, description: string, c: Comparison): TargetResult =>
  c.target.min_speedup !== undefined
    ? targetResult(id, description, 1 / c.ratio, { op: ">=", value: c.target.min_speedup }, "x faster than the baseline")
    : targetResult(id, description, c.ratio, { op: "<=", value: c.target.max_ratio ?? Number.POSITIVE_INFINITY }, "x the baseline's time")

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
