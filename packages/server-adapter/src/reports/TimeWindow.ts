import { Either } from "effect"
import { inDateRange } from "@leadflow/api"
import type { RunWindow } from "./RunReport.js"

/**
 * The window a run or preview counts, from the `start` and `end` query parameters: each either
 * ms since the epoch or an ISO 8601 instant, both inclusive. Without `end`, now; without `start`,
 * 24 hours before `end`.
 */
export const defaultWindowMs = 24 * 60 * 60 * 1000

const parseInstant = (value: string): number | undefined => {
  const text = value.trim()
  // Out of a Date's range is as bad as unparseable (the answer shows the window as ISO times).
  return inDateRange(/^-?\d+$/.test(text) ? Number(text) : Date.parse(text))
}

const message = "must be a timestamp: ms since the epoch or an ISO 8601 instant"

export const timeWindow = (
  query: { readonly start?: string | undefined; readonly end?: string | undefined },
  now: number
): Either.Either<RunWindow, Record<string, ReadonlyArray<string>>> => {
  const errors: Record<string, Array<string>> = {}
  const end = query.end === undefined ? now : parseInstant(query.end)
  if (end === undefined) errors["end"] = [message]
  const start = query.start === undefined ? (end ?? now) - defaultWindowMs : parseInstant(query.start)
  if (start === undefined) errors["start"] = [message]
  if (start !== undefined && end !== undefined && start > end) errors["end"] = ["must not be before start"]
  return start === undefined || end === undefined || Object.keys(errors).length > 0
    ? Either.left(errors)
    : Either.right({ start, end })
}
