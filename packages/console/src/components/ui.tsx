import type { ComponentChildren } from "preact"
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

export const FirstLead = ({ flowId, sourceId }: { readonly flowId?: string; readonly sourceId?: string }) => (
  <Empty title="Submit your first lead">
    <p>No leads yet. Create and deploy a flow (Flows → New flow), then post a lead to one of its sources:</p>
    <pre class="code">
      <code>{firstLeadCurl(flowId, sourceId)}</code>
    </pre>
  </Empty>
)

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
