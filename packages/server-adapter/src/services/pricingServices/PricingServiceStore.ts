import type { SqlClient } from "@effect/sql"
import { PricingService, type PricingServices, StoreError } from "@leadflow/core"
import { Effect, Option, Schema } from "effect"
import { type DocumentRow, type StoredDocument, toDocument } from "../../storage/Documents.js"
import { asStoreError } from "../../storage/StoreErrors.js"
import { openFlowSecrets, pricingServiceSecretOwner } from "../../secrets/FlowSecrets.js"
import type { SecretBoxService } from "../../secrets/SecretBox.js"

/**
 * Pricing services as stored documents (table `pricing_services`, one per account and id), and
 * core's `PricingServices` port for one account: what a lead of that account's flows is priced
 * with. A service of another account is never found, exactly as a missing one.
 */

export const pricingServicesTable = "pricing_services" as const

const decode = Schema.decodeUnknownOption(PricingService)

const iso = (ms: number): string => new Date(ms).toISOString()

/** The record of a stored service (its times from the row). */
export const toPricingService = (doc: StoredDocument): Option.Option<PricingService> =>
  decode({ ...doc.body, id: doc.id, created_at: iso(doc.createdAt), updated_at: iso(doc.updatedAt) })

/**
 * The port for one account. Each lookup reads the row (a change is seen by the next lead), but
 * a version already decoded is reused, so its mappings stay compiled (see `PricingServiceCall`).
 */
export const accountPricingServices = (sql: SqlClient.SqlClient, box: SecretBoxService, accountId: string): PricingServices["Type"] => {
  const decoded = new Map<string, { readonly version: number; readonly service: PricingService | undefined }>()
  return {
    get: (serviceId) => {
      const id = serviceId.toLowerCase()
      return sql<DocumentRow>`SELECT * FROM ${sql(pricingServicesTable)} WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        asStoreError(`reading pricing service ${id}`),
        Effect.flatMap((rows) => {
          const row = rows[0]
          if (row === undefined) {
            decoded.delete(id)
            return Effect.succeed(undefined)
          }
          const doc = toDocument(row)
          const known = decoded.get(id)
          if (known !== undefined && known.version === doc.version) return Effect.succeed(known.service)
          // Secrets typed into its mappings are stored sealed: it runs with them opened.
          return openFlowSecrets(doc.body, pricingServiceSecretOwner(accountId, doc.id), box).pipe(
            Effect.mapError((error) => new StoreError({ message: `pricing service ${id}: ${error.message}` })),
            Effect.map((body) => {
              const service = Option.getOrUndefined(toPricingService({ ...doc, body }))
              decoded.set(id, { version: doc.version, service })
              return service
            })
          )
        })
      )
    }
  }
}
