import { idTimestamp } from "@leadflow/core"

/**
 * The id and date bounds of a list, with the spec's precedence (changelogs, batches, files): when
 * both `before_id` and `end` are given the lesser applies, when both `after_id` and `start` are
 * given the greater applies. An id's time is its first 8 hex digits
 * (seconds); ids are exclusive bounds and times (ms) inclusive ones. A time within the id's own
 * second cannot be ordered against the id (the id's time is floored to the second), so then both
 * bounds apply: `id > after_id` (ids order by creation within a second) and `created_at >= start`.
 * Ids are lower-cased, as they are stored.
 */
export interface RangeQuery {
  readonly afterId?: string | undefined
  readonly beforeId?: string | undefined
  readonly start?: number | undefined
  readonly end?: number | undefined
}

export const applyPrecedence = (query: RangeQuery): RangeQuery => {
  let { start, end } = query
  let afterId = query.afterId?.toLowerCase()
  let beforeId = query.beforeId?.toLowerCase()
  const sameSecond = (id: string, ms: number) => ms >= idTimestamp(id) && ms < idTimestamp(id) + 1000
  if (beforeId !== undefined && end !== undefined && !sameSecond(beforeId, end)) {
    if (idTimestamp(beforeId) < end) end = undefined
    else beforeId = undefined
  }
  if (afterId !== undefined && start !== undefined && !sameSecond(afterId, start)) {
    if (idTimestamp(afterId) > start) start = undefined
    else afterId = undefined
  }
  return { afterId, beforeId, start, end }
}
