import { type Cap, type Flow, Ids, mapRecipientSteps, type ObjectId, type PingLimit } from "@leadflow/core"
import { Clock, Effect } from "effect"

/**
 * Every cap (flow, source and step caps, group members' too, nested ones too) and every ping limit (flow and source)
 * of a flow to be stored gets an `id` and a `created_at` when it has none: the counter of a cap
 * or ping limit is a record sharing its id, so each needs one of its own. Ids already given are
 * kept (a client sends back what it read), and so are their counts.
 */
export const withLimitIds = (flow: Flow): Effect.Effect<Flow, never, Ids> =>
  Effect.gen(function* () {
    const ids = yield* Ids
    const now = new Date(yield* Clock.currentTimeMillis).toISOString()
    const stamped = <L extends { readonly id?: ObjectId | undefined; readonly created_at?: string | undefined }>(limit: L): L =>
      limit.id !== undefined && limit.created_at !== undefined
        ? limit
        : { ...limit, id: limit.id ?? (ids.next() as ObjectId), created_at: limit.created_at ?? now }
    const cap = (c: Cap): Cap => {
      const own = stamped(c)
      return c.caps === undefined ? own : { ...own, caps: c.caps.map(cap) }
    }
    const caps = <T extends { readonly caps?: ReadonlyArray<Cap> | null | undefined }>(part: T): T =>
      part.caps === undefined || part.caps === null ? part : { ...part, caps: part.caps.map(cap) }
    const pingLimits = <T extends { readonly ping_limits?: ReadonlyArray<PingLimit> | undefined }>(part: T): T =>
      part.ping_limits === undefined ? part : { ...part, ping_limits: part.ping_limits.map(stamped) }
    return {
      ...pingLimits(caps(flow)),
      sources: flow.sources.map((source) => pingLimits(caps(source))),
      steps: mapRecipientSteps(flow.steps, caps)
    }
  })
