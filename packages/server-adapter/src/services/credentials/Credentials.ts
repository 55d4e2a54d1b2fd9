import { SqlClient } from "@effect/sql"
import { Credential, decodeWithErrors, Ids } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect, Either, Option } from "effect"
import { SecretBox } from "../../secrets/SecretBox.js"
import { Documents } from "../../storage/Documents.js"
import { deployedBodies } from "../../storage/FlowVersions.js"
import { dependencies } from "../Dependencies.js"
import { Conflict, type CredentialDeleteResult, type CredentialInput, MASK, NotFound, ValidationFailed } from "@leadflow/api"
import {
  isSecretKey,
  isTombstone,
  liveCredential,
  openSecrets,
  publicMemberProblems,
  sealCredential,
  standardSecretKeys,
  toView,
  tombstone,
  withoutReadOnly
} from "./CredentialRecord.js"
import { moduleAt, referenceErrors, referencePaths, referencingFlows } from "./CredentialReferences.js"
import { foreignCredential, usableCredentialTypes } from "./CredentialTypes.js"
import { pricingServicesTable } from "../pricingServices/PricingServiceStore.js"
import { ownMember, pushOwn } from "../OwnMembers.js"

const validateCredential = decodeWithErrors(Credential)

const notFound = (id: string) => new NotFound({ error: `Credential ${id} not found` })

// Which of the spec's secrets a credential of each type holds (others are not carried over on update).
const secretsOfType: Readonly<Record<string, ReadonlyArray<string>>> = {
  user: ["password"],
  token: ["token"],
  oauth: ["access_token", "refresh_token"],
  oauth1: ["access_token", "refresh_token"],
  oauth2: ["access_token", "refresh_token"]
}

/**
 * Members that read as a credential's own life (switched off, expiring), which the server does
 * not have: a credential is in use until it is deleted. Refused, where any other member is kept
 * (sealed) for the integrations that read it. An OAuth credential's `expires_at` is its access
 * token's, which an integration reads to refresh it: kept.
 */
const lifecycleMembers = (type: unknown): ReadonlyArray<string> =>
  typeof type === "string" && type.startsWith("oauth") ? ["enabled", "disabled", "active", "expired"] : ["enabled", "disabled", "active", "expires_at", "expired"]

/** Per-field problems of a candidate credential: core's schema, then the package it names. */
const problems = (candidate: Record<string, unknown>, knownPackages: ReadonlySet<string>) => {
  const errors: Record<string, Array<string>> = {}
  for (const key of lifecycleMembers(candidate["type"]))
    if (Object.hasOwn(candidate, key))
      pushOwn(errors, key, "A credential cannot be switched off or expire: it is used until it is deleted (DELETE /credentials/{id})")
  for (const [key, value] of Object.entries(candidate))
    if (value === MASK && isSecretKey(key, value))
      pushOwn(errors, key, `${key} has no stored value to keep: send the secret itself, not the mask`)
  for (const [path, message] of publicMemberProblems(candidate)) pushOwn(errors, path, message)
  const decoded = validateCredential(candidate)
  if (Either.isLeft(decoded)) for (const [path, messages] of Object.entries(decoded.left)) pushOwn(errors, path, ...messages)
  const pkg = candidate["package"]
  if (typeof pkg === "string" && !knownPackages.has(pkg))
    pushOwn(errors, "package", `Unknown package ${JSON.stringify(pkg)}: GET /packages lists the known ones`)
  return Object.keys(errors).length === 0 ? undefined : ValidationFailed.fromErrors(errors)
}

/** A live (not deleted) credential of the account, or NotFound. */
const findLive = (accountId: string, id: string) =>
  Effect.flatMap(liveCredential(accountId, id), (found) => (Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound(id))))

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

/** What deleting a credential did: removed, or kept as a tombstone for the flows that still name it. */
export type CredentialRemoval = { readonly referenced: false } | { readonly referenced: true; readonly result: CredentialDeleteResult }

/**
 * The account's credentials for its integrations. Secrets are sealed with the server's secret
 * before they are stored and never answered (views mask them); an update keeps each secret the
 * client leaves out or sends back masked. Storage and sealing failures stay `StoreError` and
 * `SecretBoxError`.
 */
export class Credentials extends Effect.Service<Credentials>()("@leadflow/server-adapter/Credentials", {
  effect: Effect.gen(function* () {
    const documents = yield* Documents
    const box = yield* SecretBox
    const ids = yield* Ids
    const runtime = yield* IntegrationRuntime
    const sql = yield* SqlClient.SqlClient
    const run = yield* dependencies<Documents>()
    const knownPackages: ReadonlySet<string> = new Set(runtime.packages.map((pkg) => pkg.id))

    const list = (accountId: string) =>
      Effect.map(documents.list("credentials", accountId), (docs) => docs.filter((doc) => !isTombstone(doc)).map(toView))

    const create = (accountId: string, payload: CredentialInput) =>
      Effect.gen(function* () {
        const candidate = clientDocument(payload)
        const invalid = problems(candidate, knownPackages)
        if (invalid !== undefined) return yield* Effect.fail(invalid)
        const id = ids.next()
        const now = yield* Clock.currentTimeMillis
        return toView(yield* documents.insert("credentials", accountId, id, sealCredential(box, accountId, id, candidate), now))
      })

    const get = (accountId: string, id: string) => run(Effect.map(findLive(accountId, id), toView))

    /**
     * Each flow as saved (its draft) and, when a different version runs, as deployed: a
     * credential a live flow names counts even when a draft saved since does not name it.
     */
    const flowsAsSavedAndDeployed = (accountId: string) =>
      Effect.gen(function* () {
        const drafts = yield* documents.list("flows", accountId)
        const deployed = yield* Effect.provideService(deployedBodies(accountId), SqlClient.SqlClient, sql)
        return drafts.flatMap((doc) => {
          const live = deployed.get(doc.id)
          return live === undefined || JSON.stringify(live) === JSON.stringify(doc.body) ? [doc] : [doc, { ...doc, body: live }]
        })
      })

    /**
     * A change of type or package the records naming the credential could not send: a flow's or
     * pricing service's module that sends only some types (`credential_types`), or is of another
     * package (`foreignCredential`), as a save of that record would refuse. Per record, under
     * `type` and `package`; only what changes is checked.
     */
    const changeProblems = (accountId: string, id: string, change: { readonly type?: unknown; readonly package?: unknown }) =>
      Effect.gen(function* () {
        const problems: Record<string, Array<string>> = {}
        const records = [
          ...(yield* flowsAsSavedAndDeployed(accountId)).map((doc) => ({ what: "Flow", doc })),
          ...(yield* documents.list(pricingServicesTable, accountId)).map((doc) => ({ what: "Pricing service", doc }))
        ]
        for (const { what, doc } of records)
          for (const path of referencePaths(doc.body, id)) {
            const moduleId = moduleAt(doc.body, path)
            if (moduleId === undefined) continue
            const record = `${what} ${JSON.stringify(doc.body["name"] ?? doc.id)} (${doc.id}) sends it at ${path} through ${moduleId}`
            const usable = usableCredentialTypes(runtime.lookup, moduleId)
            if (usable !== undefined && typeof change.type === "string" && !usable.includes(change.type))
              pushOwn(problems, "type", `${record}, which sends only ${usable.join(" or ")} credentials`)
            if (typeof change.package === "string" && foreignCredential(moduleId, id, change.package) !== undefined)
              pushOwn(problems, "package", `${record}, which sends only credentials of the package ${moduleId.split(".")[0] ?? moduleId}`)
          }
        return problems
      })

    /** A client sending the `updated_at` it read gets Conflict when the credential moved on since. */
    const update = (accountId: string, id: string, payload: CredentialInput) =>
      Effect.gen(function* () {
        const current = yield* run(findLive(accountId, id))
        if (payload.updated_at !== undefined) {
          const sent = Date.parse(payload.updated_at)
          if (Number.isNaN(sent)) return yield* Effect.fail(ValidationFailed.of("updated_at", "Expected an ISO 8601 date-time"))
          if (sent !== current.updatedAt)
            return yield* Effect.fail(new Conflict({ error: `Credential ${id} was updated at ${toView(current).updated_at}; reload it and retry` }))
        }
        const stored = yield* openSecrets(box, current)
        const candidate = mergeKept(clientDocument(payload), stored)
        const invalid = problems(candidate, knownPackages)
        if (invalid !== undefined) return yield* Effect.fail(invalid)
        const typeChanged = candidate["type"] !== current.body["type"]
        const packageChanged = candidate["package"] !== current.body["package"]
        if (typeChanged || packageChanged) {
          const unusable = yield* changeProblems(accountId, id, {
            ...(typeChanged ? { type: candidate["type"] } : {}),
            ...(packageChanged ? { package: candidate["package"] } : {})
          })
          if (Object.keys(unusable).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(unusable))
        }
        const now = yield* Clock.currentTimeMillis
        const updated = yield* documents
          .update("credentials", accountId, id, sealCredential(box, accountId, id, candidate), now, current.version)
          .pipe(
            Effect.catchTag("StaleVersion", () =>
              Effect.fail(new Conflict({ error: `Credential ${id} was changed meanwhile; reload it and retry` }))
            )
          )
        return Option.isSome(updated) ? toView(updated.value) : yield* Effect.fail(notFound(id))
      })

    /**
     * Deletes the credential, or (while flows, batches' deliveries or pricing services name it)
     * keeps it as a tombstone hidden from the API, which they go on using until the reference is
     * removed (their next save reports it).
     */
    const remove = (accountId: string, id: string) =>
      Effect.gen(function* () {
        const current = yield* run(findLive(accountId, id))
        const references = referencingFlows(yield* flowsAsSavedAndDeployed(accountId), id)
        // A batch stored by an older version may have a body that is no object (JSON `null`): it names nothing.
        const batches = (yield* documents.list("batches", accountId)).filter((batch) => referencePaths(batch.body ?? {}, id).length > 0)
        const services = (yield* documents.list(pricingServicesTable, accountId)).filter((service) => referencePaths(service.body, id).length > 0)
        if (references.length === 0 && batches.length === 0 && services.length === 0) {
          yield* documents.remove("credentials", accountId, id)
          return { referenced: false } satisfies CredentialRemoval
        }
        const now = yield* Clock.currentTimeMillis
        yield* documents
          .update("credentials", accountId, id, tombstone(current, now), now)
          .pipe(Effect.catchTag("StaleVersion", () => Effect.fail(notFound(id))))
        const result: CredentialDeleteResult = {
          message: `Credential ${id} deleted. ${[
            `${references.length} flow(s)`,
            ...(batches.length === 0 ? [] : [`${batches.length} batch(es) (${batches.map((batch) => batch.id).join(", ")})`]),
            ...(services.length === 0 ? [] : [`${services.length} pricing service(s) (${services.map((service) => service.id).join(", ")})`])
          ].join(", ")} reference it and keep operating as if it existed until the reference is removed.`,
          results: {
            count: references.length,
            success_flows: [],
            error_flows: references.map((reference) => ({ id: reference.id, name: reference.name, errors: referenceErrors(reference, id) }))
          }
        }
        return { referenced: true, result } satisfies CredentialRemoval
      })

    return { list, create, get, update, remove } as const
  })
}) {}
