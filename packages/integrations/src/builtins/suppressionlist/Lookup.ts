import { type ListQuery, type StoreError, type SuppressionLists, windowStart } from "@leadflow/core"
import { Effect } from "effect"
import type { ListRequest } from "./ListRequest.js"

/** What a lookup found, as query and is-unique append it. */
export interface LookupResult {
  readonly found: boolean
  readonly found_in: ReadonlyArray<string>
  /** ISO-8601 time of the most recent matching entry; absent when nothing was found. */
  readonly added_at?: string
  readonly specified_lists: ReadonlyArray<string>
  readonly key: string
}

/**
 * Where a lookup starts: `now` minus the lookback, rounded down to a whole ms (a fractional
 * lookback would be a time PostgreSQL refuses to compare with), or undefined for the whole list.
 */
export const sinceOf = (request: ListRequest, now: number): number | undefined => windowStart(now, request.lookbackMs)

/** The result of a lookup from what each list held (in the order of `request.lists`). */
export const lookupResult = (request: ListRequest, perList: ReadonlyArray<ListQuery>): LookupResult => {
  const foundIn: Array<string> = []
  let latest: number | undefined
  perList.forEach((answer, i) => {
    if (!answer.found) return
    foundIn.push(request.lists[i] ?? "")
    if (answer.addedAt !== undefined && (latest === undefined || answer.addedAt > latest)) latest = answer.addedAt
  })
  const base = { found: foundIn.length > 0, found_in: foundIn, specified_lists: request.lists, key: request.values.join(",") }
  return latest === undefined ? base : { ...base, added_at: new Date(latest).toISOString() }
}

const NOT_FOUND: ListQuery = { found: false }

/** The later of two answers: found beats not found, then the most recent entry wins. */
const later = (a: ListQuery, b: ListQuery): ListQuery => {
  if (!b.found) return a
  if (!a.found) return b
  return (b.addedAt ?? -Infinity) > (a.addedAt ?? -Infinity) ? b : a
}

/** Per list (in order), whether any of the values is on it within the lookback, and its latest entry. */
export const queryLists = (
  store: SuppressionLists["Type"],
  request: ListRequest,
  since: number | undefined
): Effect.Effect<ReadonlyArray<ListQuery>, StoreError> =>
  Effect.forEach(request.lists, (list) =>
    Effect.reduce(request.values, NOT_FOUND, (latest, value) => Effect.map(store.query(list, value, since), (answer) => later(latest, answer)))
  )

/** Look every value up on every list. */
export const lookup = (
  store: SuppressionLists["Type"],
  request: ListRequest,
  now: number
): Effect.Effect<LookupResult, StoreError> =>
  Effect.map(queryLists(store, request, sinceOf(request, now)), (perList) => lookupResult(request, perList))
