import { setPath } from "../vars/Path.js"
import type { CompiledFlow, CompiledSource } from "./CompiledFlow.js"
import { cleanRecord } from "./Hygiene.js"
import { fillLead } from "./LeadShape.js"
import type { LeadVars } from "./LeadState.js"
import type { Submission } from "./Submission.js"

export interface InboundContext {
  readonly leadId: string
  readonly receivedAt: number
  readonly ping: boolean
  /** 1-100, per lead, for percentage splits in rules. */
  readonly random: number
}

// Leads received in the same millisecond share their timestamp's text: format it once.
let lastReceivedAt = Number.NaN
let lastTimestamp = ""
const timestampOf = (receivedAt: number): string => {
  if (receivedAt !== lastReceivedAt) {
    lastTimestamp = new Date(receivedAt).toISOString()
    lastReceivedAt = receivedAt
  }
  return lastTimestamp
}

/**
 * The inbound phase: hygiene of names and values, the source's mappings (which see the submitted
 * fields both bare and as `lead.*`), then the lead: every submitted value is in `lead.*`, the
 * flow's fields parsed with their type and the others as text, and custom fields are also at the
 * top of the vars, unprefixed (see `LeadShape.ts`). Fills the lead's (empty) `vars`, with
 * `appended` as its appended data.
 */
export const buildVars = (
  compiled: CompiledFlow,
  source: CompiledSource,
  submission: Submission,
  ctx: InboundContext,
  vars: LeadVars,
  appended: Record<string, unknown>
): void => {
  const raw = cleanRecord(submission.data, ctx.ping)
  const timestamp = timestampOf(ctx.receivedAt)
  const submitted = { timestamp: { normal: timestamp, raw: timestamp, valid: true }, ip: submission.ip }
  const flow = { id: compiled.id, name: compiled.flow.name }
  // The source's short id too, when it has one: two sources of one entity share `id`, and what
  // follows the lead (feedback relayed to its source, returns) must find the one it came through.
  const from =
    source.source.id === undefined ? { id: source.id, name: source.name } : { id: source.id, name: source.name, short_id: source.source.id }
  const account = submission.account ?? {}
  if (source.mappings.length > 0) {
    // Mappings see the submitted fields bare and as `lead.*`; the view follows each change.
    const context = { submission: submitted, flow, source: from, account, random: ctx.random }
    const view: Record<string, unknown> = Object.assign({}, raw, context, { lead: raw })
    for (const mapping of source.mappings) {
      if (mapping.rules !== undefined && mapping.rules(view) !== undefined) continue
      const value = mapping.value(view)
      setPath(raw, mapping.leadPath, value)
      const top = mapping.leadPath[0]
      if (top !== undefined && !(top in context) && top !== "lead") setPath(view, mapping.leadPath, value)
    }
  }
  // Assigned one by one, in the order events show them (a spread here costs more).
  const lead: Record<string, unknown> = {}
  vars["lead"] = lead
  vars["submission"] = submitted
  vars["flow"] = flow
  vars["source"] = from
  vars["account"] = account
  vars["random"] = ctx.random
  vars["appended"] = appended
  fillLead(compiled.leadShape, raw, lead, vars)
  lead["id"] = ctx.leadId
}
