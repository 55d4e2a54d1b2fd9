import { useState } from "preact/hooks"
import { ApiError, download, request } from "../api.js"
import { JsonEditor } from "../components/JsonEditor.js"
import { Confirming, DataTable, PageStatus, useAction, useConfirm } from "../components/page.js"
import { Empty, ErrorBox, Loading, maskSecrets, yesNo } from "../components/ui.js"
import { useApi, usePages } from "../useApi.js"

type Row = Readonly<Record<string, unknown>>

export interface ResourceKind {
  readonly route: string
  readonly title: string
  readonly singular: string
  readonly path: string
  /** Member and its column header. */
  readonly columns: ReadonlyArray<readonly [string, string]>
  readonly intro: string
  /** Help shown under the editor. */
  readonly help?: string
  /** What a new record starts as. */
  readonly template: Readonly<Record<string, unknown>>
  /** Rows the API will not let you change (standard fields and entities). */
  readonly readOnly?: (row: Row) => boolean
  /** Rows the API refuses to delete (403): no Delete button. */
  readonly undeletable?: (row: Row) => boolean
  /** What else a delete does, said in its confirmation. */
  readonly deleteWarning?: string
  /** Write-only members: never shown, entered in password inputs, sent only when filled. */
  readonly secrets?: ReadonlyArray<string>
  /** The secrets a document of this kind takes (by its type); all of `secrets` otherwise. */
  readonly secretsOf?: (doc: Row) => ReadonlyArray<string>
  /** Which secrets a new record must have. */
  readonly requiredSecrets?: (doc: Row) => ReadonlyArray<string>
  /** The success message of a save, when it should say more than “Saved”. */
  readonly saved?: (sent: Row, saved: Row) => string | undefined
  /** A download link per row (batch files). */
  readonly download?: (row: Row) => string
  readonly creatable?: boolean
  /**
   * A list the API answers a page at a time (batch files: at most 100, newest first): the page
   * size and the query of the page after the loaded rows (a cursor). Shown with “Load more”.
   */
  readonly paging?: {
    readonly pageSize: number
    readonly after: (loaded: ReadonlyArray<Row>) => Readonly<Record<string, string | number>>
    /** What the rows are, in “Load older files”. */
    readonly more: string
  }
}

const serverKeys = ["id", "created_at", "updated_at", "standard", "account", "flow_ids", "version"]

export const resourceKinds: ReadonlyArray<ResourceKind> = [
  {
    route: "fields",
    title: "Fields",
    singular: "field",
    path: "/fields",
    columns: [
      ["id", "Id"],
      ["name", "Name"],
      ["type", "Type"],
      ["standard", "Built in"]
    ],
    intro: "The lead fields flows can use. Standard fields are built in; add your own custom fields.",
    help: "A custom field's id ends with an underscore and the field suffix of one of your entities (roof_age_acme). An id without one gets your account entity's suffix appended: roof_age is stored as roof_age_<suffix>, and flows must name it by that full id.",
    saved: (sent, saved) =>
      typeof sent["id"] === "string" && sent["id"] !== saved["id"]
        ? `Saved field ${String(saved["name"] ?? "")} with the id ${String(saved["id"])} (your entity's field suffix was appended to ${sent["id"]}): use ${String(saved["id"])} in flows.`
        : undefined,
    template: { id: "my_field", name: "My field", type: "string", description: "" },
    readOnly: (r) => r["standard"] === true
  },
  {
    route: "entities",
    title: "Entities",
    singular: "entity",
    path: "/entities",
    columns: [
      ["name", "Name"],
      ["source", "Source kind"],
      ["recipient", "Recipient kind"],
      ["field_suffix", "Field suffix"],
      ["standard", "Built in"]
    ],
    intro: "The sellers and buyers your flows name as sources and recipients.",
    template: { name: "New buyer", source: null, recipient: "buyer", module_ids: [] },
    readOnly: (r) => r["standard"] === true || (r["account"] === true && r["connected"] !== undefined && r["connected"] !== null),
    // Standard, account and connected entities answer 403 to a delete.
    undeletable: (r) => r["standard"] === true || r["account"] === true
  },
  {
    route: "credentials",
    title: "Credentials",
    singular: "credential",
    path: "/credentials",
    columns: [
      ["name", "Name"],
      ["type", "Type"],
      ["package", "Package"],
      ["username", "Username"]
    ],
    intro: "Secrets that integrations use to log in to buyers. Secrets are write-only: they are never shown again.",
    help: "type user takes a username and a password, token a token, oauth (oauth1, oauth2) an access token and optionally a refresh token.",
    template: { type: "user", package: "leadflow-custom", name: "Buyer login", username: "buyer-login" },
    secrets: ["password", "token", "access_token", "refresh_token"],
    secretsOf: (doc) =>
      doc["type"] === "user" ? ["password"] : doc["type"] === "token" ? ["token"] : String(doc["type"] ?? "").startsWith("oauth") ? ["access_token", "refresh_token"] : ["password", "token", "access_token", "refresh_token"],
    requiredSecrets: (doc) => (doc["type"] === "user" ? ["password"] : doc["type"] === "token" ? ["token"] : String(doc["type"] ?? "").startsWith("oauth") ? ["access_token"] : []),
    deleteWarning: "Flows that name this credential will error (and cannot be deployed) until they are changed."
  },
  {
    route: "batches",
    title: "Batches",
    singular: "batch",
    path: "/batch/batches",
    columns: [
      ["name", "Name"],
      ["format", "Format"],
      ["inbound", "Inbound"],
      ["delivery", "Delivery"]
    ],
    intro: "Batches collect leads into files (CSV, TSV, pipe-delimited or JSON lines) delivered for download, to a directory or over HTTP (the batch API).",
    template: {
      name: "Daily leads",
      format: "csv",
      columns: [
        { name: "email", template: "{{lead.email}}" },
        { name: "first_name", template: "{{lead.first_name}}" }
      ],
      inbound: true,
      delivery: { method: "download" }
    }
  },
  {
    route: "files",
    title: "Batch files",
    singular: "file",
    path: "/batch/files",
    columns: [
      ["name", "Name"],
      ["batch_id", "Batch"],
      ["record_count", "Records"],
      ["size", "Size (bytes)"],
      ["created_at", "Created"]
    ],
    intro: "Files of leads uploaded to the batch API; download one to see what was sent.",
    template: {},
    creatable: false,
    download: (r) => `/batch/files/${encodeURIComponent(String(r["id"]))}/download`,
    // GET /batch/files answers at most 100, newest first; `before_id` (exclusive) pages back.
    paging: { pageSize: 100, after: (loaded) => ({ before_id: String(loaded[loaded.length - 1]?.["id"] ?? "") }), more: "older files" }
  }
]

const cell = (v: unknown): string =>
  v === undefined || v === null ? "—" : typeof v === "boolean" ? yesNo(v) : typeof v === "object" ? JSON.stringify(v) : String(v)

const parsed = (text: string): Row => {
  try {
    const value = JSON.parse(text) as unknown
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Row) : {}
  } catch {
    return {}
  }
}

/** A list of one kind of record, and an editor for one (new or existing). */
export const Resources = ({ kind }: { readonly kind: ResourceKind }) => {
  const whole = useApi<ReadonlyArray<Row>>(kind.paging === undefined ? kind.path : null)
  const paged = usePages<ReadonlyArray<Row>, Row>(kind.paging === undefined ? null : kind.path, {
    pageSize: kind.paging?.pageSize ?? 100,
    read: (page) => ({ items: Array.isArray(page) ? page : [] }),
    after: (loaded) => kind.paging?.after(loaded) ?? {},
    id: (row) => String(row["id"])
  })
  const list =
    kind.paging === undefined
      ? whole
      : { data: paged.items, error: paged.error, loading: paged.loading && paged.items.length === 0, reload: paged.reload }
  const [editing, setEditing] = useState<{ id: string | undefined; name: string; text: string } | undefined>(undefined)
  const confirming = useConfirm<Row>()
  const [secrets, setSecrets] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Readonly<Record<string, ReadonlyArray<string>>>>({})
  const { busy, error, notice, act: run, clear } = useAction((e) => {
    if (e instanceof ApiError) setErrors(e.errors)
  })
  const rows = Array.isArray(list.data) ? list.data : []
  const open = (row: Row | undefined) => {
    const doc = row === undefined ? kind.template : Object.fromEntries(Object.entries(row).filter(([k]) => !serverKeys.includes(k) && !(kind.secrets ?? []).includes(k)))
    setEditing({ id: row === undefined ? undefined : String(row["id"]), name: row === undefined ? "" : String(row["name"] ?? row["id"]), text: JSON.stringify(doc, null, 2) })
    confirming.cancel()
    setSecrets({})
    setErrors({})
    clear()
  }
  const act = (label: string, work: () => Promise<string>) =>
    run(label, async () => {
      const said = await work()
      list.reload()
      return said
    })
  const save = () =>
    act("Saving", async () => {
      if (editing === undefined) return ""
      let body: Record<string, unknown>
      try {
        body = JSON.parse(editing.text) as Record<string, unknown>
      } catch (e) {
        throw new ApiError(0, `The document is not valid JSON: ${(e as Error).message}`)
      }
      const sent = { ...body }
      const allowed = kind.secretsOf?.(body) ?? kind.secrets ?? []
      for (const [k, v] of Object.entries(secrets)) if (v !== "" && allowed.includes(k)) body[k] = v
      const saved = await request<Row>(editing.id === undefined ? kind.path : `${kind.path}/${encodeURIComponent(editing.id)}`, {
        method: editing.id === undefined ? "POST" : "PUT",
        body
      })
      setEditing(undefined)
      setSecrets({})
      setErrors({})
      return kind.saved?.(sent, saved) ?? `Saved ${kind.singular} ${String(saved["name"] ?? saved["id"] ?? "")}.`
    })
  const remove = (row: Row) =>
    act("Deleting", async () => {
      await request(`${kind.path}/${encodeURIComponent(String(row["id"]))}`, { method: "DELETE" })
      return `Deleted ${kind.singular} ${String(row["name"] ?? row["id"])}.`
    })
  // A download changes nothing: the list (and the pages loaded) stays.
  const fetchFile = (row: Row) =>
    run("Downloading", async () => {
      const text = await request<string>(kind.download?.(row) ?? "", { accept: "*/*" })
      download(String(row["name"] ?? row["id"] ?? "file"), typeof text === "string" ? text : JSON.stringify(text), "application/octet-stream")
      return ""
    })
  return (
    <section aria-labelledby={`${kind.route}-title`}>
      <h1 id={`${kind.route}-title`} tabIndex={-1}>
        {kind.title}
      </h1>
      <p>{kind.intro}</p>
      {kind.creatable === false ? null : (
        <p>
          <button type="button" onClick={() => open(undefined)}>
            New {kind.singular}
          </button>
        </p>
      )}
      <PageStatus busy={busy} notice={notice} error={error} />
      <Confirming
        confirm={confirming}
        question={(row) => `Delete ${kind.singular} ${String(row["name"] ?? row["id"])}? This cannot be undone.`}
        detail={() => kind.deleteWarning}
        onConfirm={(row) => void remove(row)}
      />
      {editing !== undefined ? (
        <form
          class="editor"
          aria-label={editing.id === undefined ? `New ${kind.singular}` : `Edit ${kind.singular}`}
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <h2>{editing.id === undefined ? `New ${kind.singular}` : `Edit ${kind.singular} ${editing.name}`}</h2>
          <JsonEditor id={`${kind.route}-json`} label={`The ${kind.singular} (JSON)`} value={editing.text} rows={12} errors={errors} onInput={(text) => setEditing({ ...editing, text })} />
          {kind.help !== undefined ? <p class="help">{kind.help}</p> : null}
          {(kind.secretsOf?.(parsed(editing.text)) ?? kind.secrets ?? []).map((name) => (
            <div key={name}>
              <label for={`secret-${name}`}>
                {name.replace(/_/g, " ")}{" "}
                {editing.id !== undefined ? "(leave blank to keep)" : (kind.requiredSecrets?.(parsed(editing.text)) ?? []).includes(name) ? "(required)" : "(optional)"}
              </label>
              <input
                id={`secret-${name}`}
                type="password"
                autocomplete="new-password"
                value={secrets[name] ?? ""}
                onInput={(e) => setSecrets({ ...secrets, [name]: (e.target as HTMLInputElement).value })}
              />
            </div>
          ))}
          <div class="actions">
            <button type="submit" disabled={busy !== ""}>
              Save
            </button>
            <button type="button" class="secondary" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {list.loading ? <Loading what={`Loading ${kind.title.toLowerCase()}`} /> : null}
      <ErrorBox error={list.error} />
      {!list.loading && list.error === undefined && rows.length === 0 ? (
        <Empty title={`No ${kind.title.toLowerCase()} yet`}>
          <p>{kind.creatable === false ? "Upload a file with the batch API to see it here." : `Choose “New ${kind.singular}” to add one.`}</p>
        </Empty>
      ) : null}
      {rows.length > 0 ? (
        <DataTable caption={kind.title} columns={[...kind.columns.map(([, header]) => header), "Actions"]}>
          {rows.map((row, i) => {
            const masked = maskSecrets(row) as Row
            const name = String(row["name"] ?? row["id"] ?? i)
            return (
              <tr key={String(row["id"] ?? i)}>
                {kind.columns.map(([c], j) =>
                  j === 0 ? (
                    <th scope="row" key={c}>
                      {cell(masked[c])}
                    </th>
                  ) : (
                    <td key={c}>{cell(masked[c])}</td>
                  )
                )}
                <td class="actions">
                  {kind.download !== undefined ? (
                    <button type="button" class="secondary" onClick={() => fetchFile(row)} aria-label={`Download ${name}`}>
                      Download
                    </button>
                  ) : null}
                  {kind.creatable === false ? null : kind.readOnly?.(row) === true ? (
                    <span class="muted">built in</span>
                  ) : (
                    <>
                      <button type="button" class="secondary" onClick={() => open(row)} aria-label={`Edit ${name}`}>
                        Edit
                      </button>
                      {kind.undeletable?.(row) === true ? null : (
                        <button type="button" class="danger" onClick={() => confirming.ask(row)} aria-label={`Delete ${name}`} disabled={busy !== ""}>
                          Delete
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            )
          })}
        </DataTable>
      ) : null}
      {kind.paging !== undefined && paged.more ? (
        <p>
          <button type="button" class="secondary" onClick={paged.loadMore} disabled={paged.loading}>
            {paged.loading ? `Loading ${kind.paging.more}…` : `Load ${kind.paging.more}`}
          </button>{" "}
          <span class="muted">
            {rows.length} {kind.title.toLowerCase()} shown, newest first; there are more.
          </span>
        </p>
      ) : null}
    </section>
  )
}
