import type { DeployResponse, FlowRecord, FlowVersion, FlowVersionDocument } from "@leadflow/api"
import { useEffect, useRef, useState } from "preact/hooks"
import { ApiError, request } from "../api.js"
import { diffLines } from "../diff.js"
import { FlowView } from "../components/FlowView.js"
import { JsonEditor } from "../components/JsonEditor.js"
import { Confirming, DataTable, PageStatus, useAction, useConfirm } from "../components/page.js"
import { Empty, ErrorBox, Loading, when } from "../components/ui.js"
import { href, navigate } from "../router.js"
import { useApi } from "../useApi.js"

type Flow = typeof FlowRecord.Encoded
type Version = typeof FlowVersion.Encoded
type Deployed = typeof DeployResponse.Encoded
type VersionDocument = typeof FlowVersionDocument.Encoded

/** Members only the server sets: left out of the editor (except `version`, sent back for 409s). */
const serverOnly = ["id", "error", "errors", "deployed_version", "deployed_at", "created_at", "updated_at"]
export const editable = (flow: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(flow).filter(([k]) => !serverOnly.includes(k)))
/** Members in a stable order (the draft and a deployed version may list them differently). */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
      : value
export const comparable = (flow: Readonly<Record<string, unknown>>) => {
  const { version: _v, _id: _i, ...rest } = editable(flow)
  return JSON.stringify(sorted(rest), null, 2)
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
  const { busy: creating, error, act } = useAction()
  const busy = creating !== ""
  const [naming, setNaming] = useState<string | undefined>(undefined)
  const nameInput = useRef<HTMLInputElement>(null)
  const askingName = naming !== undefined
  useEffect(() => {
    if (askingName) nameInput.current?.focus()
  }, [askingName])
  const create = (name: string) =>
    act("Creating the flow", async () => {
      const created = await request<Flow>("/flows", { method: "POST", body: { ...newFlow, name } })
      navigate(href("flows", created.id))
    })
  return (
    <section aria-labelledby="flows-title">
      <h1 id="flows-title" tabIndex={-1}>
        Flows
      </h1>
      <p>
        <button type="button" onClick={() => setNaming(naming ?? "")} disabled={busy} aria-expanded={naming !== undefined}>
          New flow
        </button>
      </p>
      {naming !== undefined ? (
        <form
          class="editor"
          aria-labelledby="new-flow-title"
          onSubmit={(e) => {
            e.preventDefault()
            if (naming.trim() !== "") void create(naming.trim())
          }}
        >
          <h2 id="new-flow-title">New flow</h2>
          <label for="new-flow-name">Name</label>
          <input
            id="new-flow-name"
            value={naming}
            required
            ref={nameInput}
            aria-describedby="new-flow-help"
            onInput={(e) => setNaming((e.target as HTMLInputElement).value)}
          />
          <p id="new-flow-help" class="help">
            The flow starts as a draft with no sources or steps; it takes no leads until you deploy it.
          </p>
          <div class="actions">
            <button type="submit" disabled={busy || naming.trim() === ""}>
              {busy ? "Creating…" : "Create flow"}
            </button>
            <button type="button" class="secondary" onClick={() => setNaming(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <ErrorBox error={error ?? flows.error} />
      {flows.loading ? <Loading what="Loading flows" /> : null}
      {flows.data !== undefined && flows.data.length === 0 ? (
        <Empty title="No flows yet">
          <p>A flow receives leads from its sources, checks them and delivers them to buyers. Choose “New flow” to start one.</p>
        </Empty>
      ) : null}
      {flows.data !== undefined && flows.data.length > 0 ? (
        <DataTable caption="Flows" columns={["Name", "Status", "Sources", "Steps", "Draft", "Live"]}>
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
        </DataTable>
      ) : null}
    </section>
  )
}

export const FlowPage = ({ id }: { readonly id: string }) => {
  const flow = useApi<Flow>(`/flows/${encodeURIComponent(id)}`)
  const versions = useApi<ReadonlyArray<Version>>(`/flows/${encodeURIComponent(id)}/versions`)
  // The live version's document, to diff the draft against.
  const live = useApi<VersionDocument>(
    flow.data?.deployed_version === undefined ? null : `/flows/${encodeURIComponent(id)}/versions/${flow.data.deployed_version}`
  )
  const reverting = useConfirm<number>()
  // The editor's text and the saved draft it started from (`base`): edits are the difference. A
  // reload of the flow (after a deploy or a revert) replaces the text only when it has no edits;
  // otherwise the edits stay, and a later saved draft waits in `newer` until the user takes it.
  const [editor, setEditor] = useState<{ readonly text: string; readonly base: string | undefined; readonly newer?: string | undefined }>({
    text: "",
    base: undefined
  })
  const { text } = editor
  const setText = (next: string) => setEditor((e) => ({ ...e, text: next }))
  const edited = editor.base !== undefined && editor.text !== editor.base
  const [errors, setErrors] = useState<Readonly<Record<string, ReadonlyArray<string>>>>({})
  const { busy, error, notice, act } = useAction((e) => {
    if (e instanceof ApiError && Object.keys(e.errors).length > 0) setErrors(e.errors)
  })
  useEffect(() => {
    if (flow.data === undefined) return
    const saved = JSON.stringify(editable(flow.data), null, 2)
    setEditor((e) =>
      e.base === undefined || e.text === e.base
        ? { text: saved, base: saved }
        : { text: e.text, base: e.base, newer: saved === e.base ? undefined : saved }
    )
    setErrors(flow.data.errors ?? {})
  }, [flow.data])
  /** Drops the edits: the editor shows the saved draft (the latest one loaded). */
  const discard = () => setEditor((e) => ({ text: e.newer ?? e.base ?? e.text, base: e.newer ?? e.base }))
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
      // Saved: the editor takes the draft as the server answers it (its new version) on the reload.
      setEditor((e) => ({ text: e.text, base: e.text }))
      flow.reload()
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
      // The API's message already names the version ("Version 1 of your flow is live again").
      return `${done.message}.`
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
  const liveDoc = f.deployed_version !== undefined && live.data?.version === f.deployed_version ? (live.data.flow as Record<string, unknown>) : undefined
  const diff = liveDoc === undefined ? undefined : diffLines(comparable(liveDoc), comparable(f as unknown as Record<string, unknown>))
  const changed = diff?.some((l) => l.kind !== "same") ?? false
  const isLive = f.deployed_version === f.version
  const cannotDeploy =
    f.error !== undefined
      ? `Draft v${f.version} has problems: fix them (listed under the editor) before deploying.`
      : isLive
        ? `Draft v${f.version} is already live.`
        : undefined
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
        <button type="button" onClick={deploy} disabled={busy !== "" || cannotDeploy !== undefined} aria-describedby={cannotDeploy === undefined ? undefined : "deploy-why"}>
          Deploy draft v{f.version}
        </button>
        {cannotDeploy !== undefined ? (
          <span id="deploy-why" class="muted">
            {cannotDeploy}
          </span>
        ) : edited ? (
          <span class="muted">The editor below has unsaved changes: deploying makes the saved draft v{f.version} live, without them (they stay in the editor).</span>
        ) : null}
      </div>
      <PageStatus busy={busy} notice={notice} error={error} />
      <Confirming
        confirm={reverting}
        question={(v) => `Revert to v${v}? Submissions will run version ${v} instead of v${f.deployed_version ?? "?"}.`}
        detail={() => "The draft is not changed; you can deploy it again later."}
        onConfirm={(v) => void revert(v)}
      />
      <h2>Phases of draft v{f.version}</h2>
      <p class="muted">
        {isLive
          ? `The draft is the live version (v${f.version}).`
          : f.deployed_version === undefined
            ? "The saved draft; it is not deployed yet."
            : `The saved draft, not live yet: v${f.deployed_version} is live. Deploy the draft to make this take leads.`}
      </p>
      <FlowView flow={f} />
      <h2 id="edit-title">Edit the flow document</h2>
      <form
        aria-labelledby="edit-title"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        {editor.newer !== undefined ? (
          <p class="note warning" role="status">
            The saved draft changed since you began editing; your unsaved edits are kept. Save them (a stale version answers 409), or discard
            them to see the saved draft.
          </p>
        ) : null}
        <JsonEditor id="flow-json" label="Flow document (JSON)" value={text} onInput={setText} errors={errors} />
        <div class="actions">
          <button type="submit" disabled={busy !== ""}>
            Save draft
          </button>
          {edited ? (
            <button type="button" class="secondary" onClick={discard}>
              Discard unsaved edits
            </button>
          ) : null}
        </div>
      </form>
      <h2>Difference from the deployed version</h2>
      {live.loading ? <Loading /> : null}
      <ErrorBox error={live.error} />
      {f.deployed_version === undefined ? <p class="muted">Not deployed yet: deploy the draft to make it take leads.</p> : null}
      {diff !== undefined && !changed ? (
        <p>
          {isLive
            ? "The draft is the deployed version."
            : `Nothing differs here, but draft v${f.version} is a later save than the live v${f.deployed_version ?? "?"}: a secret may have changed (secrets are shown masked). Deploy the draft to make it live.`}
        </p>
      ) : null}
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
        <DataTable caption="Deployed versions" columns={["Version", "Deployed", "Status"]}>
          {versions.data.map((v) => (
            <tr key={v.version}>
              <th scope="row">v{v.version}</th>
              <td>{when(v.deployed_at)}</td>
              <td>
                {v.live ? (
                  "live"
                ) : (
                  <button type="button" class="secondary" onClick={() => reverting.ask(v.version)} disabled={busy !== ""}>
                    Revert to v{v.version}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  )
}
