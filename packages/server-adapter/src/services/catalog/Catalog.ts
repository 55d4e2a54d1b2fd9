import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { listVars } from "./Vars.js"

/** The variables an account's flows can read (lead fields, appended values, integration outputs). */
export class Catalog extends Effect.Service<Catalog>()("@leadflow/server-adapter/Catalog", {
  effect: Effect.gen(function* () {
    const documents = yield* Documents
    const runtime = yield* IntegrationRuntime
    const vars = (
      accountId: string,
      query: { readonly flow_id?: ReadonlyArray<string> | undefined; readonly exclude?: ReadonlyArray<string> | undefined } = {}
    ) =>
      Effect.map(Effect.all([documents.list("flows", accountId), documents.list("fields", accountId)]), ([flows, fields]) =>
        listVars(flows, fields, runtime, { flowIds: query.flow_id ?? [], exclude: query.exclude ?? [] })
      ).pipe(Effect.withSpan("Catalog.vars"))
    return { vars } as const
  })
}) {}
