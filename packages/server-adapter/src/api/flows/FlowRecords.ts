import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect, Schema } from "effect"
import type { StoredDocument } from "../../storage/Documents.js"
import { asStoreError } from "../../storage/StoreErrors.js"
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

/** Whether any account has a flow with this id (submission URLs name a flow by id alone). */
export const flowIdTaken = (id: string): Effect.Effect<boolean, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly id: string }>`SELECT id FROM flows WHERE id = ${id} LIMIT 1`.pipe(
      asStoreError("looking up a flow id")
    )
    return rows.length > 0
  })
