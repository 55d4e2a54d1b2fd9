import type { InboundResponse } from "../Contract.js"

/**
 * A response written as test data. `status` defaults to 200 and `version` to "1.1". A `body`
 * that is not a string is sent as its JSON (with `Content-Type: application/json` unless the
 * headers set one).
 */
export interface CannedResponse {
  readonly status?: number
  readonly version?: string
  readonly headers?: Readonly<Record<string, string | ReadonlyArray<string>>>
  readonly body?: unknown
}

/** `content-type` → `Content-Type`: header names as integrations see them. */
export const camelCaseHeader = (name: string): string =>
  name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join("-")

/** The response an integration would be handed for this test data. */
export const toInboundResponse = (canned: CannedResponse): InboundResponse => {
  const headers: Record<string, string | ReadonlyArray<string>> = {}
  for (const [name, value] of Object.entries(canned.headers ?? {})) headers[camelCaseHeader(name)] = value
  let body = ""
  if (typeof canned.body === "string") body = canned.body
  else if (canned.body !== undefined) {
    body = JSON.stringify(canned.body)
    headers["Content-Type"] ??= "application/json"
  }
  return { status: canned.status ?? 200, version: canned.version ?? "1.1", headers, body }
}
