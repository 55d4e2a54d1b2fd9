import type { Flow } from "../model/Flow.js"
import type { Pricing } from "../model/Pricing.js"
import type { FlowIssue } from "./FlowMembers.js"
import { recipientStepsOf } from "./StepIds.js"

/** Whether a price applies to every lead: no rules, or a rule set without rules (which passes). */
export const priceAppliesToEveryLead = (price: { readonly rule_set?: { readonly rules: ReadonlyArray<unknown> } | undefined }): boolean =>
  price.rule_set === undefined || price.rule_set.rules.length === 0

/**
 * The prices of one pricing that a later price always replaces: every price is tried and the last
 * whose rules pass wins (`priceOf`), so a price listed before one that prices every lead never
 * acts (`[{ amount: 20, rule_set: TX }, { amount: 12 }]` prices a Texan 12). Put the price that
 * prices every lead first, as the default the others replace. At `<path>.prices.<i>`.
 */
const shadowedPrices = (pricing: Pricing | undefined, path: string): ReadonlyArray<FlowIssue> => {
  const prices = pricing?.prices ?? []
  const last = prices.findLastIndex(priceAppliesToEveryLead)
  return prices.slice(0, Math.max(last, 0)).map((_, i) => ({
    path: `${path}.prices.${i}`,
    message: `This price never acts: prices.${last} after it prices every lead (it has no rules), and the last price whose rules pass wins. List the price without rules first, as the default the others replace`
  }))
}

/** Every price of a flow that a later price of its pricing always replaces: the flow's, its sources', its recipient steps' (group members too). */
export const flowPriceOrderIssues = (flow: Flow): ReadonlyArray<FlowIssue> => [
  ...shadowedPrices(flow.pricing, "pricing"),
  ...flow.sources.flatMap((source, i) => shadowedPrices(source.pricing, `sources.${i}.pricing`)),
  ...recipientStepsOf(flow.steps).flatMap(({ step, path }) => shadowedPrices(step.pricing, `${path}.pricing`))
]
