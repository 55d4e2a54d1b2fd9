import { Rule, RuleSet } from "@leadflow/core"
import { operatorNames } from "@leadflow/types"
import { timeParamFormat, ValidationFailed } from "@leadflow/api"
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

const knownOperators: ReadonlySet<string> = new Set(operatorNames)

/** The first operator in `items` (rules and nested rule sets) that no rule or rule set has. */
const unknownOperator = (items: ReadonlyArray<unknown>): string | undefined => {
  for (const item of items) {
    if (typeof item !== "object" || item === null) continue
    const { op, rules, rule_set } = item as { readonly op?: unknown; readonly rules?: unknown; readonly rule_set?: unknown }
    if (Array.isArray(rules)) {
      if (op !== "and" && op !== "or") return `rule set operator ${JSON.stringify(op)} (and, or)`
      const nested = unknownOperator(rules)
      if (nested !== undefined) return nested
    } else if (typeof op === "string" && !knownOperators.has(op)) return `rule operator ${JSON.stringify(op)}`
    const attached = rule_set === undefined || rule_set === null ? undefined : unknownOperator([rule_set])
    if (attached !== undefined) return attached
  }
  return undefined
}

/** Rules given as JSON (an array, or one rule per repeated parameter). */
export const parseRules = (parameter: string, value: Many | undefined) =>
  Either.flatMap(jsonValues(parameter, value), (items) =>
    Either.mapLeft(decodeRules(items), () => {
      const unknown = unknownOperator(items)
      return {
        parameter,
        message:
          unknown === undefined
            ? `${parameter} must be JSON rules: {lhv, op, rhv} or {op: "and"|"or", rules}`
            : `${parameter} has an unknown ${unknown}`
      }
    })
  )

export const valuesOf = (value: Many | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : (typeof value === "string" ? [value] : value).flatMap((v) => v.split(",").map((s) => s.trim())).filter((s) => s !== "")

export const instant = (parameter: string, value: string | undefined): Either.Either<number | undefined, ParamError> => {
  if (value === undefined) return Either.right(undefined)
  const parsed = parseInstant(value)
  return parsed === undefined ? Either.left({ parameter, message: `${parameter} must be ${timeParamFormat}` }) : Either.right(parsed)
}
