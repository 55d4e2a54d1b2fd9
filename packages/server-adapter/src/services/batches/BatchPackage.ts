import type { SqlClient } from "@effect/sql"
import { Ids, objectIdGenerator, toText } from "@leadflow/core"
import { definePackage, defineIntegration, type IntegrationPackage } from "@leadflow/integrations"
import { isTypedValue } from "@leadflow/types"
import { Context, Effect } from "effect"
import { addRecord } from "../../batch/AddRecord.js"
import type { Documents } from "../../storage/Documents.js"

/**
 * The `leadflow-batch` package: `leadflow-batch.outbound.append` adds the lead to a batch of the
 * lead's account from a flow step, as `POST /batch/batches/{id}/records` does. It is built over
 * the server's storage (captured here, since integrations only get the suppression lists), with
 * its own id generator (the server's `Ids` is built beside the integration runtime, not under it).
 */

/** The lead's values as stored records hold them: typed values as their normal strings. */
export const plainLead = (value: unknown): unknown => {
  if (isTypedValue(value)) return toText(value)
  if (Array.isArray(value)) return value.map(plainLead)
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) out[key] = plainLead(inner)
    return out
  }
  return value
}

const textOf = (value: unknown): string => toText(value).trim()

const accountIdOf = (vars: Readonly<Record<string, unknown>>): string => {
  const account = vars["account"]
  return account !== null && typeof account === "object" && "id" in account ? textOf(account.id) : ""
}

export const makeBatchPackage: Effect.Effect<ReadonlyArray<IntegrationPackage>, never, SqlClient.SqlClient | Documents> =
  Effect.map(Effect.context<SqlClient.SqlClient | Documents>(), (captured) => {
    const services = Context.add(captured, Ids, Ids.of({ next: objectIdGenerator() }))
    const append = defineIntegration({
      id: "leadflow-batch.outbound.append",
      name: "Batch",
      type: "delivery",
      description: "Add the lead to a batch, to be delivered with the batch's next file.",
      request_variables: [
        { name: "batch_id", type: "string", required: true, description: "The id of the batch to add the lead to" },
        { name: "lead.*", type: "wildcard", description: "The lead's fields, stored as the record" }
      ],
      response_variables: [
        { name: "outcome", type: "string", description: "success, failure (the batch takes no records) or error" },
        { name: "reason", type: "string", description: "Why the lead was not added" }
      ],
      validate: (vars) => (textOf(vars["batch_id"]) === "" ? "batch_id is required" : undefined),
      handle: (vars) => {
        const accountId = accountIdOf(vars)
        const batchId = textOf(vars["batch_id"])
        if (accountId === "") return Effect.succeed({ outcome: "error", reason: "the lead has no account" })
        const lead = plainLead(vars["lead"] ?? {})
        const data = lead !== null && typeof lead === "object" && !Array.isArray(lead) ? (lead as Record<string, unknown>) : {}
        return addRecord(accountId, batchId, data).pipe(
          Effect.catchTag("BatchNotFound", () => Effect.succeed({ outcome: "error", reason: "batch not found" })),
          Effect.map((result): Record<string, unknown> => ({ ...result })),
          Effect.provide(services)
        )
      }
    })
    return [
      definePackage({
        id: "leadflow-batch",
        provider: "Leadflow",
        name: "Batch",
        description: "Collect leads into batches delivered as files (CSV, TSV, pipe-delimited, JSON lines).",
        version: "0.1.0",
        integrations: [append]
      })
    ]
  })
