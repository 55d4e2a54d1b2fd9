import { compileWindow, Counters, type CounterKind, type CounterRecord } from "@leadflow/core"
import { NotFound } from "@leadflow/api"
import { Clock, Context, Effect, Option } from "effect"
import { AccountPorts } from "../../accounts/AccountPorts.js"
import { Documents } from "../../storage/Documents.js"
import { counterConfigs, type CounterConfig } from "./CounterConfigs.js"

const units = ["minute", "hour", "day", "week", "month"] as const
type Unit = (typeof units)[number]

/**
 * The counters of one of the account's flows with traffic in the current interval. A flow of
 * another account (or none) has no counters the caller may see: an empty list, not a NotFound,
 * so a caller learns nothing about other accounts' flow ids.
 */
export const listCounters = (accountId: string, kind: CounterKind, flowId: string) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const counters = (yield* AccountPorts).of(accountId).pipe(Context.get(Counters))
    const flow = yield* documents.get("flows", accountId, flowId)
    if (Option.isNone(flow)) return []
    const now = yield* Clock.currentTimeMillis
    const configs = counterConfigs(flowId, flow.value.body, kind)
    const records = yield* counters.list({ now, kind, flowId })
    return records.map((record) => ({ record, config: configs.get(record.id) }))
  })

/** A counter with no traffic yet this interval: zero counts in the window that contains now. */
const idleCounter = (kind: CounterKind, id: string, config: CounterConfig, now: number): Option.Option<CounterRecord> => {
  const { maximum, duration, duration_units: unit, time_zone: zone, name } = config.config
  if (typeof maximum !== "number" || typeof duration !== "number" || typeof unit !== "string") return Option.none()
  if (!(units as ReadonlyArray<string>).includes(unit)) return Option.none()
  const window = compileWindow(duration, unit as Unit, typeof zone === "string" ? zone : "UTC")(now)
  return Option.some({
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
  })
}

/**
 * One counter by id, in the account. A configured cap or limit that saw no traffic yet this
 * interval answers with zero counts (it exists; its counter simply has not started).
 */
export const getCounter = (accountId: string, kind: CounterKind, id: string) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const now = yield* Clock.currentTimeMillis
    const notFound = new NotFound({ error: `${kind === "cap" ? "Cap" : "Ping limit"} ${id} not found` })
    const counters = (yield* AccountPorts).of(accountId).pipe(Context.get(Counters))
    const live = (yield* counters.list({ now, kind, id }))[0]
    if (live !== undefined) {
      const flow = yield* documents.get("flows", accountId, live.flow_id)
      if (Option.isNone(flow)) return yield* Effect.fail(notFound)
      return { record: live, config: counterConfigs(flow.value.id, flow.value.body, kind).get(id) }
    }
    // No traffic this interval: find the configuration among the account's flows.
    const flows = yield* documents.list("flows", accountId)
    for (const flow of flows) {
      const config = counterConfigs(flow.id, flow.body, kind).get(id)
      if (config === undefined) continue
      const idle = idleCounter(kind, id, config, now)
      if (Option.isSome(idle)) return { record: idle.value, config }
    }
    return yield* Effect.fail(notFound)
  })
