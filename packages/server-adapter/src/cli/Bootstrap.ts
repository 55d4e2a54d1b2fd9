import { Clock, Effect } from "effect"
import { Accounts, type CreatedAccount } from "../accounts/Accounts.js"
import { Documents } from "../storage/Documents.js"
import { deployFlow } from "../storage/FlowVersions.js"
import { Ids } from "@leadflow/core"

/**
 * First start: an empty store gets a default account (with `LEADFLOW_API_KEY` as its key, or a
 * generated one shown once) and a ready-to-use flow, deployed, so that a new user can paste one `curl` and
 * see a lead accepted. Later starts change nothing.
 */
export interface Bootstrapped {
  /** Set only on the start that created the account (the key is shown once). */
  readonly created: CreatedAccount | undefined
  /** The starter flow and its source, when one exists (for the printed submission URL). */
  readonly starter: { readonly flowId: string; readonly sourceId: string } | undefined
}

export const starterFlowName = "My first flow"

/** The starter flow: the account entity as its source, four standard fields, no steps yet. */
export const starterFlow = (accountId: string, accountName: string) => ({
  name: starterFlowName,
  enabled: true,
  ping_enabled: true,
  fields: ["first_name", "last_name", "email", "phone_1"],
  sources: [
    {
      entity: { id: accountId, name: accountName },
      integration: { module_id: "leadflow-standard.inbound" }
    }
  ],
  acceptance_criteria: {
    outcome: "failure",
    reason: "an email or a phone number is required",
    rule_set: {
      op: "or",
      rules: [
        { lhv: "lead.email", op: "is not blank" },
        { lhv: "lead.phone_1", op: "is not blank" }
      ]
    }
  },
  steps: []
})

export const bootstrap = (apiKey: string | undefined) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const documents = yield* Documents
    if ((yield* accounts.count) > 0) {
      return { created: undefined, starter: undefined } satisfies Bootstrapped
    }
    const created = yield* accounts.create(apiKey === undefined ? { name: "Default" } : { name: "Default", apiKey })
    const now = yield* Clock.currentTimeMillis
    const flowId = (yield* Ids).next()
    const iso = new Date(now).toISOString()
    yield* documents.insert(
      "flows",
      created.account.id,
      flowId,
      { ...starterFlow(created.account.id, created.account.name), created_at: iso, updated_at: iso },
      now
    )
    // Deployed at once: the printed curl must work without a visit to the API first.
    yield* deployFlow(created.account.id, flowId)
    return { created, starter: { flowId, sourceId: created.account.id } } satisfies Bootstrapped
  })

/** The curl that submits a sample lead to the starter flow. */
export const sampleCurl = (baseUrl: string, starter: { readonly flowId: string; readonly sourceId: string }): string =>
  [
    `curl -i -X POST ${baseUrl}/flows/${starter.flowId}/sources/${starter.sourceId}/submit \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"first_name":"Ada","last_name":"Lovelace","email":"ada@example.com","phone_1":"512-555-0142"}'`
  ].join("\n")
