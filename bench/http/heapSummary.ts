/**
 * `npx tsx bench/http/heapSummary.ts <file.heapprofile>`: the functions whose allocations a
 * heap profile of `bench:http` sampled (BENCH_HTTP_HEAP=1, see `profiling.ts`: memory that lived
 * into the old generation), by self size, heaviest first.
 */
import { readFileSync } from "node:fs"

interface HeapNode {
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly selfSize: number
  readonly children: ReadonlyArray<HeapNode>
}

const file = process.argv[2]
if (file === undefined) throw new Error("usage: heapSummary.ts <file.heapprofile>")
const { head } = JSON.parse(readFileSync(file, "utf8")) as { readonly head: HeapNode }
const bySite = new Map<string, number>()
let total = 0
const walk = (node: HeapNode): void => {
  const frame = node.callFrame
  const site = `${frame.functionName === "" ? "(anonymous)" : frame.functionName} ${frame.url.split("/").slice(-2).join("/")}:${frame.lineNumber + 1}`
  total += node.selfSize
  if (node.selfSize > 0) bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize)
  for (const child of node.children) walk(child)
}
walk(head)
console.log(`sampled ${(total / 1e6).toFixed(1)} MB; heaviest allocation sites (self size):`)
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${((100 * bytes) / total).toFixed(1).padStart(6)}%  ${(bytes / 1e6).toFixed(1).padStart(7)} MB  ${site}`)
