import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { backgroundFailed } from "../observability/ServerMetrics.js"

/**
 * Retention: events carry `expires_at` (90 days after they were created) and are deleted once it
 * has passed. Deletes go in batches so a large purge never holds the write lock for long.
 */
export const purgeBatchSize = 5_000

/** How long an expired held bid is kept, so that a late post is told the bid expired. */
export const heldBidGraceMs = 3_600_000

/** How often the server purges. */
export const purgeEvery = Duration.hours(1)

/**
 * Delete every event whose `expires_at` is at or before `now` (ms): the number deleted. A write's
 * row (`event_writes`: the vars its events share, see `storage/EventRows.ts`) goes with its last
 * event (its `group_expires_at` is the last of its events' expiries, so the batch that deletes
 * that event finds it due), and loses its count as soon as it loses any event
 * (`WriteCounts.ts`): both in the batch's transaction, by the write's key. Then auctions' held
 * bids expired for more than `heldBidGraceMs`.
 */
export const purgeExpiredEvents = (now: number): Effect.Effect<number, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const deleteBatch = sql<{ readonly shared_id: string | null }>`DELETE FROM events WHERE id IN (
        SELECT id FROM events WHERE expires_at <= ${now} LIMIT ${purgeBatchSize}
      ) RETURNING shared_id`
    const batch = sql.withTransaction(
      Effect.tap(deleteBatch, (rows) => {
        const writes = [...new Set(rows.flatMap((row) => (row.shared_id === null ? [] : [row.shared_id])))]
        if (writes.length === 0) return Effect.void
        return Effect.zipRight(
          sql`DELETE FROM event_writes WHERE shared_id IN ${sql.in(writes)} AND group_expires_at <= ${now}`,
          // The others no longer have the count their row holds: the metrics count them event by
          // event from now on.
          sql`UPDATE event_writes SET group_events = NULL WHERE shared_id IN ${sql.in(writes)} AND group_events IS NOT NULL`
        )
      })
    )
    const loop = (total: number): Effect.Effect<number, SqlError.SqlError> =>
      Effect.flatMap(batch, (rows) => (rows.length < purgeBatchSize ? Effect.succeed(total + rows.length) : loop(total + rows.length)))
    // Auctions' held bids an hour after they expired (until then a late post is told `expired`).
    const heldBids = sql`DELETE FROM held_bids WHERE expires_at <= ${now - heldBidGraceMs}`
    return Effect.zipLeft(loop(0), heldBids)
  })

/** One purge at the current time, logged; a failure is logged and the next run tries again. */
export const purgeNow: Effect.Effect<void, never, SqlClient.SqlClient> = Clock.currentTimeMillis.pipe(
  Effect.flatMap(purgeExpiredEvents),
  Effect.tap((deleted) => (deleted > 0 ? Effect.logInfo(`purged ${deleted} expired events`) : Effect.void)),
  Effect.catchAllCause(backgroundFailed("purge", "purging expired events failed")),
  Effect.asVoid
)

/**
 * The periodic purge: at start, then every `purgeEvery`, in a fiber that lives as long as the
 * layer (the API's layers live as long as the server) and is interrupted when it closes.
 */
export const EventsPurgeLive: Layer.Layer<never, never, SqlClient.SqlClient> = Layer.scopedDiscard(
  Effect.forkScoped(Effect.repeat(purgeNow, Schedule.spaced(purgeEvery)))
)
