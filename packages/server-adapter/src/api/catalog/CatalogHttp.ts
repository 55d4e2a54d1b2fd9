import { HttpApiBuilder } from "@effect/platform"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ServiceUnavailable } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { allTypes, isTypeName, typeView } from "./TypeView.js"
import { listVars } from "./Vars.js"

/** Handlers of the `catalog` group. */
export const CatalogLive = HttpApiBuilder.group(MainApi, "catalog", (handlers) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const runtime = yield* IntegrationRuntime
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
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const [flows, fields] = yield* Effect.all([
            documents.list("flows", account.id),
            documents.list("fields", account.id)
          ]).pipe(Effect.mapError((error) => new ServiceUnavailable({ error: error.message })))
          return listVars(flows, fields, runtime, { flowIds: urlParams.flow_id ?? [], exclude: urlParams.exclude ?? [] })
        })
      )
  })
)
