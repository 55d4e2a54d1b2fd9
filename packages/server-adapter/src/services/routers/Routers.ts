import { Ids, type StoreError } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect, Option, Schema } from "effect"
import { randomBytes } from "node:crypto"
import { ServerConfig } from "../../server/ServerConfig.js"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CompiledRouters } from "../../submission/CompiledRouters.js"
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

/** The source ids a stored flow answers to (entity ids and short ids). */
const sourceIdsOf = (flow: Record<string, unknown>): ReadonlySet<string> => {
  const ids = new Set<string>()
  const sources = flow["sources"]
  if (Array.isArray(sources))
    for (const source of sources as ReadonlyArray<{ readonly id?: unknown; readonly entity?: { readonly id?: unknown } }>) {
      if (typeof source.id === "string") ids.add(source.id)
      if (typeof source.entity?.id === "string") ids.add(source.entity.id)
    }
  return ids
}

/**
 * Routers of an account: one submission URL that sends each lead to the flow and source of the
 * route it matches. Routers are account documents (table `routers`); every change drops the
 * submission path's compiled copy. A router is checked before it is stored: its module must be an
 * inbound integration, and each route must name a flow of the account and one of that flow's
 * sources (ValidationFailed otherwise).
 */
export class Routers extends Effect.Service<Routers>()("@leadflow/server-adapter/Routers", {
  effect: Effect.gen(function* () {
    const documents = yield* Documents
    const ids = yield* Ids
    const integrations = yield* IntegrationRuntime
    const config = yield* ServerConfig
    const compiled = yield* CompiledRouters

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
        for (const [index, route] of input.routes.entries()) {
          let flow = flows.get(route.flow_id)
          if (flow === undefined) {
            flow = yield* documents.get("flows", accountId, route.flow_id)
            flows.set(route.flow_id, flow)
          }
          if (Option.isNone(flow)) errors[`routes.${index}.flow_id`] = [`Flow ${route.flow_id} not found`]
          else if (!sourceIdsOf(flow.value.body).has(route.source_id))
            errors[`routes.${index}.source_id`] = [`Flow ${route.flow_id} has no source ${route.source_id}`]
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
