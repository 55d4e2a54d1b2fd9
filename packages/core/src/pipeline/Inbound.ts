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

/**
 * The inbound phase: hygiene of names and values, the source's mappings (which see the submitted
 * fields both bare and as `lead.*`), then the lead: every submitted value is in `lead.*`, the
 * flow's fields parsed with their type and the others as text, and custom fields are also at the
 * top of the vars, unprefixed (see `LeadShape.ts`). Returns the lead's vars.
 */
export const buildVars = (
  compiled: CompiledFlow,
  source: CompiledSource,
  submission: Submission,
  ctx: InboundContext
): LeadVars => {
  const raw = cleanRecord(submission.data, ctx.ping)
  const timestamp = new Date(ctx.receivedAt).toISOString()
  const context = {
    submission: { timestamp: { normal: timestamp, raw: timestamp, valid: true }, ip: submission.ip },
    flow: { id: compiled.id, name: compiled.flow.name },
    source: { id: source.id, name: source.name },
    account: submission.account ?? {},
    random: ctx.random
  }
  if (source.mappings.length > 0) {
    // Mappings see the submitted fields bare and as `lead.*`; the view follows each change.
    const view: Record<string, unknown> = Object.assign({}, raw, context, { lead: raw })
    for (const mapping of source.mappings) {
      if (mapping.rules !== undefined && mapping.rules(view) !== undefined) continue
      const value = mapping.value(view)
      setPath(raw, mapping.leadPath, value)
      const top = mapping.leadPath[0]
      if (top !== undefined && !(top in context) && top !== "lead") setPath(view, mapping.leadPath, value)
    }
  }
  const lead: Record<string, unknown> = {}
  const vars: LeadVars = { lead, ...context, appended: {} }
  fillLead(compiled.leadShape, raw, lead, vars)
  lead["id"] = ctx.leadId
  return vars
}
