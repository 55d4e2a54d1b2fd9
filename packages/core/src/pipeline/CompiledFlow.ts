import type { TypeName } from "@leadflow/types"
import type { AcceptanceCriteria } from "../model/AcceptanceCriteria.js"
import type { Field } from "../model/Field.js"
import type { Flow } from "../model/Flow.js"
import type { Outcome } from "../model/Outcome.js"
import type { Source } from "../model/Source.js"
import type { Schedule } from "../model/Schedule.js"
import type { AuctionBuyer, AuctionStep, Distribution, FilterStep, FlowStep, GroupMember, GroupStep, RecipientStep } from "../model/Step.js"
import { packageKey } from "../ports/Integrations.js"
import type { CompiledRules } from "../rules/Compile.js"
import { compileSchedule, type IsOpen } from "../schedule/Schedule.js"
import { compileCaps, type CompiledCap } from "./Caps.js"
import { rules, text, type CompileContext, type Render } from "./Context.js"
import { destinationSteps, type DestinationInfo } from "./Destinations.js"
import { compileLeadShape, type LeadShape } from "./LeadShape.js"
import { blockedReason, flowCheckIssues } from "./FlowChecks.js"
import { flowLimitScope, sourceLimitScopes } from "./LimitIds.js"
import { compileListChecks, type CompiledListCheck } from "./ListChecks.js"
import { compileMappings, type CompiledMapping } from "./Mappings.js"
import { compilePingLimits, type CompiledPingLimit } from "./PingLimits.js"
import { compilePricing, type CompiledPricing } from "./Pricing.js"
import { rotationOf } from "./Distribution.js"
import { buyerIdAt, memberIdAt, stepIdAt } from "./StepIds.js"

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
  /** The source's schedule: a lead arriving while it is closed fails with `outside schedule`. */
  readonly open: IsOpen | undefined
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
  /** The filter's schedule: while it is closed the filter does not apply. */
  readonly open: IsOpen | undefined
}

export interface CompiledRecipient {
  readonly kind: "recipient"
  /** The step as written (a group member is one too: its `weight` is the group's business). */
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
  /** The step's schedule: while it is closed the step is skipped with `outside schedule`. */
  readonly open: IsOpen | undefined
  /** Set on the steps a flow's `destinations` run as (see `Destinations.ts`); recorded on their events. */
  readonly destination?: DestinationInfo | undefined
}

/** A group of recipient steps sharing one lead (see `GroupStep` and `GroupStep.ts` in this folder). */
export interface CompiledGroup {
  readonly kind: "group"
  readonly step: GroupStep
  readonly id: string
  readonly enabled: boolean
  readonly method: Distribution
  readonly members: ReadonlyArray<CompiledRecipient>
  /** The cycle of member indexes the group's cursor walks (`Distribution.ts`). */
  readonly rotation: ReadonlyArray<number>
  /** The group's schedule: while it is closed every member is skipped with `outside schedule`. */
  readonly open: IsOpen | undefined
}

/**
 * A buyer of an auction compiled as two recipient steps sharing its id, entity, rules, caps and
 * schedule: `ping` asks for the bid (no caps: they count sales), `post` delivers to a winner.
 */
export interface CompiledBuyer {
  readonly buyer: AuctionBuyer
  readonly id: string
  readonly enabled: boolean
  readonly ping: CompiledRecipient
  readonly post: CompiledRecipient
}

/** An auction step (see `AuctionStep` and `Auction.ts` in this folder). */
export interface CompiledAuction {
  readonly kind: "auction"
  readonly step: AuctionStep
  readonly id: string
  readonly enabled: boolean
  readonly buyers: ReadonlyArray<CompiledBuyer>
  readonly timeoutMs: number
  /** The floor for a lead that cost `cost`. */
  readonly floor: (cost: number) => number
  /** How many buyers may buy one lead: 1 when exclusive. */
  readonly maxSales: number
  readonly bidLifetimeMs: number
  readonly open: IsOpen | undefined
}

export type CompiledStep = CompiledFilter | CompiledRecipient | CompiledGroup | CompiledAuction

/** The default time budget of an auction's pings, and of a held bid. */
export const AUCTION_TIMEOUT_MS = 1500
export const BID_LIFETIME_SECONDS = 60

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
   * Why the flow may not run: a schedule that does not compile, a problem the save checks that
   * need no storage find (`flowCheckIssues`: a cap with a maximum but no period, two caps with
   * one id, a list check without a list, ...), or one a host adds (`Engine.block`: its references
   * are broken, an unknown credential, entity, ...). A blocked flow takes no lead anywhere: each
   * ends in `error` with this reason, recorded by its source event, and no step runs.
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

/**
 * Schedules of one flow being compiled: each becomes a function of the instant; the first that
 * cannot (an unknown zone, a bad time) is remembered and blocks the flow.
 */
interface ScheduleCompiler {
  readonly compile: (schedule: Schedule | undefined, path: string) => IsOpen | undefined
  problem: string | undefined
}

const scheduleCompiler = (): ScheduleCompiler => {
  const compiler: ScheduleCompiler = {
    problem: undefined,
    compile: (schedule, path) => {
      if (schedule === undefined) return undefined
      const compiled = compileSchedule(schedule)
      if ("isOpen" in compiled) return compiled.isOpen
      compiler.problem ??= `invalid schedule at ${path}.schedule.${compiled.issue.path}: ${compiled.issue.message}`
      return () => false
    }
  }
  return compiler
}

/**
 * What compiling one flow carries: `limits` is the `<flow>` part of the default ids of its caps
 * and ping limits (`LimitIds.ts`), unique to the flow even when it has no `id`.
 */
interface FlowContext extends CompileContext {
  readonly limits: string
}

const compileSource = (source: Source, ctx: FlowContext, open: IsOpen | undefined, limitScope: string): CompiledSource => {
  const level = { flowId: ctx.flowId, sourceId: source.entity.id }
  const scope = `${ctx.limits}.${limitScope}`
  return {
    source,
    id: source.entity.id,
    name: source.entity.name ?? "",
    moduleId: source.integration.module_id,
    enabled: source.enabled !== false,
    authenticationRequired: source.authentication_required === true,
    mappings: compileMappings(source.integration.mappings, ctx),
    criteria: compileCriteria(source.acceptance_criteria, ctx),
    // A source's caps and ping limits count in its entity's zone when they have none (`limitZone`).
    caps: compileCaps(source.caps, level, ctx, scope, source.entity.time_zone),
    pricing: compilePricing(source.pricing, ctx),
    pingLimits: compilePingLimits(source.ping_limits, level, scope, source.entity.time_zone),
    open
  }
}

const compileRecipient = (step: RecipientStep, id: string, ctx: FlowContext, open: IsOpen | undefined): CompiledRecipient => ({
  kind: "recipient",
  step,
  id,
  enabled: step.enabled !== false,
  rules: rules(step.rule_set, ctx),
  moduleId: step.integration.module_id,
  key: packageKey(step.integration.module_id),
  recipient: { id: step.entity.id, name: step.entity.name },
  mappings: compileMappings(step.integration.mappings, ctx),
  // In the step's entity's zone when a cap has none (group members and auction buyers alike).
  caps: compileCaps(step.caps, { flowId: ctx.flowId, stepId: id }, ctx, `${ctx.limits}.${id}`, step.entity.time_zone),
  pricing: compilePricing(step.pricing, ctx),
  open
})

const compileAuction = (
  step: AuctionStep,
  id: string,
  path: string,
  ctx: FlowContext,
  schedules: ScheduleCompiler,
  open: IsOpen | undefined
): CompiledAuction => {
  const buyers = step.buyers.map((buyer, j): CompiledBuyer => {
    const buyerId = buyerIdAt(buyer.id, id, j)
    const as = (integration: AuctionBuyer["ping"], caps: AuctionBuyer["caps"]): RecipientStep => ({
      type: "recipient",
      id: buyerId as RecipientStep["id"] & string,
      entity: buyer.entity,
      integration,
      ...(buyer.rule_set === undefined ? {} : { rule_set: buyer.rule_set }),
      ...(caps === undefined ? {} : { caps })
    })
    const buyerOpen = schedules.compile(buyer.schedule, `${path}.buyers.${j}`)
    return {
      buyer,
      id: buyerId,
      enabled: buyer.enabled !== false,
      ping: compileRecipient(as(buyer.ping, undefined), buyerId, ctx, buyerOpen),
      post: compileRecipient(as(buyer.post, buyer.caps), buyerId, ctx, buyerOpen)
    }
  })
  const margin = step.floor?.margin
  const fixed = step.floor?.fixed
  const floor =
    margin === undefined && fixed === undefined
      ? (cost: number) => cost
      : (cost: number) => Math.max(margin === undefined ? 0 : cost + margin, fixed ?? 0)
  const exclusive = step.exclusive ?? step.max_sales === undefined
  return {
    kind: "auction",
    step,
    id,
    enabled: step.enabled !== false,
    buyers,
    timeoutMs: step.timeout_ms ?? AUCTION_TIMEOUT_MS,
    floor,
    maxSales: exclusive ? 1 : (step.max_sales ?? buyers.length),
    bidLifetimeMs: (step.bid_lifetime_seconds ?? BID_LIFETIME_SECONDS) * 1000,
    open
  }
}

const compileStep = (step: FlowStep, index: number, ctx: FlowContext, schedules: ScheduleCompiler): CompiledStep => {
  const id = stepIdAt(step.id, index)
  const path = `steps.${index}`
  const open = schedules.compile(step.schedule, path)
  const enabled = step.enabled !== false
  if (step.type === "filter")
    return {
      kind: "filter",
      step,
      id,
      enabled,
      rules: rules(step.rule_set, ctx) ?? (() => undefined),
      outcome: step.outcome,
      reason: text(step.reason, ""),
      open
    }
  if (step.type === "recipient") return compileRecipient(step, id, ctx, open)
  if (step.type === "auction") return compileAuction(step, id, path, ctx, schedules, open)
  const members = step.steps.map((member: GroupMember, j) =>
    compileRecipient(member, memberIdAt(member.id, id, j), ctx, schedules.compile(member.schedule, `${path}.steps.${j}`))
  )
  return {
    kind: "group",
    step,
    id,
    enabled,
    method: step.distribution,
    members,
    rotation: rotationOf(
      step.distribution,
      step.steps.map((member) => member.weight ?? 1)
    ),
    open
  }
}

/** The steps of a flow's destinations; the webhook URL is sent as written, never read as a template. */
const compileDestinations = (flow: Flow, ctx: FlowContext): ReadonlyArray<CompiledRecipient> =>
  destinationSteps(flow.destinations).map(({ step, id, destination }) => {
    const compiled = compileRecipient(step, id, ctx, undefined)
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
 * per flow version and reuse the result. A flow the save checks refuse compiles `blocked`
 * (`flowCheckIssues`, run once here): a flow that may not run does not run, embedded or served.
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
  const ctx: FlowContext = { flowId, fieldTypes, limits: flowLimitScope(flow) }
  const sources = new Map<string, CompiledSource>()
  const schedules = scheduleCompiler()
  const sourceScopes = sourceLimitScopes(flow.sources.map((source) => ({ entityId: source.entity.id, shortId: source.id })))
  flow.sources.forEach((source, i) => {
    const compiled = compileSource(source, ctx, schedules.compile(source.schedule, `sources.${i}`), sourceScopes[i] as string)
    sources.set(compiled.id, compiled)
    if (source.id !== undefined && !sources.has(source.id)) sources.set(source.id, compiled)
  })
  const steps = flow.steps.map((step, i) => compileStep(step, i, ctx, schedules))
  // A flow the save checks refuse may not run, wherever it comes from: a schedule that does not
  // compile, else the first of the checks that need no storage (a host checks the rest).
  const blocked = schedules.problem ?? blockedReason(flowCheckIssues(flow))
  return {
    flow,
    id: flowId,
    fieldTypes,
    leadShape,
    sources,
    listChecks: compileListChecks(flow.list_checks),
    pricing: compilePricing(flow.pricing, ctx),
    caps: compileCaps(flow.caps, { flowId }, ctx, `${ctx.limits}.flow`),
    criteria: compileCriteria(flow.acceptance_criteria, ctx),
    pingLimits: compilePingLimits(flow.ping_limits, { flowId }, `${ctx.limits}.flow`),
    steps: [...steps, ...compileDestinations(flow, ctx)],
    warnings,
    ...(blocked === undefined ? {} : { blocked })
  }
}
