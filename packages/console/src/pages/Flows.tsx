import type { Changelog, DeployResponse, FlowRecord, FlowVersion } from "@leadflow/api"
import { useEffect, useState } from "preact/hooks"
import { ApiError, request } from "../api.js"
import { diffLines } from "../diff.js"
import { FlowView } from "../components/FlowView.js"
import { JsonEditor } from "../components/JsonEditor.js"
import { Empty, ErrorBox, Loading, when } from "../components/ui.js"
import { href, navigate } from "../router.js"
import { useApi } from "../useApi.js"

type Flow = typeof FlowRecord.Encoded
type Version = typeof FlowVersion.Encoded
type Deployed = typeof DeployResponse.Encoded
type Change = typeof Changelog.Encoded

/** Members only the server sets: left out of the editor (except `version`, sent back for 409s). */
const serverOnly = ["id", "error", "errors", "deployed_version", "deployed_at", "created_at", "updated_at"]
export const editable = (flow: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(flow).filter(([k]) => !serverOnly.includes(k)))
const comparable = (flow: Readonly<Record<string, unknown>>) => {
  const { version: _v, _id: _i, ...rest } = editable(flow)
  return JSON.stringify(rest, null, 2)
}

const newFlow = {
  name: "New flow",
  enabled: true,
  fields: ["first_name", "last_name", "email", "phone_1"],
  sources: [],
  steps: []
}

export const FlowList = () => {
  const flows = useApi<ReadonlyArray<Flow>>("/flows")
  const [error, setError] = useState<Error | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const created = await request<Flow>("/flows", { method: "POST", body: newFlow })
      navigate(href("flows", created.id))
    } catch (e) {
      setError(e as Error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="flows-title">
      <h1 id="flows-title" tabIndex={-1}>
        Flows
      </h1>
      <p>
        <button type="button" onClick={create} disabled={busy}>
          {busy ? "Creating…" : "New flow"}
        </button>
      </p>
      <ErrorBox error={error ?? flows.error} />
      {flows.loading ? <Loading what="Loading flows" /> : null}
      {flows.data !== undefined && flows.data.length === 0 ? (
        <Empty title="No flows yet">
          <p>A flow receives leads from its sources, checks them and delivers them to buyers. Choose “New flow” to start one.</p>
        </Empty>
      ) : null}
      {flows.data !== undefined && flows.data.length > 0 ? (
        <table>
          <caption class="sr-only">Flows</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Sources</th>
              <th scope="col">Steps</th>
              <th scope="col">Draft</th>
              <th scope="col">Live</th>
            </tr>
          </thead>
          <tbody>
            {flows.data.map((f) => (
              <tr key={f.id}>
                <th scope="row">
                  <a href={href("flows", f.id)}>{f.name}</a>
                </th>
                <td>{f.enabled ? "enabled" : "disabled"}{f.error !== undefined ? " · has problems" : ""}</td>
                <td>{f.sources.length}</td>
                <td>{f.steps.length}</td>
                <td>v{f.version}</td>
                <td>{f.deployed_version === undefined ? "never deployed" : `v${f.deployed_version}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

/** The deployed document, from the flow's changelogs (the revision whose version is live). */
const deployedRevision = (changes: ReadonlyArray<Change>, deployed: number | undefined): Record<string, unknown> | undefined => {
  if (deployed === undefined) return undefined
  const revisions = [...changes].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((c) => c.current_revision as Record<string, unknown>)
  return revisions.find((r) => r["version"] === deployed) ?? revisions[deployed - 1]
}

export const FlowPage = ({ id }: { readonly id: string }) => {
  const flow = useApi<Flow>(`/flows/${encodeURIComponent(id)}`)
  const versions = useApi<ReadonlyArray<Version>>(`/flows/${encodeURIComponent(id)}/versions`)
  const changes = useApi<ReadonlyArray<Change>>(`/flows/${encodeURIComponent(id)}/changelogs`)
  const [text, setText] = useState("")
  const [errors, setErrors] = useState<Readonly<Record<string, ReadonlyArray<string>>>>({})
  const [error, setError] = useState<Error | undefined>(undefined)
  const [notice, setNotice] = useState("")
  const [busy, setBusy] = useState("")
  useEffect(() => {
    if (flow.data === undefined) return
    setText(JSON.stringify(editable(flow.data), null, 2))
    setErrors(flow.data.errors ?? {})
  }, [flow.data])
  const act = async (label: string, run: () => Promise<string>) => {
    setBusy(label)
    setError(undefined)
    setNotice("")
    try {
      setNotice(await run())
    } catch (e) {
      setError(e as Error)
      if (e instanceof ApiError && Object.keys(e.errors).length > 0) setErrors(e.errors)
    } finally {
      setBusy("")
    }
  }
  const save = () =>
    act("Saving", async () => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch (e) {
        throw new ApiError(0, `The document is not valid JSON: ${(e as Error).message}`)
      }
      const saved = await request<Flow>(`/flows/${encodeURIComponent(id)}`, { method: "PUT", body })
      setErrors(saved.errors ?? {})
      flow.reload()
      changes.reload()
      return saved.errors === undefined ? `Draft saved as version ${saved.version}.` : `Draft saved as version ${saved.version}, with problems to fix before deploying.`
    })
  const deploy = () =>
    act("Deploying", async () => {
      const done = await request<Deployed>(`/flows/${encodeURIComponent(id)}/deploy`, { method: "POST" })
      flow.reload()
      versions.reload()
      return `${done.message} (version ${done.deployed_version}).`
    })
  const revert = (version: number) =>
    act("Reverting", async () => {
      const done = await request<Deployed>(`/flows/${encodeURIComponent(id)}/revert`, { method: "POST", body: { version } })
      flow.reload()
      versions.reload()
      return `${done.message} (version ${done.deployed_version} is live).`
    })
  if (flow.loading && flow.data === undefined) return <Loading what="Loading the flow" />
  if (flow.data === undefined)
    return (
      <section>
        <h1 tabIndex={-1}>Flow</h1>
        <ErrorBox error={flow.error} />
        <a href={href("flows")}>Back to the flows</a>
      </section>
    )
  const f = flow.data
  const deployedDoc = changes.data === undefined ? undefined : deployedRevision(changes.data, f.deployed_version)
  const diff = deployedDoc === undefined ? undefined : diffLines(comparable(deployedDoc), comparable(f as unknown as Record<string, unknown>))
  const changed = diff?.some((l) => l.kind !== "same") ?? false
  return (
    <section aria-labelledby="flow-title">
      <p>
        <a href={href("flows")}>← Flows</a>
      </p>
      <h1 id="flow-title" tabIndex={-1}>
        {f.name}
      </h1>
      <p class="muted">
        Draft version {f.version} ·{" "}
        {f.deployed_version === undefined ? "never deployed" : `version ${f.deployed_version} live since ${when(f.deployed_at)}`}
        {f.error !== undefined ? ` · ${f.error}` : ""}
      </p>
      <div class="actions">
        <button type="button" onClick={deploy} disabled={busy !== ""}>
          Deploy draft v{f.version}
        </button>
      </div>
      {busy !== "" ? <Loading what={busy} /> : null}
      {notice !== "" ? (
        <p class="notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorBox error={error} />
      <h2>Phases</h2>
      <FlowView flow={f} />
      <h2 id="edit-title">Edit the flow document</h2>
      <form
        aria-labelledby="edit-title"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <JsonEditor id="flow-json" label="Flow document (JSON)" value={text} onInput={setText} errors={errors} />
        <button type="submit" disabled={busy !== ""}>
          Save draft
        </button>
      </form>
      <h2>Difference from the deployed version</h2>
      {changes.loading ? <Loading /> : null}
      <ErrorBox error={changes.error} />
      {f.deployed_version === undefined ? <p class="muted">Not deployed yet: deploy the draft to make it take leads.</p> : null}
      {f.deployed_version !== undefined && diff === undefined && !changes.loading ? (
        <p class="muted">The deployed document is not in the flow's changelog.</p>
      ) : null}
      {diff !== undefined && !changed ? <p>The draft is the deployed version.</p> : null}
      {diff !== undefined && changed ? (
        <pre class="diff code" tabIndex={0} aria-label="Changes from the deployed version: lines starting with + were added, - removed">
          {diff
            .filter((l, i, all) => l.kind !== "same" || all.slice(Math.max(0, i - 2), i + 3).some((x) => x.kind !== "same"))
            .map((l, i) => (
              <div key={i} class={l.kind}>
                {l.kind === "added" ? "+ " : l.kind === "removed" ? "- " : "  "}
                {l.text}
              </div>
            ))}
        </pre>
      ) : null}
      <h2>Deployed versions</h2>
      {versions.loading ? <Loading /> : null}
      <ErrorBox error={versions.error} />
      {versions.data !== undefined && versions.data.length === 0 ? <p class="muted">No version was deployed yet.</p> : null}
      {versions.data !== undefined && versions.data.length > 0 ? (
        <table>
          <caption class="sr-only">Deployed versions</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Deployed</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.map((v) => (
              <tr key={v.version}>
                <th scope="row">v{v.version}</th>
                <td>{when(v.deployed_at)}</td>
                <td>
                  {v.live ? (
                    "live"
                  ) : (
                    <button type="button" class="secondary" onClick={() => revert(v.version)} disabled={busy !== ""}>
                      Revert to v{v.version}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
