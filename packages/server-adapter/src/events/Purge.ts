import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"

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
 * Delete every event whose `expires_at` is at or before `now` (ms), then every write's row
 * (`event_writes`: the vars its events share, see `storage/EventRows.ts`) whose last event has
 * expired (`group_expires_at`), so no event outlives its write's row: the number of events
 * deleted. A write that loses some of its events loses its count (`WriteCounts.ts`). Then
 * auctions' held bids expired for more than `heldBidGraceMs`.
 */
export const purgeExpiredEvents = (now: number): Effect.Effect<number, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const deleteBatch = sql<{ readonly shared_id: string | null }>`DELETE FROM events WHERE id IN (
        SELECT id FROM events WHERE expires_at <= ${now} LIMIT ${purgeBatchSize}
      ) RETURNING shared_id`
    // A write that lost some of its events no longer has the count its row holds: the metrics
    // count it event by event from now on (`WriteCounts.ts`). In the same transaction, so no count
    // outlives the events it counted.
    const batch = sql.withTransaction(
      Effect.tap(deleteBatch, (rows) => {
        const writes = [...new Set(rows.flatMap((row) => (row.shared_id === null ? [] : [row.shared_id])))]
        return writes.length === 0
          ? Effect.void
          : sql`UPDATE event_writes SET group_events = NULL WHERE shared_id IN ${sql.in(writes)} AND group_events IS NOT NULL`
      })
    )
    const loop = (total: number): Effect.Effect<number, SqlError.SqlError> =>
      Effect.flatMap(batch, (rows) => (rows.length < purgeBatchSize ? Effect.succeed(total + rows.length) : loop(total + rows.length)))
    // Once the expired events are gone: the rows of the writes none of whose events remain.
    const deleteWrites = sql<{ readonly shared_id: string }>`DELETE FROM event_writes WHERE shared_id IN (
        SELECT shared_id FROM event_writes WHERE group_expires_at <= ${now} LIMIT ${purgeBatchSize}
      ) RETURNING shared_id`
    const writesLoop: Effect.Effect<void, SqlError.SqlError> = Effect.flatMap(deleteWrites, (rows) =>
      rows.length < purgeBatchSize ? Effect.void : writesLoop
    )
    // Auctions' held bids an hour after they expired (until then a late post is told `expired`).
    const heldBids = sql`DELETE FROM held_bids WHERE expires_at <= ${now - heldBidGraceMs}`
    return loop(0).pipe(Effect.zipLeft(writesLoop), Effect.zipLeft(heldBids))
  })

/** One purge at the current time, logged; a failure is logged and the next run tries again. */
export const purgeNow: Effect.Effect<void, never, SqlClient.SqlClient> = Clock.currentTimeMillis.pipe(
  Effect.flatMap(purgeExpiredEvents),
  Effect.tap((deleted) => (deleted > 0 ? Effect.logInfo(`purged ${deleted} expired events`) : Effect.void)),
  Effect.catchAllCause((cause) =>
    Effect.zipRight(
      Effect.sync(() => countBackgroundFailure("purge")),
      Effect.logWarning("purging expired events failed", cause).pipe(Effect.annotateLogs({ job: "purge" }))
    )
  ),
  Effect.asVoid
)

/**
 * The periodic purge: at start, then every `purgeEvery`, in a fiber that lives as long as the
 * layer (the API's layers live as long as the server) and is interrupted when it closes.
 */
export const EventsPurgeLive: Layer.Layer<never, never, SqlClient.SqlClient> = Layer.scopedDiscard(
  Effect.forkScoped(Effect.repeat(purgeNow, Schedule.spaced(purgeEvery)))
)
