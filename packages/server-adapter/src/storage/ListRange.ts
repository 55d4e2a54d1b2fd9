import { idTimestamp } from "@leadflow/core"

/**
 * The id and date bounds of a list, with the spec's precedence (changelogs, batches, files): when
 * both `before_id` and `end` are given the lesser applies, when both `after_id` and `start` are
 * given the greater applies. An id's time is its first 8 hex digits
 * (seconds); ids are exclusive bounds and times (ms) inclusive ones.
 */
export interface RangeQuery {
  readonly afterId?: string | undefined
  readonly beforeId?: string | undefined
  readonly start?: number | undefined
  readonly end?: number | undefined
}

export const applyPrecedence = (query: RangeQuery): RangeQuery => {
  let { afterId, beforeId, start, end } = query
  if (beforeId !== undefined && end !== undefined) {
    if (idTimestamp(beforeId) <= end) end = undefined
    else beforeId = undefined
  }
  if (afterId !== undefined && start !== undefined) {
    if (idTimestamp(afterId) >= start) start = undefined
    else afterId = undefined
  }
  return { afterId, beforeId, start, end }
}
