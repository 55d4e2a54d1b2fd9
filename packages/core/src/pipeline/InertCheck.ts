import type { Flow } from "../model/Flow.js"
import type { Pricing } from "../model/Pricing.js"
import type { FlowIssue } from "./FlowMembers.js"
import { priceAppliesToEveryLead } from "./PriceOrderCheck.js"

/**
 * Whether pricing prices every lead: a price with no rules (or an empty set). An override prices
 * only the leads that bring a price; the others fall through to the source's pricing.
 */
const pricesEveryLead = (pricing: Pricing | undefined): boolean =>
  pricing !== undefined &&
  pricing.override !== true &&
  (pricing.prices ?? []).some(priceAppliesToEveryLead)

/**
 * Settings that are sound on their own but that something else in the flow keeps from ever
 * acting (every stored setting acts or is refused):
 * - a list check without a `list_name` checks nothing;
 * - an earlier source of an entity a later source has too, without a short id: never reached;
 * - a source with the short id of an earlier one (of any entity): submissions to the short id reach
 *   only the earlier one, and of one entity the two cannot be told apart;
 * - ping limits on a flow that takes no pings (`ping_enabled` is not true): they count pings;
 * - an auction's `bid_lifetime_seconds` on such a flow, or on any auction after the first enabled
 *   one: it holds a bid answered to a ping, and only the first enabled auction answers pings;
 * - a field listed twice;
 * - pricing that another pricing always comes before (`Validation.ts`' order: a pricing service,
 *   the flow's, else the source's; then the flow's prices, else the source's): the flow's pricing
 *   service hides every other pricing, a source's service hides its own prices, the flow's
 *   prices hide a source's when one of them prices every lead; the flow's override hides a
 *   source's override (both take the price sent with the lead).
 * A host reports these as the flow's `errors` on save.
 */
export const flowInertIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  for (const [name, check] of Object.entries(flow.list_checks ?? {}))
    if (check !== undefined && check.list_name === undefined)
      issues.push({ path: `list_checks.${name}.list_name`, message: "A list check needs the list_name of the list it looks in: without one it checks nothing" })

  // A submission names its source by entity id (the last source of an entity takes it) or by the
  // source's short id: an earlier source of the same entity without a short id is never reached.
  const lastWithEntity = new Map<string, number>()
  flow.sources.forEach((source, i) => lastWithEntity.set(source.entity.id.toLowerCase(), i))
  flow.sources.forEach((source, i) => {
    const last = lastWithEntity.get(source.entity.id.toLowerCase()) as number
    if (last !== i && source.id === undefined)
      issues.push({ path: `sources.${i}.entity.id`, message: `sources.${last} has this entity too and takes its submissions, so this source would never run: give it a short id to submit to, or remove it` })
  })
  // A short id is a `source_id` of the submission URL: it names one source of the flow, whatever
  // its entity (submissions find the first source with it). Two sources of one entity are also told
  // apart by it on every event of a lead (its feedback, return rates and caps go by the pair).
  const firstWithShortId = new Map<string, number>()
  flow.sources.forEach((source, i) => {
    if (source.id === undefined) return
    const first = firstWithShortId.get(source.id)
    if (first === undefined) firstWithShortId.set(source.id, i)
    else if (flow.sources[first]?.entity.id.toLowerCase() === source.entity.id.toLowerCase())
      issues.push({
        path: `sources.${i}.id`,
        message: `sources.${first} has this entity and this short id too: submissions to the short id reach only that one, and the leads, feedback and return rates of the two could not be told apart. Give this source another short id, or remove it`
      })
    else
      issues.push({
        path: `sources.${i}.id`,
        message: `sources.${first} has this short id too: submissions to ${source.id} reach only that one, whatever its entity, so this source runs only by its entity id, and only when it is its entity's last source. Give this source another short id, or remove it`
      })
  })

  flow.sources.forEach((source, i) => {
    if (source.credential_id !== undefined && source.authentication_required !== true)
      issues.push({
        path: `sources.${i}.credential_id`,
        message: "A source's credential is checked only when authentication_required is true: set it, or remove credential_id"
      })
  })

  if (flow.ping_enabled !== true) {
    const why = "Ping limits count pings, and this flow takes none (ping_enabled is not true)"
    if ((flow.ping_limits ?? []).length > 0) issues.push({ path: "ping_limits", message: why })
    flow.sources.forEach((source, i) => {
      if ((source.ping_limits ?? []).length > 0) issues.push({ path: `sources.${i}.ping_limits`, message: why })
    })
  }

  // An auction's bid_lifetime_seconds is how long a bid answered to a seller's ping is held: only
  // the flow's first enabled auction answers pings (`firstAuction`), and only when it takes them.
  let firstEnabledAuction: number | undefined
  flow.steps.forEach((step, i) => {
    if (step.type !== "auction") return
    const isFirst = firstEnabledAuction === undefined && step.enabled !== false
    if (step.bid_lifetime_seconds !== undefined) {
      if (flow.ping_enabled !== true)
        issues.push({
          path: `steps.${i}.bid_lifetime_seconds`,
          message: "bid_lifetime_seconds is how long a bid answered to a ping is held, and this flow takes no pings (ping_enabled is not true)"
        })
      else if (firstEnabledAuction !== undefined)
        issues.push({
          path: `steps.${i}.bid_lifetime_seconds`,
          message: `bid_lifetime_seconds is how long a bid answered to a ping is held, and only the flow's first enabled auction (steps.${firstEnabledAuction}) answers pings`
        })
    }
    if (isFirst) firstEnabledAuction = i
  })

  const seen = new Set<string>()
  flow.fields.forEach((field, i) => {
    if (seen.has(field)) issues.push({ path: `fields.${i}`, message: `"${field}" is listed twice` })
    seen.add(field)
  })

  if (flow.pricing_service !== undefined) {
    const hidden = "never acts: the flow's pricing_service prices every lead"
    if (flow.pricing !== undefined) issues.push({ path: "pricing", message: `The flow's pricing ${hidden}` })
    flow.sources.forEach((source, i) => {
      if (source.pricing !== undefined) issues.push({ path: `sources.${i}.pricing`, message: `This pricing ${hidden}` })
      if (source.pricing_service !== undefined)
        issues.push({ path: `sources.${i}.pricing_service`, message: `This pricing service ${hidden}` })
    })
  } else {
    const sourcesWithService = flow.sources.filter((source) => source.pricing_service !== undefined)
    if (flow.pricing !== undefined && flow.sources.length > 0 && sourcesWithService.length === flow.sources.length)
      issues.push({ path: "pricing", message: "The flow's pricing never acts: each of its sources has a pricing_service that prices its leads" })
    const flowPricesAll = pricesEveryLead(flow.pricing)
    const flowOverrides = flow.pricing?.override === true
    flow.sources.forEach((source, i) => {
      if (source.pricing === undefined) return
      if (source.pricing_service !== undefined)
        issues.push({ path: `sources.${i}.pricing`, message: "This pricing never acts: the source's pricing_service prices its leads" })
      else if (flowPricesAll)
        issues.push({ path: `sources.${i}.pricing`, message: "This pricing never acts: the flow's pricing prices every lead first (it has a price without rules)" })
      else if (flowOverrides && source.pricing.override === true)
        issues.push({
          path: `sources.${i}.pricing.override`,
          message: "This override never acts: the flow's pricing is an override too, which already takes the price sent with the lead, and this one looks for the same price"
        })
    })
  }
  return issues
}
