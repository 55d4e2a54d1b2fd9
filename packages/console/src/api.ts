import { clearKey, getKey } from "./session.js"

/**
 * A small fetch wrapper over Leadflow's public API. It sends HTTP Basic auth with the username
 * `API` and the session's API key as the password (see @leadflow/api Security.ts), and turns
 * every non-2xx answer into an `ApiError` carrying the API's own message and, for a 422, its
 * `errors` by path (`steps.0.outcome` → ["is missing"]).
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Readonly<Record<string, ReadonlyArray<string>>>
  constructor(status: number, message: string, errors: Readonly<Record<string, ReadonlyArray<string>>> = {}) {
    super(message)
    this.name = "ApiError"
    this.status = status
    this.errors = errors
  }
}

export const authorization = (key: string): string => `Basic ${btoa(`API:${key}`)}`

/** The API's base URL: the console's own origin unless embedded elsewhere (`window.LEADFLOW_API`). */
export const apiBase = (): string => {
  const configured = (globalThis as { LEADFLOW_API?: unknown }).LEADFLOW_API
  return typeof configured === "string" ? configured.replace(/\/$/, "") : ""
}

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

export interface RequestOptions {
  readonly method?: string
  readonly body?: unknown
  readonly query?: Readonly<Record<string, string | number | ReadonlyArray<string> | undefined>>
  /** `text/csv` for a report run as CSV; JSON otherwise. */
  readonly accept?: string
  /** Another key than the session's (the sign-in check). */
  readonly key?: string
  readonly signal?: AbortSignal
}

export const queryString = (query: RequestOptions["query"]): string => {
  if (query === undefined) return ""
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue
    if (Array.isArray(value)) for (const v of value as ReadonlyArray<string>) params.append(name, v)
    else params.append(name, String(value))
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/**
 * The API's answer as an error: its `message` (a 422's "Validation failed"), `error` (the main
 * API's errors) or `reason` (the certificate API's, e.g. "certificate not found"), and a 422's
 * `errors` by path.
 */
const errorOf = (status: number, statusText: string, body: unknown): ApiError => {
  if (typeof body === "object" && body !== null) {
    const record = body as Record<string, unknown>
    const said = [record["message"], record["error"], record["reason"]].find((m): m is string => typeof m === "string" && m.trim() !== "")
    const message = said ?? `${status} ${statusText}`.trim()
    const errors: Record<string, Array<string>> = {}
    const raw = record["errors"]
    if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
      for (const [path, messages] of Object.entries(raw as Record<string, unknown>))
        errors[path] = Array.isArray(messages) ? messages.map(String) : [String(messages)]
    }
    return new ApiError(status, message, errors)
  }
  return new ApiError(status, typeof body === "string" && body.trim() !== "" ? body.trim() : `${status} ${statusText}`.trim())
}

/**
 * Whether the session's key no longer works: `GET /account` answers 401 with it. Any key may read
 * its account, so a 401 elsewhere (a key of another scope, a free account's leads, an endpoint's
 * own 401) is not taken for a revoked key until this says so. One check at a time per key: the
 * calls of a page that fail together share it.
 */
let keyCheck: { readonly key: string; readonly revoked: Promise<boolean> } | undefined
const keyRevoked = (key: string): Promise<boolean> => {
  if (keyCheck?.key === key) return keyCheck.revoked
  const revoked = fetch(`${apiBase()}/account`, {
    method: "GET",
    headers: { accept: "application/json", authorization: authorization(key) },
    credentials: "omit",
    cache: "no-store"
  }).then(
    (res) => res.status === 401,
    // Not reachable: not known to be revoked.
    () => false
  )
  const check = { key, revoked }
  keyCheck = check
  void revoked.finally(() => {
    if (keyCheck === check) keyCheck = undefined
  })
  return revoked
}

/** Signs out when the session's `key` got a 401 and `GET /account` confirms it no longer works. */
const signOutIfRevoked = async (key: string, path: string): Promise<void> => {
  if (path !== "/account" && !(await keyRevoked(key))) return
  // Signed out or in again with another key meanwhile: not this key's business.
  if (getKey() !== key) return
  clearKey()
  window.dispatchEvent(new Event("leadflow:signout"))
}

/** Calls the API; resolves with the parsed JSON (or text for a non-JSON answer). */
export const request = async <A = Json>(path: string, options: RequestOptions = {}): Promise<A> => {
  const key = options.key ?? getKey()
  const headers: Record<string, string> = { accept: options.accept ?? "application/json" }
  if (key !== null && key !== "") headers["authorization"] = authorization(key)
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const init: RequestInit = { method: options.method ?? "GET", headers, credentials: "omit", cache: "no-store" }
  if (options.body !== undefined) init.body = JSON.stringify(options.body)
  if (options.signal !== undefined) init.signal = options.signal
  let res: Response
  try {
    res = await fetch(`${apiBase()}${path}${queryString(options.query)}`, init)
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause
    throw new ApiError(0, "The server could not be reached. Check your connection and try again.")
  }
  const type = res.headers.get("content-type") ?? ""
  const text = await res.text()
  let body: unknown = text
  if (type.includes("json") && text !== "") {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  if (!res.ok) {
    // A key that stopped working (revoked): back to the sign-in page, once `GET /account` confirms
    // it (a 401 of one endpoint is not always about the key).
    if (res.status === 401 && options.key === undefined && key !== null && key !== "") await signOutIfRevoked(key, path)
    throw errorOf(res.status, res.statusText, body)
  }
  return body as A
}

/** Saves a response body as a file (a report's CSV). */
export const download = (filename: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
