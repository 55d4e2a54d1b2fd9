import { SqlClient, type SqlError, type Statement } from "@effect/sql"
import type { CounterKey } from "@leadflow/core"
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { randomUUID } from "node:crypto"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"

/**
 * Holds on cap counts. A cap's count is taken when a lead is reserved a slot, before its delivery,
 * and kept or given back when the lead ends. A process killed in between (out of memory, a
 * SIGKILL, the machine lost) would keep the slots of the leads it had in flight until the cap's
 * window ends: a buyer capped at 100 a day would get fewer. So the count is taken together with
 * a hold (`cap_holds`: the lead, the counter, the process), in the statement that counts
 * (`countWithHold`):
 *
 * - the hold ends with the lead: its events are stored in the transaction that deletes its holds
 *   (`SqlEventStore`), and a count given back ends its hold in the same statement
 *   (`giveBackHeld`), the engine giving counts back before it stores the events;
 * - while a process holds counts it renews its lease (`process_leases`) every `leaseRenewEvery`;
 * - `sweepLapsedHolds` (every server runs it every `sweepEvery`) gives back the counts of the holds
 *   whose process has no lease renewed within `leaseLapseAfter`, and deletes those holds, in one
 *   transaction (two sweepers never give one hold back twice: the second deletes nothing).
 *
 * A hold left means the lead's events were never stored, so its count is given back. What this
 * cannot tell is whether the buyer of a lead in flight got it (the process died after the buyer
 * answered but before storing): that lead is lost to Leadflow as a whole, and its slot is given
 * back with it. A process stalled for longer than `leaseLapseAfter` is taken as dead: its counts
 * are given back, and a count it gives back itself afterwards finds no hold and is not given back
 * twice. Counters without a lead (ping limits) keep no hold.
 */

/** How often a process that holds counts renews its lease. */
export const leaseRenewEvery = Duration.seconds(20)
/** A lease not renewed for this long is taken as its process's death. */
export const leaseLapseAfter = Duration.minutes(2)
/** How often a server gives back the counts of lapsed holds. */
export const sweepEvery = Duration.seconds(30)

/** The holds one `SqlClient` (one process, or one server in a test) keeps. */
export interface CapHoldRegistry {
  readonly processId: string
  /** When the lease was last written (0: never). */
  leaseRenewedAt: number
  /** The leads with holds not yet ended by their events, by lead id: their account. */
  readonly leads: Map<string, string>
  /** The renewal timer, while any lead holds counts. */
  timer: ReturnType<typeof setInterval> | undefined
}

const registries = new WeakMap<SqlClient.SqlClient, CapHoldRegistry>()

/** The registry of `sql`'s holds (one per client: its process id, its leads with holds). */
export const capHoldRegistry = (sql: SqlClient.SqlClient): CapHoldRegistry => {
  let registry = registries.get(sql)
  if (registry === undefined) {
    registry = { processId: randomUUID(), leaseRenewedAt: 0, leads: new Map(), timer: undefined }
    registries.set(sql, registry)
  }
  return registry
}

const renewEveryMs = Duration.toMillis(leaseRenewEvery)

/** The statement writing this process's lease (inserted, or renewed). */
const leaseStatement = (sql: SqlClient.SqlClient, registry: CapHoldRegistry, now: number) =>
  sql`INSERT INTO process_leases ${sql.insert({ process_id: registry.processId, started_at: now, renewed_at: now })}
    ON CONFLICT (process_id) DO UPDATE SET renewed_at = ${now}`

/** What a counter's upsert records of the lead it counts for (`counters.hold_*`, migration 0030). */
export interface HoldColumns {
  readonly hold_lead: string | null
  readonly hold_process: string | null
  readonly hold_at: number | null
}

/** The hold columns of a count taken without a lead (ping limits; callers that name none). */
export const noHold: HoldColumns = { hold_lead: null, hold_process: null, hold_at: null }

/**
 * Count with `upsert` (an upsert of `key`'s counter writing the given hold columns, that returns
 * a row only when it counted) and take a hold for `leadId`, in one statement: on SQLite the
 * counter's triggers write the hold, on PostgreSQL a data-modifying `WITH` does. The lease is
 * written before, when it is older than `leaseRenewEvery` (so a hold never exists without a lease
 * that covers it), and the renewal timer runs while the registry has leads with holds.
 */
export const countWithHold = <Row extends object>(
  sql: SqlClient.SqlClient,
  accountId: string,
  key: CounterKey,
  leadId: string,
  upsert: (hold: HoldColumns) => Statement.Statement<Row>
): Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const registry = capHoldRegistry(sql)
    const lease = now - registry.leaseRenewedAt >= renewEveryMs
    const counting = upsert({ hold_lead: leadId, hold_process: registry.processId, hold_at: now })
    const counted = sql.onDialectOrElse({
      pg: () =>
        sql<Row>`WITH counted AS (${counting}),
          held AS (INSERT INTO cap_holds (lead_id, account_id, flow_id, kind, id, window_start, process_id, held, held_at)
            SELECT ${leadId}::text, ${accountId}::text, ${key.flowId}::text, ${key.kind}::text, ${key.id}::text,
              ${key.window.start}::bigint, ${registry.processId}::text, 1, ${now}::bigint
            FROM counted
            ON CONFLICT (lead_id, account_id, flow_id, kind, id, window_start)
            DO UPDATE SET held = cap_holds.held + 1, process_id = excluded.process_id, held_at = excluded.held_at)
          SELECT * FROM counted`,
      orElse: () => counting
    })
    const leased = lease ? Effect.tap(leaseStatement(sql, registry, now), () => Effect.sync(() => (registry.leaseRenewedAt = now))) : Effect.void
    return Effect.tap(Effect.zipRight(leased, counted), (rows) =>
      Effect.sync(() => {
        if (rows.length === 0) return
        registry.leads.set(leadId, accountId)
        startRenewals(sql, registry)
      })
    )
  })

/**
 * Give back one count of `key` taken for `leadId`, only while the lead holds one (not when a
 * sweep gave it back already, nor a count taken without a hold), and end that hold: one
 * statement (SQLite's `cap_holds_given_back` trigger, PostgreSQL's `WITH`).
 */
export const giveBackHeld = (sql: SqlClient.SqlClient, accountId: string, key: CounterKey, leadId: string) => {
  const ended = sql`UPDATE cap_holds SET held = held - 1
      WHERE lead_id = ${leadId} AND account_id = ${accountId} AND flow_id = ${key.flowId} AND kind = ${key.kind}
        AND id = ${key.id} AND window_start = ${key.window.start} AND held > 0`
  return sql.onDialectOrElse({
    pg: () =>
      sql`WITH ended AS (${ended} RETURNING held)
        UPDATE counters SET count = count - 1
        WHERE account_id = ${accountId} AND flow_id = ${key.flowId} AND kind = ${key.kind} AND id = ${key.id}
          AND window_start = ${key.window.start} AND count > 0 AND EXISTS (SELECT 1 FROM ended)`,
    orElse: () => ended
  })
}

/** The leads of `leadIds` that hold counts through `sql`, by account (for their events' transaction). */
export const heldLeadsOf = (sql: SqlClient.SqlClient, leadIds: ReadonlyArray<string>): ReadonlyMap<string, Array<string>> => {
  const registry = registries.get(sql)
  const byAccount = new Map<string, Array<string>>()
  if (registry === undefined || registry.leads.size === 0) return byAccount
  for (const leadId of leadIds) {
    const accountId = registry.leads.get(leadId)
    if (accountId === undefined) continue
    const leads = byAccount.get(accountId)
    if (leads === undefined) byAccount.set(accountId, [leadId])
    else leads.push(leadId)
  }
  return byAccount
}

/** The statements deleting the holds of `held` (from `heldLeadsOf`), for the events' transaction. */
export const endHoldsStatements = (sql: SqlClient.SqlClient, held: ReadonlyMap<string, ReadonlyArray<string>>) =>
  [...held].map(([accountId, leadIds]) => sql`DELETE FROM cap_holds WHERE account_id = ${accountId} AND ${sql.in("lead_id", leadIds)}`)

/** After the events' transaction committed: the leads no longer hold counts. */
export const heldLeadsEnded = (sql: SqlClient.SqlClient, held: ReadonlyMap<string, ReadonlyArray<string>>): void => {
  const registry = registries.get(sql)
  if (registry === undefined) return
  for (const leadIds of held.values()) for (const leadId of leadIds) registry.leads.delete(leadId)
  if (registry.leads.size === 0 && registry.timer !== undefined) {
    clearInterval(registry.timer)
    registry.timer = undefined
  }
}

/**
 * Renew the lease every `leaseRenewEvery` while leads hold counts (a lead may wait on buyers for
 * minutes without taking another count). The timer does not keep the process alive; a failed
 * renewal is counted and tried again at the next tick.
 */
const startRenewals = (sql: SqlClient.SqlClient, registry: CapHoldRegistry): void => {
  if (registry.timer !== undefined) return
  const renew = Effect.flatMap(Clock.currentTimeMillis, (now) =>
    Effect.tap(leaseStatement(sql, registry, now), () => Effect.sync(() => (registry.leaseRenewedAt = now)))
  ).pipe(Effect.catchAllCause(() => Effect.sync(() => countBackgroundFailure("cap_holds"))))
  registry.timer = setInterval(() => {
    if (registry.leads.size === 0) {
      clearInterval(registry.timer)
      registry.timer = undefined
      return
    }
    Effect.runFork(renew)
  }, renewEveryMs)
  registry.timer.unref()
}

interface LapsedHold {
  readonly account_id: string
  readonly flow_id: string
  readonly kind: string
  readonly id: string
  readonly window_start: unknown
  readonly held: unknown
}

/**
 * Give back the counts of every hold whose process has no lease renewed since `now -
 * leaseLapseAfter`, delete those holds and the lapsed leases: one transaction. The number of
 * counts given back.
 */
export const sweepLapsedHolds = (now: number): Effect.Effect<number, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const lapsedBefore = now - Duration.toMillis(leaseLapseAfter)
    return sql.withTransaction(
      Effect.gen(function* () {
        const lapsed = yield* sql<LapsedHold>`DELETE FROM cap_holds
          WHERE process_id NOT IN (SELECT process_id FROM process_leases WHERE renewed_at > ${lapsedBefore})
          RETURNING account_id, flow_id, kind, id, window_start, held`
        let given = 0
        for (const hold of lapsed) {
          const held = Number(hold.held)
          if (held <= 0) continue
          yield* sql`UPDATE counters SET count = CASE WHEN count > ${held} THEN count - ${held} ELSE 0 END
            WHERE account_id = ${hold.account_id} AND flow_id = ${hold.flow_id} AND kind = ${hold.kind} AND id = ${hold.id}
              AND window_start = ${hold.window_start}`
          given += held
        }
        yield* sql`DELETE FROM process_leases WHERE renewed_at <= ${lapsedBefore}`
        return given
      })
    )
  })

/** One sweep at the current time; a given-back count is logged, a failure counted and logged. */
export const sweepLapsedHoldsNow: Effect.Effect<void, never, SqlClient.SqlClient> = Clock.currentTimeMillis.pipe(
  Effect.flatMap(sweepLapsedHolds),
  Effect.tap((given) => (given > 0 ? Effect.logInfo(`gave back ${given} cap counts held by a process that stopped`) : Effect.void)),
  Effect.catchAllCause((cause) =>
    Effect.zipRight(
      Effect.sync(() => countBackgroundFailure("cap_holds")),
      Effect.logWarning("giving back lapsed cap holds failed", cause).pipe(Effect.annotateLogs({ job: "cap_holds" }))
    )
  ),
  Effect.asVoid
)

/** The periodic sweep: at start, then every `sweepEvery`, as long as the layer lives. */
export const CapHoldsSweepLive: Layer.Layer<never, never, SqlClient.SqlClient> = Layer.scopedDiscard(
  Effect.forkScoped(Effect.repeat(sweepLapsedHoldsNow, Schedule.spaced(sweepEvery)))
)
