import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"
import { declaredSecretsOf, flowSecretOwner, revealSecrets } from "../../secrets/FlowSecrets.js"
import { SecretBox } from "../../secrets/SecretBox.js"
import { collectDestinations } from "./CollectDestinations.js"

/** Where an account's flows deliver leads, by integration, optionally with the flows using each. */
export class Destinations extends Effect.Service<Destinations>()("@leadflow/server-adapter/Destinations", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | IntegrationRuntime | SecretBox>()
    const list = (accountId: string, options: { readonly flowUsages?: boolean } = {}) =>
      run(
        Effect.gen(function* () {
          const box = yield* SecretBox
          const declared = declaredSecretsOf((yield* IntegrationRuntime).lookup)
          // A webhook URL that carries a secret is stored sealed: answered with its secret masked.
          const flows = yield* Effect.forEach(yield* (yield* Documents).list("flows", accountId), (doc) =>
            Effect.map(revealSecrets(doc.body, flowSecretOwner(accountId, doc.id), box, declared), ({ displayed }) => ({ ...doc, body: displayed }))
          )
          return collectDestinations(flows, (yield* IntegrationRuntime).packages, options.flowUsages === true)
        })
      )
    return { list } as const
  })
}) {}
