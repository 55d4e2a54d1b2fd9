import { SqlClient } from "@effect/sql"
import { StoreError } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { Documents, parseBody } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { updateRecorded } from "../changelogs/RecordedChanges.js"
import { NotFound } from "@leadflow/api"
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
  /** The document's version, which a claim of the invitation is guarded by. */
  readonly version: number
}

export const invitationById = (id: string): Effect.Effect<Option.Option<Invitation>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly account_id: string; readonly id: string; readonly body: unknown; readonly version: unknown }>`SELECT account_id, id, body, version
      FROM invitations WHERE id = ${id}`.pipe(
      Effect.map((rows) =>
        Option.map(Option.fromNullable(rows[0]), (row) => ({
          accountId: row.account_id,
          id: row.id,
          body: parseBody(row.body),
          version: Number(row.version)
        }))
      ),
      asStoreError(`reading invitation ${id}`)
    )
  )

/**
 * The onboard an invitation is taken by (`onboard` in its document): the first account to start
 * onboarding from it holds it, and only that onboard can complete it. `accepted_at` is set when
 * it completes.
 */
export interface InvitationClaim {
  readonly accountId: string
  readonly onboardId: string
  readonly acceptedAt: string | undefined
}

export const claimOf = (invitation: Invitation): InvitationClaim | undefined => {
  const onboard = invitation.body["onboard"]
  if (onboard === null || typeof onboard !== "object") return undefined
  const { account_id, id, accepted_at } = onboard as Record<string, unknown>
  if (typeof account_id !== "string" || typeof id !== "string") return undefined
  return { accountId: account_id, onboardId: id, acceptedAt: typeof accepted_at === "string" ? accepted_at : undefined }
}

/** The invitation's document with its claim set (`claim` undefined: released). */
export const withClaim = (invitation: Invitation, claim: InvitationClaim): Record<string, unknown> => ({
  ...invitation.body,
  onboard: { account_id: claim.accountId, id: claim.onboardId, ...(claim.acceptedAt === undefined ? {} : { accepted_at: claim.acceptedAt }) }
})

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

/**
 * An accepted invitation (its onboard completed): the inviting account's pending entities for it
 * become regular entities, as the spec's state table says. Each change is changelogged.
 */
export const acceptInvitation = (invitationId: string) =>
  Effect.gen(function* () {
    const invitation = yield* invitationById(invitationId)
    if (Option.isNone(invitation)) return 0
    const inviter = invitation.value.accountId
    const documents = yield* Documents
    const entities = yield* documents.list("entities", inviter)
    const now = yield* Clock.currentTimeMillis
    let accepted = 0
    for (const entity of entities) {
      if (entity.body["pending"] !== true || entity.body["invitation_id"] !== invitationId) continue
      const body = { ...entity.body, pending: false, invitation_id: null, updated_at: new Date(now).toISOString() }
      const done = yield* updateRecorded("entities", "entity", inviter, entity, body, now, new NotFound({ error: `No entity ${entity.id}` })).pipe(
        Effect.catchTag("SqlError", (cause) =>
          Effect.fail(new StoreError({ message: `accepting invitation ${invitationId}: ${cause.message}`, cause }))
        ),
        Effect.as(true),
        // Changed or deleted meanwhile: its owner's change stands, and this one is not repeated.
        Effect.catchTags({
          Conflict: () => Effect.as(Effect.logWarning(`entity ${entity.id} changed while its invitation was accepted`), false),
          NotFound: () => Effect.succeed(false)
        })
      )
      if (done) accepted++
    }
    if (accepted > 0) (yield* CompiledFlows).invalidate(inviter)
    return accepted
  })
