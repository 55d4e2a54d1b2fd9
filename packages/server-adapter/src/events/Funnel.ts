import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import { makeEventSql } from "./EventSql.js"
import { FunnelStep } from "@leadflow/api"
import { checkFilters, type CheckedFilter, filtersCondition } from "./Filters.js"
import { MetricQueryError } from "./MetricQuery.js"
import { parsePropertyPath, type PropertyPath } from "./PropertyPath.js"
import type { Timeframe } from "./Timeframe.js"

/**
 * `funnel`: how many actors (leads by default: `vars.lead.id`) reached each step, a step
 * counting only actors that also reached every earlier step. A step selects events by its
 * `filters`, and by `event_collection` when that names an event type (`source`, `recipient` ...;
 * `events` or nothing means every event). One query: a CTE per step, each restricted to the
 * actors of the one before.
 */
export const maxFunnelSteps = 10

const eventTypes = ["source", "recipient", "bid", "filter", "feedback-received", "feedback-sent", "retry"]

interface CheckedStep {
  readonly type: string | undefined
  readonly actor: PropertyPath
  readonly filters: ReadonlyArray<CheckedFilter>
}

// A member a step does not have (`optional`, `inverted`...) is refused, not dropped.
const decodeSteps = Schema.decodeUnknownEither(Schema.Array(FunnelStep), { errors: "all", onExcessProperty: "error" })

/** The steps as given (decoded) and as checked. */
export const checkSteps = (
  input: unknown
): Either.Either<{ readonly given: ReadonlyArray<FunnelStep>; readonly checked: ReadonlyArray<CheckedStep> }, string> => {
  const decoded = decodeSteps(input)
  if (Either.isLeft(decoded)) return Either.left("steps must be an array of {event_collection, actor_property, filters}, with no other members")
  if (decoded.right.length === 0 || decoded.right.length > maxFunnelSteps)
    return Either.left(`a funnel has 1 to ${maxFunnelSteps} steps`)
  const steps: Array<CheckedStep> = []
  for (const step of decoded.right) {
    // A funnel answers counts; the actors themselves are not listed.
    if (step.with_actors === true) return Either.left("with_actors is not supported: a funnel answers how many actors reached each step")
    const collection = step.event_collection
    if (collection !== undefined && collection !== "events" && !eventTypes.includes(collection))
      return Either.left(`unknown event_collection ${JSON.stringify(collection)}: events or an event type (${eventTypes.join(", ")})`)
    const actor = parsePropertyPath(step.actor_property ?? "vars.lead.id")
    if (Either.isLeft(actor)) return Either.left(actor.left)
    const filters = checkFilters(step.filters ?? [])
    if (Either.isLeft(filters)) return Either.left(filters.left)
    steps.push({ type: collection === "events" ? undefined : collection, actor: actor.right, filters: filters.right })
  }
  return Either.right({ given: decoded.right, checked: steps })
}

export interface FunnelAnswer {
  readonly steps: ReadonlyArray<FunnelStep>
  readonly result: ReadonlyArray<number>
}

export const funnelMetric = (
  accountId: string,
  timeframe: Timeframe,
  steps: unknown
): Effect.Effect<FunnelAnswer, MetricQueryError | SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const { given, checked } = yield* Either.mapLeft(checkSteps(steps), (message) => new MetricQueryError({ parameter: "steps", message }))
    const sql = yield* SqlClient.SqlClient
    const e = makeEventSql(sql)
    const ctes = checked.map((step, i) => {
      const actor = e.text(step.actor)
      const conditions = [
        sql`account_id = ${accountId}`,
        sql`created_at >= ${timeframe.start}`,
        sql`created_at < ${timeframe.end}`,
        sql`${actor} IS NOT NULL`,
        filtersCondition(e, step.filters),
        ...(step.type === undefined ? [] : [sql`type = ${step.type}`]),
        ...(i === 0 ? [] : [sql`${actor} IN (SELECT a FROM ${sql.literal(`s${i - 1}`)})`])
      ]
      return sql`${sql.literal(`s${i}`)} AS (SELECT DISTINCT ${actor} AS a FROM ${e.from()} WHERE ${sql.and(conditions)})`
    })
    const counts = checked.map((_, i) => sql`(SELECT COUNT(*) FROM ${sql.literal(`s${i}`)}) AS ${sql.literal(`n${i}`)}`)
    const rows = yield* sql<Record<string, unknown>>`WITH ${sql.csv(ctes)} SELECT ${sql.csv(counts)}`
    const row = rows[0] ?? {}
    return { steps: given, result: checked.map((_, i) => Number(row[`n${i}`] ?? 0)) }
  })
