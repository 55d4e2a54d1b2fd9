import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect, Option, Schema } from "effect"
import type { StoredDocument } from "../../storage/Documents.js"
import { claimFlowIdWith } from "../../storage/FlowIds.js"
import type { Deployment } from "../../storage/FlowVersions.js"
import { type Revealed, unreadableErrors } from "../../secrets/FlowSecrets.js"
import { flowErrors, problemSummary } from "./FlowChecks.js"
import type { ReferenceContext } from "./FlowReferences.js"
import { withEntityZones } from "./EntityZones.js"
import { type FlowRecord, StoredFlow } from "@leadflow/api"

const flowKeys = Object.keys(StoredFlow.fields)

/** A stored flow as core's Flow (it was decoded before it was stored). */
export const storedFlow = (doc: StoredDocument) => {
  const picked = Object.fromEntries(Object.entries(doc.body).filter(([key]) => flowKeys.includes(key) && key !== "errors"))
  return Effect.orDie(Schema.decodeUnknown(StoredFlow)({ ...picked, id: doc.id }))
}

/**
 * A stored flow (its draft) as the API answers it: with its version, the version that is live
 * (when it was ever deployed) and, when something is wrong with the draft, its errors. `revealed`
 * is its body with its secrets as answered (masked, `FlowSecrets.ts`), which the checks read too,
 * so no error quotes a secret; a sealed value that does not open is one of its errors. Its entity
 * references' read-only `time_zone` is the entities' now (`withEntityZones`), whatever is stored.
 */
export const toFlowRecord = (
  doc: StoredDocument,
  revealed: Pick<Revealed, "displayed" | "unreadable">,
  context: ReferenceContext,
  deployment: Option.Option<Deployment>
): Effect.Effect<FlowRecord> =>
  Effect.map(storedFlow({ ...doc, body: revealed.displayed }), (stored) => {
    const flow = withEntityZones(stored, context.entities)
    const errors = { ...flowErrors(flow, context), ...unreadableErrors(revealed.unreadable) }
    const error = problemSummary(errors)
    const { errors: _stored, ...rest } = flow
    const deployed = Option.match(deployment, {
      onNone: () => ({}),
      onSome: (d) => ({ deployed_version: d.version, deployed_at: new Date(d.deployedAt).toISOString() })
    })
    const record = { ...rest, id: flow.id ?? (doc.id as FlowRecord["id"]), version: doc.version, ...deployed }
    return error === undefined ? record : { ...record, errors, error }
  })

/**
 * Claim a flow id for an account, for good: submission URLs name a flow by id alone, so an id once
 * used (even by a flow since deleted, whose sellers may still post to it) never passes to another
 * account. True when the id is the account's now (newly claimed, or claimed by it before); one
 * statement, so two accounts racing for one id cannot both win.
 */
export const claimFlowId = (accountId: string, id: string, now: number): Effect.Effect<boolean, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => claimFlowIdWith(sql, accountId, id, now))
