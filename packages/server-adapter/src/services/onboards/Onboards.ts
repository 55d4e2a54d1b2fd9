import { SqlClient } from "@effect/sql"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { Ids, StoreError } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { Conflict, type CreateOnboard, NotFound, type Onboard, type OnboardStatus, onboardStatuses, type UpdateOnboard, ValidationFailed } from "@leadflow/api"
import { dependencies } from "../Dependencies.js"
import { acceptInvitation, claimOf, connectionOf, flowOf, type Invitation, type InvitationClaim, invitationById, withClaim } from "./Invitations.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const view = (doc: StoredDocument): Onboard => {
  const body = doc.body
  const text = (key: string): string => (typeof body[key] === "string" ? (body[key] as string) : "")
  const status = onboardStatuses.find((s) => s === body["status"]) ?? "created"
  return {
    id: doc.id,
    invitation_id: text("invitation_id"),
    account_id: doc.accountId,
    connection_id: text("connection_id"),
    flow_id: text("flow_id"),
    status,
    created_at: iso(doc.createdAt),
    updated_at: iso(doc.updatedAt)
  }
}

const notFound = (id: string) => new NotFound({ error: `Onboard ${id} not found` })

/** An invitation another onboard holds: its own onboard named to the account holding it, nothing to others. */
const taken = (invitation: Invitation, claim: InvitationClaim, accountId: string): Conflict =>
  new Conflict({
    error:
      claim.accountId !== accountId
        ? `Invitation ${invitation.id} has been taken by another account`
        : claim.acceptedAt !== undefined
          ? `Invitation ${invitation.id} was accepted already (onboard ${claim.onboardId})`
          : `Invitation ${invitation.id} is being accepted by onboard ${claim.onboardId}`
  })

/** Statuses only move forward (skipping is allowed); staying put is a no-op. */
const rank = (status: OnboardStatus): number => onboardStatuses.indexOf(status)

/**
 * Onboarding of an account through another's invitation: an onboard ties the invitation, the
 * connection it makes and the flow it fills in; its status only moves forward, and completing it
 * accepts the invitation.
 */
export class Onboards extends Effect.Service<Onboards>()("@leadflow/server-adapter/Onboards", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | Ids | CompiledFlows>()
    /** One transaction: an onboard and the invitation it takes or accepts change together or not at all. */
    const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect)).pipe(
        Effect.catchTag("SqlError", (cause) => Effect.fail(new StoreError({ message: `onboarding: ${String(cause)}`, cause })))
      )

    /**
     * Completing an onboard accepts its invitation: marked accepted (by this onboard) and the
     * inviter's pending entities made regular. An invitation taken by another onboard (stored
     * before invitations were taken) is not accepted twice.
     */
    const accept = (accountId: string, onboard: Onboard, now: number) =>
      Effect.gen(function* () {
        const found = yield* invitationById(onboard.invitation_id)
        if (Option.isNone(found)) return
        const invitation = found.value
        const claim = claimOf(invitation)
        if (claim !== undefined && (claim.accountId !== accountId || claim.onboardId !== onboard.id || claim.acceptedAt !== undefined))
          return yield* Effect.fail(taken(invitation, claim, accountId))
        const documents = yield* Documents
        yield* documents
          .update("invitations", invitation.accountId, invitation.id, withClaim(invitation, { accountId, onboardId: onboard.id, acceptedAt: iso(now) }), now, invitation.version)
          .pipe(Effect.catchTag("StaleVersion", () => Effect.fail(new Conflict({ error: `Invitation ${invitation.id} changed meanwhile: send the request again` }))))
        yield* acceptInvitation(invitation.id)
        return invitation.accountId
      })

    /** Starts onboarding; without a flow named by the invitation, a draft flow is made for it. */
    const create = (accountId: string, payload: typeof CreateOnboard.Type) =>
      run(
        Effect.gen(function* () {
          const documents = yield* Documents
          const ids = yield* Ids
          const found = yield* invitationById(payload.invitation_id)
          if (Option.isNone(found))
            return yield* Effect.fail(new NotFound({ error: `Invitation ${payload.invitation_id} not found` }))
          const invitation = found.value
          if (invitation.accountId === accountId)
            return yield* Effect.fail(ValidationFailed.of("invitation_id", "is this account's own invitation: the account it invites accepts it"))
          const claim = claimOf(invitation)
          if (claim !== undefined) return yield* Effect.fail(taken(invitation, claim, accountId))
          const now = yield* Clock.currentTimeMillis
          const connectionId = connectionOf(invitation)
          const id = ids.next()
          // The invitation is taken by this onboard first, guarded by its version: of two accounts
          // starting from it at once, one gets it. The same transaction makes the flow and the onboard.
          yield* documents
            .update("invitations", invitation.accountId, invitation.id, withClaim(invitation, { accountId, onboardId: id, acceptedAt: undefined }), now, invitation.version)
            .pipe(Effect.catchTag("StaleVersion", () => Effect.fail(new Conflict({ error: `Invitation ${invitation.id} changed meanwhile: send the request again` }))))
          let flowId = flowOf(invitation)
          if (flowId === undefined) {
            // The minimal flow, as a draft (never deployed): no fields, sources or steps yet;
            // onboarding fills it in, and deploying it is what makes it take leads.
            flowId = ids.next()
            yield* documents.insert(
              "flows",
              accountId,
              flowId,
              { name: `Onboarding ${connectionId}`, enabled: true, fields: [], sources: [], steps: [], created_at: iso(now), updated_at: iso(now) },
              now
            )
          }
          const doc = yield* documents.insert(
            "onboards",
            accountId,
            id,
            { invitation_id: invitation.id, connection_id: connectionId, flow_id: flowId, status: "created" },
            now
          )
          return view(doc)
        }).pipe(inTransaction)
      ).pipe(Effect.withSpan("Onboards.create"))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const documents = yield* Documents
          const doc = yield* documents.get("onboards", accountId, id)
          if (Option.isNone(doc)) return yield* Effect.fail(notFound(id))
          return view(doc.value)
        })
      ).pipe(Effect.withSpan("Onboards.get"))

    const update = (accountId: string, id: string, payload: typeof UpdateOnboard.Type) =>
      run(
        Effect.gen(function* () {
          const documents = yield* Documents
          const current = yield* documents.get("onboards", accountId, id)
          if (Option.isNone(current)) return yield* Effect.fail(notFound(id))
          const shown = view(current.value)
          const from = shown.status
          // A GET's members may come back as they were; a changed one would be ignored, so it is refused.
          const changed = (["id", "invitation_id", "account_id", "connection_id", "flow_id", "created_at", "updated_at"] as const).filter(
            (key) => payload[key] !== undefined && payload[key] !== shown[key]
          )
          if (changed.length > 0)
            return yield* Effect.fail(
              ValidationFailed.fromErrors(Object.fromEntries(changed.map((key) => [key, ["is set by the server: a PUT changes the status only"]])))
            )
          if (rank(payload.status) < rank(from))
            return yield* Effect.fail(ValidationFailed.of("status", `cannot go back from ${from} to ${payload.status}`))
          if (payload.status === from) return { onboard: view(current.value), inviter: undefined }
          const now = yield* Clock.currentTimeMillis
          // Guarded by version: two racing updates cannot both move the status.
          const updated = yield* documents
            .update("onboards", accountId, id, { ...current.value.body, status: payload.status }, now, current.value.version)
            .pipe(
              Effect.catchTag("StaleVersion", () =>
                Effect.fail(ValidationFailed.of("status", "the onboard changed meanwhile; read it again"))
              )
            )
          if (Option.isNone(updated)) return yield* Effect.fail(notFound(id))
          const onboard = view(updated.value)
          const inviter = onboard.status === "completed" ? yield* accept(accountId, onboard, now) : undefined
          return { onboard, inviter }
        }).pipe(
          inTransaction,
          // Once committed, the inviter's flows compile again with the entities made regular (a
          // lead between the entities' change and the commit may have cached them pending).
          Effect.tap(({ inviter }) => (inviter === undefined ? Effect.void : Effect.map(CompiledFlows, (flows) => flows.invalidate(inviter)))),
          Effect.map(({ onboard }) => onboard)
        )
      ).pipe(Effect.withSpan("Onboards.update"))

    return { create, get, update } as const
  })
}) {}
