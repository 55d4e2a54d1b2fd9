import { type SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"

const nextListId = objectIdGenerator()

/**
 * Register a list name of an account in the `/lists` registry unless it is there: the
 * suppression list steps write to any name, and such a list is then listed, counted and managed
 * like one created through the API. One insert that does nothing when the name is registered.
 */
export const registerListName = (sql: SqlClient.SqlClient, accountId: string, name: string, now: number) =>
  sql`INSERT INTO lists ${sql.insert({ id: nextListId(), account_id: accountId, name, description: null, created_at: now, updated_at: now })}
    ON CONFLICT (account_id, name) DO NOTHING`
