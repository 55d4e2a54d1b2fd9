/**
 * Summarise a `.cpuprofile` (from `BENCH_HTTP_PROFILE`) by where the server's CPU goes: self time
 * by category (a native frame such as SQLite's `run` or `JSON.parse` counts for the JS frame that
 * called it), then the heaviest functions. Idle time and the profiler's own `Profiler.stop` are
 * left out of the percentages.
 *
 *   npx tsx bench/http/profileSummary.ts <file.cpuprofile> [functions=30]
 */
import { readFileSync } from "node:fs"

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
}
interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: ReadonlyArray<number>
}
interface Profile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** Categories by script URL, first match wins. */
const categories: ReadonlyArray<readonly [string, RegExp]> = [
  ["event rows (SqlEventStore)", /server-adapter\/(src|dist)\/storage\/SqlEventStore/],
  ["SQL driver (@effect/sql, better-sqlite3, pg)", /node_modules\/(@effect\/sql|better-sqlite3|postgres|pg)/],
  ["storage, other (server-adapter/storage)", /server-adapter\/(src|dist)\/storage\//],
  // Metric updates and log calls run in Effect's code: they are what observability costs.
  ["observability (Effect metrics and logger)", /node_modules\/effect\/.*internal\/(metric|logger|logSpan)/],
  ["Effect runtime", /node_modules\/effect\//],
  ["field types (@leadflow/types, libphonenumber, validator)", /packages\/types\/|node_modules\/(libphonenumber-js|validator)\//],
  ["engine (@leadflow/core)", /packages\/core\//],
  ["integrations (@leadflow/integrations)", /packages\/integrations\//],
  ["delivery client (undici)", /node_modules\/undici\//],
  ["submission path (server-adapter)", /server-adapter\/(src|dist)\/(submission|server)\//],
  ["observability (server-adapter)", /server-adapter\/(src|dist)\/observability\//],
  ["server-adapter, other", /server-adapter\//],
  ["node: http, net, streams, events", /^node:/]
]

const categoryOf = (url: string): string => {
  for (const [name, pattern] of categories) if (pattern.test(url)) return name
  return url === "" ? "" : `other (${url.replace(/^file:\/\/.*?node_modules\//, "").split("/")[0] ?? url})`
}

export interface ProfileBreakdown {
  /** CPU time sampled, idle and the profiler's own stop excluded (ms). */
  readonly activeMs: number
  readonly categories: ReadonlyArray<{ readonly name: string; readonly ms: number; readonly share: number }>
  readonly functions: ReadonlyArray<{ readonly name: string; readonly ms: number; readonly share: number }>
}

export const summarise = (profile: Profile): ProfileBreakdown => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const selfTime = new Map<number, number>()
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))

  const byCategory = new Map<string, number>()
  const byFunction = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, us: number): void => void map.set(key, (map.get(key) ?? 0) + us)
  let active = 0
  for (const [id, us] of selfTime) {
    const node = byId.get(id)
    if (node === undefined) continue
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === "(idle)") continue
    // The profiler serialising its profile (`Profiler.stop`) is no server work.
    let ancestor = parent.get(id)
    let viaInspector = false
    let category = url === "" ? "" : categoryOf(url)
    while (ancestor !== undefined) {
      const frame = byId.get(ancestor)?.callFrame
      if (frame?.url === "node:inspector") viaInspector = true
      if (category === "" && frame !== undefined && frame.url !== "") category = categoryOf(frame.url)
      ancestor = parent.get(ancestor)
    }
    if (viaInspector) continue
    active += us
    const name = functionName === "" ? "(anonymous)" : functionName
    add(byCategory, category === "" ? name : category, us)
    add(byFunction, url === "" ? name : `${name} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`, us)
  }
  const rank = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000, share: us / active }))
  return { activeMs: active / 1000, categories: rank(byCategory), functions: rank(byFunction) }
}

export const printBreakdown = (breakdown: ProfileBreakdown, functions = 30): void => {
  const line = ({ name, ms, share }: { name: string; ms: number; share: number }): void =>
    console.log(`${(share * 100).toFixed(1).padStart(6)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
  console.log(`active CPU sampled: ${breakdown.activeMs.toFixed(0)} ms (idle and the profiler's stop left out)`)
  console.log("by category (self time; native frames count for their caller):")
  breakdown.categories.forEach(line)
  console.log(`heaviest ${functions} functions (self time):`)
  breakdown.functions.slice(0, functions).forEach(line)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2]
  if (file === undefined) throw new Error("usage: profileSummary.ts <file.cpuprofile> [functions]")
  printBreakdown(summarise(JSON.parse(readFileSync(file, "utf8")) as Profile), Number(process.argv[3] ?? 30))
}
