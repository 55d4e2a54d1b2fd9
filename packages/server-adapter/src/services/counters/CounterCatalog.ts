import { compileWindow, Counters, type CounterKind, type CounterRecord, type CountingWindow, limitZone } from "@leadflow/core"
import { NotFound } from "@leadflow/api"
import { Clock, Context, Effect, Option } from "effect"
import { AccountPorts } from "../../accounts/AccountPorts.js"
import { deployedBodies, deployedBody, deploymentOfFlow } from "../../storage/FlowVersions.js"
import { visibleEntities } from "../entities/EntityCatalog.js"
import { counterConfigs, type CounterConfig, type EntityZoneOf } from "./CounterConfigs.js"

const units = ["minute", "hour", "day", "week", "month"] as const
type Unit = (typeof units)[number]

/**
 * Counters are read against a flow's deployed version, the one the engine runs and counts with:
 * a draft saved since (another maximum, period or zone) acts on nothing until it is deployed, so
 * it must not show either. A flow never deployed runs no lead (the submission path answers it as
 * undeployed), so it has no counters: its caps and limits are not listed nor found.
 */
const deployedFlow = (accountId: string, flowId: string) =>
  Effect.gen(function* () {
    const deployment = yield* deploymentOfFlow(accountId, flowId)
    return Option.isNone(deployment) ? Option.none() : yield* deployedBody(accountId, flowId, deployment.value.version)
  })

/**
 * The account's entities' time zones now, as the submission path fills them into the flows it
 * compiles (`withEntityZones`): what caps and limits without a zone of their own count in.
 */
const entityZones = (accountId: string) =>
  Effect.map(visibleEntities(accountId), (entities): EntityZoneOf => {
    const zones = new Map<string, string>()
    for (const entity of entities) if (typeof entity["time_zone"] === "string") zones.set(String(entity["id"]).toLowerCase(), entity["time_zone"])
    return (entityId) => (entityId === undefined ? undefined : zones.get(entityId.toLowerCase()))
  })

/** The window the engine counts in now for this configuration; none when it counts nothing. */
const currentWindow = (config: CounterConfig, now: number): Option.Option<CountingWindow> => {
  const { maximum, duration, duration_units: unit, time_zone: zone } = config.config
  if (typeof maximum !== "number" || typeof duration !== "number" || typeof unit !== "string") return Option.none()
  if (!(units as ReadonlyArray<string>).includes(unit)) return Option.none()
  // As core compiles it (`Caps.ts`, `PingLimits.ts`): its own zone, else its entity's, else UTC.
  return Option.some(compileWindow(duration, unit as Unit, limitZone(typeof zone === "string" ? zone : undefined, config.entityZone))(now))
}

/**
 * Whether a stored counter is the one the deployed configuration counts in now. A deploy that
 * moves a window (another period or zone) leaves the old window's counter in the store until it
 * expires, under the same id; the engine no longer reads it, so it is not shown beside the live one.
 */
const isLive = (record: CounterRecord, config: CounterConfig | undefined, now: number): config is CounterConfig =>
  config !== undefined &&
  Option.exists(currentWindow(config, now), (window) => window.start === record.started_at && window.end === record.expires_at)

/**
 * The counters of one of the account's flows with traffic in the current interval, as its
 * deployed version counts them (a cap removed or re-windowed by a deploy is not shown). A flow of
 * another account (or none, or never deployed) has no counters the caller may see: an empty list,
 * not a NotFound, so a caller learns nothing about other accounts' flow ids.
 */
export const listCounters = (accountId: string, kind: CounterKind, flowId: string) =>
  Effect.gen(function* () {
    const counters = (yield* AccountPorts).of(accountId).pipe(Context.get(Counters))
    const flow = yield* deployedFlow(accountId, flowId)
    if (Option.isNone(flow)) return []
    const now = yield* Clock.currentTimeMillis
    const configs = counterConfigs(flowId, flow.value, kind, yield* entityZones(accountId))
    const records = yield* counters.list({ now, kind, flowId })
    return records.flatMap((record) => {
      const config = configs.get(record.id)
      return isLive(record, config, now) ? [{ record, config }] : []
    })
  })

/** A counter with no traffic yet this interval: zero counts in the window that contains now. */
const idleCounter = (kind: CounterKind, id: string, config: CounterConfig, now: number): Option.Option<CounterRecord> =>
  Option.map(currentWindow(config, now), (window) => {
    const name = config.config["name"]
    return {
      kind,
      id,
      name: typeof name === "string" ? name : undefined,
      flow_id: config.flowId,
      source_id: config.sourceId,
      step_id: config.stepId,
      count: 0,
      failed_count: 0,
      started_at: window.start,
      expires_at: window.end
    }
  })

/**
 * One counter by id, in the account, as the deployed version of its flow counts it. A deployed
 * cap or limit that saw no traffic yet this interval (or since a deploy moved its window) answers
 * with zero counts (it exists; its counter simply has not started).
 */
export const getCounter = (accountId: string, kind: CounterKind, id: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const notFound = new NotFound({ error: `${kind === "cap" ? "Cap" : "Ping limit"} ${id} not found` })
    const counters = (yield* AccountPorts).of(accountId).pipe(Context.get(Counters))
    const deployed = yield* deployedBodies(accountId)
    const zoneOf = yield* entityZones(accountId)
    for (const record of yield* counters.list({ now, kind, id })) {
      const flow = deployed.get(record.flow_id)
      const config = flow === undefined ? undefined : counterConfigs(record.flow_id, flow, kind, zoneOf).get(id)
      if (isLive(record, config, now)) return { record, config }
    }
    // No traffic in the deployed window: find the configuration among the deployed flows.
    for (const [flowId, flow] of deployed) {
      const config = counterConfigs(flowId, flow, kind, zoneOf).get(id)
      if (config === undefined) continue
      const idle = idleCounter(kind, id, config, now)
      if (Option.isSome(idle)) return { record: idle.value, config }
    }
    return yield* Effect.fail(notFound)
  })
