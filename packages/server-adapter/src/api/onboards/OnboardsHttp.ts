import { HttpApiBuilder } from "@effect/platform"
import { Ids } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { orUnavailable } from "../counters/Unavailable.js"
import { acceptInvitation, connectionOf, flowOf, invitationById } from "./Invitations.js"
import { onboardStatuses, type Onboard, type OnboardStatus } from "./OnboardSchemas.js"

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

/** Statuses only move forward (skipping is allowed); staying put is a no-op. */
const rank = (status: OnboardStatus): number => onboardStatuses.indexOf(status)

/** Handlers of the `onboards` group. */
export const OnboardsLive = HttpApiBuilder.group(MainApi, "onboards", (handlers) =>
  handlers
    .handle("createOnboard", ({ payload }) =>
      orUnavailable(
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const documents = yield* Documents
          const ids = yield* Ids
          const found = yield* invitationById(payload.invitation_id)
          if (Option.isNone(found))
            return yield* Effect.fail(new NotFound({ error: `Invitation ${payload.invitation_id} not found` }))
          const invitation = found.value
          const now = yield* Clock.currentTimeMillis
          const connectionId = connectionOf(invitation)
          let flowId = flowOf(invitation)
          if (flowId === undefined) {
            // The minimal flow, as a draft (never deployed): no fields, sources or steps yet;
            // onboarding fills it in, and deploying it is what makes it take leads.
            flowId = ids.next()
            yield* documents.insert(
              "flows",
              account.id,
              flowId,
              { name: `Onboarding ${connectionId}`, enabled: true, fields: [], sources: [], steps: [], created_at: iso(now), updated_at: iso(now) },
              now
            )
          }
          const id = ids.next()
          const doc = yield* documents.insert(
            "onboards",
            account.id,
            id,
            { invitation_id: invitation.id, connection_id: connectionId, flow_id: flowId, status: "created" },
            now
          )
          return view(doc)
        })
      )
    )
    .handle("getOnboard", ({ path }) =>
      orUnavailable(
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const documents = yield* Documents
          const doc = yield* documents.get("onboards", account.id, path.id)
          if (Option.isNone(doc)) return yield* Effect.fail(notFound(path.id))
          return view(doc.value)
        })
      )
    )
    .handle("updateOnboard", ({ path, payload }) =>
      orUnavailable(
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const documents = yield* Documents
          const current = yield* documents.get("onboards", account.id, path.id)
          if (Option.isNone(current)) return yield* Effect.fail(notFound(path.id))
          const from = view(current.value).status
          if (rank(payload.status) < rank(from))
            return yield* Effect.fail(ValidationFailed.of("status", `cannot go back from ${from} to ${payload.status}`))
          if (payload.status === from) return view(current.value)
          const now = yield* Clock.currentTimeMillis
          // Guarded by version: two racing updates cannot both move the status.
          const updated = yield* documents
            .update("onboards", account.id, path.id, { ...current.value.body, status: payload.status }, now, current.value.version)
            .pipe(
              Effect.catchTag("StaleVersion", () =>
                Effect.fail(ValidationFailed.of("status", "the onboard changed meanwhile; read it again"))
              )
            )
          if (Option.isNone(updated)) return yield* Effect.fail(notFound(path.id))
          const onboard = view(updated.value)
          if (onboard.status === "completed") yield* acceptInvitation(onboard.invitation_id)
          return onboard
        })
      )
    )
)
