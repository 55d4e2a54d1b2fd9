import type { ColumnName, Report, RunResult } from "@leadflow/api"
import { useState } from "preact/hooks"
import { download, request, type RequestOptions } from "../api.js"
import { Chart, palette } from "../components/Chart.js"
import { Confirming, DataTable, PageStatus, useAction, useConfirm } from "../components/page.js"
import { Empty, ErrorBox, Loading, when } from "../components/ui.js"
import { href } from "../router.js"
import { useApi } from "../useApi.js"
import { type RangeName, ranges, windowOf } from "./Dashboard.js"

type Stored = typeof Report.Encoded
type Run = typeof RunResult.Encoded

/** The columns offered in the report form (the API knows more: see GET /reports/{id}/meta). */
export const offeredColumns = [
  "source-submitted",
  "source-success",
  "source-failure",
  "source-error",
  "recipient-success",
  "recipient-failure",
  "recipient-error",
  "bid-submitted",
  "bid-success",
  "revenue",
  "cost",
  "profit",
  "avg-revenue-per-lead"
] as const satisfies ReadonlyArray<ColumnName>

interface Definition {
  name: string
  columns: ReadonlyArray<string>
  group_by: string
}

const bodyOf = (d: Definition) => ({
  name: d.name,
  columns: d.columns,
  group_by: d.group_by
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
})

/** Group-by paths whose values are flow ids, shown by the flow's name. */
const flowPaths = ["vars.flow.id", "flow_id", "flow.id"]

/** A group value as shown: a flow's name for a flow id (the id in its title), else the value. */
const groupValue = (g: string, value: string | null | undefined, flowNames: ReadonlyMap<string, string>) => {
  if (value === null || value === undefined) return { text: "(none)", title: undefined }
  const name = flowPaths.includes(g) ? flowNames.get(value) : undefined
  return name === undefined ? { text: value, title: undefined } : { text: name, title: `Flow id ${value}` }
}

export const RunView = ({
  run,
  title,
  flowNames = new Map()
}: {
  readonly run: Run
  readonly title: string
  readonly flowNames?: ReadonlyMap<string, string>
}) => {
  const label = (row: Run["rows"][number]) => run.group_by.map((g) => groupValue(g, row.group[g], flowNames).text).join(" · ") || "All"
  return (
    <>
      <DataTable
        caption={`${title}: ${when(run.start)} – ${when(run.end)}`}
        showCaption
        columns={[...run.group_by.map((g) => (flowPaths.includes(g) ? `Flow (${g})` : g)), ...run.columns]}
        footer={
          <tfoot>
            <tr>
              {run.group_by.length > 0 ? (
                <th scope="row" colSpan={run.group_by.length}>
                  Totals
                </th>
              ) : null}
              {run.columns.map((c) => (
                <td key={c}>{run.totals[c] ?? 0}</td>
              ))}
            </tr>
          </tfoot>
        }
      >
        {run.rows.map((row, i) => (
          <tr key={i}>
            {run.group_by.map((g) => {
              const shown = groupValue(g, row.group[g], flowNames)
              return (
                <th scope="row" key={g} title={shown.title}>
                  {shown.text}
                </th>
              )
            })}
            {run.columns.map((c) => (
              <td key={c}>{row.values[c] ?? 0}</td>
            ))}
          </tr>
        ))}
      </DataTable>
      {run.rows.length > 0 ? (
        <Chart
          title={`${title} chart`}
          x={run.rows.map(label)}
          series={run.columns.map((c, i) => ({ label: c, color: palette[i % palette.length] ?? "#333", values: run.rows.map((r) => r.values[c] ?? 0) }))}
        />
      ) : (
        <p class="muted">No events in this period.</p>
      )}
    </>
  )
}

const DefinitionForm = ({
  value,
  onChange,
  idPrefix
}: {
  readonly value: Definition
  readonly onChange: (d: Definition) => void
  readonly idPrefix: string
}) => (
  <>
    <label for={`${idPrefix}-name`}>Name</label>
    <input id={`${idPrefix}-name`} value={value.name} onInput={(e) => onChange({ ...value, name: (e.target as HTMLInputElement).value })} />
    <fieldset class="columns">
      <legend>Columns</legend>
      {offeredColumns.map((c) => (
        <label key={c} class="inline">
          <input
            type="checkbox"
            checked={value.columns.includes(c)}
            onChange={(e) =>
              onChange({
                ...value,
                columns: (e.target as HTMLInputElement).checked ? [...value.columns, c] : value.columns.filter((x) => x !== c)
              })
            }
          />
          {c}
        </label>
      ))}
    </fieldset>
    <label for={`${idPrefix}-group`}>Group by (event property paths, comma-separated)</label>
    <input
      id={`${idPrefix}-group`}
      value={value.group_by}
      placeholder="vars.flow.id, vars.source.id"
      onInput={(e) => onChange({ ...value, group_by: (e.target as HTMLInputElement).value })}
    />
  </>
)

export const Reports = ({ selected }: { readonly selected?: string | undefined }) => {
  const reports = useApi<ReadonlyArray<Stored>>("/reports")
  const flows = useApi<ReadonlyArray<{ readonly id: string; readonly name: string }>>("/flows")
  const flowNames = new Map((flows.data ?? []).map((f) => [f.id, f.name] as const))
  const deleting = useConfirm<Stored>()
  const [range, setRange] = useState<RangeName>("24h")
  const [draft, setDraft] = useState<Definition>({ name: "Leads by flow", columns: ["source-success", "source-failure", "revenue"], group_by: "vars.flow.id" })
  // The run shown, with the request that made it: its CSV is that request again (the same report
  // or definition and the same window), whatever the form or the period say since.
  const [run, setRun] = useState<{ title: string; run: Run; made: { readonly path: string; readonly options: RequestOptions } } | undefined>(undefined)
  const { busy, error, notice, act } = useAction()
  const runWith = (label: string, title: string, path: string, options: RequestOptions) =>
    act(label, async () => {
      setRun({ title, run: await request<Run>(path, options), made: { path, options } })
    })
  const runSaved = (r: Stored) => runWith("Running the report", r.name, `/reports/${encodeURIComponent(r.id)}/run`, { query: windowOf(range) })
  const preview = () =>
    runWith("Running the preview", draft.name === "" ? "Preview" : `Preview: ${draft.name}`, "/reports/preview", {
      method: "POST",
      query: windowOf(range),
      body: bodyOf(draft)
    })
  const save = () =>
    act("Saving the report", async () => {
      const saved = await request<Stored>("/reports", { method: "POST", body: bodyOf(draft) })
      reports.reload()
      return `Report “${saved.name}” saved.`
    })
  const csv = () =>
    act("Downloading CSV", async () => {
      if (run === undefined) return
      // The request that made the run (its window fixed when it ran), so the file has the rows on the screen.
      const text = await request<string>(run.made.path, { ...run.made.options, accept: "text/csv" })
      download(`${run.title.replace(/[^\w-]+/g, "-").toLowerCase() || "report"}.csv`, String(text), "text/csv")
    })
  const share = (r: Stored, on: boolean) =>
    act(on ? "Sharing" : "Unsharing", async () => {
      const answer = await request<{ token: string | null }>(`/reports/${encodeURIComponent(r.id)}/${on ? "share" : "unshare"}`, { method: "PUT" })
      reports.reload()
      return answer.token === null ? `“${r.name}” is no longer shared.` : `“${r.name}” is shared: ${location.origin}/reports/${answer.token}/run`
    })
  const remove = (r: Stored) =>
    act("Deleting", async () => {
      await request(`/reports/${encodeURIComponent(r.id)}`, { method: "DELETE" })
      reports.reload()
      return `Report “${r.name}” deleted.`
    })
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" tabIndex={-1}>
        Reports
      </h1>
      <fieldset class="filters">
        <legend>Period</legend>
        {(Object.keys(ranges) as Array<RangeName>).map((name) => (
          <label key={name} class="inline">
            <input type="radio" name="report-range" checked={range === name} onChange={() => setRange(name)} />
            {ranges[name].label}
          </label>
        ))}
      </fieldset>
      <PageStatus busy={busy} notice={notice} error={error} />
      <Confirming
        confirm={deleting}
        question={(r) => `Delete report ${r.name}? This cannot be undone.`}
        detail={(r) => (r.token === null ? undefined : "Its shared link stops working too.")}
        onConfirm={(r) => void remove(r)}
      />
      <h2>Saved reports</h2>
      {reports.loading ? <Loading what="Loading reports" /> : null}
      <ErrorBox error={reports.error} />
      {reports.data !== undefined && reports.data.length === 0 ? (
        <Empty title="No saved reports">
          <p>Build one below: choose columns and groups, run a preview, then save it.</p>
        </Empty>
      ) : null}
      {reports.data !== undefined && reports.data.length > 0 ? (
        <DataTable caption="Saved reports" columns={["Name", "Columns", "Group by", "Shared", "Actions"]}>
          {reports.data.map((r) => (
            <tr key={r.id} class={selected === r.id ? "selected" : undefined}>
              <th scope="row">
                <a href={href("reports", r.id)}>{r.name}</a>
              </th>
              <td>{r.columns.join(", ")}</td>
              <td>{r.group_by.join(", ")}</td>
              <td>{r.token === null ? "no" : <a href={`./reports/${r.token}/run`}>by token</a>}</td>
              <td class="actions">
                <button type="button" onClick={() => runSaved(r)} disabled={busy !== ""} aria-label={`Run ${r.name}`}>
                  Run
                </button>
                <button type="button" class="secondary" onClick={() => share(r, r.token === null)} disabled={busy !== ""} aria-label={`${r.token === null ? "Share" : "Unshare"} ${r.name}`}>
                  {r.token === null ? "Share" : "Unshare"}
                </button>
                <button type="button" class="danger" onClick={() => deleting.ask(r)} disabled={busy !== ""} aria-label={`Delete ${r.name}`}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <h2 id="new-report">New report</h2>
      <form
        aria-labelledby="new-report"
        onSubmit={(e) => {
          e.preventDefault()
          void preview()
        }}
      >
        <DefinitionForm value={draft} onChange={setDraft} idPrefix="report" />
        <div class="actions">
          <button type="submit" disabled={busy !== ""}>
            Run preview
          </button>
          <button type="button" class="secondary" onClick={save} disabled={busy !== "" || draft.name.trim() === ""}>
            Save report
          </button>
        </div>
      </form>
      {run !== undefined ? (
        <section aria-labelledby="run-title" class="run">
          <h2 id="run-title">{run.title}</h2>
          <button type="button" class="secondary" onClick={csv} disabled={busy !== ""}>
            Download CSV
          </button>
          <RunView run={run.run} title={run.title} flowNames={flowNames} />
        </section>
      ) : null}
    </section>
  )
}
