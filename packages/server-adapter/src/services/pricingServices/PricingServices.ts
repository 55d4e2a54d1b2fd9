import { SqlClient } from "@effect/sql"
import { checkTemplate, Ids, mappingTimeoutIssues, OBJECT_ID, type PricingService } from "@leadflow/core"
import { customPropertyProblem, customValueProblem, IntegrationRuntime } from "@leadflow/integrations"
import { Clock, Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { Conflict, NotFound, type PricingServiceInput, ValidationFailed } from "@leadflow/api"
import { pushOwn } from "../OwnMembers.js"
import { pricingServicesTable, toPricingService } from "./PricingServiceStore.js"
import { declaredSecretsOf, pricingServiceSecretOwner, revealSecrets, sealFlowSecrets } from "../../secrets/FlowSecrets.js"
import { SecretBox } from "../../secrets/SecretBox.js"
import { liveCredential } from "../credentials/CredentialRecord.js"
import { foreignCredential, unsendableCredential } from "../credentials/CredentialTypes.js"
import { unknownProperty } from "../flows/FlowReferences.js"
import { flowsUsing } from "../flows/FlowsUsing.js"
import { isTemplated } from "../lists/ListUsage.js"


const notFound = (id: string) => new NotFound({ error: `No pricing service ${id}` })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** The pricing service ids (lower-cased) a flow document names: its own `pricing_service`, and its sources'. */
export const serviceIdsOf = (body: unknown): ReadonlySet<string> => {
  const ids = new Set<string>()
  const add = (config: unknown) => {
    if (isRecord(config) && typeof config["service_id"] === "string") ids.add(config["service_id"].toLowerCase())
  }
  if (!isRecord(body)) return ids
  add(body["pricing_service"])
  if (Array.isArray(body["sources"])) for (const source of body["sources"]) if (isRecord(source)) add(source["pricing_service"])
  return ids
}

const decoded = (doc: StoredDocument): Effect.Effect<PricingService> =>
  Option.match(toPricingService(doc), {
    onNone: () => Effect.dieMessage(`pricing service ${doc.id} is stored in an unreadable shape`),
    onSome: Effect.succeed
  })

/**
 * Pricing services of an account: integrations a flow calls to price a lead. A service is stored
 * only when it can act: its module must be an outbound integration, its mappings may not choose
 * the account, must set only the module's request variables (as a flow's step: `unknownProperty`),
 * their templates must parse, a constant `timeout_seconds` must be 1 to 360 (`mappingTimeoutIssues`),
 * a custom delivery's header names and constant yes/no and number settings must be ones it can
 * use (`customPropertyProblem`, `customValueProblem`) and a literal `credential_id` must name a live credential of the account, of a type and package its module sends (ValidationFailed otherwise). One that flows use cannot be deleted (Conflict).
 */
export class PricingServices extends Effect.Service<PricingServices>()("@leadflow/server-adapter/PricingServices", {
  effect: Effect.gen(function* () {
    const documents = yield* Documents
    const sql = yield* SqlClient.SqlClient
    const ids = yield* Ids
    const runtime = yield* IntegrationRuntime
    const box = yield* SecretBox
    const declared = declaredSecretsOf(runtime.lookup)
    const reveal = (doc: StoredDocument) => revealSecrets(doc.body, pricingServiceSecretOwner(doc.accountId, doc.id), box, declared)
    /** A stored service as answered: its secrets masked (`FlowSecrets.ts`). */
    const record = (doc: StoredDocument) => Effect.flatMap(reveal(doc), ({ displayed }) => decoded({ ...doc, body: displayed }))
    /** The body to store, its secrets sealed; one sent back as answered keeps what `previous` stores. */
    const sealed = (accountId: string, id: string, body: Record<string, unknown>, previous: StoredDocument | undefined) =>
      Effect.gen(function* () {
        const owner = pricingServiceSecretOwner(accountId, id)
        const result = sealFlowSecrets(body, previous === undefined ? undefined : yield* reveal(previous), declared, (plain) => box.seal(plain, owner))
        return "errors" in result ? yield* Effect.fail(ValidationFailed.fromErrors(result.errors)) : result.body
      })

    const find = (accountId: string, id: string) =>
      Effect.flatMap(documents.get(pricingServicesTable, accountId, id.toLowerCase()), (doc) =>
        Option.isNone(doc) ? Effect.fail(notFound(id)) : Effect.succeed(doc.value)
      )

    /** The body to store, or the 422 of what keeps the service from acting. */
    const validated = (accountId: string, input: PricingServiceInput) =>
      Effect.gen(function* () {
        const errors: Record<string, Array<string>> = {}
        const moduleId = input.integration.module_id
        const known = runtime.outbound(moduleId) !== undefined
        if (!known) pushOwn(errors, "integration.module_id", `Unknown outbound integration module ${JSON.stringify(moduleId)}`)
        // A property the module never reads (a typo of `price_path`) would be stored and never sent, as for a flow's step.
        const unknown = known ? unknownProperty(moduleId, runtime.lookup(moduleId)?.requestVariables.map((variable) => variable.name)) : undefined
        for (const [j, mapping] of (input.integration.mappings ?? []).entries()) {
          const path = `integration.mappings.${j}`
          if (mapping.property === "account" || mapping.property.startsWith("account."))
            pushOwn(errors, `${path}.property`, "A mapping cannot set the account: a pricing service always acts for its flow's account")
          else {
            const problem = unknown?.(mapping.property)
            if (problem !== undefined) pushOwn(errors, `${path}.property`, problem)
            else {
              // A custom delivery's header name or constant yes/no or number setting it could never use, as for a flow's step.
              const name = customPropertyProblem(moduleId, mapping.property)
              if (name !== undefined) pushOwn(errors, `${path}.property`, name)
              const value = isTemplated(mapping.value) ? undefined : customValueProblem(moduleId, mapping.property, mapping.value)
              if (value !== undefined) pushOwn(errors, `${path}.value`, value)
            }
          }
          // A template that cannot be read (`{{lead.state`, an unknown helper) is refused now, not met at pricing time.
          const templates = typeof mapping.value === "string" ? [mapping.value] : Array.isArray(mapping.value) ? mapping.value : []
          templates.forEach((template, k) => {
            if (template === null) return
            const at = Array.isArray(mapping.value) ? `${path}.value.${k}` : `${path}.value`
            for (const issue of checkTemplate(template)) pushOwn(errors, at, `${issue.message} (at character ${issue.at + 1})`)
          })
          // A credential of the account, not deleted, of a type the module sends and of its package (as a flow's step).
          if (mapping.property === "credential_id" && typeof mapping.value === "string" && OBJECT_ID.test(mapping.value)) {
            const credential = yield* Effect.provideService(liveCredential(accountId, mapping.value), Documents, documents)
            if (Option.isNone(credential)) pushOwn(errors, `${path}.value`, `Unknown credential ${mapping.value}`)
            else {
              const problem = unsendableCredential(runtime.lookup, moduleId, mapping.value, String(credential.value.body["type"]))
              if (problem !== undefined) pushOwn(errors, `${path}.value`, problem)
              const foreign = foreignCredential(moduleId, mapping.value, String(credential.value.body["package"] ?? ""))
              if (foreign !== undefined) pushOwn(errors, `${path}.value`, foreign)
            }
          }
        }
        // A constant timeout outside 1 to 360 s would be clamped at pricing time, as a flow's step's.
        for (const issue of mappingTimeoutIssues(input.integration.mappings, "integration.mappings")) pushOwn(errors, issue.path, issue.message)
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        return { name: input.name, integration: input.integration } as Record<string, unknown>
      })

    const list = (accountId: string) =>
      Effect.gen(function* () {
        const docs = yield* documents.list(pricingServicesTable, accountId, { sort: "asc" })
        return yield* Effect.forEach(docs, record)
      })

    const create = (accountId: string, payload: PricingServiceInput) =>
      Effect.gen(function* () {
        const id = ids.next()
        const body = yield* sealed(accountId, id, yield* validated(accountId, payload), undefined)
        const now = yield* Clock.currentTimeMillis
        return yield* record(yield* documents.insert(pricingServicesTable, accountId, id, body, now))
      })

    const get = (accountId: string, id: string) =>
      Effect.gen(function* () {
        return yield* record(yield* find(accountId, id))
      })

    const update = (accountId: string, id: string, payload: PricingServiceInput) =>
      Effect.gen(function* () {
        const current = yield* find(accountId, id)
        const stale = new Conflict({ error: `Pricing service ${id} was changed since ${payload.updated_at ?? "then"}` })
        if (payload.updated_at !== undefined && Date.parse(payload.updated_at) !== current.updatedAt) return yield* Effect.fail(stale)
        const body = yield* sealed(accountId, current.id, yield* validated(accountId, payload), current)
        const now = Math.max(yield* Clock.currentTimeMillis, current.updatedAt)
        const updated = yield* documents
          .update(pricingServicesTable, accountId, current.id, body, now, current.version)
          .pipe(Effect.catchTag("StaleVersion", () => Effect.fail(stale)))
        if (Option.isNone(updated)) return yield* Effect.fail(notFound(id))
        return yield* record(updated.value)
      })

    /**
     * Only a service no flow uses (Conflict naming the flows, in the draft or the deployed
     * version), as for an entity or a list: a deployed flow naming a service that is gone takes no
     * leads (the loader's run-time reference check), so the delete would stop every lead of theirs.
     */
    const remove = (accountId: string, id: string) =>
      Effect.gen(function* () {
        const serviceId = id.toLowerCase()
        const current = yield* find(accountId, serviceId)
        const users = yield* flowsUsing(accountId, (body) => serviceIdsOf(body).has(current.id.toLowerCase())).pipe(
          Effect.provideService(Documents, documents),
          Effect.provideService(SqlClient.SqlClient, sql)
        )
        if (users.length > 0)
          return yield* Effect.fail(
            new Conflict({
              error: `Pricing service ${id} is used by ${users.length} flow(s): ${users.join(", ")}. Remove it from them (and deploy them) before deleting it: their leads would end in error ("Unknown pricing service")`
            })
          )
        const removed = yield* documents.remove(pricingServicesTable, accountId, serviceId)
        if (Option.isNone(removed)) return yield* Effect.fail(notFound(id))
        return yield* record(removed.value)
      })

    return { list, create, get, update, remove } as const
  })
}) {}
