import { type SqlClient } from "@effect/sql"
import type { CountParams, CountUniqueParams, FunnelParams, MedianParams, SelectUniqueParams, StatsParams } from "@leadflow/api"
import { Clock, Effect } from "effect"
import { eventStats, isStatsColumn, statsTypes } from "../../events/EventStats.js"
import { funnelMetric } from "../../events/Funnel.js"
import { medianMetric } from "../../events/Median.js"
import { jsonValues, type ParamError, parseFilters, parseGroupBy, parseMetricQuery, parseTarget, parseWhen } from "../../events/MetricParams.js"
import { countMetric, selectUniqueMetric } from "../../events/Metrics.js"
import { dependencies } from "../Dependencies.js"
import { asValidation, fromEither, parseRules, valuesOf } from "./EventParams.js"

/**
 * Metrics over an account's events: stats by event type and outcome, counts, unique values,
 * medians and funnels, over a timeframe relative to now. The queries are the `src/events`
 * functions; this reads their parameters. Bad parameters fail with ValidationFailed; storage
 * failures stay `SqlError`.
 */
export class EventMetrics extends Effect.Service<EventMetrics>()("@leadflow/server-adapter/EventMetrics", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<SqlClient.SqlClient>()

    const stats = (accountId: string, p: typeof StatsParams.Type = {}) =>
      run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const when = yield* fromEither(parseWhen({ start: p.start, end: p.end, timezone: p.timezone }, now, "today"))
          const types = valuesOf(p.type)
          for (const type of types)
            if (!(statsTypes as ReadonlyArray<string>).includes(type))
              return yield* Effect.fail<ParamError>({ parameter: "type", message: `unknown event type ${JSON.stringify(type)}; expected ${statsTypes.join(", ")}` })
          const outcomes = p.outcome === undefined ? ["success", "failure", "error"] : valuesOf(p.outcome)
          const columns =
            p.column !== undefined
              ? valuesOf(p.column)
              : (types.length === 0 ? ["source"] : types).flatMap((type) => [`${type}-submitted`, ...outcomes.map((o) => `${type}-${o}`)])
          for (const column of columns)
            if (!isStatsColumn(column))
              return yield* Effect.fail<ParamError>({ parameter: p.column === undefined ? "outcome" : "column", message: `unknown column ${JSON.stringify(column)}` })
          const rules = yield* fromEither(parseRules("rule", p.rule))
          const groupBy = yield* fromEither(parseGroupBy(p.group_by))
          return yield* eventStats({ accountId, ...when, interval: p.interval, groupBy, rules, columns, byLead: p.by_lead ?? true })
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.stats"))

    const count = (accountId: string, params: typeof CountParams.Type) =>
      run(
        Effect.gen(function* () {
          const query = yield* fromEither(parseMetricQuery(accountId, params, yield* Clock.currentTimeMillis))
          return yield* countMetric(query, false)
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.count"))

    const countUnique = (accountId: string, params: typeof CountUniqueParams.Type) =>
      run(
        Effect.gen(function* () {
          const query = yield* fromEither(parseMetricQuery(accountId, params, yield* Clock.currentTimeMillis))
          return yield* countMetric(query, true)
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.countUnique"))

    const selectUnique = (accountId: string, params: typeof SelectUniqueParams.Type) =>
      run(
        Effect.gen(function* () {
          const query = yield* fromEither(parseMetricQuery(accountId, params, yield* Clock.currentTimeMillis))
          return yield* selectUniqueMetric(query)
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.selectUnique"))

    /** Without a timeframe, over the last `max_age` seconds (a day by default). */
    const median = (accountId: string, p: typeof MedianParams.Type) =>
      run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          // One value per group over the whole window: an interval, or max_age beside a timeframe, would be ignored.
          if (p.interval !== undefined)
            return yield* Effect.fail<ParamError>({ parameter: "interval", message: "median answers one value per group over the window: it takes no interval" })
          if (p.max_age !== undefined && (p.timeframe !== undefined || p.start !== undefined || p.end !== undefined))
            return yield* Effect.fail<ParamError>({ parameter: "max_age", message: "max_age sets the window when there is no timeframe (or start and end): send one or the other" })
          // A window reaching back before the epoch is no time a database can compare with.
          if (p.max_age !== undefined && p.max_age * 1000 > now)
            return yield* Effect.fail<ParamError>({ parameter: "max_age", message: "must not reach back before 1970-01-01" })
          const when =
            p.timeframe !== undefined || p.start !== undefined || p.end !== undefined
              ? yield* fromEither(parseWhen(p, now, "today"))
              : // Whole ms, as every bound (a fraction of a ms is a bigint parameter PostgreSQL refuses).
                { offsetMs: 0, timeframe: { start: Math.floor(now - (p.max_age ?? 86_400) * 1000), end: now + 1 } }
          const query = {
            accountId,
            ...when,
            interval: undefined,
            groupBy: yield* fromEither(parseGroupBy(p.group_by)),
            filters: yield* fromEither(parseFilters(p.filters)),
            targetProperty: yield* fromEither(parseTarget(p.target_property))
          }
          return yield* medianMetric(query)
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.median"))

    const funnel = (accountId: string, p: typeof FunnelParams.Type) =>
      run(
        Effect.gen(function* () {
          if (p.interval !== undefined)
            return yield* Effect.fail<ParamError>({ parameter: "interval", message: "a funnel counts over the whole window: it takes no interval" })
          const when = yield* fromEither(parseWhen(p, yield* Clock.currentTimeMillis, "this_14_days"))
          const steps = yield* fromEither(jsonValues("steps", p.steps))
          return yield* funnelMetric(accountId, when.timeframe, steps)
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("EventMetrics.funnel"))

    return { stats, count, countUnique, selectUnique, median, funnel } as const
  })
}) {}
