import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { Pricing, PricingServiceConfiguration } from "./Pricing.js"
import { decodeWithErrors } from "./ValidationErrors.js"

describe("Pricing", () => {
  const decode = decodeWithErrors(Pricing)

  it("accepts prices with rules, or an override without prices", () => {
    const priced = {
      prices: [{ amount: 12.5 }, { amount: 20, rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] } }]
    }
    expect(decode(priced)).toEqual(Either.right(priced))
    for (const override of [{ override: true }, { override: true, prices: [] }, { override: true, prices: null }]) {
      expect(decode(override)).toEqual(Either.right(override))
    }
  })

  it("rejects prices next to an override, and amounts that are not above zero", () => {
    expect(decode({ override: true, prices: [{ amount: 3 }] })).toEqual(
      Either.left({ prices: ["must be empty when override is true"] })
    )
    expect(decode({ prices: [{ amount: 0 }, { amount: -2 }, { amount: "5" }] })).toEqual(
      Either.left({
        "prices.0.amount": ["Expected a positive number, actual 0"],
        "prices.1.amount": ["Expected a positive number, actual -2"],
        "prices.2.amount": ['Expected number, actual "5"']
      })
    )
  })
})

describe("PricingServiceConfiguration", () => {
  it("needs the service and the fallback price", () => {
    expect(decodeWithErrors(PricingServiceConfiguration)({ service_id: "6493820b542ea0521e2a4543" })).toEqual(
      Either.left({ fallback_price: ["is missing"] })
    )
  })
})
