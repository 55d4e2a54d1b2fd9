import { HttpApiBuilder } from "@effect/platform"
import { SqlClient, type SqlError } from "@effect/sql"
import { Rule, RuleSet } from "@leadflow/core"
import { Clock, Effect, Either, Layer, Option, Schema } from "effect"
import { getEvent, listEvents } from "../../events/EventList.js"
import { eventStats, isStatsColumn, statsTypes } from "../../events/EventStats.js"
import { funnelMetric } from "../../events/Funnel.js"
import { medianMetric } from "../../events/Median.js"
import { type ParamError, jsonValues, parseGroupBy, parseMetricQuery, parseFilters, parseTarget, parseWhen, type Many } from "../../events/MetricParams.js"
import type { MetricQueryError } from "../../events/MetricQuery.js"
import { countMetric, selectUniqueMetric } from "../../events/Metrics.js"
import { EventsPurgeLive } from "../../events/Purge.js"
import { parseInstant } from "../../events/Timeframe.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ServiceUnavailable, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"

/** Handlers of the `events` group, and the hourly purge of expired events beside them. */

const invalid = (error: ParamError | MetricQueryError): ValidationFailed => ValidationFailed.of(error.parameter, error.message)

/** Bad parameters are a 422; a database failure a 503 (logged). */
const answer = <A, R>(
  effect: Effect.Effect<A, ParamError | MetricQueryError | SqlError.SqlError, R>
): Effect.Effect<A, ValidationFailed | ServiceUnavailable, R> =>
  Effect.catchAll(effect, (error): Effect.Effect<never, ValidationFailed | ServiceUnavailable> =>
    "_tag" in error && error._tag === "SqlError"
      ? Effect.zipRight(
          Effect.logError("events query failed", error),
          Effect.fail(new ServiceUnavailable({ error: "storage unavailable" }))
        )
      : Effect.fail(invalid(error as ParamError | MetricQueryError))
  )

const fromEither = <A>(either: Either.Either<A, ParamError>): Effect.Effect<A, ParamError> =>
  Either.isLeft(either) ? Effect.fail(either.left) : Effect.succeed(either.right)

const decodeRules = Schema.decodeUnknownEither(Schema.Array(Schema.Union(Rule, RuleSet)))

/** Rules given as JSON (an array, or one rule per repeated parameter). */
const parseRules = (parameter: string, value: Many | undefined) =>
  Either.flatMap(jsonValues(parameter, value), (items) =>
    Either.mapLeft(decodeRules(items), () => ({
      parameter,
      message: `${parameter} must be JSON rules: {lhv, op, rhv} or {op: "and"|"or", rules}`
    }))
  )

const valuesOf = (value: Many | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : (typeof value === "string" ? [value] : value).flatMap((v) => v.split(",").map((s) => s.trim())).filter((s) => s !== "")

const instant = (parameter: string, value: string | undefined): Either.Either<number | undefined, ParamError> => {
  if (value === undefined) return Either.right(undefined)
  const parsed = parseInstant(value)
  return parsed === undefined ? Either.left({ parameter, message: `${parameter} must be an ISO 8601 time or ms since the epoch` }) : Either.right(parsed)
}

const group = HttpApiBuilder.group(MainApi, "events", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Effect.provideService(effect, SqlClient.SqlClient, sql)
    const context = Effect.all({ account: CurrentAccount, now: Clock.currentTimeMillis })
    return handlers
      .handle("list", ({ urlParams: p }) =>
        Effect.gen(function* () {
          const { account } = yield* context
          if (p.include !== undefined && p.exclude !== undefined)
            return yield* Effect.fail<ParamError>({ parameter: "include", message: "include cannot be used with exclude" })
          const start = yield* fromEither(instant("start", p.start))
          const end = yield* fromEither(instant("end", p.end))
          const rules = p.rules === undefined ? undefined : yield* fromEither(parseRules("rules", p.rules))
          return yield* run(
            listEvents({
              accountId: account.id,
              afterId: p.after_id,
              beforeId: p.before_id,
              start,
              end,
              rules,
              include: p.include === undefined ? undefined : valuesOf(p.include),
              exclude: p.exclude === undefined ? undefined : valuesOf(p.exclude),
              limit: p.limit,
              sort: p.sort
            })
          )
        }).pipe(answer)
      )
      .handle("get", ({ path }) =>
        Effect.gen(function* () {
          const { account } = yield* context
          const found = yield* run(getEvent(account.id, path.id))
          return yield* Option.match(found, {
            onNone: () => Effect.fail(new NotFound({ error: `No event ${path.id}` })),
            onSome: Effect.succeed
          })
        }).pipe(Effect.catchTag("SqlError", () => Effect.fail(new ServiceUnavailable({ error: "storage unavailable" }))))
      )
      .handle("stats", ({ urlParams: p }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
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
          return yield* run(
            eventStats({ accountId: account.id, ...when, interval: p.interval, groupBy, rules, columns, byLead: p.by_lead ?? true })
          )
        }).pipe(answer)
      )
      .handle("count", ({ urlParams }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
          const query = yield* fromEither(parseMetricQuery(account.id, urlParams, now))
          return yield* run(countMetric(query, false))
        }).pipe(answer)
      )
      .handle("countUnique", ({ urlParams }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
          const query = yield* fromEither(parseMetricQuery(account.id, urlParams, now))
          return yield* run(countMetric(query, true))
        }).pipe(answer)
      )
      .handle("selectUnique", ({ urlParams }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
          const query = yield* fromEither(parseMetricQuery(account.id, urlParams, now))
          return yield* run(selectUniqueMetric(query))
        }).pipe(answer)
      )
      .handle("median", ({ urlParams: p }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
          const when =
            p.timeframe !== undefined || p.start !== undefined || p.end !== undefined
              ? yield* fromEither(parseWhen(p, now, "today"))
              : { offsetMs: 0, timeframe: { start: now - (p.max_age ?? 86_400) * 1000, end: now + 1 } }
          const query = {
            accountId: account.id,
            ...when,
            interval: undefined,
            groupBy: yield* fromEither(parseGroupBy(p.group_by)),
            filters: yield* fromEither(parseFilters(p.filters)),
            targetProperty: yield* fromEither(parseTarget(p.target_property))
          }
          return yield* run(medianMetric(query))
        }).pipe(answer)
      )
      .handle("funnel", ({ urlParams: p }) =>
        Effect.gen(function* () {
          const { account, now } = yield* context
          const when = yield* fromEither(parseWhen(p, now, "this_14_days"))
          const steps = yield* fromEither(jsonValues("steps", p.steps))
          return yield* run(funnelMetric(account.id, when.timeframe, steps))
        }).pipe(answer)
      )
  })
)

export const EventsLive = Layer.merge(group, EventsPurgeLive)
