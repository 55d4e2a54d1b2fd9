import { checkRuleSet, checkTemplate, Ids, type RuleSetEncoded, type StoreError } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect, Option, Schema } from "effect"
import { randomBytes } from "node:crypto"
import { ServerConfig } from "../../server/ServerConfig.js"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CompiledRouters } from "../../submission/CompiledRouters.js"
import { visibleEntities } from "../entities/EntityCatalog.js"
import { allFields } from "../fields/FieldCatalog.js"
import { pushOwn } from "../OwnMembers.js"
import { Conflict, defaultRouterModule, NotFound, type Route, type Router, type RouterInput, StoredRouter, ValidationFailed } from "@leadflow/api"


const SHORT_ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"

const shortId = (): string => {
  const bytes = randomBytes(6)
  let id = ""
  for (const byte of bytes) id += SHORT_ID_CHARS[byte % SHORT_ID_CHARS.length]
  return id
}

const decodeStored = Schema.decodeUnknownOption(StoredRouter)
const notFound = (id: string) => new NotFound({ error: `Router ${id} not found` })

/** The entity id of the stored flow's source a route names (by short id or entity id), if it has one. */
const sourceEntityOf = (flow: Record<string, unknown>, sourceId: string): string | undefined => {
  const sources = flow["sources"]
  if (Array.isArray(sources))
    for (const source of sources as ReadonlyArray<{ readonly id?: unknown; readonly entity?: { readonly id?: unknown } }>) {
      const entityId = source.entity?.id
      if (typeof entityId === "string" && (source.id === sourceId || entityId === sourceId)) return entityId
    }
  return undefined
}

/**
 * Why a rule lhv cannot work in a router, or undefined: routing reads the submitted values as
 * text (it runs before any flow parses the lead with its field types), so a component of an
 * account field (`lead.phone_1.area`, `phone_1.area`) would read nothing and never match.
 */
const componentIssue = (lhv: string, fieldIds: ReadonlySet<string>): string | undefined => {
  if (lhv.includes("{{")) return undefined
  const parts = lhv.trim().split(".")
  if (parts[0] === "lead") parts.shift()
  const [field, component] = parts
  if (component === undefined || field === undefined || !fieldIds.has(field)) return undefined
  return `${lhv.trim()} reads "${component}" of ${field}, but a router compares the submitted values as text: compare lead.${field} itself, or put the rule in the flow (its filter or acceptance criteria)`
}

/** Every rule of a rule set with its path relative to the set (`rules.0`, `rules.1.rules.0`, `rules.2.rule_set.rules.0`). */
const rulesOf = (set: RuleSetEncoded, path = ""): ReadonlyArray<{ readonly lhv: string; readonly path: string }> =>
  set.rules.flatMap((element, i) => {
    const at = `${path}rules.${i}`
    if (!("lhv" in element)) return rulesOf(element, `${at}.`)
    const nested = element.rule_set === undefined || element.rule_set === null ? [] : rulesOf(element.rule_set, `${at}.rule_set.`)
    return [{ lhv: element.lhv, path: at }, ...nested]
  })

/**
 * Routers of an account: one submission URL that sends each lead to the flow and source of the
 * route it matches. Routers are account documents (table `routers`); every change drops the
 * submission path's compiled copy. A router is checked before it is stored: its module must be an
 * inbound integration that each routed source's entity allows (its non-empty `module_ids`), each
 * route must name a flow of the account and one of that flow's sources, and each route's rules
 * must be able to work, as a flow's are (ValidationFailed otherwise).
 */
export class Routers extends Effect.Service<Routers>()("@leadflow/server-adapter/Routers", {
  effect: Effect.gen(function* () {
    const documents = yield* Documents
    const ids = yield* Ids
    const integrations = yield* IntegrationRuntime
    const config = yield* ServerConfig
    const compiled = yield* CompiledRouters
    const provided = <A, E>(effect: Effect.Effect<A, E, Documents>) => Effect.provideService(effect, Documents, documents)

    const toRouter = (doc: StoredDocument): Router => {
      const stored = Option.getOrUndefined(decodeStored(doc.body))
      const router: Router = {
        id: doc.id as Router["id"],
        module_id: stored?.module_id ?? defaultRouterModule,
        routes: stored?.routes ?? [],
        submission_url: `${config.publicUrl}/routers/${doc.id}/submit`,
        created_at: new Date(doc.createdAt).toISOString(),
        updated_at: new Date(doc.updatedAt).toISOString()
      }
      return stored?.name === undefined ? router : { ...router, name: stored.name }
    }

    /** The body to store, or the 422 of what is wrong with the input. */
    const validated = (accountId: string, input: RouterInput): Effect.Effect<Record<string, unknown>, ValidationFailed | StoreError> =>
      Effect.gen(function* () {
        const errors: Record<string, Array<string>> = {}
        const moduleId = input.module_id ?? defaultRouterModule
        if (integrations.inbound(moduleId) === undefined)
          errors["module_id"] = [`${moduleId} is not an inbound integration`]
        const flows = new Map<string, Option.Option<StoredDocument>>()
        const entities = new Map((yield* provided(visibleEntities(accountId))).map((entity) => [String(entity["id"]).toLowerCase(), entity]))
        const fieldIds = new Set((yield* provided(allFields(accountId))).map((field) => String(field["id"])))
        for (const [index, route] of input.routes.entries()) {
          let flow = flows.get(route.flow_id)
          if (flow === undefined) {
            flow = yield* documents.get("flows", accountId, route.flow_id)
            flows.set(route.flow_id, flow)
          }
          const entityId = Option.isSome(flow) ? sourceEntityOf(flow.value.body, route.source_id) : undefined
          if (Option.isNone(flow)) errors[`routes.${index}.flow_id`] = [`Flow ${route.flow_id} not found`]
          else if (entityId === undefined) errors[`routes.${index}.source_id`] = [`Flow ${route.flow_id} has no source ${route.source_id}`]
          else {
            // The router's module parses the source's leads: it must be one its entity allows, as a flow source's must.
            const entity = entities.get(entityId.toLowerCase())
            const allowed = Array.isArray(entity?.["module_ids"]) ? (entity["module_ids"] as ReadonlyArray<string>) : []
            if (allowed.length > 0 && !allowed.includes(moduleId))
              pushOwn(errors, "module_id", `Route ${index} sends leads to source ${route.source_id}, whose entity may only be used with the modules ${allowed.join(", ")}, not ${JSON.stringify(moduleId)}`)
          }
          if (route.rule_set === undefined) continue
          // The same check a flow's rules get on save: a rule that cannot work would route nothing.
          const ruleSet = route.rule_set as RuleSetEncoded
          const at = `routes.${index}.rule_set`
          for (const issue of checkRuleSet(ruleSet, { template: checkTemplate }))
            pushOwn(errors, issue.path === "" ? at : `${at}.${issue.path}`, issue.message)
          for (const rule of rulesOf(ruleSet)) {
            const problem = componentIssue(rule.lhv, fieldIds)
            if (problem !== undefined) pushOwn(errors, `${at}.${rule.path}.lhv`, problem)
          }
        }
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        const routes: Array<Route> = input.routes.map((route) =>
          route.id === undefined ? { ...route, id: shortId() as NonNullable<Route["id"]> } : route
        )
        const body: Record<string, unknown> = { module_id: moduleId, routes }
        if (input.name !== undefined) body["name"] = input.name
        return body
      })

    const list = (accountId: string) => Effect.map(documents.list("routers", accountId), (docs) => docs.map(toRouter))

    const create = (accountId: string, payload: RouterInput) =>
      Effect.gen(function* () {
        const body = yield* validated(accountId, payload)
        const id = ids.next()
        const doc = yield* documents.insert("routers", accountId, id, body, Date.now())
        compiled.invalidate(accountId, id)
        return toRouter(doc)
      })

    const get = (accountId: string, id: string) =>
      Effect.gen(function* () {
        const doc = yield* documents.get("routers", accountId, id)
        if (Option.isNone(doc)) return yield* Effect.fail(notFound(id))
        return toRouter(doc.value)
      })

    /** A client sending the `updated_at` it read gets Conflict when the router moved on since. */
    const update = (accountId: string, id: string, payload: RouterInput) =>
      Effect.gen(function* () {
        const current = yield* documents.get("routers", accountId, id)
        if (Option.isNone(current)) return yield* Effect.fail(notFound(id))
        const stale = new Conflict({ error: `Router ${id} was changed since ${payload.updated_at ?? "then"}` })
        if (payload.updated_at !== undefined && Date.parse(payload.updated_at) !== current.value.updatedAt)
          return yield* Effect.fail(stale)
        const body = yield* validated(accountId, payload)
        const updated = yield* documents
          .update("routers", accountId, id, body, Math.max(Date.now(), current.value.updatedAt), current.value.version)
          .pipe(Effect.catchTag("StaleVersion", () => Effect.fail(stale)))
        compiled.invalidate(accountId, id)
        if (Option.isNone(updated)) return yield* Effect.fail(notFound(id))
        return toRouter(updated.value)
      })

    const remove = (accountId: string, id: string) =>
      Effect.gen(function* () {
        const removed = yield* documents.remove("routers", accountId, id)
        compiled.invalidate(accountId, id)
        if (Option.isNone(removed)) return yield* Effect.fail(notFound(id))
      })

    return { list, create, get, update, remove } as const
  })
}) {}
