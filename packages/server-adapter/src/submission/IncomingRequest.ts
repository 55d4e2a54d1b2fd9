import { type HttpRequest, isSecretHeader, MASK, maskUrl } from "@leadflow/core"
import type { IncomingMessage } from "node:http"

/**
 * What the submission path records of a request: its headers (credentials masked), its URI (the
 * values of secret query parameters masked), the client's address and the host it was sent to.
 */

/**
 * Node's headers (lower-case names) as one string each, credentials masked: every header core's
 * `isSecretHeader` names (`Authorization`, `Cookie`, `X-Api-Key`, `X-Auth-Token`, ...), the rule
 * the batch and delivery paths mask by (cached by name).
 */
export const recordedHeaders = (req: IncomingMessage): Record<string, string> => {
  const out: Record<string, string> = {}
  const headers = req.headers
  for (const name in headers) {
    const value = headers[name]
    if (value === undefined) continue
    out[name] = isSecretHeader(name) ? MASK : typeof value === "string" ? value : value.join(", ")
  }
  return out
}

const IPV4_MAPPED = "::ffff:"

/** The client: the first hop of `X-Forwarded-For` when a proxy sent one, else the socket's peer. */
export const clientIp = (req: IncomingMessage): string | undefined => {
  const forwarded = req.headers["x-forwarded-for"]
  const first = typeof forwarded === "string" ? forwarded : forwarded?.[0]
  if (first !== undefined) {
    const comma = first.indexOf(",")
    const hop = (comma === -1 ? first : first.slice(0, comma)).trim()
    if (hop !== "") return hop
  }
  const peer = req.socket.remoteAddress
  return peer !== undefined && peer.startsWith(IPV4_MAPPED) ? peer.slice(IPV4_MAPPED.length) : peer
}

const METHODS: ReadonlySet<string> = new Set(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"])

/**
 * The request as the source event records it (the inbound integration has accepted its method):
 * its URI with the values of secret query parameters masked (`?api_key=****`, core's `maskUrl`);
 * the integration parsed the URI as received.
 */
export const recordedRequest = (
  req: IncomingMessage,
  headers: Record<string, string>,
  body: string,
  timestamp: number
): HttpRequest | undefined => {
  const method = req.method ?? "GET"
  if (!METHODS.has(method)) return undefined
  return {
    method: method as HttpRequest["method"],
    uri: maskUrl(req.url ?? "/"),
    version: req.httpVersion,
    headers,
    body,
    timestamp
  }
}
