import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { EventMetrics } from "../../services/events/EventMetrics.js"
import { Events } from "../../services/events/Events.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `events` group (the hourly purge of expired events runs beneath, in `ResourcesLive`). */
export const EventsLive = HttpApiBuilder.group(MainApi, "events", (handlers) =>
  Effect.gen(function* () {
    const events = yield* Events
    const metrics = yield* EventMetrics
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) => Effect.flatMap(CurrentAccount, (account) => f(account.id))
    return handlers
      .handle("list", ({ urlParams }) => orUnavailable(forAccount((account) => events.list(account, urlParams))))
      .handle("get", ({ path }) =>
        orUnavailable(forAccount((account) => events.get(account, path.id)))
      )
      .handle("stats", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.stats(account, urlParams))))
      .handle("count", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.count(account, urlParams))))
      .handle("countUnique", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.countUnique(account, urlParams))))
      .handle("selectUnique", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.selectUnique(account, urlParams))))
      .handle("median", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.median(account, urlParams))))
      .handle("funnel", ({ urlParams }) => orUnavailable(forAccount((account) => metrics.funnel(account, urlParams))))
  })
)
