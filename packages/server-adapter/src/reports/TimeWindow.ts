import { Either } from "effect"
import { parseTime, timeParamFormat } from "@leadflow/api"
import type { RunWindow } from "./RunReport.js"

/**
 * The window a run or preview counts, from the `start` and `end` query parameters: each
 * `parseTime`'s rule, the one of every time parameter (an ISO 8601 date-time with a zone, or
 * whole ms since the epoch), both inclusive. Without `end`, now; without `start`, 24 hours
 * before `end`.
 */
export const defaultWindowMs = 24 * 60 * 60 * 1000

const message = `must be ${timeParamFormat}`

export const timeWindow = (
  query: { readonly start?: string | undefined; readonly end?: string | undefined },
  now: number
): Either.Either<RunWindow, Record<string, ReadonlyArray<string>>> => {
  const errors: Record<string, Array<string>> = {}
  const end = query.end === undefined ? now : parseTime(query.end)
  if (end === undefined) errors["end"] = [message]
  const start = query.start === undefined ? (end ?? now) - defaultWindowMs : parseTime(query.start)
  if (start === undefined) errors["start"] = [message]
  if (start !== undefined && end !== undefined && start > end) errors["end"] = ["must not be before start"]
  return start === undefined || end === undefined || Object.keys(errors).length > 0
    ? Either.left(errors)
    : Either.right({ start, end })
}
