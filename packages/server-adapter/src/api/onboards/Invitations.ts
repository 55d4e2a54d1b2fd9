import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { parseBody } from "../../storage/Documents.js"
import { asStoreError } from "../../storage/StoreErrors.js"

/**
 * Invitations by id, whatever account holds them. An invitation is a document of the account
 * that sent it (the inviter); the account that accepts it is another one (the caller of
 * `POST /onboards`), so the lookup cannot be scoped to the caller. Ids are unguessable ObjectIds.
 */
export interface Invitation {
  readonly accountId: string
  readonly id: string
  readonly body: Record<string, unknown>
}

export const invitationById = (id: string): Effect.Effect<Option.Option<Invitation>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly account_id: string; readonly id: string; readonly body: unknown }>`SELECT account_id, id, body
      FROM invitations WHERE id = ${id}`.pipe(
      Effect.map((rows) =>
        Option.map(Option.fromNullable(rows[0]), (row) => ({ accountId: row.account_id, id: row.id, body: parseBody(row.body) }))
      ),
      asStoreError(`reading invitation ${id}`)
    )
  )

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

/**
 * The connection an invitation sets up: its `connection_id`, else its pending entity's id, else
 * the inviting account (the connection is to that account).
 */
export const connectionOf = (invitation: Invitation): string => {
  const entity = invitation.body["entity"]
  const entityId = typeof entity === "object" && entity !== null ? text((entity as Record<string, unknown>)["id"]) : undefined
  return text(invitation.body["connection_id"]) ?? entityId ?? invitation.accountId
}

/** The flow the invitation names, if any. */
export const flowOf = (invitation: Invitation): string | undefined => text(invitation.body["flow_id"])
