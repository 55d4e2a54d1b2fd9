import { SqlClient } from "@effect/sql"
import { compileRuleSet, compileTemplate, validationErrors, type CompiledRules, type StoreError, type ValidationErrors } from "@leadflow/core"
import { IntegrationRuntime, type InboundIntegration } from "@leadflow/integrations"
import { Effect, Either, Schema } from "effect"
import { defaultRouterModule, StoredRouter } from "@leadflow/api"
import { parseBody } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * Loading a router for the submission path by its id alone: its inbound integration and its
 * routes, each rule set compiled once per router version.
 */

export interface CompiledRoute {
  readonly flowId: string
  readonly sourceId: string
  /** Undefined: the route takes every lead. */
  readonly rules: CompiledRules | undefined
}

export interface LoadedRouter {
  readonly routerId: string
  readonly accountId: string
  readonly version: number
  readonly inbound: InboundIntegration
  /** The stored `module_id` (checked against each routed source's entity `module_ids` per lead). */
  readonly moduleId: string
  readonly routes: ReadonlyArray<CompiledRoute>
  /** Set when the stored router does not decode; such a router routes nothing. */
  readonly errors: ValidationErrors | undefined
}

interface RouterRow {
  readonly account_id: string
  readonly version: unknown
  readonly body: unknown
}

const decodeRouter = Schema.decodeUnknownEither(StoredRouter, { errors: "all" })

/** The first route whose rules pass against the submitted data (`state` or `lead.state`). */
export const selectRoute = (
  routes: ReadonlyArray<CompiledRoute>,
  data: Readonly<Record<string, unknown>>
): CompiledRoute | undefined => {
  let vars: Record<string, unknown> | undefined
  for (const route of routes) {
    if (route.rules === undefined) return route
    vars ??= Object.assign({}, data, { lead: data })
    if (route.rules(vars) === undefined) return route
  }
  return undefined
}

export const makeRouterLoader = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const integrations = yield* IntegrationRuntime
  const standard = integrations.inbound(defaultRouterModule)
  if (standard === undefined) return yield* Effect.dieMessage(`the ${defaultRouterModule} integration is not registered`)

  const select = (routerId: string, accountId: string | undefined) =>
    accountId === undefined
      ? sql<RouterRow>`SELECT account_id, version, body FROM routers WHERE id = ${routerId}`
      : sql<RouterRow>`SELECT account_id, version, body FROM routers WHERE account_id = ${accountId} AND id = ${routerId}`

  const compile = (routerId: string, row: RouterRow): LoadedRouter => {
    const base = { routerId, accountId: row.account_id, version: Number(row.version) }
    const decoded = decodeRouter(parseBody(row.body))
    if (Either.isLeft(decoded))
      return { ...base, inbound: standard, moduleId: defaultRouterModule, routes: [], errors: validationErrors(decoded.left) }
    const router = decoded.right
    const moduleId = router.module_id ?? defaultRouterModule
    const inbound = integrations.inbound(moduleId) ?? standard
    try {
      const routes = router.routes.map((route) => ({
        flowId: route.flow_id,
        sourceId: route.source_id,
        rules: route.rule_set === undefined ? undefined : compileRuleSet(route.rule_set, { template: compileTemplate })
      }))
      return { ...base, inbound, moduleId, routes, errors: undefined }
    } catch (error) {
      // The schema let it through but it does not compile: such a router routes nothing.
      return { ...base, inbound, moduleId, routes: [], errors: { routes: [error instanceof Error ? error.message : String(error)] } }
    }
  }

  return (routerId: string, previous: LoadedRouter | undefined): Effect.Effect<LoadedRouter | undefined, StoreError> =>
    select(routerId, previous?.accountId).pipe(
      asStoreError(`reading router ${routerId}`),
      Effect.map((rows) => {
        const row = rows[0]
        if (row === undefined) return undefined
        if (previous !== undefined && previous.version === Number(row.version)) return previous
        return compile(routerId, row)
      })
    )
})
