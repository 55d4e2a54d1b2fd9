import { IntegrationRuntime } from "@leadflow/integrations"
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { deployedBodies } from "../../storage/FlowVersions.js"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"
import { declaredSecretsOf, flowSecretOwner, revealSecrets } from "../../secrets/FlowSecrets.js"
import { SecretBox } from "../../secrets/SecretBox.js"
import { collectDestinations } from "./CollectDestinations.js"

/**
 * Where an account's flows deliver leads, by integration, optionally with the flows using each:
 * as deployed (a draft saved since, or a flow never deployed, delivers nothing).
 */
export class Destinations extends Effect.Service<Destinations>()("@leadflow/server-adapter/Destinations", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | IntegrationRuntime | SecretBox | SqlClient.SqlClient>()
    const list = (accountId: string, options: { readonly flowUsages?: boolean } = {}) =>
      run(
        Effect.gen(function* () {
          const box = yield* SecretBox
          const declared = declaredSecretsOf((yield* IntegrationRuntime).lookup)
          const deployed = yield* deployedBodies(accountId)
          const live = (yield* (yield* Documents).list("flows", accountId)).flatMap((doc) => {
            const body = deployed.get(doc.id)
            return body === undefined ? [] : [{ ...doc, body }]
          })
          // A webhook URL that carries a secret is stored sealed: answered with its secret masked.
          const flows = yield* Effect.forEach(live, (doc) =>
            Effect.map(revealSecrets(doc.body, flowSecretOwner(accountId, doc.id), box, declared), ({ displayed }) => ({ ...doc, body: displayed }))
          )
          return collectDestinations(flows, (yield* IntegrationRuntime).packages, options.flowUsages === true)
        })
      )
    return { list } as const
  })
}) {}
