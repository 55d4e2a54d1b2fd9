import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"
import { maskSealed } from "../../secrets/FlowSecrets.js"
import { collectDestinations } from "./CollectDestinations.js"

/** Where an account's flows deliver leads, by integration, optionally with the flows using each. */
export class Destinations extends Effect.Service<Destinations>()("@leadflow/server-adapter/Destinations", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | IntegrationRuntime>()
    const list = (accountId: string, options: { readonly flowUsages?: boolean } = {}) =>
      run(
        Effect.gen(function* () {
          const flows = yield* (yield* Documents).list("flows", accountId)
          // A webhook URL that carries a secret is stored sealed and answered masked.
          return collectDestinations(maskSealed(flows), (yield* IntegrationRuntime).packages, options.flowUsages === true)
        })
      )
    return { list } as const
  })
}) {}
