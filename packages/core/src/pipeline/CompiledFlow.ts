import type { TypeName } from "@leadflow/types"
import type { AcceptanceCriteria } from "../model/AcceptanceCriteria.js"
import type { Field } from "../model/Field.js"
import type { Flow } from "../model/Flow.js"
import type { Outcome } from "../model/Outcome.js"
import type { Source } from "../model/Source.js"
import type { FilterStep, RecipientStep } from "../model/Step.js"
import { packageKey } from "../ports/Integrations.js"
import type { CompiledRules } from "../rules/Compile.js"
import { compileCaps, type CompiledCap } from "./Caps.js"
import { rules, text, type CompileContext, type Render } from "./Context.js"
import { destinationSteps, type DestinationInfo } from "./Destinations.js"
import { compileLeadShape, type LeadShape } from "./LeadShape.js"
import { compileListChecks, type CompiledListCheck } from "./ListChecks.js"
import { compileMappings, type CompiledMapping } from "./Mappings.js"
import { compilePingLimits, type CompiledPingLimit } from "./PingLimits.js"
import { compilePricing, type CompiledPricing } from "./Pricing.js"

/** Acceptance criteria compiled: the rules must pass, or the lead is answered with outcome and reason. */
export interface CompiledCriteria {
  readonly criteria: AcceptanceCriteria
  readonly rules: CompiledRules
  readonly outcome: Outcome
  /** The configured reason, or undefined to use the failing rule's own reason. */
  readonly reason: Render | undefined
}

export interface CompiledSource {
  readonly source: Source
  /** The entity id: the `source_id` of the submission URL. */
  readonly id: string
  readonly name: string
  readonly moduleId: string
  readonly enabled: boolean
  readonly authenticationRequired: boolean
  readonly mappings: ReadonlyArray<CompiledMapping>
  readonly criteria: CompiledCriteria | undefined
  readonly caps: ReadonlyArray<CompiledCap>
  readonly pricing: CompiledPricing | undefined
  readonly pingLimits: ReadonlyArray<CompiledPingLimit>
}

export interface CompiledFilter {
  readonly kind: "filter"
  readonly step: FilterStep
  readonly id: string
  readonly enabled: boolean
  /** Passing rules mean the filter matches and the flow stops. */
  readonly rules: CompiledRules
  readonly outcome: Outcome
  readonly reason: Render
}

export interface CompiledRecipient {
  readonly kind: "recipient"
  readonly step: RecipientStep
  readonly id: string
  readonly enabled: boolean
  readonly rules: CompiledRules | undefined
  readonly moduleId: string
  /** Where the step's data is appended: `appended.<key>` and `<key>`. */
  readonly key: string
  /** `recipient` as the integration sees it: the step's entity. */
  readonly recipient: { readonly id: string; readonly name: string | undefined }
  readonly mappings: ReadonlyArray<CompiledMapping>
  readonly caps: ReadonlyArray<CompiledCap>
  readonly pricing: CompiledPricing | undefined
  /** Set on the steps a flow's `destinations` run as (see `Destinations.ts`); recorded on their events. */
  readonly destination?: DestinationInfo | undefined
}

export type CompiledStep = CompiledFilter | CompiledRecipient

/** A flow compiled once per version: every rule, template and mapping is a closure here. */
export interface CompiledFlow {
  readonly flow: Flow
  readonly id: string
  /** Flow field id → type: these fields are parsed with their type in `lead.*` (others stay text). */
  readonly fieldTypes: Readonly<Record<string, TypeName>>
  /** How submitted values become `lead.*` and the unprefixed custom fields (see `LeadShape.ts`). */
  readonly leadShape: LeadShape
  readonly sources: ReadonlyMap<string, CompiledSource>
  readonly listChecks: ReadonlyArray<CompiledListCheck>
  readonly pricing: CompiledPricing | undefined
  readonly caps: ReadonlyArray<CompiledCap>
  readonly criteria: CompiledCriteria | undefined
  readonly pingLimits: ReadonlyArray<CompiledPingLimit>
  /**
   * The flow's steps, then one recipient step per action of its `destinations` (ids
   * `destination0`, ...): the spec runs the steps "combined with any destinations".
   */
  readonly steps: ReadonlyArray<CompiledStep>
  /** Problems found while compiling (an unknown field id read as text, ...). */
  readonly warnings: ReadonlyArray<string>
  /**
   * Why the flow may not run (its references are broken: an unknown credential, entity, ...).
   * A blocked flow takes no lead anywhere: each ends in `error` with this reason, recorded by
   * its source event, and no step runs.
   */
  readonly blocked?: string | undefined
}

const compileCriteria = (criteria: AcceptanceCriteria | undefined, ctx: CompileContext): CompiledCriteria | undefined =>
  criteria === undefined
    ? undefined
    : {
        criteria,
        rules: rules(criteria.rule_set, ctx) ?? (() => undefined),
        outcome: criteria.outcome,
        reason: criteria.reason === undefined || criteria.reason === "" ? undefined : text(criteria.reason, "")
      }

const compileSource = (source: Source, ctx: CompileContext): CompiledSource => {
  const level = { flowId: ctx.flowId, sourceId: source.entity.id }
  return {
    source,
    id: source.entity.id,
    name: source.entity.name ?? "",
    moduleId: source.integration.module_id,
    enabled: source.enabled !== false,
    authenticationRequired: source.authentication_required === true,
    mappings: compileMappings(source.integration.mappings, ctx),
    criteria: compileCriteria(source.acceptance_criteria, ctx),
    caps: compileCaps(source.caps, level, ctx),
    pricing: compilePricing(source.pricing, ctx),
    pingLimits: compilePingLimits(source.ping_limits, level)
  }
}

const compileStep = (step: FilterStep | RecipientStep, index: number, ctx: CompileContext): CompiledStep => {
  const id = step.id ?? `step${index}`
  const enabled = step.enabled !== false
  if (step.type === "filter")
    return {
      kind: "filter",
      step,
      id,
      enabled,
      rules: rules(step.rule_set, ctx) ?? (() => undefined),
      outcome: step.outcome,
      reason: text(step.reason, "")
    }
  return {
    kind: "recipient",
    step,
    id,
    enabled,
    rules: rules(step.rule_set, ctx),
    moduleId: step.integration.module_id,
    key: packageKey(step.integration.module_id),
    recipient: { id: step.entity.id, name: step.entity.name },
    mappings: compileMappings(step.integration.mappings, ctx),
    caps: compileCaps(step.caps, { flowId: ctx.flowId, stepId: id }, ctx),
    pricing: compilePricing(step.pricing, ctx)
  }
}

/** The steps of a flow's destinations; the webhook URL is sent as written, never read as a template. */
const compileDestinations = (flow: Flow, ctx: CompileContext): ReadonlyArray<CompiledRecipient> =>
  destinationSteps(flow.destinations).map(({ step, id, destination }) => {
    const compiled = compileStep(step, 0, ctx) as CompiledRecipient
    const url = step.integration.mappings?.find((m) => m.property === "url")?.value
    return {
      ...compiled,
      id,
      destination,
      mappings: compiled.mappings.map((m) => (m.property === "url" ? { ...m, value: () => url } : m))
    }
  })

/** A field of the account as `compileFlow` reads it: `standard: false` marks a custom field. */
export type FieldDefinition = Pick<Field, "id" | "type"> & { readonly standard?: boolean | undefined }

/**
 * Compile a flow with the account's field definitions (standard and custom; custom ones are
 * marked `standard: false`). Compiling is where templates and rules are parsed, so do it once
 * per flow version and reuse the result.
 */
export const compileFlow = (flow: Flow, fields: ReadonlyArray<FieldDefinition>): CompiledFlow => {
  const known = new Map(fields.map((f) => [f.id, f.type]))
  const warnings: string[] = []
  const fieldTypes: Record<string, TypeName> = {}
  for (const id of flow.fields) {
    const type = known.get(id)
    if (type === undefined) warnings.push(`field ${id} is not defined: its values are read as text`)
    fieldTypes[id] = type ?? "string"
  }
  const leadShape = compileLeadShape(flow, fieldTypes, fields, warnings)
  const flowId = flow.id ?? "flow"
  const ctx: CompileContext = { flowId, fieldTypes }
  const sources = new Map<string, CompiledSource>()
  for (const source of flow.sources) {
    const compiled = compileSource(source, ctx)
    sources.set(compiled.id, compiled)
    if (source.id !== undefined && !sources.has(source.id)) sources.set(source.id, compiled)
  }
  return {
    flow,
    id: flowId,
    fieldTypes,
    leadShape,
    sources,
    listChecks: compileListChecks(flow.list_checks),
    pricing: compilePricing(flow.pricing, ctx),
    caps: compileCaps(flow.caps, { flowId }, ctx),
    criteria: compileCriteria(flow.acceptance_criteria, ctx),
    pingLimits: compilePingLimits(flow.ping_limits, { flowId }),
    steps: [...flow.steps.map((step, i) => compileStep(step, i, ctx)), ...compileDestinations(flow, ctx)],
    warnings
  }
}
