/**
 * Reading another flow's answer to a standard outbound delivery. An answer with an outcome is
 * appended as it is (`outcome`, `reason`, `lead.id`, `price`, any verbose fields). Without one,
 * the outcome is the step's `default_outcome` for a 2xx answer and `error` otherwise, with the
 * answer's `reason` or `message` (a 403 `{"message":"Flow is disabled"}`) as reason. A body
 * that is neither JSON nor XML is an error, "Unrecognized response".
 */
import type { Appended, InboundResponse, Outcome } from "../../Contract.js"
import { isRecord } from "./Records.js"
import { parseXml } from "./XmlBody.js"

const UNRECOGNIZED: Appended = { outcome: "error", reason: "Unrecognized response" }

export const isOutcome = (value: unknown): value is Outcome =>
  value === "success" || value === "failure" || value === "error"

const contentTypeOf = (response: InboundResponse): string => {
  const value = response.headers["Content-Type"] ?? response.headers["content-type"]
  const first = typeof value === "string" ? value : value?.[0]
  return first === undefined ? "" : first.toLowerCase()
}

const firstCharacter = (text: string): string => {
  for (let i = 0; i < text.length; i++) {
    const character = text[i] as string
    if (character !== " " && character !== "\n" && character !== "\r" && character !== "\t") return character
  }
  return ""
}

/** The answer as a record, by its Content-Type (or its first character), or undefined when it is neither. */
const parseAnswer = (response: InboundResponse): Record<string, unknown> | undefined => {
  const type = contentTypeOf(response)
  const asJson = type.includes("json") || (!type.includes("xml") && firstCharacter(response.body) === "{")
  const asXml = !asJson && (type.includes("xml") || firstCharacter(response.body) === "<")
  try {
    if (asJson) {
      const value: unknown = JSON.parse(response.body)
      return isRecord(value) ? value : undefined
    }
    return asXml ? parseXml(response.body) : undefined
  } catch {
    return undefined
  }
}

const textReason = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined

/** What the step appends for the other flow's answer. `defaultOutcome` applies to 2xx answers without an outcome. */
export const readFlowAnswer = (response: InboundResponse, defaultOutcome: Outcome | undefined): Appended => {
  const answer = parseAnswer(response)
  if (answer === undefined) return UNRECOGNIZED
  if (isOutcome(answer["outcome"])) return answer
  const succeeded = response.status >= 200 && response.status < 300
  return {
    outcome: succeeded ? (defaultOutcome ?? "error") : "error",
    reason: textReason(answer["reason"]) ?? textReason(answer["message"]) ?? "Unrecognized response"
  }
}
