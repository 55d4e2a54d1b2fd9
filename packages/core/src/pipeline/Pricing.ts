import type { CompiledRules, Vars } from "../rules/Compile.js"
import type { Pricing } from "../model/Pricing.js"
import { rules, type CompileContext } from "./Context.js"

/** A pricing configuration compiled: every price is tried and the last whose rules pass wins. */
export interface CompiledPricing {
  readonly override: boolean
  readonly prices: ReadonlyArray<{ readonly amount: number; readonly rules: CompiledRules | undefined }>
}

export const compilePricing = (pricing: Pricing | undefined, ctx: CompileContext): CompiledPricing | undefined =>
  pricing === undefined
    ? undefined
    : {
        override: pricing.override === true,
        prices: (pricing.prices ?? []).map((p) => ({ amount: p.amount, rules: rules(p.rule_set, ctx) }))
      }

/**
 * The price a pricing configuration gives these vars: the last matching price, the `supplied`
 * price when the configuration lets the source or recipient set it, or undefined.
 */
export const priceOf = (pricing: CompiledPricing | undefined, vars: Vars, supplied: number | undefined): number | undefined => {
  if (pricing === undefined) return undefined
  if (pricing.override) return supplied
  let price: number | undefined
  for (const p of pricing.prices) if (p.rules === undefined || p.rules(vars) === undefined) price = p.amount
  return price
}

/** A price supplied with a submission or a response: a finite, non-negative number. */
export const suppliedPrice = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}
