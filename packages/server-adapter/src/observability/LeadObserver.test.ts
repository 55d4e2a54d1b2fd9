import type { LeadEvent, SubmitResult } from "@leadflow/core"
import { Effect, Metric, Runtime } from "effect"
import { describe, expect, it } from "vitest"
import { makeLeadObserver } from "./LeadObserver.js"
import { deliveries, deliveryLabels, leadLabels, leads } from "./ServerMetrics.js"

const leadCount = (flowId: string): number =>
  Effect.runSync(Metric.value(Metric.taggedWithLabels(leads, leadLabels.of(flowId, "success")))).count as number

const deliveryCount = (integration: string): number =>
  Effect.runSync(Metric.value(Metric.taggedWithLabels(deliveries, deliveryLabels.of(integration, "success")))).count as number

const result = (integration: string): SubmitResult => ({
  outcome: "success",
  reason: undefined,
  leadId: "5f0000000000000000000001",
  price: 1,
  events: [{ type: "recipient", outcome: "success", module_id: integration, wait_ms: 3 } as unknown as LeadEvent],
  appended: {},
  recorded: true
})

describe("makeLeadObserver", () => {
  it("counts each lead and delivery while metrics are on", () => {
    const observer = makeLeadObserver(Runtime.defaultRuntime, { metrics: true })
    const before = [leadCount("flow-on"), deliveryCount("test.on")]
    observer.submitted("flow-on", result("test.on"))
    expect([leadCount("flow-on"), deliveryCount("test.on")]).toEqual([before[0] + 1, before[1] + 1])
  })

  it("keeps no counters when metrics are off (LEADFLOW_METRICS=false: nothing reads them)", () => {
    const observer = makeLeadObserver(Runtime.defaultRuntime, { metrics: false })
    observer.submitted("flow-off", result("test.off"))
    expect([leadCount("flow-off"), deliveryCount("test.off")]).toEqual([0, 0])
  })
})
