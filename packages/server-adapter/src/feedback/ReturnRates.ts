import { SqlClient } from "@effect/sql"
import { ReturnRates, type ReturnRate, ReturnRateCap, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option, Schema } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"
import { entitySourcesOf, leadSourceOf } from "./LeadSource.js"

/**
 * Return-rate caps (`returns.rate_cap` on a flow's source). The rate is measured when a return
 * is approved, the only time it can cross the cap upwards: the approval is recorded in
 * `source_returns` (flow, source, lead), then the source's leads received in the window (source
 * events, pings left out) and how many of those were returned are counted and stored in
 * `source_return_rates`. Both counts read indexes only: `source_returns_window`, and the events'
 * `events_metrics` index (account, created_at, type, ..., flow_id, source_id, ping), so no event
 * body is read and nothing is added to a lead's own work. The engine (`ReturnRates` port) reads
 * the stored row, by primary key, only for leads of a source with a cap, and compares it with
 * the cap the flow has now. A rate is kept per entity of a flow (`source_id` is the entity id, as
 * in events): two sources of one entity share it, each compared with its own cap; a return is
 * measured with the cap of the source its lead came through (`leadSourceOf`).
 */

type Json = Record<string, unknown>

const dayMs = 86_400_000

const object = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {})

const decodeCap = Schema.decodeUnknownOption(ReturnRateCap)

const capOf = (source: Json | undefined): ReturnRateCap | undefined => {
  const cap = object(source?.["returns"])["rate_cap"]
  return cap === undefined ? undefined : Option.getOrUndefined(decodeCap(cap))
}

/**
 * The rate cap of the flow's source a lead came in through (`source`: the lead's `vars.source`,
 * or an entity id alone: that entity's source as `leadSourceOf` finds it), when it has one that
 * decodes.
 */
export const rateCapOf = (flow: Json | undefined, source: unknown): ReturnRateCap | undefined =>
  capOf(leadSourceOf(flow, typeof source === "string" ? { id: source } : source))

/**
 * The cap a stored rate (kept per entity of a flow) is shown against: of the entity's sources with
 * a cap, the one the rate was measured for (its window), else the first.
 */
export const entityRateCapOf = (flow: Json | undefined, entityId: string, windowDays: number): ReturnRateCap | undefined => {
  const caps = entitySourcesOf(flow, entityId).flatMap((source) => capOf(source) ?? [])
  return caps.find((cap) => cap.window_days === windowDays) ?? caps[0]
}

interface RateRow {
  readonly returns: unknown
  readonly leads: unknown
  readonly window_days: unknown
  readonly measured_at: unknown
}

const rateOf = (row: RateRow): ReturnRate => ({
  returns: Number(row.returns),
  leads: Number(row.leads),
  window_days: Number(row.window_days),
  measured_at: Number(row.measured_at)
})

/** The stored rate of one source of one flow. */
export const storedReturnRate = (
  sql: SqlClient.SqlClient,
  accountId: string,
  flowId: string,
  sourceId: string
): Effect.Effect<ReturnRate | undefined, StoreError> =>
  sql<RateRow>`SELECT returns, leads, window_days, measured_at FROM source_return_rates
    WHERE account_id = ${accountId} AND flow_id = ${flowId} AND source_id = ${sourceId}`.pipe(
    Effect.map((rows) => (rows[0] === undefined ? undefined : rateOf(rows[0]))),
    asStoreError(`reading the return rate of source ${sourceId}`)
  )

/** How old a stored rate may be before a lead of its source measures it again. */
export const returnRateMaxAgeMs = 3_600_000

/**
 * The engine's `ReturnRates` of one account: the stored rate, measured again when there is none,
 * when it is over another window (the cap changed), or when it is more than an hour old, so a
 * paused source (which gets no new leads, so no new returns) resumes within the hour once its
 * window has slid past enough returns.
 */
export const makeAccountReturnRates = (sql: SqlClient.SqlClient, accountId: string): ReturnRates["Type"] =>
  ReturnRates.of({
    current: (flowId, sourceId, windowDays) =>
      Effect.flatMap(storedReturnRate(sql, accountId, flowId, sourceId), (stored) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          stored !== undefined && stored.window_days === windowDays && now - stored.measured_at <= returnRateMaxAgeMs
            ? Effect.succeed<ReturnRate | undefined>(stored)
            : Effect.provideService(measureReturnRate(accountId, flowId, sourceId, windowDays, now), SqlClient.SqlClient, sql)
        )
      )
  })

/** Every stored rate of the account (optionally of one flow), for `GET /feedback/return-rates`. */
export const storedReturnRates = (
  accountId: string,
  flowId: string | undefined
): Effect.Effect<ReadonlyArray<ReturnRate & { readonly flow_id: string; readonly source_id: string }>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<RateRow & { readonly flow_id: string; readonly source_id: string }>`SELECT flow_id, source_id, returns, leads, window_days, measured_at
      FROM source_return_rates WHERE account_id = ${accountId}
      ${flowId === undefined ? sql`` : sql`AND flow_id = ${flowId}`} ORDER BY flow_id, source_id`.pipe(
      Effect.map((rows) => rows.map((row) => ({ flow_id: row.flow_id, source_id: row.source_id, ...rateOf(row) }))),
      asStoreError("reading return rates")
    )
  )

export interface ApprovedReturn {
  readonly accountId: string
  readonly flowId: string | null
  /** The flow as stored (undefined when it is gone). */
  readonly flow: Json | undefined
  readonly recipientEventId: string
  readonly leadId: string
  /** The recipient event's vars (`source.id` names the lead's source). */
  readonly vars: unknown
  readonly approvedAt: number
}

/**
 * A return was approved: record it and, when the lead's source has a rate cap, measure the rate
 * again. Every approval is recorded (a cap added later counts the returns before it).
 */
export const recordApprovedReturn = (approved: ApprovedReturn): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const source = object(object(approved.vars)["source"])
    const sourceId = source["id"]
    if (approved.flowId === null || typeof sourceId !== "string") return
    const sql = yield* SqlClient.SqlClient
    const { accountId, flowId } = approved
    yield* sql`INSERT INTO source_returns ${sql.insert({
      account_id: accountId,
      recipient_event_id: approved.recipientEventId,
      flow_id: flowId,
      source_id: sourceId,
      lead_id: approved.leadId,
      approved_at: approved.approvedAt
    })} ON CONFLICT DO NOTHING`.pipe(asStoreError(`recording the return of event ${approved.recipientEventId}`))
    // The cap of the lead's own source (another source of its entity may have none, or another).
    const cap = rateCapOf(approved.flow, source)
    if (cap !== undefined) yield* measureReturnRate(accountId, flowId, sourceId, cap.window_days, approved.approvedAt)
  })

interface CountRow {
  readonly count: unknown
}

/** Count the source's returned leads and leads in the `windowDays` before `now`, and store them. */
export const measureReturnRate = (
  accountId: string,
  flowId: string,
  sourceId: string,
  windowDays: number,
  now: number
): Effect.Effect<ReturnRate, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const since = now - windowDays * dayMs
    // Returned leads among the leads counted below: a lead received in the window, so returned in
    // it too (`approved_at` bounds the read by its index), whose source event is still in the
    // window. A return approved today of a lead received before the window is not counted, or
    // the rate could pass 100 %. One lookup by `events_lead_id` per return in the window.
    const [returned] = yield* sql<CountRow>`SELECT COUNT(DISTINCT r.lead_id) AS count FROM source_returns r
      WHERE r.account_id = ${accountId} AND r.flow_id = ${flowId} AND r.source_id = ${sourceId} AND r.approved_at > ${since}
        AND EXISTS (SELECT 1 FROM events e WHERE e.lead_id = r.lead_id AND e.account_id = r.account_id
          AND e.type = 'source' AND e.outcome = 'success' AND e.ping IS NULL AND e.created_at > ${since})`
    // Leads the flow accepted: a refused lead (a paused source's, one failing the criteria) could
    // not be sold, so it cannot be returned, and counting it would dilute the rate until a paused
    // source resumed by itself.
    const [received] = yield* sql<CountRow>`SELECT COUNT(*) AS count FROM events
      WHERE account_id = ${accountId} AND created_at > ${since} AND type = 'source' AND outcome = 'success'
        AND flow_id = ${flowId} AND source_id = ${sourceId} AND ping IS NULL`
    const rate: ReturnRate = {
      returns: Number(returned?.count ?? 0),
      leads: Number(received?.count ?? 0),
      window_days: windowDays,
      measured_at: now
    }
    yield* sql`INSERT INTO source_return_rates ${sql.insert({ account_id: accountId, flow_id: flowId, source_id: sourceId, ...rate })}
      ON CONFLICT (account_id, flow_id, source_id) DO UPDATE SET returns = excluded.returns, leads = excluded.leads,
        window_days = excluded.window_days, measured_at = excluded.measured_at`
    return rate
  }).pipe(asStoreError(`measuring the return rate of source ${sourceId}`))
