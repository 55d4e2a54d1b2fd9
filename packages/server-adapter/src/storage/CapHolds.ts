import { SqlClient, type SqlError, type Statement } from "@effect/sql"
import type { CounterKey, LeadEvent } from "@leadflow/core"
import { Clock, Duration, Effect, FiberRef, type HashSet, Layer, type Logger, type LogLevel, Schedule } from "effect"
import { randomUUID } from "node:crypto"
import { backgroundFailed } from "../observability/ServerMetrics.js"

/**
 * Holds on cap counts. A cap's count is taken when a lead is reserved a slot, before its delivery,
 * and kept or given back when the lead ends. A process killed in between (out of memory, a
 * SIGKILL, the machine lost) would keep the slots of the leads it had in flight until the cap's
 * window ends: a buyer capped at 100 a day would get fewer. So the count is taken together with
 * a hold (`cap_holds`: the lead, the counter, its step, the process), in the statement that
 * counts (`countWithHold`):
 *
 * - the holds end with the work that took them, in the transaction that stores its events
 *   (`SqlEventStore`): a lead's `source` event (the submission ended) ends all of the lead's
 *   holds; a `retry` event ends the holds of its step's caps only, so a retry of another step of
 *   the same lead, in flight at the same time, keeps its own;
 * - a count given back ends one hold in the same statement (`giveBackHeld`): the engine gives a
 *   lead's counts back before it stores the events;
 * - a give-back whose statement failed is owed (`giveBackHeldOrOwe`): its hold stays (the
 *   events' write leaves it), and it is done again once that write is over, then at each renewal;
 * - while a process holds counts it renews its lease (`process_leases`) every `leaseRenewEvery`;
 * - `sweepLapsedHolds` (every server runs it every `sweepEvery`) gives back the counts of the holds
 *   whose process has no lease renewed within `leaseLapseAfter`, and deletes those holds, in one
 *   transaction (two sweepers never give one hold back twice: the second deletes nothing). Lease
 *   times are the database's clock, so the processes' clocks need not agree.
 *
 * A hold left means the work's events were never stored, so its count is given back: a lead lost
 * with its process, or one whose events could not be stored. What this cannot tell is whether the
 * buyer of a lead in flight got it (the process died after the buyer answered but before
 * storing): that lead is lost to Leadflow as a whole, and its slot is given back with it. A
 * process stalled for longer than `leaseLapseAfter` is taken as dead: its counts are given back,
 * and a count it gives back itself afterwards finds no hold and is not given back twice. Counters
 * without a lead (ping limits) keep no hold.
 */

/** How often a process that holds counts renews its lease. */
export const leaseRenewEvery = Duration.seconds(20)
/** A lease not renewed for this long is taken as its process's death. */
export const leaseLapseAfter = Duration.minutes(2)
/** How often a server gives back the counts of lapsed holds. */
export const sweepEvery = Duration.seconds(30)

/** The holds of one lead that one process took and no stored event has ended yet. */
interface HeldLead {
  readonly accountId: string
  /** The steps whose caps it holds ("" for the flow's and sources' caps). */
  readonly steps: Set<string>
}

/** A give-back whose statement failed (the database was busy or unreachable): its hold stays. */
interface OwedGiveBack {
  readonly accountId: string
  readonly key: CounterKey
}

/** The holds one `SqlClient` (one process, or one server in a test) keeps. */
interface CapHoldRegistry {
  readonly processId: string
  /** When this process last wrote its lease, by its own clock (0: never, or swept). */
  leaseWrittenAt: number
  readonly leads: Map<string, HeldLead>
  /** Give-backs to do again, by lead, once its events' write is over (`payOwedGiveBacks`). */
  readonly owed: Map<string, Array<OwedGiveBack>>
  /** Whether `payOwedGiveBacks` is running (one run at a time). */
  paying: boolean
  /** The renewal timer, while any lead holds counts. */
  timer: ReturnType<typeof setInterval> | undefined
  /**
   * The loggers (and level) of the last work that took a hold: the renewals and owed give-backs
   * run on a timer, outside any fiber of the server, and log their failures through these.
   */
  logging: BackgroundLogging | undefined
}

interface BackgroundLogging {
  readonly loggers: HashSet.HashSet<Logger.Logger<unknown, unknown>>
  readonly level: LogLevel.LogLevel
}

const registries = new WeakMap<SqlClient.SqlClient, CapHoldRegistry>()

const registryOf = (sql: SqlClient.SqlClient): CapHoldRegistry => {
  let registry = registries.get(sql)
  if (registry === undefined) {
    registry = { processId: randomUUID(), leaseWrittenAt: 0, leads: new Map(), owed: new Map(), paying: false, timer: undefined, logging: undefined }
    registries.set(sql, registry)
  }
  return registry
}

const renewEveryMs = Duration.toMillis(leaseRenewEvery)

/** Note the calling fiber's loggers for the registry's background work (only those: no request's annotations). */
const noteLogging = (registry: CapHoldRegistry): Effect.Effect<void> =>
  Effect.flatMap(Effect.all([FiberRef.get(FiberRef.currentLoggers), FiberRef.get(FiberRef.currentMinimumLogLevel)]), ([loggers, level]) =>
    Effect.sync(() => {
      registry.logging = { loggers, level }
    })
  )

/** Run background work of the registry (a renewal, owed give-backs) with the loggers it noted. */
const runInBackground = (registry: CapHoldRegistry, work: Effect.Effect<unknown>): void => {
  const logging = registry.logging
  Effect.runFork(
    logging === undefined
      ? work
      : work.pipe(Effect.locally(FiberRef.currentLoggers, logging.loggers), Effect.locally(FiberRef.currentMinimumLogLevel, logging.level))
  )
}

/** The database's clock in ms: every process's lease is timed by the one clock. */
const databaseNow = (sql: SqlClient.SqlClient) =>
  sql.onDialectOrElse({
    pg: () => sql.literal("(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint"),
    orElse: () => sql.literal("CAST(unixepoch('subsec') * 1000 AS INTEGER)")
  })

/** Write this process's lease (inserted, or renewed), then note when. */
const writeLease = (sql: SqlClient.SqlClient, registry: CapHoldRegistry, now: number): Effect.Effect<void, SqlError.SqlError> =>
  Effect.zipRight(
    sql`INSERT INTO process_leases (process_id, started_at, renewed_at)
      VALUES (${registry.processId}, ${databaseNow(sql)}, ${databaseNow(sql)})
      ON CONFLICT (process_id) DO UPDATE SET renewed_at = excluded.renewed_at`,
    Effect.sync(() => {
      registry.leaseWrittenAt = now
    })
  )

/** What a counter's upsert records of the lead it counts for (`counters.hold_*`, migration 0030). */
export interface HoldColumns {
  readonly hold_lead: string | null
  readonly hold_step: string | null
  readonly hold_process: string | null
  readonly hold_at: number | null
}

/** The hold columns of a count taken without a lead (ping limits; callers that name none). */
export const noHold: HoldColumns = { hold_lead: null, hold_step: null, hold_process: null, hold_at: null }

/**
 * A hold's step: the flow's caps ("") and a step's (`key.stepId`), so a step's retry ends its own
 * holds only. The save check now refuses a cap id used twice in a flow (`flowLimitIssues`), but a
 * flow deployed before it may still count a flow cap and a step cap with one id: two holds.
 */
const stepKeyOf = (key: CounterKey): string => key.stepId ?? ""

/**
 * Count with `upsert` (an upsert of `key`'s counter writing the given hold columns, that returns
 * a row only when it counted) and take a hold for `leadId`, in one statement: on SQLite the
 * counter's triggers write the hold, on PostgreSQL a data-modifying `WITH` does. The lease is
 * written before, when this process wrote it over `leaseRenewEvery` ago (so a hold never exists
 * without a lease that covers it), and the renewal timer runs while leads hold counts.
 */
export const countWithHold = <Row extends object>(
  sql: SqlClient.SqlClient,
  accountId: string,
  key: CounterKey,
  leadId: string,
  upsert: (hold: HoldColumns) => Statement.Statement<Row>
): Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const registry = registryOf(sql)
    const step = stepKeyOf(key)
    const counted: Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError> = sql.onDialectOrElse({
      pg: () =>
        sql<Row>`WITH counted AS (${upsert(noHold)}),
          held AS (INSERT INTO cap_holds (lead_id, account_id, flow_id, kind, id, window_start, step_key, process_id, held, held_at)
            SELECT ${leadId}::text, ${accountId}::text, ${key.flowId}::text, ${key.kind}::text, ${key.id}::text,
              ${key.window.start}::bigint, ${step}::text, ${registry.processId}::text, 1, ${now}::bigint
            FROM counted
            ON CONFLICT (lead_id, account_id, flow_id, kind, id, window_start, step_key)
            DO UPDATE SET held = cap_holds.held + 1, process_id = excluded.process_id, held_at = excluded.held_at)
          SELECT * FROM counted`,
      // The counter's triggers take the hold from these columns.
      orElse: () => upsert({ hold_lead: leadId, hold_step: step, hold_process: registry.processId, hold_at: now })
    })
    const leased: Effect.Effect<unknown, SqlError.SqlError> =
      now - registry.leaseWrittenAt >= renewEveryMs ? writeLease(sql, registry, now) : Effect.void
    return Effect.tap(Effect.zipRight(leased, counted), (rows) =>
      rows.length === 0
        ? Effect.void
        : Effect.zipRight(
            noteLogging(registry),
            Effect.sync(() => {
              const held = registry.leads.get(leadId)
              if (held === undefined) registry.leads.set(leadId, { accountId, steps: new Set([step]) })
              else held.steps.add(step)
              startRenewals(sql, registry)
            })
          )
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
        AND id = ${key.id} AND window_start = ${key.window.start} AND step_key = ${stepKeyOf(key)} AND held > 0`
  return sql.onDialectOrElse({
    pg: () =>
      sql`WITH ended AS (${ended} RETURNING held)
        UPDATE counters SET count = count - 1
        WHERE account_id = ${accountId} AND flow_id = ${key.flowId} AND kind = ${key.kind} AND id = ${key.id}
          AND window_start = ${key.window.start} AND count > 0 AND EXISTS (SELECT 1 FROM ended)`,
    orElse: () => ended
  })
}

/**
 * `giveBackHeld`, and when its statement fails, the give-back is owed: its hold stays (the lead's
 * events would otherwise end it and keep the count) until `payOwedGiveBacks` does it, once the
 * lead's events are written (or their write failed), and then at each lease renewal until it is
 * done; should the process die first, its lease lapses and a sweep gives the count back. The
 * events' write never carries an owed give-back: one that failed again would lose the events.
 * The failure is still reported to the caller.
 */
export const giveBackHeldOrOwe = (
  sql: SqlClient.SqlClient,
  accountId: string,
  key: CounterKey,
  leadId: string
): Effect.Effect<unknown, SqlError.SqlError> =>
  Effect.tapError(giveBackHeld(sql, accountId, key, leadId), () => {
    const registry = registryOf(sql)
    return Effect.zipRight(
      noteLogging(registry),
      Effect.sync(() => {
        const owed = registry.owed.get(leadId)
        if (owed === undefined) registry.owed.set(leadId, [{ accountId, key }])
        else owed.push({ accountId, key })
        startRenewals(sql, registry)
      })
    )
  })

/** The condition of a hold not being one of `owed` (whose give-back is still to do). */
const notOwed = (sql: SqlClient.SqlClient, owed: ReadonlyArray<OwedGiveBack> | undefined) =>
  owed === undefined || owed.length === 0
    ? sql`1 = 1`
    : sql`NOT (${sql.or(
        owed.map(
          ({ key }) =>
            sql`flow_id = ${key.flowId} AND kind = ${key.kind} AND id = ${key.id} AND window_start = ${key.window.start} AND step_key = ${stepKeyOf(key)}`
        )
      )})`

/**
 * Do the give-backs owed for leads whose events' write is over (stored, or failed), each on its
 * own with its hold's end: one transaction each; those that fail again stay owed. The number
 * done. One run at a time; a lead that takes counts again (a retry) is left until it ends.
 */
export const payOwedGiveBacks = (sql: SqlClient.SqlClient): Effect.Effect<number> =>
  Effect.suspend(() => {
    const registry = registries.get(sql)
    if (registry === undefined || registry.paying || registry.owed.size === 0) return Effect.succeed(0)
    registry.paying = true
    let done = 0
    const due = [...registry.owed].flatMap(([leadId, owed]) => owed.map((entry) => ({ leadId, entry })))
    const pay = ({ leadId, entry }: { readonly leadId: string; readonly entry: OwedGiveBack }) =>
      Effect.suspend(() => {
        if (registry.leads.has(leadId)) return Effect.void
        const { accountId, key } = entry
        const hold = sql`account_id = ${accountId} AND lead_id = ${leadId} AND flow_id = ${key.flowId} AND kind = ${key.kind}
          AND id = ${key.id} AND window_start = ${key.window.start} AND step_key = ${stepKeyOf(key)}`
        return sql
          .withTransaction(Effect.zipRight(giveBackHeld(sql, accountId, key, leadId), sql`DELETE FROM cap_holds WHERE ${hold} AND held <= 0`))
          .pipe(
            Effect.tap(() =>
              Effect.sync(() => {
                const owed = registry.owed.get(leadId)
                const left = owed?.filter((other) => other !== entry) ?? []
                if (left.length === 0) registry.owed.delete(leadId)
                else registry.owed.set(leadId, left)
                done++
              })
            ),
            Effect.catchAllCause(
              backgroundFailed("cap_holds", `an owed cap give-back of lead ${leadId} failed again (tried again at the next lease renewal)`)
            )
          )
      })
    return Effect.forEach(due, pay, { discard: true }).pipe(
      Effect.map(() => done),
      Effect.ensuring(
        Effect.sync(() => {
          registry.paying = false
          if (registry.leads.size === 0 && registry.owed.size === 0) stopRenewals(sql)
        })
      )
    )
  })

/** Holds that a write of events ends: all of a lead's (`steps` undefined), or those of some steps. */
export interface EndedHolds {
  readonly accountId: string
  readonly leadId: string
  readonly steps: ReadonlyArray<string> | undefined
}

/**
 * The holds that storing `leads`' events ends, of those this process took: a `source` event
 * ends all of its lead's, a `retry` event those of its step (`[]` when none; most leads hold none).
 */
export const holdsEndedBy = (
  sql: SqlClient.SqlClient,
  leads: ReadonlyArray<{ readonly leadId: string; readonly events: ReadonlyArray<LeadEvent> }>
): ReadonlyArray<EndedHolds> => {
  const registry = registries.get(sql)
  if (registry === undefined || registry.leads.size === 0) return []
  const ended: Array<EndedHolds> = []
  for (const { leadId, events } of leads) {
    const held = registry.leads.get(leadId)
    if (held === undefined) continue
    if (events.some((event) => event.type === "source")) {
      ended.push({ accountId: held.accountId, leadId, steps: undefined })
      continue
    }
    const steps = events.flatMap((event) =>
      event.type === "retry" && event.step_id !== undefined && held.steps.has(event.step_id) ? [event.step_id] : []
    )
    if (steps.length > 0) ended.push({ accountId: held.accountId, leadId, steps })
  }
  return ended
}

/** The statements deleting the holds `ended` names, for the events' transaction (not those owed a give-back). */
export const endHoldsStatements = (sql: SqlClient.SqlClient, ended: ReadonlyArray<EndedHolds>) => {
  const owed = registries.get(sql)?.owed
  const whole = new Map<string, Array<string>>()
  const statements = []
  for (const { accountId, leadId, steps } of ended) {
    const owedOf = owed?.get(leadId)
    if (steps === undefined && owedOf === undefined) whole.set(accountId, [...(whole.get(accountId) ?? []), leadId])
    else
      statements.push(
        sql`DELETE FROM cap_holds WHERE account_id = ${accountId} AND lead_id = ${leadId}
          AND ${steps === undefined ? sql`1 = 1` : sql.in("step_key", steps)} AND ${notOwed(sql, owedOf)}`
      )
  }
  for (const [accountId, leadIds] of whole) statements.push(sql`DELETE FROM cap_holds WHERE account_id = ${accountId} AND ${sql.in("lead_id", leadIds)}`)
  return statements
}

/**
 * After a write of events failed: the holds of the deliveries it would have ended are ended
 * anyway, their counts kept (the buyers took those leads, as before holds), best effort; not
 * those owed a give-back. The flow's and sources' holds of a lead are left to the engine, which
 * gives those counts back for a lead whose events were lost (`Finish.ts`).
 */
export const endDeliveryHolds = (sql: SqlClient.SqlClient, ended: ReadonlyArray<EndedHolds>): Effect.Effect<void> => {
  const owed = registries.get(sql)?.owed
  return Effect.forEach(
    ended,
    ({ accountId, leadId, steps }) =>
      sql`DELETE FROM cap_holds WHERE account_id = ${accountId} AND lead_id = ${leadId}
        AND ${steps === undefined ? sql`step_key <> ''` : sql.in("step_key", steps)} AND ${notOwed(sql, owed?.get(leadId))}`,
    { discard: true }
  ).pipe(Effect.ignore)
}

/**
 * After the events' write or its failure: the holds `ended` names are no longer this process's
 * to renew, and the give-backs owed for those leads are done now (`payOwedGiveBacks`, in the
 * background).
 */
export const holdsEnded = (sql: SqlClient.SqlClient, ended: ReadonlyArray<EndedHolds>): void => {
  const registry = registries.get(sql)
  if (registry === undefined) return
  let owing = false
  for (const { leadId, steps } of ended) {
    if (registry.owed.has(leadId)) owing = true
    const held = registry.leads.get(leadId)
    if (held === undefined) continue
    if (steps !== undefined) for (const step of steps) held.steps.delete(step)
    if (steps === undefined || held.steps.size === 0) registry.leads.delete(leadId)
  }
  if (owing) runInBackground(registry, payOwedGiveBacks(sql))
  else if (registry.leads.size === 0 && registry.owed.size === 0) stopRenewals(sql)
}

/**
 * Renew the lease every `leaseRenewEvery` while leads hold counts or give-backs are owed (a lead
 * may wait on buyers for minutes without taking another count), and do the owed give-backs
 * again. The timer does not keep the process alive; a failed renewal or give-back is counted,
 * logged through the loggers of the last work that took a hold (`noteLogging`), and tried again
 * at the next tick.
 */
const startRenewals = (sql: SqlClient.SqlClient, registry: CapHoldRegistry): void => {
  if (registry.timer !== undefined) return
  const renew = Effect.flatMap(Clock.currentTimeMillis, (now) => writeLease(sql, registry, now)).pipe(
    Effect.catchAllCause(backgroundFailed("cap_holds", "this process's cap hold lease could not be renewed (tried again at the next tick)")),
    Effect.zipRight(payOwedGiveBacks(sql))
  )
  registry.timer = setInterval(() => runInBackground(registry, renew), renewEveryMs)
  registry.timer.unref?.()
}

/** Stop renewing `sql`'s lease (no lead holds counts, or the store closes with the client). */
export const stopRenewals = (sql: SqlClient.SqlClient): void => {
  const registry = registries.get(sql)
  if (registry?.timer === undefined) return
  clearInterval(registry.timer)
  registry.timer = undefined
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
 * Give back the counts of every hold whose process has no lease renewed within `lapseMs` (by the
 * database's clock), delete those holds and the lapsed leases: one transaction. The number of
 * counts given back. Should this process's own lease be among them (it stalled), it writes it
 * again before its next hold.
 */
export const sweepLapsedHolds = (
  lapseMs: number = Duration.toMillis(leaseLapseAfter)
): Effect.Effect<number, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const lapsed = yield* sql<LapsedHold>`DELETE FROM cap_holds
          WHERE process_id NOT IN (SELECT process_id FROM process_leases WHERE renewed_at > ${databaseNow(sql)} - ${lapseMs})
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
        const gone = yield* sql<{ readonly process_id: string }>`DELETE FROM process_leases
          WHERE renewed_at <= ${databaseNow(sql)} - ${lapseMs} RETURNING process_id`
        const own = registries.get(sql)
        if (own !== undefined && gone.some((lease) => lease.process_id === own.processId)) own.leaseWrittenAt = 0
        return given
      })
    )
  )

/** One sweep now; a given-back count is logged, a failure counted and logged. */
export const sweepLapsedHoldsNow: Effect.Effect<void, never, SqlClient.SqlClient> = sweepLapsedHolds().pipe(
  Effect.tap((given) => (given > 0 ? Effect.logInfo(`gave back ${given} cap counts held by a process that stopped`) : Effect.void)),
  Effect.catchAllCause(backgroundFailed("cap_holds", "giving back lapsed cap holds failed")),
  Effect.asVoid
)

/** The periodic sweep: at start, then every `sweepEvery`, as long as the layer lives. */
export const CapHoldsSweepLive: Layer.Layer<never, never, SqlClient.SqlClient> = Layer.scopedDiscard(
  Effect.forkScoped(Effect.repeat(sweepLapsedHoldsNow, Schedule.spaced(sweepEvery)))
)
