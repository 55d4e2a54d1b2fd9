import { negotiate } from "@leadflow/integrations"
import type { Answer } from "./Replies.js"

/**
 * Every submission error has a structured body: an inbound integration's plain-text early answer
 * (the standard one throws `400 Unable to parse JSON -- …` as text, as the old platform did) is
 * answered as JSON `{error}`, or as XML `<error>…</error>` when the client asked for XML. An
 * answer already in another type is the integration's choice and goes out as it is.
 */

const contentTypeOf = (headers: Readonly<Record<string, string>>): string | undefined => {
  for (const key in headers) if (key.toLowerCase() === "content-type") return headers[key]
  return undefined
}

const isPlainText = (headers: Readonly<Record<string, string>>): boolean => {
  const type = contentTypeOf(headers)
  return type === undefined || type.trim().toLowerCase().startsWith("text/plain")
}

const xmlEscape = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c)

/** The early answer with a JSON (or XML, as asked) body in place of plain text. */
export const structuredErrorAnswer = (answer: Answer, accept: string | undefined): Answer => {
  if (!isPlainText(answer.headers)) return answer
  const headers: Record<string, string> = {}
  for (const key in answer.headers) {
    const lower = key.toLowerCase()
    if (lower !== "content-type" && lower !== "content-length") headers[key] = answer.headers[key] ?? ""
  }
  const type = negotiate(accept)
  if (type === "application/xml" || type === "text/xml")
    return {
      status: answer.status,
      headers: { ...headers, "Content-Type": type },
      body: `<?xml version="1.0"?>\n<error>${xmlEscape(answer.body)}</error>`
    }
  return { status: answer.status, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ error: answer.body }) }
}
