import { eventRetentionDays, type LeadEvent } from "@leadflow/core"

/**
 * An event row as the store wrote it before migration 0014 (the whole event in `body`, no shared
 * vars, no metric columns): the equivalence test stores leads this way to check that events
 * written before the migration read exactly as before.
 */
const dayMs = 86_400_000
const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

export const legacyEventRow = (leadId: string, event: LeadEvent) => {
  const createdAt = event.end_timestamp ?? event.start_timestamp ?? 0
  const expiresAt = event.expires_at === undefined ? Number.NaN : Date.parse(event.expires_at)
  const vars = event.vars as
    | { readonly account?: { readonly id?: unknown }; readonly flow?: { readonly id?: unknown }; readonly source?: { readonly id?: unknown } }
    | undefined
  return {
    id: event.id,
    lead_id: leadId,
    type: event.type,
    outcome: event.outcome,
    created_at: createdAt,
    expires_at: Number.isFinite(expiresAt) ? expiresAt : createdAt + eventRetentionDays * dayMs,
    account_id: textOrNull(vars?.account?.id),
    flow_id: textOrNull(vars?.flow?.id),
    source_id: textOrNull(vars?.source?.id),
    step_id: "step_id" in event && typeof event.step_id === "string" ? event.step_id : null,
    body: JSON.stringify(event)
  }
}
