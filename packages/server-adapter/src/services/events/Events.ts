import { type SqlClient } from "@effect/sql"
import { type ListParams, NotFound } from "@leadflow/api"
import { Effect, Option } from "effect"
import { getEvent, listEvents, unsafePathSegment } from "../../events/EventList.js"
import type { ParamError } from "../../events/MetricParams.js"
import { dependencies } from "../Dependencies.js"
import { asValidation, fromEither, instant, parseRules, valuesOf } from "./EventParams.js"

/**
 * The events of an account, as stored by the engine: listed by time, id range and rules, or one
 * by id. Bad parameters fail with ValidationFailed; storage failures stay `SqlError`.
 */
export class Events extends Effect.Service<Events>()("@leadflow/server-adapter/Events", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<SqlClient.SqlClient>()

    const list = (accountId: string, p: typeof ListParams.Type = {}) =>
      run(
        Effect.gen(function* () {
          if (p.include !== undefined && p.exclude !== undefined)
            return yield* Effect.fail<ParamError>({ parameter: "include", message: "include cannot be used with exclude" })
          for (const [parameter, names] of [["include", p.include], ["exclude", p.exclude]] as const) {
            const unsafe = names === undefined ? undefined : valuesOf(names).map(unsafePathSegment).find((segment) => segment !== undefined)
            if (unsafe !== undefined)
              return yield* Effect.fail<ParamError>({ parameter, message: `a path may not name ${JSON.stringify(unsafe)}` })
          }
          const start = yield* fromEither(instant("start", p.start))
          const end = yield* fromEither(instant("end", p.end))
          // A range that ends before it starts is a mistake worth saying, not a page of nothing
          // (both ends are inclusive: start = end lists the events of that millisecond).
          if (start !== undefined && end !== undefined && start > end)
            return yield* Effect.fail<ParamError>({ parameter: "end", message: "end must not be before start" })
          const rules = p.rules === undefined ? undefined : yield* fromEither(parseRules("rules", p.rules))
          return yield* listEvents({
            accountId,
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
        }).pipe(asValidation)
      ).pipe(Effect.withSpan("Events.list"))

    const get = (accountId: string, id: string) =>
      run(
        Effect.flatMap(
          getEvent(accountId, id),
          Option.match({ onNone: () => Effect.fail(new NotFound({ error: `No event ${id}` })), onSome: Effect.succeed })
        )
      ).pipe(Effect.withSpan("Events.get"))

    return { list, get } as const
  })
}) {}
