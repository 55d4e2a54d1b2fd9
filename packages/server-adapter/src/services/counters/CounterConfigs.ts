import { type CounterKind, documentStepsOf, sourceLimitScopes } from "@leadflow/core"

/**
 * The cap and ping-limit configurations of a stored flow, by the id their counters carry. A cap
 * or limit saved without an id (a flow stored before every one got an id on save: `LimitIds.ts`)
 * is counted under the id core's compiler gives it (`<flow>.<step|source|flow>.cap0`, nested
 * `cap0.1`; `<flow>.<source|flow>.ping_limit0`, a source being `<entity id>` or
 * `<entity id>/<short id>`: core's `LimitIds.ts`), so the same ids are derived here to join a
 * counter back to its configuration.
 */

type Json = Record<string, unknown>

export interface CounterConfig {
  readonly config: Json
  readonly flowId: string
  readonly sourceId: string | undefined
  readonly stepId: string | undefined
  /**
   * The time zone of the entity of its source or step now (undefined for the flow's, or an entity
   * without one): a cap or limit without a zone of its own counts in it (core's `limitZone`).
   */
  readonly entityZone: string | undefined
}

/** An entity's time zone now, by its id (any casing); undefined when it has none. */
export type EntityZoneOf = (entityId: string | undefined) => string | undefined

const objects = (value: unknown): ReadonlyArray<Json> =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === "object" && item !== null && !Array.isArray(item)) : []

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

const entityId = (party: Json): string | undefined => {
  const entity = party["entity"]
  return typeof entity === "object" && entity !== null ? text((entity as Json)["id"]) : undefined
}

const addCaps = (
  out: Map<string, CounterConfig>,
  caps: unknown,
  level: Omit<CounterConfig, "config">,
  scope: string,
  path: string
): void => {
  // Index by position in the original array: core numbers caps the same way.
  const list = Array.isArray(caps) ? (caps as ReadonlyArray<unknown>) : []
  list.forEach((item, i) => {
    if (typeof item !== "object" || item === null) return
    const cap = item as Json
    const id = text(cap["id"]) ?? `${scope}.${path}${i}`
    out.set(id, { ...level, config: cap })
    addCaps(out, cap["caps"], level, scope, `${path}${i}.`)
  })
}

const addLimits = (out: Map<string, CounterConfig>, limits: unknown, level: Omit<CounterConfig, "config">, scope: string): void => {
  const list = Array.isArray(limits) ? (limits as ReadonlyArray<unknown>) : []
  list.forEach((item, i) => {
    if (typeof item !== "object" || item === null) return
    const limit = item as Json
    const id = text(limit["id"]) ?? `${scope}.ping_limit${i}`
    out.set(id, { ...level, config: limit })
  })
}

/**
 * Every cap (or ping limit) configured on a flow document, nested caps included, each with the
 * time zone of its source's or step's entity as `zoneOf` tells it (the entity's now, as the
 * running flow has it filled in: never one the stored reference carries).
 */
export const counterConfigs = (flowId: string, flow: Json, kind: CounterKind, zoneOf: EntityZoneOf): Map<string, CounterConfig> => {
  const out = new Map<string, CounterConfig>()
  const flowLevel = { flowId, sourceId: undefined, stepId: undefined, entityZone: undefined }
  const sources = objects(flow["sources"])
  const scopes = sourceLimitScopes(sources.map((source) => ({ entityId: entityId(source), shortId: text(source["id"]) })))
  const sourceLevels = sources.map((source, i) => ({
    source,
    level: { ...flowLevel, sourceId: entityId(source), entityZone: zoneOf(entityId(source)) },
    scope: `${flowId}.${scopes[i] ?? ""}`
  }))
  if (kind === "cap") {
    addCaps(out, flow["caps"], flowLevel, `${flowId}.flow`, "cap")
    for (const { source, level, scope } of sourceLevels) addCaps(out, source["caps"], level, scope, "cap")
    // Group members and auction buyers are steps with caps of their own.
    for (const { step, id } of documentStepsOf(flow["steps"]))
      addCaps(out, step["caps"], { ...flowLevel, stepId: id, entityZone: zoneOf(entityId(step)) }, `${flowId}.${id}`, "cap")
  } else {
    addLimits(out, flow["ping_limits"], flowLevel, `${flowId}.flow`)
    for (const { source, level, scope } of sourceLevels) addLimits(out, source["ping_limits"], level, scope)
  }
  return out
}
