import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect, Schema } from "effect"
import type { StoredDocument } from "../../storage/Documents.js"
import { claimFlowIdWith } from "../../storage/FlowIds.js"
import { errorSummary, type ReferenceContext, referenceErrors } from "./FlowReferences.js"
import { type FlowRecord, StoredFlow } from "./FlowSchemas.js"

const flowKeys = Object.keys(StoredFlow.fields)

/** A stored flow as core's Flow (it was decoded before it was stored). */
export const storedFlow = (doc: StoredDocument) => {
  const picked = Object.fromEntries(Object.entries(doc.body).filter(([key]) => flowKeys.includes(key) && key !== "errors"))
  return Effect.orDie(Schema.decodeUnknown(StoredFlow)({ ...picked, id: doc.id }))
}

/** A stored flow as the API answers it: with its version and, when broken, its errors. */
export const toFlowRecord = (doc: StoredDocument, context: ReferenceContext): Effect.Effect<FlowRecord> =>
  Effect.map(storedFlow(doc), (flow) => {
    const errors = referenceErrors(flow, context)
    const error = errorSummary(errors)
    const { errors: _stored, ...rest } = flow
    const record = { ...rest, id: flow.id ?? (doc.id as FlowRecord["id"]), version: doc.version }
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
