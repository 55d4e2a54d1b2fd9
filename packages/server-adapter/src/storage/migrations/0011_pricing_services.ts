import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Pricing services (`/services`): account-owned documents, the same shape as 0002's tables. */
export const pricingServiceTables = ["pricing_services"] as const

export const pricingServices = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  for (const table of pricingServiceTables) {
    yield* sql`CREATE TABLE ${sql(table)} (
      account_id TEXT NOT NULL,
      id TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      body ${jsonType} NOT NULL,
      PRIMARY KEY (account_id, id)
    )`
    yield* sql`CREATE INDEX ${sql(`${table}_created_at`)} ON ${sql(table)} (account_id, created_at)`
  }
})
