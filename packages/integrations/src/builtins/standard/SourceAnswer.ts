/**
 * The answer to a submitter: 201 with `{"outcome","reason"?,"lead":{"id"},"price"}` (or the
 * configured fields), 200 without the lead id on a ping, 303 with `Location` when `redir_url`
 * was given; JSON unless the Accept header asks for XML. A ping without a positive price is a
 * failure ("no bid" unless a reason is set). `price` is always present (0 when unset).
 */
import { isTypedValue } from "@leadflow/types"
import type { SubmittedRequest } from "../../Contract.js"
import { parseForm } from "./FormBody.js"
import { headerValue } from "./Headers.js"
import { negotiate } from "./Negotiation.js"
import { presented } from "./Printable.js"
import { isRecord, ownValue } from "./Records.js"
import { resultXml } from "./ResultXml.js"
import { firstRedirUrl, isPing, isValidRedirect, queryStringOf } from "./SubmissionUri.js"

export interface SourceAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** The fields answered when the source configures none. */
export const DEFAULT_ANSWER_FIELDS: ReadonlyArray<string> = ["outcome", "reason", "lead.id", "price"]

type FieldPaths = ReadonlyArray<readonly [id: string, segments: ReadonlyArray<string>]>

const pathsOf = (fieldIds: ReadonlyArray<string>): FieldPaths => fieldIds.map((id) => [id, id.split(".")] as const)

// Most sources answer the default fields: their paths are split once.
const DEFAULT_PATHS = pathsOf(DEFAULT_ANSWER_FIELDS)

const NUMERIC_SEGMENT = /^\d+$/

/** A numeric path segment is quoted (`'5'`) so that it stays an object key, never an array index. */
const answerKey = (segment: string): string => (NUMERIC_SEGMENT.test(segment) ? `'${segment}'` : segment)

const valueAt = (vars: Readonly<Record<string, unknown>>, segments: ReadonlyArray<string>): unknown => {
  let node: unknown = vars
  for (const segment of segments) {
    if (!isRecord(node) || isTypedValue(node)) return undefined
    node = ownValue(node, segment)
  }
  return node
}

/** Set a value at a path of the answer; a path through an existing non-object value is left alone. */
const setAt = (answer: Record<string, unknown>, segments: ReadonlyArray<string>, value: unknown): void => {
  let node = answer
  const last = segments.length - 1
  for (let i = 0; i < last; i++) {
    const key = answerKey(segments[i] as string)
    const next = ownValue(node, key)
    if (next === undefined) {
      const created: Record<string, unknown> = {}
      node[key] = created
      node = created
    } else if (isRecord(next)) node = next
    else return
  }
  node[answerKey(segments[last] as string)] = value
}

/** Every leaf under `appended`, at its path (arrays by index), for the verbose answer. */
const addLeaves = (answer: Record<string, unknown>, path: Array<string>, value: unknown): void => {
  if (value === undefined) return
  if (Array.isArray(value) || (isRecord(value) && !isTypedValue(value))) {
    const keys = Object.keys(value)
    if (keys.length === 0) {
      setAt(answer, path, Array.isArray(value) ? [] : {})
      return
    }
    for (const key of keys) {
      path.push(key)
      addLeaves(answer, path, (value as Record<string, unknown>)[key])
      path.pop()
    }
    return
  }
  setAt(answer, path, presented(value))
}

const priceOf = (value: unknown): number => {
  const plain = isTypedValue(value) ? value.normal : value
  const price = typeof plain === "number" ? plain : typeof plain === "string" && plain.trim() !== "" ? Number(plain) : 0
  return Number.isFinite(price) ? price : 0
}

const hasText = (value: unknown): boolean => typeof value === "string" ? value !== "" : value !== undefined && value !== null

const redirectOf = (uri: string): string | undefined => {
  const queryString = queryStringOf(uri)
  if (queryString === undefined || !queryString.includes("redir_url")) return undefined
  try {
    const target = firstRedirUrl(parseForm(queryString))
    return isValidRedirect(target) ? target : undefined
  } catch {
    // A query that does not parse was already answered with 400 by the request parser.
    return undefined
  }
}

/**
 * Build the answer from the lead's vars. `fieldIds` are dot paths into the vars (default
 * outcome, reason, lead.id, price); `withAppended` adds every `appended.*` value (verbose).
 */
export const answerSubmission = (
  req: SubmittedRequest,
  vars: Readonly<Record<string, unknown>>,
  fieldIds: ReadonlyArray<string> | undefined,
  withAppended: boolean
): SourceAnswer => {
  const ping = isPing(req.uri)
  const price = priceOf(vars["price"])
  let outcome = presented(vars["outcome"])
  let reason = presented(vars["reason"])
  if (ping && price <= 0) {
    outcome = "failure"
    if (!hasText(reason)) reason = "no bid"
  }

  const answer: Record<string, unknown> = {}
  let priceAnswered = false
  for (const [id, segments] of fieldIds === undefined || fieldIds.length === 0 ? DEFAULT_PATHS : pathsOf(fieldIds)) {
    if (ping && id === "lead.id") continue
    let value: unknown
    if (id === "outcome") value = outcome
    else if (id === "reason") value = reason
    else if (id === "price") {
      value = price
      priceAnswered = true
    } else value = presented(valueAt(vars, segments))
    if (value !== undefined && value !== null) setAt(answer, segments, value)
  }
  const appended = vars["appended"]
  if (withAppended && isRecord(appended))
    for (const key of Object.keys(appended)) addLeaves(answer, ["appended", key], appended[key])
  if (!priceAnswered) answer["price"] = price
  // A ping an auction answered: the id of the bid held for the post, and when the hold ends.
  if (ping && hasText(vars["bid_id"])) {
    answer["bid_id"] = vars["bid_id"]
    if (hasText(vars["bid_expires_at"])) answer["bid_expires_at"] = vars["bid_expires_at"]
  }

  const type = negotiate(headerValue(req.headers, "accept", "Accept")) ?? "application/json"
  const body = type === "application/json" ? JSON.stringify(answer) : resultXml(answer)
  const headers: Record<string, string> = { "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) }
  const location = redirectOf(req.uri)
  if (location !== undefined) {
    headers["Location"] = location
    return { status: 303, headers, body }
  }
  return { status: ping ? 200 : 201, headers, body }
}
