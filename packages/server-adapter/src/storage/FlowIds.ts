import type { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "./StoreErrors.js"

/**
 * The registry of flow ids (`flow_ids`): every id a flow ever had, and its account. The update
 * side of the upsert only matches the owner's row, so a row comes back when the id is new or
 * already the account's, and none when another account holds it.
 */
export const claimFlowIdWith = (
  sql: SqlClient.SqlClient,
  accountId: string,
  id: string,
  now: number
): Effect.Effect<boolean, StoreError> =>
  sql<{ readonly id: string }>`INSERT INTO flow_ids ${sql.insert({ id, account_id: accountId, created_at: now })}
    ON CONFLICT (id) DO UPDATE SET created_at = flow_ids.created_at WHERE flow_ids.account_id = ${accountId}
    RETURNING id`.pipe(
    Effect.map((rows) => rows.length > 0),
    asStoreError(`claiming flow id ${id}`)
  )
