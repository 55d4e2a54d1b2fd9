import type { Ids } from "@leadflow/core"
import { directoryTargetOf, type FirehoseExporterService } from "../services/firehose/FirehoseExporter.js"
import type { LeadJobPlan } from "./LeadJobPlan.js"

/** Where a flow's leads are exported (its `firehose` setting): its enabled directory target, when the server has a root. */
export const exportTargetOf = (exporter: FirehoseExporterService, firehose: unknown) => {
  const target = firehose === undefined ? undefined : directoryTargetOf(firehose)
  // The export is skipped without a root (`FirehoseJobs` says so when the lead is answered).
  return target !== undefined && !("skipped" in target) && exporter.root !== undefined ? target : undefined
}

/**
 * The plan of events written after a lead's answer (a retry's attempt, feedback on a delivery):
 * their export by the firehose setting of the flow as deployed then, one job keyed by the first
 * of them, so the lead's first export (`firehose:<lead id>`) and each later write are all written.
 */
export const laterExportPlan = (
  ids: Ids["Type"],
  exporter: FirehoseExporterService,
  accountId: string,
  flowId: string,
  firehose: unknown
): LeadJobPlan | undefined => {
  const exports = exportTargetOf(exporter, firehose)
  if (exports === undefined) return undefined
  return (leadId, events, now) =>
    events.length === 0
      ? []
      : [
          {
            id: ids.next(),
            accountId,
            kind: "firehose",
            key: `firehose:${leadId}:${events[0]!.id}`,
            flowId,
            payload: { lead_id: leadId, event_ids: events.map((event) => event.id), ...exports },
            runAt: now,
            createdAt: now
          }
        ]
}
