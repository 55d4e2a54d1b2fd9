import type { SqlClient } from "@effect/sql"
import { Field, type Flow, type Ids, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { type ChangelogParams, Conflict, type FieldPayload, type FieldUpdatePayload, Forbidden, NotFound, readOnlyFieldKeys, ValidationFailed } from "@leadflow/api"
import type { IntegrationRuntime } from "@leadflow/integrations"
import { kindOf, ownEntities, suffixOwners } from "../entities/EntityCatalog.js"
import { deployedBodies } from "../../storage/FlowVersions.js"
import { readProblems } from "../flows/FlowChecks.js"
import { storedFlow } from "../flows/FlowRecords.js"
import { checkFresh } from "../Freshness.js"
import { dependencies } from "../Dependencies.js"
import { resolveCustomFieldId, trailingSuffix } from "./CustomFieldIds.js"
import { allFields, customFields, findField } from "./FieldCatalog.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const toField = (body: Record<string, unknown>) => Effect.orDie(Schema.decodeUnknown(Field)(body))

const standardForbidden = (id: string) =>
  new Forbidden({ error: `${JSON.stringify(id)} is a standard field: standard fields cannot be modified or deleted` })

/** A custom field of the account; 403 for a standard one, 404 for none. */
const findCustom = (accountId: string, id: string): Effect.Effect<StoredDocument, NotFound | Forbidden | StoreError, Documents> =>
  Effect.flatMap(findField(accountId, id), (found): Effect.Effect<StoredDocument, NotFound | Forbidden> =>
    Option.isNone(found)
      ? Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
      : found.value.standard || found.value.stored === undefined
        ? Effect.fail(standardForbidden(id))
        : Effect.succeed(found.value.stored)
  )

/** The document without the members only the server sets. */
const writable = (payload: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => !(readOnlyFieldKeys as ReadonlyArray<string>).includes(key)))

/**
 * `see` names the replacement of a deprecated field (the spec's field record): beside
 * `deprecated: true` only, naming a field that exists (and not the field itself). On a field that
 * is not deprecated it would say "use that instead" of a field that is still to be used.
 */
const seeProblem = (payload: { readonly see?: string | undefined; readonly deprecated?: boolean | undefined }, id: string, known: ReadonlyArray<Record<string, unknown>>) => {
  const { see } = payload
  if (see === undefined) return undefined
  if (payload.deprecated !== true)
    return "names the replacement of a deprecated field: set deprecated: true with it, or leave see out (this field is not deprecated)"
  if (see === id) return "A field cannot be deprecated in favour of itself"
  return known.some((field) => field["id"] === see) ? undefined : `Unknown field ${JSON.stringify(see)}`
}

/** The account's custom fields that name `fieldId` as their replacement (`see`). */
const replacedBy = (accountId: string, fieldId: string) =>
  Effect.map(customFields(accountId), (fields) => fields.filter((field) => field["see"] === fieldId).map((field) => String(field["id"])))

/** A stored flow version as a flow, or undefined when it does not decode (it never runs either). */
const readFlow = (doc: StoredDocument): Effect.Effect<Flow | undefined> =>
  Effect.catchAllDefect(storedFlow(doc), () => Effect.succeed(undefined))

/** One version of a flow of the account: its draft (`label` "") or its deployed version (" as deployed"). */
interface FlowVersion {
  readonly id: string
  readonly label: string
  readonly flow: Flow
}

/** The account's flows as saved (their drafts) and as deployed (what runs), each version decoded. */
const flowVersions = (accountId: string) =>
  Effect.gen(function* () {
    const drafts = yield* (yield* Documents).list("flows", accountId, { sort: "asc" })
    const deployed = yield* deployedBodies(accountId)
    const versions: Array<FlowVersion> = []
    for (const doc of drafts)
      for (const [label, body] of [["", doc.body], [" as deployed", deployed.get(doc.id)]] as const) {
        const flow = body === undefined ? undefined : yield* readFlow({ ...doc, body })
        if (flow !== undefined) versions.push({ id: doc.id, label, flow })
      }
    return versions
  })

/**
 * Where a flow version reads field `fieldId`, by path: any variable path naming it, bare (a
 * custom field's own id) or `lead.<id>`, whole or a component, in a rule, a template, a mapping
 * or criteria (`readProblems`, the save's content walker). Listing the field (capturing it) is
 * not reading it.
 */
const fieldReads = (flow: Flow, fieldId: string, message: (variable: string) => string) =>
  readProblems(flow, (variable) => {
    const parts = variable.split(".").filter((part) => part !== "")
    return parts[0] === fieldId || (parts[0] === "lead" && parts[1] === fieldId) ? message(variable) : undefined
  })

/**
 * What giving field `fieldId` (now of type `from`) the type `to` would change in the flows that
 * list it, as saved (their drafts) and as deployed (what runs): every rule, template, mapping or
 * criteria reading the field, whole or a component (a filter comparing a phone by its normal
 * `2145550187` would compare text `(214) 555-0187`, and let the lead through to buyers). One line
 * per flow, version and path.
 */
const typeChangeProblems = (accountId: string, fieldId: string, from: string, to: string) =>
  Effect.gen(function* () {
    const problems: Array<string> = []
    const seen = new Set<string>()
    for (const { id, label, flow } of yield* flowVersions(accountId)) {
      if (!flow.fields.includes(fieldId)) continue
      const reads = fieldReads(flow, fieldId, (variable) => `${variable} reads the ${from} field ${fieldId}, which would be read as a ${to} instead`)
      for (const [path, messages] of Object.entries(reads))
        for (const message of messages) {
          // Once per flow: the deployed version's reads the draft has too are said once.
          if (seen.has(`${id}\n${path}\n${message}`)) continue
          seen.add(`${id}\n${path}\n${message}`)
          problems.push(`Flow ${JSON.stringify(flow.name)} (${id})${label} at ${path}: ${message}`)
        }
    }
    return problems
  })

/**
 * The account's flows that use field `fieldId`, in their draft or their deployed version: that
 * list it, or read it (`fieldReads`: a flow need not list a custom field to read it by its bare
 * id), named `id ("name")` as for an entity or a list in use.
 */
const flowsUsingField = (accountId: string, fieldId: string) =>
  Effect.map(flowVersions(accountId), (versions) => {
    const users = new Map<string, string>()
    for (const { id, flow } of versions)
      if (!users.has(id) && (flow.fields.includes(fieldId) || Object.keys(fieldReads(flow, fieldId, () => "reads")).length > 0))
        users.set(id, `${id} (${JSON.stringify(flow.name)})`)
    return [...users.values()]
  })

/**
 * The account's fields: the standard catalogue (read-only) and its custom fields, whose ids take
 * the account's field suffix. A change drops the account's compiled flows (they compile against
 * the fields). A new type is refused while a flow listing the field reads it
 * (`typeChangeProblems`); a delete while a flow lists or reads it (`flowsUsingField`) or a
 * deprecated field names it as its replacement (`replacedBy`). `see` goes with `deprecated: true`
 * (`seeProblem`); `aggregate: true` is refused where documents come in (`FieldDocument`).
 */
export class Fields extends Effect.Service<Fields>()("@leadflow/server-adapter/Fields", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | IntegrationRuntime | Ids | CompiledFlows>()

    const list = (accountId: string) =>
      run(Effect.flatMap(allFields(accountId), (fields) => Effect.orDie(Schema.decodeUnknown(Schema.Array(Field))(fields))))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const found = yield* findField(accountId, id)
          if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
          return yield* toField(found.value.body)
        })
      )

    const create = (accountId: string, payload: typeof FieldPayload.Type) =>
      run(
        Effect.gen(function* () {
        const entities = yield* ownEntities(accountId)
        const own = entities.filter((entity) => kindOf(accountId, entity) !== "connected")
        const suffixOf = (entity: Record<string, unknown>): ReadonlyArray<string> =>
          typeof entity["field_suffix"] === "string" ? [entity["field_suffix"]] : []
        const yours = own.flatMap(suffixOf)
        const trailing = trailingSuffix(payload.id)
        const trailingIsForeign =
          trailing !== undefined && !yours.includes(trailing) && (yield* suffixOwners(trailing)).length > 0
        const resolved = resolveCustomFieldId(payload.id, {
          yours,
          account: own.filter((entity) => kindOf(accountId, entity) === "account").flatMap(suffixOf)[0],
          trailingIsForeign
        })
        const id = "id" in resolved ? resolved.id : payload.id
        const known = yield* allFields(accountId)
        const errors: Record<string, Array<string>> = {}
        if ("problem" in resolved) errors["id"] = [resolved.problem]
        else if (known.some((field) => field["id"] === id)) errors["id"] = [`A field ${JSON.stringify(id)} already exists`]
        const see = seeProblem(payload, id, known)
        if (see !== undefined) errors["see"] = [see]
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        const now = yield* Clock.currentTimeMillis
        const body = { ...writable(payload), id, standard: false, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("fields", "field", accountId, id, body, now)
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toField(doc.body)
        })
      )

    const update = (accountId: string, id: string, payload: typeof FieldUpdatePayload.Type) =>
      run(
        Effect.gen(function* () {
        const stored = yield* findCustom(accountId, id)
        const errors: Record<string, Array<string>> = {}
        if (payload.id !== undefined && payload.id !== stored.id) errors["id"] = [`The id of a field cannot be changed (the path names ${stored.id})`]
        const see = seeProblem(payload, stored.id, yield* allFields(accountId))
        if (see !== undefined) errors["see"] = [see]
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        yield* checkFresh(stored, { updated_at: payload.updated_at })
        // The account's flows read the field with its type: a new one would change what they compare.
        const type = String(stored.body["type"])
        if (payload.type !== type) {
          const broken = yield* typeChangeProblems(accountId, stored.id, type, payload.type)
          if (broken.length > 0)
            return yield* Effect.fail(
              new ValidationFailed({
                message: `The type of field ${stored.id} cannot change to ${payload.type} while flows read it: change those rules, templates and mappings (and deploy the flows) first`,
                errors: { type: broken }
              })
            )
        }
        const now = yield* Clock.currentTimeMillis
        const body = {
          ...writable(payload),
          id: stored.id,
          standard: false,
          created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
          updated_at: iso(now)
        }
        const doc = yield* updateRecorded("fields", "field", accountId, stored, body, now, new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toField(doc.body)
        })
      )

    /**
     * Deletes a custom field; refused (Conflict naming the flows, in the draft or the deployed
     * version) while a flow lists or reads it, as an entity or a list in use is: a deployed flow
     * listing a field that is gone takes no leads ("Unknown field"), and a rule reading it would
     * read nothing (or text) and let leads through. Refused too (Conflict naming them) while a
     * deprecated field names it as its replacement (`see`).
     */
    const remove = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
        const stored = yield* findCustom(accountId, id)
        const users = yield* flowsUsingField(accountId, stored.id)
        if (users.length > 0)
          return yield* Effect.fail(
            new Conflict({
              error: `Field ${stored.id} is used by ${users.length} flow(s): ${users.join(", ")}. Remove it from them (their fields, rules, templates and mappings) and deploy them before deleting it: a flow listing a field that is gone ends every lead in error ("Unknown field"), and a rule reading it would read nothing`
            })
          )
        // A deprecated field naming it as its replacement would name nothing, and not save again.
        const replaced = yield* replacedBy(accountId, stored.id)
        if (replaced.length > 0)
          return yield* Effect.fail(
            new Conflict({
              error: `Field ${stored.id} is the replacement (see) of ${replaced.join(", ")}. Change their see (or leave it out) before deleting it: a see naming no field is refused`
            })
          )
        yield* removeRecorded("fields", "field", accountId, stored.id, new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toField({ ...stored.body, id: stored.id })
        })
      )

    const changelogs = (accountId: string, id: string, params: ChangelogParams = {}) =>
      run(
        Effect.gen(function* () {
        const found = yield* findField(accountId, id)
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        return yield* queryChangelogs(accountId, params, { type: "field", id: id })
        })
      )

    return { list, get, create, update, remove, changelogs } as const
  })
}) {}
