import type { AccountView, ApiKeyView, CreatedApiKeyView } from "@leadflow/api"
import { useState } from "preact/hooks"
import { request } from "../api.js"
import { Confirming, DataTable, PageStatus, useAction, useConfirm } from "../components/page.js"
import { ErrorBox, Loading, when } from "../components/ui.js"
import { useApi } from "../useApi.js"

type AccountRecord = typeof AccountView.Encoded
type Key = typeof ApiKeyView.Encoded
type Created = typeof CreatedApiKeyView.Encoded

const scopes = [
  ["full", "Full: everything"],
  ["read", "Read: reading the management, batch and certificate APIs"],
  ["submit", "Submit: lead submission only"]
] as const

/** The account (GET /account) and its API keys: list, create (the key is shown once), revoke. */
export const Account = () => {
  const account = useApi<AccountRecord>("/account")
  const keys = useApi<ReadonlyArray<Key>>("/account/keys")
  const [name, setName] = useState("")
  const [scope, setScope] = useState<Key["scope"]>("full")
  const [created, setCreated] = useState<Created | undefined>(undefined)
  const revoking = useConfirm<Key>()
  const { busy, error, notice, act } = useAction()
  const create = () =>
    act("Creating the key", async () => {
      setCreated(undefined)
      const answer = await request<Created>("/account/keys", { method: "POST", body: { name: name.trim(), scope } })
      setCreated(answer)
      setName("")
      keys.reload()
    })
  const revoke = (key: Key) =>
    act("Revoking the key", async () => {
      await request(`/account/keys/${encodeURIComponent(key.id)}`, { method: "DELETE" })
      keys.reload()
      return `Key “${key.name}” revoked: it no longer works.`
    })
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" tabIndex={-1}>
        Account
      </h1>
      {account.loading ? <Loading what="Loading the account" /> : null}
      <ErrorBox error={account.error} />
      {account.data !== undefined ? (
        <dl class="facts">
          <dt>Name</dt>
          <dd>{account.data.name}</dd>
          <dt>Id</dt>
          <dd>
            <code>{account.data.id}</code>
          </dd>
          <dt>Plan</dt>
          <dd>{account.data.plan}</dd>
          <dt>Created</dt>
          <dd>{when(account.data.created_at)}</dd>
        </dl>
      ) : null}
      <h2 id="keys-title">API keys</h2>
      <p>
        A full or read key signs in to this console (a read key sees every page, the dashboard and report previews included, but
        changes nothing); every key calls the API (HTTP Basic, user <code>API</code>, the key as the password).
      </p>
      <PageStatus busy={busy} notice={notice} error={error} />
      {created !== undefined ? (
        <div class="notice" role="status">
          <p>
            <strong>Key “{created.name}” created.</strong> Copy it now: it is shown only this once.
          </p>
          <p>
            <code class="secret-key" data-testid="new-key">
              {created.key}
            </code>
          </p>
          <button type="button" class="secondary" onClick={() => setCreated(undefined)}>
            I have copied it
          </button>
        </div>
      ) : null}
      <Confirming
        confirm={revoking}
        question={(k) => `Revoke key ${k.name}? This cannot be undone.`}
        detail={() => "Every client using it (and this console, if you signed in with it) stops working at once."}
        onConfirm={(k) => void revoke(k)}
      />
      {keys.loading ? <Loading what="Loading the keys" /> : null}
      <ErrorBox error={keys.error} />
      {keys.data !== undefined && keys.data.length > 0 ? (
        <DataTable caption="API keys" columns={["Name", "Scope", "Starts with", "Created", "Last used", "Actions"]}>
          {keys.data.map((k) => (
            <tr key={k.id}>
              <th scope="row">{k.name}</th>
              <td>{k.scope}</td>
              <td>{k.prefix === null ? "—" : <code>{k.prefix}…</code>}</td>
              <td>{when(k.created_at)}</td>
              <td>{k.last_used_at === null ? "never" : when(k.last_used_at)}</td>
              <td class="actions">
                <button type="button" class="danger" onClick={() => revoking.ask(k)} disabled={busy !== ""} aria-label={`Revoke ${k.name}`}>
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <h2 id="new-key-title">New API key</h2>
      <form
        aria-labelledby="new-key-title"
        onSubmit={(e) => {
          e.preventDefault()
          if (name.trim() !== "") void create()
        }}
      >
        <label for="key-name">Name (what the key is for)</label>
        <input id="key-name" value={name} maxLength={100} placeholder="Zapier export" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        <label for="key-scope">Scope</label>
        <select id="key-scope" value={scope} onChange={(e) => setScope((e.target as HTMLSelectElement).value as Key["scope"])}>
          {scopes.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <div class="actions">
          <button type="submit" disabled={busy !== "" || name.trim() === ""}>
            Create key
          </button>
        </div>
      </form>
    </section>
  )
}
