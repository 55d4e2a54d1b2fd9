import type { ServerResponse } from "node:http"

/**
 * Writing answers on the submission path: an integration's `{status, headers, body}` as it is,
 * or a JSON `{error}`. A response already sent (or a socket gone) is left alone.
 */

export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

const hasContentLength = (headers: Readonly<Record<string, string>>): boolean => {
  for (const key in headers) if (key.length === 14 && key.toLowerCase() === "content-length") return true
  return false
}

export const sendAnswer = (res: ServerResponse, answer: Answer, extra?: Readonly<Record<string, string>>): void => {
  if (res.headersSent || res.destroyed) return
  const headers: Record<string, string> = extra === undefined ? { ...answer.headers } : { ...answer.headers, ...extra }
  if (!hasContentLength(headers)) headers["Content-Length"] = String(Buffer.byteLength(answer.body))
  res.writeHead(answer.status, headers)
  res.end(answer.body)
}

/** A JSON answer (`{error}` and the like). */
export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  extra?: Readonly<Record<string, string>>
): void => {
  const text = JSON.stringify(body)
  sendAnswer(res, { status, headers: { "Content-Type": "application/json" }, body: text }, extra)
}

export const sendError = (res: ServerResponse, status: number, error: string, extra?: Readonly<Record<string, string>>): void =>
  sendJson(res, status, { error }, extra)
