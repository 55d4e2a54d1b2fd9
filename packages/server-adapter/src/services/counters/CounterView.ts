import type { CounterRecord } from "@leadflow/core"
import type { CapCounter, PingLimitCounter } from "@leadflow/api"
import type { CounterConfig } from "./CounterConfigs.js"

/**
 * A counter as the API shows it: its counts, with the configuration it counts for copied in. Its
 * `time_zone` is the zone it resets in: its own, else its source's or step's entity's.
 */

const units = ["minute", "hour", "day", "week", "month"] as const
type Unit = (typeof units)[number]

const iso = (ms: number): string => new Date(ms).toISOString()

const configFields = (config: Record<string, unknown> | undefined, entityZone: string | undefined) => {
  const out: {
    name?: string
    maximum?: number
    duration?: number
    duration_units?: Unit
    time_zone?: string
  } = {}
  if (config === undefined) return out
  if (typeof config["name"] === "string") out.name = config["name"]
  if (typeof config["maximum"] === "number") out.maximum = config["maximum"]
  if (typeof config["duration"] === "number") out.duration = config["duration"]
  const unit = config["duration_units"]
  if (typeof unit === "string" && (units as ReadonlyArray<string>).includes(unit)) out.duration_units = unit as Unit
  const zone = typeof config["time_zone"] === "string" ? config["time_zone"] : entityZone
  if (zone !== undefined) out.time_zone = zone
  return out
}

const common = (record: CounterRecord, config: CounterConfig | undefined) => {
  const fields = configFields(config?.config, config?.entityZone)
  const name = fields.name ?? record.name
  const sourceId = record.source_id ?? config?.sourceId
  return {
    id: record.id,
    ...fields,
    ...(name === undefined ? {} : { name }),
    count: record.count,
    failed_count: record.failed_count,
    flow_id: record.flow_id,
    ...(sourceId === undefined ? {} : { source_id: sourceId }),
    started_at: iso(record.started_at),
    expires_at: iso(record.expires_at)
  }
}

export const capView = (record: CounterRecord, config: CounterConfig | undefined): CapCounter => {
  const stepId = record.step_id ?? config?.stepId
  return { ...common(record, config), type: "volume", ...(stepId === undefined ? {} : { step_id: stepId }) }
}

export const pingLimitView = (record: CounterRecord, config: CounterConfig | undefined): PingLimitCounter =>
  common(record, config)
