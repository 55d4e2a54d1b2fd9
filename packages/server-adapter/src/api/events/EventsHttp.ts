import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi, ServiceUnavailable } from "@leadflow/api"
import { Effect } from "effect"
import { EventMetrics } from "../../services/events/EventMetrics.js"
import { Events } from "../../services/events/Events.js"

/** A database failure is a 503 (logged). */
const answer = <A, E, R>(effect: Effect.Effect<A, E | { readonly _tag: "SqlError" }, R>) =>
  Effect.catchIf(
    effect,
    (error): error is { readonly _tag: "SqlError" } => typeof error === "object" && error !== null && "_tag" in error && error._tag === "SqlError",
    (error) => Effect.zipRight(Effect.logError("events query failed", error), Effect.fail(new ServiceUnavailable({ error: "storage unavailable" })))
  ) as Effect.Effect<A, Exclude<E, { readonly _tag: "SqlError" }> | ServiceUnavailable, R>

/** Handlers of the `events` group (the hourly purge of expired events runs beneath, in `ResourcesLive`). */
export const EventsLive = HttpApiBuilder.group(MainApi, "events", (handlers) =>
  Effect.gen(function* () {
    const events = yield* Events
    const metrics = yield* EventMetrics
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) => Effect.flatMap(CurrentAccount, (account) => f(account.id))
    return handlers
      .handle("list", ({ urlParams }) => answer(forAccount((account) => events.list(account, urlParams))))
      .handle("get", ({ path }) =>
        forAccount((account) => events.get(account, path.id)).pipe(
          Effect.catchTag("SqlError", () => Effect.fail(new ServiceUnavailable({ error: "storage unavailable" })))
        )
      )
      .handle("stats", ({ urlParams }) => answer(forAccount((account) => metrics.stats(account, urlParams))))
      .handle("count", ({ urlParams }) => answer(forAccount((account) => metrics.count(account, urlParams))))
      .handle("countUnique", ({ urlParams }) => answer(forAccount((account) => metrics.countUnique(account, urlParams))))
      .handle("selectUnique", ({ urlParams }) => answer(forAccount((account) => metrics.selectUnique(account, urlParams))))
      .handle("median", ({ urlParams }) => answer(forAccount((account) => metrics.median(account, urlParams))))
      .handle("funnel", ({ urlParams }) => answer(forAccount((account) => metrics.funnel(account, urlParams))))
  })
)
