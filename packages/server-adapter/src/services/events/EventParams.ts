import { Rule, RuleSet } from "@leadflow/core"
import { ValidationFailed } from "@leadflow/api"
import { Effect, Either, Schema } from "effect"
import { jsonValues, type Many, type ParamError } from "../../events/MetricParams.js"
import type { MetricQueryError } from "../../events/MetricQuery.js"
import { parseInstant } from "../../events/Timeframe.js"

/** Reading the events' query parameters beyond their schemas: rules as JSON, lists, instants. */

export const invalid = (error: ParamError | MetricQueryError): ValidationFailed => ValidationFailed.of(error.parameter, error.message)

/** A parameter or query problem as the caller's ValidationFailed; storage failures pass through. */
export const asValidation = <A, E, R>(effect: Effect.Effect<A, E | ParamError | MetricQueryError, R>) =>
  Effect.catchIf(
    effect,
    (error): error is ParamError | MetricQueryError =>
      typeof error === "object" && error !== null && "parameter" in error && "message" in error && (!("_tag" in error) || error._tag === "MetricQueryError"),
    (error) => Effect.fail(invalid(error))
  ) as Effect.Effect<A, Exclude<E, ParamError | MetricQueryError> | ValidationFailed, R>

export const fromEither = <A>(either: Either.Either<A, ParamError>): Effect.Effect<A, ParamError> =>
  Either.isLeft(either) ? Effect.fail(either.left) : Effect.succeed(either.right)

const decodeRules = Schema.decodeUnknownEither(Schema.Array(Schema.Union(Rule, RuleSet)))

/** Rules given as JSON (an array, or one rule per repeated parameter). */
export const parseRules = (parameter: string, value: Many | undefined) =>
  Either.flatMap(jsonValues(parameter, value), (items) =>
    Either.mapLeft(decodeRules(items), () => ({
      parameter,
      message: `${parameter} must be JSON rules: {lhv, op, rhv} or {op: "and"|"or", rules}`
    }))
  )

export const valuesOf = (value: Many | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : (typeof value === "string" ? [value] : value).flatMap((v) => v.split(",").map((s) => s.trim())).filter((s) => s !== "")

export const instant = (parameter: string, value: string | undefined): Either.Either<number | undefined, ParamError> => {
  if (value === undefined) return Either.right(undefined)
  const parsed = parseInstant(value)
  return parsed === undefined ? Either.left({ parameter, message: `${parameter} must be an ISO 8601 time or ms since the epoch` }) : Either.right(parsed)
}
