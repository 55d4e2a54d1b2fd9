/**
 * What each vector of a conformance corpus came to, counted honestly: a listed deviation is not a
 * pass, and a vector the runner does not run is counted and named with its reason, never dropped.
 */

/** passed; deviating = fails and is listed in DEVIATIONS.md; failed = fails unlisted; not run. */
export type Verdict = "passed" | "deviating" | "failed" | "not run"

export const verdictOf = (
  result: {
    readonly notRun?: string | undefined
    readonly mismatches: ReadonlyArray<string>
    /** Differences from a recorded output beyond the asserted ones (types corpus); they fail a vector too. */
    readonly observedMismatches?: ReadonlyArray<string>
  },
  listed: boolean
): Verdict =>
  result.notRun !== undefined
    ? "not run"
    : result.mismatches.length === 0 && (result.observedMismatches?.length ?? 0) === 0
      ? "passed"
      : listed
        ? "deviating"
        : "failed"

export interface Counts {
  vectors: number
  run: number
  passed: number
  deviating: number
  failed: number
  notRun: number
}

export const emptyCounts = (): Counts => ({ vectors: 0, run: 0, passed: 0, deviating: 0, failed: 0, notRun: 0 })

export const add = (counts: Counts, verdict: Verdict): void => {
  counts.vectors++
  if (verdict === "not run") counts.notRun++
  else {
    counts.run++
    if (verdict === "passed") counts.passed++
    else if (verdict === "deviating") counts.deviating++
    else counts.failed++
  }
}

const percent = (part: number, whole: number): string => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`)

/** A table with one row per group and a total, then what "passed" means. */
export const printCounts = (groupTitle: string, rows: ReadonlyMap<string, Counts>): Counts => {
  const total = emptyCounts()
  for (const c of rows.values()) for (const key of Object.keys(total) as Array<keyof Counts>) total[key] += c[key]
  const width = Math.max(groupTitle.length, ...[...rows.keys()].map((k) => k.length), 5) + 2
  const columns = ["vectors", "run", "passed", "deviating", "failed", "not run", "passed of run"]
  const line = (name: string, c: Counts) =>
    console.log(
      name.padEnd(width) +
        [c.vectors, c.run, c.passed, c.deviating, c.failed, c.notRun].map((n) => String(n).padStart(11)).join("") +
        percent(c.passed, c.run).padStart(15)
    )
  console.log(groupTitle.padEnd(width) + columns.map((c, i) => c.padStart(i === columns.length - 1 ? 15 : 11)).join(""))
  for (const [name, c] of [...rows].sort(([a], [b]) => a.localeCompare(b))) line(name, c)
  line("total", total)
  return total
}
