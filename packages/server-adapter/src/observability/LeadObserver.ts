import { type LeadEvent, maskSensitive, type SubmitResult } from "@leadflow/core"
import { Effect, FiberRef, FiberRefs, LogLevel, Runtime } from "effect"
import { deliveries, deliveryLabels, deliverySeconds, deliveryTimeLabels, leadLabels, leads } from "./ServerMetrics.js"

/**
 * What the submission path reports about each lead: the lead and delivery counters, a log line
 * per delivery in error (with its step and integration), and a line per lead at debug level (at
 * info when the lead's outcome is error). At the default level a lead that went well costs a
 * counter update per event, with no fiber run and no log line; with metrics off
 * (`LEADFLOW_METRICS=false`) not even that. A reason is logged as the events are stored: with
 * the lead's social security numbers and credentials masked, which a buyer's answer may echo.
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

/** The lead's reason as stored: the masked reason of the event it came from (or none). */
const leadReason = (result: SubmitResult, maskedEvents: () => ReadonlyArray<LeadEvent>): string | null => {
  const reason = result.reason
  if (reason === undefined || reason === null) return null
  const i = result.events.findIndex((event) => (event as { readonly reason?: unknown }).reason === reason)
  if (i < 0) return maskedText(reason, result.events, maskedEvents)
  const masked = (maskedEvents()[i] as { readonly reason?: unknown }).reason
  return typeof masked === "string" ? masked : reason
}

/** A text masked as the events' texts are (one that no event holds as its reason). */
const maskedText = (text: string, events: ReadonlyArray<LeadEvent>, maskedEvents: () => ReadonlyArray<LeadEvent>): string => {
  const first = events[0]
  if (first === undefined || maskedEvents()[0] === first) return text
  const probe = maskSensitive([{ ...first, reason: text } as LeadEvent])[0] as { readonly reason?: unknown }
  return typeof probe.reason === "string" ? probe.reason : text
}

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
      // Masked only when a line is written: a lead that went well costs nothing more.
      let masked: ReadonlyArray<LeadEvent> | undefined
      const maskedEvents = () => (masked ??= maskSensitive(result.events))
      result.events.forEach((event, i) => {
        if (!isDelivery(event)) return
        const delivery = event as unknown as DeliveryFields
        if (metrics) countDelivery(delivery)
        if (delivery.outcome === "error") logs.push(deliveryErrorLog(result.leadId, maskedEvents()[i] as unknown as DeliveryFields))
      })
      if (debug || result.outcome === "error") {
        const line = result.outcome === "error" ? Effect.logInfo("lead in error") : Effect.logDebug("lead")
        logs.push(
          line.pipe(
            Effect.annotateLogs({ lead_id: result.leadId, flow_id: flowId, outcome: result.outcome, reason: leadReason(result, maskedEvents) })
          )
        )
      }
      if (logs.length > 0) fork(Effect.all(logs, { discard: true }))
    }
  }
}
