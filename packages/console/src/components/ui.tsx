import type { ComponentChildren } from "preact"
import { useEffect, useId, useRef } from "preact/hooks"
import { ApiError } from "../api.js"

/** A loading indicator that screen readers announce. */
export const Loading = ({ what = "Loading" }: { readonly what?: string }) => (
  <p class="loading" role="status" aria-live="polite">
    <span class="spinner" aria-hidden="true" />
    {what}…
  </p>
)

/** An API error with the API's own message, and its per-path `errors` when it has any. */
export const ErrorBox = ({ error, title = "The request failed" }: { readonly error: Error | undefined; readonly title?: string }) => {
  if (error === undefined) return null
  const errors = error instanceof ApiError ? Object.entries(error.errors) : []
  return (
    <div class="error" role="alert">
      <p>
        <strong>{title}:</strong> {error.message}
        {error instanceof ApiError && error.status > 0 ? <span class="status"> (HTTP {error.status})</span> : null}
      </p>
      {errors.length > 0 ? <PathErrors errors={Object.fromEntries(errors)} /> : null}
    </div>
  )
}

/** Messages by path into a document (`steps.0.outcome: is missing`). */
export const PathErrors = ({
  errors,
  onSelect
}: {
  readonly errors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly onSelect?: (path: string) => void
}) => (
  <ul class="path-errors">
    {Object.entries(errors).map(([path, messages]) => (
      <li key={path}>
        {onSelect === undefined ? (
          <code>{path === "" ? "(document)" : path}</code>
        ) : (
          <button type="button" class="link" onClick={() => onSelect(path)}>
            <code>{path === "" ? "(document)" : path}</code>
          </button>
        )}
        : {messages.join("; ")}
      </li>
    ))}
  </ul>
)

export const Empty = ({ title, children }: { readonly title: string; readonly children?: ComponentChildren }) => (
  <section class="empty" aria-label={title}>
    <h2>{title}</h2>
    {children}
  </section>
)

/** The curl that submits a first lead to a flow's source (no API key needed for a public source). */
export const firstLeadCurl = (flowId = "<flow id>", sourceId = "<source id>"): string =>
  `curl -X POST ${window.location.origin}/flows/${flowId}/sources/${sourceId}/submit \\\n  -H 'Content-Type: application/json' \\\n  -d '{"first_name":"Ada","email":"ada@example.com"}'`

interface FlowSummary {
  readonly id: string
  readonly name: string
  readonly deployed_version?: number | undefined
  readonly sources: ReadonlyArray<{ readonly id?: string | undefined; readonly entity?: { readonly id: string } | undefined }>
}

/** How to get a first lead in, worded by what the account has: no flow, no deployed flow, or a deployed one. */
export const FirstLead = ({ flows }: { readonly flows: ReadonlyArray<FlowSummary> | undefined }) => {
  const list = flows ?? []
  const deployed = list.find((f) => f.deployed_version !== undefined && f.sources.length > 0)
  const flow = deployed ?? list[0]
  const source = flow?.sources[0]
  const curl = firstLeadCurl(flow?.id, source?.id ?? source?.entity?.id)
  return (
    <Empty title="Submit your first lead">
      {flow === undefined ? (
        <p>
          No leads yet. Create and deploy a flow (<a href="#/flows">Flows → New flow</a>), then post a lead to one of its sources:
        </p>
      ) : deployed !== undefined ? (
        <p>
          No leads yet. Your flow <a href={`#/flows/${encodeURIComponent(deployed.id)}`}>{deployed.name}</a> is live: post a lead to its source:
        </p>
      ) : (
        <p>
          No leads yet. Deploy your flow <a href={`#/flows/${encodeURIComponent(flow.id)}`}>{flow.name}</a> (open it, then “Deploy”), then post a
          lead to {source === undefined ? "a source you add to it" : "its source"}:
        </p>
      )}
      <pre class="code">
        <code>{curl}</code>
      </pre>
    </Empty>
  )
}

/**
 * An in-page confirmation (not a modal): the question, what follows, and Confirm / Cancel.
 * Focus moves to Cancel (the safe choice); Escape cancels.
 */
export const Confirm = ({
  question,
  detail,
  confirmLabel = "Confirm",
  onConfirm,
  onCancel
}: {
  readonly question: string
  readonly detail?: string | undefined
  readonly confirmLabel?: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) => {
  const id = useId()
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div
      class="confirm"
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      aria-describedby={detail === undefined ? undefined : `${id}-d`}
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel()
      }}
    >
      <p id={`${id}-q`}>
        <strong>{question}</strong>
      </p>
      {detail !== undefined ? <p id={`${id}-d`}>{detail}</p> : null}
      <div class="actions">
        <button type="button" class="danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" class="secondary" ref={cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}

export const yesNo = (v: unknown): string => (v === true ? "Yes" : v === false ? "No" : "—")

export const when = (iso: unknown): string => {
  if (typeof iso !== "string" && typeof iso !== "number") return ""
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleString()
}

export const money = (n: unknown): string => (typeof n === "number" ? n.toLocaleString(undefined, { style: "currency", currency: "USD" }) : "")

/** Masks members whose names say they hold a secret (the API masks them too; this is a second belt). */
const secretName = /(secret|password|passwd|api_?key|token|authorization|private)/i
export const maskSecrets = (value: unknown, name = ""): unknown => {
  if (secretName.test(name) && value !== null && typeof value !== "object" && value !== "") return "••••••"
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v))
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]))
  return value
}

export const Json = ({ value, label }: { readonly value: unknown; readonly label?: string }) => (
  <pre class="code" tabIndex={0} aria-label={label}>
    <code>{JSON.stringify(value, null, 2)}</code>
  </pre>
)
