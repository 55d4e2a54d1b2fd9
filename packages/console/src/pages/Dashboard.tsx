import type { FlowRecord, RunResult } from "@leadflow/api"
import { useMemo, useState } from "preact/hooks"
import { Chart, palette } from "../components/Chart.js"
import { DataTable, Options, sourcesOf } from "../components/page.js"
import { ErrorBox, FirstLead, Loading, money } from "../components/ui.js"
import { useApi } from "../useApi.js"

type Flow = typeof FlowRecord.Encoded
type Run = typeof RunResult.Encoded
type StatsRow = Record<string, unknown> & { readonly timeframe?: { readonly start: string; readonly end: string } }

export const ranges = {
  "24h": { label: "Last 24 hours", ms: 86_400_000, interval: "hourly" },
  "7d": { label: "Last 7 days", ms: 7 * 86_400_000, interval: "daily" },
  "30d": { label: "Last 30 days", ms: 30 * 86_400_000, interval: "daily" }
} as const
export type RangeName = keyof typeof ranges

/** The window of a range, rounded to the minute so that re-renders ask the same thing. */
export const windowOf = (range: RangeName, now = Date.now()) => {
  const end = Math.ceil(now / 60_000) * 60_000
  return { start: new Date(end - ranges[range].ms).toISOString(), end: new Date(end).toISOString() }
}

/**
 * The viewer's time zone for `/events/stats` (`timezone`), so that daily buckets start at the
 * viewer's midnight and hourly ones on the viewer's hours (not UTC's): its tz database name (the
 * server takes the zone's offset at the time of the query), else the current offset in seconds
 * east of UTC.
 */
export const viewerTimeZone = (): string => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (typeof zone === "string" && zone !== "") return zone
  } catch {
    // No Intl time zone support: the offset below.
  }
  return String(-new Date().getTimezoneOffset() * 60)
}

/** Report rules narrowing events to a flow and/or a source. */
export const narrowing = (flowId: string, sourceId: string) => [
  ...(flowId === "" ? [] : [{ lhv: "vars.flow.id", op: "is equal to", rhv: flowId }]),
  ...(sourceId === "" ? [] : [{ lhv: "vars.source.id", op: "is equal to", rhv: sourceId }])
]

const outcomes = [
  ["source-success", "Success", palette[0]],
  ["source-failure", "Failure", palette[1]],
  ["source-error", "Error", palette[2]]
] as const

export const Dashboard = () => {
  const [range, setRange] = useState<RangeName>("24h")
  const [flowId, setFlowId] = useState("")
  const [sourceId, setSourceId] = useState("")
  const [groupBy, setGroupBy] = useState<"vars.flow.id" | "vars.source.id">("vars.flow.id")
  const window = useMemo(() => windowOf(range), [range])
  const rules = narrowing(flowId, sourceId)
  const flows = useApi<ReadonlyArray<Flow>>("/flows")
  const entities = useApi<ReadonlyArray<{ id: string; name: string }>>("/entities")
  const timezone = useMemo(viewerTimeZone, [])
  const stats = useApi<ReadonlyArray<StatsRow>>("/events/stats", {
    query: { ...window, interval: ranges[range].interval, timezone, rule: rules.length === 0 ? undefined : rules.map((r) => JSON.stringify(r)) }
  })
  const money_ = useApi<Run>("/reports/preview", {
    method: "POST",
    query: window,
    body: { columns: ["source-submitted", "source-success", "revenue", "cost", "profit"], group_by: [groupBy], rules }
  })
  const reasons = useApi<Run>("/reports/preview", {
    method: "POST",
    query: window,
    body: { columns: ["source-failure", "source-error"], group_by: ["reason"], rules }
  })
  const buyers = useApi<Run>("/reports/preview", {
    method: "POST",
    query: window,
    body: { columns: ["recipient-success", "recipient-failure", "recipient-error", "revenue"], group_by: ["vars.recipient.id"], rules }
  })
  const names = new Map<string, string>()
  for (const e of entities.data ?? []) names.set(e.id, e.name)
  for (const f of flows.data ?? []) {
    names.set(f.id, f.name)
    for (const s of f.sources) if (s.entity !== undefined) names.set(s.entity.id, s.entity.name ?? s.entity.id)
  }
  const nameOf = (id: string | null | undefined) => (id === null || id === undefined ? "(none)" : names.get(id) ?? id)
  const sources = sourcesOf(flows.data)
  const submitted = (stats.data ?? []).reduce((n, row) => n + Number(row["source-submitted"] ?? 0), 0)
  return (
    <section aria-labelledby="dash-title">
      <h1 id="dash-title" tabIndex={-1}>
        Dashboard
      </h1>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Dashboard filters">
        <fieldset>
          <legend>Period</legend>
          {(Object.keys(ranges) as Array<RangeName>).map((name) => (
            <label key={name} class="inline">
              <input type="radio" name="range" value={name} checked={range === name} onChange={() => setRange(name)} />
              {ranges[name].label}
            </label>
          ))}
        </fieldset>
        <label>
          Flow
          <select value={flowId} onChange={(e) => setFlowId((e.target as HTMLSelectElement).value)}>
            <Options all="All flows" options={(flows.data ?? []).map((f) => [f.id, f.name] as const)} />
          </select>
        </label>
        <label>
          Source
          <select value={sourceId} onChange={(e) => setSourceId((e.target as HTMLSelectElement).value)}>
            <Options all="All sources" options={sources} />
          </select>
        </label>
        <label>
          Money by
          <select value={groupBy} onChange={(e) => setGroupBy((e.target as HTMLSelectElement).value as typeof groupBy)}>
            <option value="vars.flow.id">Flow</option>
            <option value="vars.source.id">Source</option>
          </select>
        </label>
      </form>
      <ErrorBox error={stats.error ?? flows.error} />
      {stats.loading ? <Loading what="Loading lead counts" /> : null}
      {stats.data !== undefined && submitted === 0 && !stats.loading ? (
        <FirstLead flows={flows.data} />
      ) : null}
      {stats.data !== undefined && submitted > 0 ? (
        <>
          <p class="kpi" aria-live="polite">
            <strong data-testid="lead-total">{submitted}</strong> leads in the {ranges[range].label.toLowerCase()}
          </p>
          <Chart
            title="Leads by outcome over time"
            x={stats.data.map((row) => Date.parse(row.timeframe?.start ?? "") / 1000)}
            series={outcomes.map(([column, label, color]) => ({
              label,
              color,
              values: (stats.data ?? []).map((row) => Number(row[column] ?? 0))
            }))}
          />
        </>
      ) : null}
      <div class="grid">
        <section aria-labelledby="money-title">
          <h2 id="money-title">Revenue, cost and profit</h2>
          {money_.loading ? <Loading /> : null}
          <ErrorBox error={money_.error} />
          {money_.data !== undefined ? (
            <>
              <dl class="totals">
                <dt>Revenue</dt>
                <dd>{money(money_.data.totals["revenue"])}</dd>
                <dt>Cost</dt>
                <dd>{money(money_.data.totals["cost"])}</dd>
                <dt>Profit</dt>
                <dd>{money(money_.data.totals["profit"])}</dd>
              </dl>
              {money_.data.rows.length > 0 ? (
                <Chart
                  title={`Revenue, cost and profit by ${groupBy === "vars.flow.id" ? "flow" : "source"}`}
                  x={money_.data.rows.map((r) => nameOf(r.group[groupBy]))}
                  series={(["revenue", "cost", "profit"] as const).map((c, i) => ({
                    label: c[0]?.toUpperCase() + c.slice(1),
                    color: palette[i + 3] ?? "#333",
                    values: (money_.data?.rows ?? []).map((r) => r.values[c] ?? 0)
                  }))}
                  format={(n) => money(n)}
                />
              ) : null}
            </>
          ) : null}
        </section>
        <section aria-labelledby="reasons-title">
          <h2 id="reasons-title">Top failure and error reasons</h2>
          {reasons.loading ? <Loading /> : null}
          <ErrorBox error={reasons.error} />
          {reasons.data !== undefined ? (
            <RankTable
              caption="Reasons"
              rows={reasons.data.rows
                .filter((r) => r.group["reason"] !== null)
                .map((r) => ({ name: String(r.group["reason"]), a: r.values["source-failure"] ?? 0, b: r.values["source-error"] ?? 0 }))}
              heads={["Reason", "Failures", "Errors"]}
              empty="No failures or errors in this period."
            />
          ) : null}
        </section>
        <section aria-labelledby="buyers-title">
          <h2 id="buyers-title">Deliveries by buyer</h2>
          {buyers.loading ? <Loading /> : null}
          <ErrorBox error={buyers.error} />
          {buyers.data !== undefined ? (
            <RankTable
              caption="Deliveries"
              rows={buyers.data.rows
                .filter((r) => r.group["vars.recipient.id"] !== null)
                .map((r) => ({
                  name: nameOf(r.group["vars.recipient.id"]),
                  a: r.values["recipient-success"] ?? 0,
                  b: (r.values["recipient-failure"] ?? 0) + (r.values["recipient-error"] ?? 0)
                }))}
              heads={["Buyer", "Accepted", "Rejected or errored"]}
              empty="No deliveries in this period. Add a recipient step to a flow to deliver leads."
            />
          ) : null}
        </section>
      </div>
    </section>
  )
}

const RankTable = ({
  rows,
  heads,
  caption,
  empty
}: {
  readonly rows: ReadonlyArray<{ name: string; a: number; b: number }>
  readonly heads: readonly [string, string, string]
  readonly caption: string
  readonly empty: string
}) =>
  rows.length === 0 ? (
    <p class="muted">{empty}</p>
  ) : (
    <DataTable caption={caption} columns={heads}>
      {[...rows]
        .sort((x, y) => y.a + y.b - (x.a + x.b))
        .slice(0, 10)
        .map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{r.a}</td>
            <td>{r.b}</td>
          </tr>
        ))}
    </DataTable>
  )
