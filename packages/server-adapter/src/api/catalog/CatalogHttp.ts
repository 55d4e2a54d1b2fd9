import { HttpApiBuilder } from "@effect/platform"
import { allTypes, CurrentAccount, isTypeName, MainApi, NotFound, ServiceUnavailable, typeView } from "@leadflow/api"
import { Clock, Effect } from "effect"
import { Catalog } from "../../services/catalog/Catalog.js"

/** Handlers of the `catalog` group. */
export const CatalogLive = HttpApiBuilder.group(MainApi, "catalog", (handlers) =>
  Effect.gen(function* () {
    const catalog = yield* Catalog
    return handlers
      .handle("status", () =>
        Effect.map(Clock.currentTimeMillis, (now) => ({ status: "ok", version: "0.1.0", time: new Date(now).toISOString() }))
      )
      .handle("types", () => Effect.succeed(allTypes))
      .handle("type", ({ path }) =>
        isTypeName(path.name)
          ? Effect.succeed(typeView(path.name))
          : Effect.fail(new NotFound({ error: `Type ${path.name} not found: GET /types lists the types` }))
      )
      .handle("vars", ({ urlParams }) =>
        Effect.flatMap(CurrentAccount, (account) => catalog.vars(account.id, urlParams)).pipe(
          Effect.mapError((error) => new ServiceUnavailable({ error: error.message }))
        )
      )
  })
)
