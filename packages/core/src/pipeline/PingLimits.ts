import { Effect } from "effect"
import { compileWindow, type CountingWindow } from "../counters/Window.js"
import type { PingLimit } from "../model/PingLimit.js"
import type { Counters } from "../ports/Counters.js"
import type { StoreError } from "../ports/StoreError.js"
import type { CapLevel } from "./Caps.js"
import { limitZone } from "./LimitZone.js"

/** A ping limit compiled: at most `maximum` pings per window; every ping counts. */
export interface CompiledPingLimit {
  readonly limit: PingLimit
  readonly id: string
  readonly maximum: number
  readonly window: (now: number) => CountingWindow
  readonly level: CapLevel
}

/**
 * Compile ping limits; one without an `id` counts under `<scope>.ping_limit<i>` (`LimitIds.ts`),
 * one without a `time_zone` in `entityZone`, the zone of the source's entity (undefined for the
 * flow's: UTC; `limitZone`).
 */
export const compilePingLimits = (
  limits: ReadonlyArray<PingLimit> | undefined,
  level: CapLevel,
  scope: string,
  entityZone?: string | undefined
): ReadonlyArray<CompiledPingLimit> =>
  (limits ?? []).flatMap((limit, i) =>
    limit.maximum === undefined || limit.duration === undefined || limit.duration_units === undefined
      ? []
      : [
          {
            limit,
            id: limit.id ?? `${scope}.ping_limit${i}`,
            maximum: limit.maximum,
            window: compileWindow(limit.duration, limit.duration_units, limitZone(limit.time_zone, entityZone)),
            level
          }
        ]
  )

export interface PingLimitCheck {
  /** Seconds until every exhausted limit has reset, when one is exhausted. */
  readonly retryAfter: number | undefined
  /** The first limit of the level with its count, as events record it. */
  readonly record: (PingLimit & { readonly count: number }) | undefined
}

/** Count this ping against every limit of a level; reached when a count goes over its maximum. */
export const countPing = (
  counters: Counters["Type"],
  limits: ReadonlyArray<CompiledPingLimit>,
  now: number
): Effect.Effect<PingLimitCheck, StoreError> => {
  if (limits.length === 0) return Effect.succeed({ retryAfter: undefined, record: undefined })
  return Effect.gen(function* () {
    let retryAfter: number | undefined
    let record: PingLimitCheck["record"]
    for (const l of limits) {
      const window = l.window(now)
      const key = {
        kind: "ping_limit" as const,
        id: l.id,
        window,
        flowId: l.level.flowId,
        sourceId: l.level.sourceId,
        name: l.limit.name
      }
      const count = yield* counters.increment(key)
      record ??= { ...l.limit, count }
      if (count > l.maximum) {
        yield* counters.recordFailure(key)
        const seconds = Math.max(1, Math.ceil((window.end - now) / 1000))
        retryAfter = retryAfter === undefined ? seconds : Math.max(retryAfter, seconds)
      }
    }
    return { retryAfter, record }
  })
}
