import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Engine, memoryLayer, type LeadEvent, type SourceEvent } from "../src/index.js"
import { compile, lead, OTHER_SOURCE_ID, SOURCE_ID, sourceWith } from "./fixtures.js"

const sourceEventOf = (events: ReadonlyArray<LeadEvent>): SourceEvent => {
  const found = events.find((e): e is SourceEvent => e.type === "source")
  if (found === undefined) throw new Error("no source event")
  return found
}

const FLOW_LIMIT = { id: "5f00000000000000000000d1", name: "flow burst", maximum: 5, duration: 1, duration_units: "minute" } as const
const SOURCE_LIMIT = { id: "5f00000000000000000000d2", name: "seller burst", maximum: 2, duration: 1, duration_units: "hour" } as const

describe("the source event of a submitted lead", () => {
  it.effect("carries package_version, firehose (secrets masked) and the ping limit settings", () => {
    const compiled = compile({
      // Ping limits act (and are allowed) only on a flow that takes pings.
      ping_enabled: true,
      ping_limits: [FLOW_LIMIT],
      firehose: {
        services: {
          s3: { enabled: true, credential_id: "5f00000000000000000000f1", bucket: "leads" },
          azure: { enabled: true, bucket: "leads", connection_string: "DefaultEndpointsProtocol=https;AccountKey=c2VjcmV0" }
        }
      },
      sources: [sourceWith(SOURCE_ID, { ping_limits: [SOURCE_LIMIT] }), sourceWith(OTHER_SOURCE_ID)]
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      const event = sourceEventOf(result.events)
      expect(event.package_version).toBe("2.4.0")
      expect(event.firehose).toEqual({
        services: {
          s3: { enabled: true, credential_id: "5f00000000000000000000f1", bucket: "leads" },
          azure: { enabled: true, bucket: "leads", connection_string: "****" }
        }
      })
      expect(event.flow_ping_limits).toEqual(FLOW_LIMIT)
      expect(event.source_ping_limits).toEqual(SOURCE_LIMIT)
      expect(event.ping_limit_reached).toBe(false)
      // A source without limits of its own records none; the flow's still show.
      const other = sourceEventOf((yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: lead })).events)
      expect(other.source_ping_limits).toBeUndefined()
      expect(other.flow_ping_limits).toEqual(FLOW_LIMIT)
      expect(other.ping_limit_reached).toBe(false)
    }).pipe(Effect.provide(memoryLayer({ packageVersions: { "leadflow-standard": "2.4.0" } })))
  })

  it.effect("a ping's source event records the counted limits instead", () => {
    const compiled = compile({ ping_enabled: true, pricing: { prices: [{ amount: 1 }] }, ping_limits: [FLOW_LIMIT] })
    return Effect.gen(function* () {
      const event = sourceEventOf((yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })).events)
      expect(event.flow_ping_limits).toEqual({ ...FLOW_LIMIT, count: 1 })
      expect(event.ping_limit_reached).toBe(false)
      expect(event.package_version).toBe("2.4.0")
    }).pipe(Effect.provide(memoryLayer({ packageVersions: { "leadflow-standard": "2.4.0" } })))
  })
})
