import { Metric, MetricKeyType, type MetricLabel, type MetricPair, MetricState } from "effect"

/**
 * Effect's metrics in the Prometheus text exposition format (0.0.4): counters, gauges and
 * histograms (cumulative `_bucket`s with `le`, `_sum`, `_count`). Frequencies and summaries are
 * not used by the server and are left out.
 */

export const prometheusContentType = "text/plain; version=0.0.4; charset=utf-8"

const escapeLabel = (value: string): string => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"')
const escapeHelp = (value: string): string => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")

const labelText = (labels: ReadonlyArray<MetricLabel.MetricLabel>, extra?: string): string => {
  const parts = labels.map((label) => `${label.key}="${escapeLabel(label.value)}"`)
  if (extra !== undefined) parts.push(extra)
  return parts.length === 0 ? "" : `{${parts.join(",")}}`
}

const num = (value: number | bigint): string =>
  typeof value === "bigint" ? value.toString() : Number.isFinite(value) ? String(value) : value > 0 ? "+Inf" : value < 0 ? "-Inf" : "NaN"

interface Family {
  readonly type: "counter" | "gauge" | "histogram"
  readonly help: string | undefined
  readonly lines: Array<string>
}

const familyOf = (families: Map<string, Family>, name: string, type: Family["type"], help: string | undefined): Family => {
  let family = families.get(name)
  if (family === undefined) {
    family = { type, help, lines: [] }
    families.set(name, family)
  }
  return family
}

/** The text of some metric pairs (by default, every metric of the global registry). */
export const prometheusText = (pairs: ReadonlyArray<MetricPair.MetricPair.Untyped> = Metric.unsafeSnapshot()): string => {
  const families = new Map<string, Family>()
  for (const { metricKey, metricState } of pairs) {
    const name = metricKey.name
    const help = metricKey.description._tag === "Some" ? metricKey.description.value : undefined
    const tags = metricKey.tags
    if (MetricKeyType.isCounterKey(metricKey.keyType) && MetricState.isCounterState(metricState)) {
      familyOf(families, name, "counter", help).lines.push(`${name}${labelText(tags)} ${num(metricState.count)}`)
    } else if (MetricKeyType.isGaugeKey(metricKey.keyType) && MetricState.isGaugeState(metricState)) {
      familyOf(families, name, "gauge", help).lines.push(`${name}${labelText(tags)} ${num(metricState.value)}`)
    } else if (MetricKeyType.isHistogramKey(metricKey.keyType) && MetricState.isHistogramState(metricState)) {
      const lines = familyOf(families, name, "histogram", help).lines
      // Effect's boundaries end with +Infinity (`MetricBoundaries` adds it): its bucket is the
      // `le="+Inf"` one. Added only if some histogram lacks it, never twice.
      let infinite = false
      for (const [bound, count] of metricState.buckets) {
        if (bound === Number.POSITIVE_INFINITY) infinite = true
        lines.push(`${name}_bucket${labelText(tags, `le="${num(bound)}"`)} ${count}`)
      }
      if (!infinite) lines.push(`${name}_bucket${labelText(tags, 'le="+Inf"')} ${metricState.count}`)
      lines.push(`${name}_sum${labelText(tags)} ${num(metricState.sum)}`)
      lines.push(`${name}_count${labelText(tags)} ${metricState.count}`)
    }
  }
  const out: Array<string> = []
  for (const [name, family] of [...families].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (family.help !== undefined) out.push(`# HELP ${name} ${escapeHelp(family.help)}`)
    out.push(`# TYPE ${name} ${family.type}`)
    out.push(...family.lines)
  }
  return `${out.join("\n")}\n`
}
