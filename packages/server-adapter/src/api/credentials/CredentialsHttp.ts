import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Credential, decodeWithErrors, Ids, type StoreError } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect, Either, Option } from "effect"
import { SecretBox, type SecretBoxError } from "../../secrets/SecretBox.js"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { Conflict, NotFound, ServiceUnavailable, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import {
  isSecretKey,
  isTombstone,
  openSecrets,
  sealCredential,
  standardSecretKeys,
  toView,
  tombstone,
  withoutReadOnly
} from "./CredentialRecord.js"
import { referenceErrors, referencingFlows } from "./CredentialReferences.js"
import { type CredentialDeleteResult, MASK, type CredentialInput } from "./CredentialsApi.js"
import { ownMember, pushOwn } from "../OwnMembers.js"

const validateCredential = decodeWithErrors(Credential)

const notFound = (id: string) => new NotFound({ error: `Credential ${id} not found` })

const unavailable = (error: StoreError | SecretBoxError) => new ServiceUnavailable({ error: error.message })

// Which of the spec's secrets a credential of each type holds (others are not carried over on update).
const secretsOfType: Readonly<Record<string, ReadonlyArray<string>>> = {
  user: ["password"],
  token: ["token"],
  oauth: ["access_token", "refresh_token"],
  oauth1: ["access_token", "refresh_token"],
  oauth2: ["access_token", "refresh_token"]
}

/** Per-field problems of a candidate credential: core's schema, then the package it names. */
const problems = (candidate: Record<string, unknown>, knownPackages: ReadonlySet<string>) => {
  const errors: Record<string, Array<string>> = {}
  for (const [key, value] of Object.entries(candidate))
    if (value === MASK && isSecretKey(key, value))
      pushOwn(errors, key, `${key} has no stored value to keep: send the secret itself, not the mask`)
  const decoded = validateCredential(candidate)
  if (Either.isLeft(decoded)) for (const [path, messages] of Object.entries(decoded.left)) pushOwn(errors, path, ...messages)
  const pkg = candidate["package"]
  if (typeof pkg === "string" && !knownPackages.has(pkg))
    pushOwn(errors, "package", `Unknown package ${JSON.stringify(pkg)}: GET /packages lists the known ones`)
  return Object.keys(errors).length === 0 ? undefined : ValidationFailed.fromErrors(errors)
}

/** A live (not deleted) credential of the account, or 404. */
const findLive = (accountId: string, id: string) =>
  Effect.flatMap(Documents, (documents) => documents.get("credentials", accountId, id)).pipe(
    Effect.mapError(unavailable),
    Effect.flatMap((found) =>
      Option.isSome(found) && !isTombstone(found.value) ? Effect.succeed(found.value) : Effect.fail(notFound(id))
    )
  )

/**
 * The candidate of an update: the client's document, with each secret it leaves out (or sends
 * back masked) taken from the stored credential.
 */
const mergeKept = (input: Record<string, unknown>, stored: Readonly<Record<string, string>>) => {
  const candidate = { ...input }
  const type = typeof input["type"] === "string" ? input["type"] : ""
  // Not yet validated: a type such as `constructor` must not find Object.prototype's function.
  const carried = ownMember(secretsOfType, type) ?? []
  for (const [key, value] of Object.entries(stored)) {
    const standard = (standardSecretKeys as ReadonlyArray<string>).includes(key)
    if (standard && !carried.includes(key)) continue
    if (candidate[key] === undefined || candidate[key] === MASK) candidate[key] = value
  }
  return candidate
}

const clientDocument = (payload: CredentialInput): Record<string, unknown> => withoutReadOnly(payload)

export const CredentialsLive = HttpApiBuilder.group(MainApi, "credentials", (handlers) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const box = yield* SecretBox
    const ids = yield* Ids
    const runtime = yield* IntegrationRuntime
    const knownPackages: ReadonlySet<string> = new Set(runtime.packages.map((pkg) => pkg.id))

    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const docs = yield* documents.list("credentials", account.id).pipe(Effect.mapError(unavailable))
          return docs.filter((doc) => !isTombstone(doc)).map(toView)
        })
      )
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const candidate = clientDocument(payload)
          const invalid = problems(candidate, knownPackages)
          if (invalid !== undefined) return yield* Effect.fail(invalid)
          const id = ids.next()
          const now = yield* Clock.currentTimeMillis
          const stored = yield* documents
            .insert("credentials", account.id, id, sealCredential(box, account.id, id, candidate), now)
            .pipe(Effect.mapError(unavailable))
          return toView(stored)
        })
      )
      .handle("get", ({ path }) =>
        Effect.flatMap(CurrentAccount, (account) => Effect.map(findLive(account.id, path.id), toView))
      )
      .handle("update", ({ path, payload }) =>
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const current = yield* findLive(account.id, path.id)
          if (payload.updated_at !== undefined) {
            const sent = Date.parse(payload.updated_at)
            if (Number.isNaN(sent))
              return yield* Effect.fail(ValidationFailed.of("updated_at", "Expected an ISO 8601 date-time"))
            if (sent !== current.updatedAt)
              return yield* Effect.fail(
                new Conflict({ error: `Credential ${path.id} was updated at ${toView(current).updated_at}; reload it and retry` })
              )
          }
          const stored = yield* openSecrets(box, current).pipe(Effect.mapError(unavailable))
          const candidate = mergeKept(clientDocument(payload), stored)
          const invalid = problems(candidate, knownPackages)
          if (invalid !== undefined) return yield* Effect.fail(invalid)
          const now = yield* Clock.currentTimeMillis
          const updated = yield* documents
            .update(
              "credentials",
              account.id,
              path.id,
              sealCredential(box, account.id, path.id, candidate),
              now,
              current.version
            )
            .pipe(
              Effect.catchTag("StaleVersion", () =>
                Effect.fail(new Conflict({ error: `Credential ${path.id} was changed meanwhile; reload it and retry` }))
              ),
              Effect.catchTag("StoreError", (error) => Effect.fail(unavailable(error)))
            )
          return Option.isSome(updated) ? toView(updated.value) : yield* Effect.fail(notFound(path.id))
        })
      )
      .handleRaw("remove", ({ path }) =>
        Effect.gen(function* () {
          const account = yield* CurrentAccount
          const current = yield* findLive(account.id, path.id)
          const flows = yield* documents.list("flows", account.id).pipe(Effect.mapError(unavailable))
          const references = referencingFlows(flows, path.id)
          if (references.length === 0) {
            yield* documents.remove("credentials", account.id, path.id).pipe(Effect.mapError(unavailable))
            return HttpServerResponse.empty({ status: 200 })
          }
          // Kept as a tombstone: hidden from the API, still there for the flows that use it.
          const now = yield* Clock.currentTimeMillis
          yield* documents
            .update("credentials", account.id, path.id, tombstone(current, now), now)
            .pipe(Effect.mapError((error) => (error._tag === "StaleVersion" ? notFound(path.id) : unavailable(error))))
          const result: CredentialDeleteResult = {
            message: `Credential ${path.id} deleted. ${references.length} flow(s) reference it and keep operating as if it existed until the reference is removed.`,
            results: {
              count: references.length,
              success_flows: [],
              error_flows: references.map((reference) => ({
                id: reference.id,
                name: reference.name,
                errors: referenceErrors(reference, path.id)
              }))
            }
          }
          return yield* HttpServerResponse.json(result, { status: 202 }).pipe(Effect.orDie)
        })
      )
  })
)

