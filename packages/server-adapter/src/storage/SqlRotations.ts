import type { SqlClient } from "@effect/sql"
import { Rotations, type RotationKey } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "./StoreErrors.js"

interface PositionRow {
  readonly position: unknown
}

/**
 * `Rotations` of one account on the current `SqlClient`: the cursors of its flows' round-robin
 * and weighted groups. A move is one upsert that adds to the stored position and returns the
 * new one (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, on SQLite and PostgreSQL alike), so
 * the database serialises the leads of every process and each gets a place of its own.
 */
export const makeAccountRotations = (sql: SqlClient.SqlClient, accountId: string): Rotations["Type"] => {
  const advance = (key: RotationKey, by: number) =>
    sql<PositionRow>`INSERT INTO rotations ${sql.insert({
      account_id: accountId,
      flow_id: key.flowId,
      group_id: key.groupId,
      position: by,
      updated_at: Date.now()
    })}
      ON CONFLICT (account_id, flow_id, group_id)
      DO UPDATE SET position = rotations.position + ${by}, updated_at = excluded.updated_at
      RETURNING position`.pipe(
      Effect.map((rows) => Number(rows[0]?.position ?? by) - by),
      asStoreError(`moving the rotation of group ${key.groupId} of flow ${key.flowId}`)
    )
  return Rotations.of({ advance })
}
