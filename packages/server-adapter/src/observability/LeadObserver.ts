import type { LeadEvent, SubmitResult } from "@leadflow/core"
import { Effect, FiberRef, FiberRefs, LogLevel, Runtime } from "effect"
import { deliveries, deliveryLabels, deliverySeconds, deliveryTimeLabels, leadLabels, leads } from "./ServerMetrics.js"

/**
 * What the submission path reports about each lead: the lead and delivery counters, a log line
 * per delivery in error (with its step and integration), and a line per lead at debug level (at
 * info when the lead's outcome is error). At the default level a lead that went well costs a
 * counter update per event, with no fiber run and no log line; with metrics off
 * (`LEADFLOW_METRICS=false`) not even that.
 */
export interface LeadObserver {
  readonly submitted: (flowId: string, result: SubmitResult) => void
}

interface DeliveryFields {
  readonly type: string
  readonly outcome: string
  readonly reason?: string | null
  readonly step_id?: string
  readonly module_id?: string
  readonly wait_ms?: number
}

/** Count one delivery (a recipient event, or a retry's) by integration and outcome. */
export const countDelivery = (event: DeliveryFields): void => {
  const integration = event.module_id ?? "unknown"
  deliveries.unsafeUpdate(1, deliveryLabels.of(integration, event.outcome))
  if (event.wait_ms !== undefined) deliverySeconds.unsafeUpdate(event.wait_ms / 1000, deliveryTimeLabels.of(integration))
}

/** The log line of a delivery that ended in error: the step, the integration, the reason. */
export const deliveryErrorLog = (leadId: string, event: DeliveryFields, what = "delivery error") =>
  Effect.logInfo(what).pipe(
    Effect.annotateLogs({
      lead_id: leadId,
      step_id: event.step_id ?? null,
      integration: event.module_id ?? null,
      reason: event.reason ?? null
    })
  )

const isDelivery = (event: LeadEvent): boolean => event.type === "recipient"

/** `metrics`: whether the counters are kept (they are not when `/metrics` is off: nothing reads them). */
export const makeLeadObserver = <R>(runtime: Runtime.Runtime<R>, options: { readonly metrics: boolean }): LeadObserver => {
  const fork = Runtime.runFork(runtime)
  const minimum = FiberRefs.getOrDefault(runtime.fiberRefs, FiberRef.currentMinimumLogLevel)
  const debug = LogLevel.lessThanEqual(minimum, LogLevel.Debug)
  const errors = LogLevel.lessThanEqual(minimum, LogLevel.Info)
  const { metrics } = options
  return {
    submitted: (flowId, result) => {
      if (!metrics && !errors) return
      if (metrics) leads.unsafeUpdate(1, leadLabels.of(flowId, result.outcome))
      const logs: Array<Effect.Effect<void>> = []
      for (const event of result.events) {
        if (!isDelivery(event)) continue
        const delivery = event as unknown as DeliveryFields
        if (metrics) countDelivery(delivery)
        if (delivery.outcome === "error") logs.push(deliveryErrorLog(result.leadId, delivery))
      }
      if (debug || result.outcome === "error") {
        const line = result.outcome === "error" ? Effect.logInfo("lead in error") : Effect.logDebug("lead")
        logs.push(
          line.pipe(
            Effect.annotateLogs({ lead_id: result.leadId, flow_id: flowId, outcome: result.outcome, reason: result.reason ?? null })
          )
        )
      }
      if (logs.length > 0) fork(Effect.all(logs, { discard: true }))
    }
  }
}
