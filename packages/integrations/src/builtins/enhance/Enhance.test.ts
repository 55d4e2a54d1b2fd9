import { IntegrationError } from "@leadflow/core"
import { parse } from "@leadflow/types"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import type { HandleContext } from "../../Contract.js"
import { checkPackage } from "../../testing/checkPackage.js"
import { formatProblems } from "../../testing/Problem.js"
import {
  emailEnhancement,
  enhancePackage,
  INVALID_EMAIL,
  INVALID_PHONE,
  MISSING_EMAIL,
  MISSING_PHONE,
  phoneEnhancement
} from "./index.js"

const context: HandleContext = {
  http: { send: () => Effect.fail(new IntegrationError({ reason: "enhancements make no HTTP calls" })) },
  timeoutMs: 1000
}

const lead = (fields: Record<string, unknown>) => ({ lead: fields })

/** The answer of a handle that must already be complete. */
const answered = (effect: ReturnType<typeof phoneEnhancement.handle>) => {
  expect(Exit.isExit(effect)).toBe(true)
  const exit = effect as Exit.Exit<Record<string, unknown>, IntegrationError>
  if (!Exit.isSuccess(exit)) throw new Error("the enhancement failed")
  return exit.value
}

describe("leadflow-enhance package", () => {
  it("passes the package checks (variables, outcome prefix, validate on empty vars)", () => {
    expect(formatProblems(checkPackage(enhancePackage))).toBe("")
  })
})

describe("leadflow-enhance.outbound.phone", () => {
  it("is skipped without a phone", () => {
    for (const phone_1 of [undefined, null, "", "  ", parse("phone", " ")])
      expect(phoneEnhancement.validate?.(lead({ phone_1 }))).toBe(MISSING_PHONE)
    expect(phoneEnhancement.validate?.({})).toBe(MISSING_PHONE)
    expect(phoneEnhancement.validate?.(lead({ phone_1: "hello" }))).toBeUndefined()
  })

  it("answers at once: a success under phone.*, or a failure for an invalid number", () => {
    expect(answered(phoneEnhancement.handle(lead({ phone_1: parse("phone", "512-789-1111") }), context))).toEqual({
      phone: {
        outcome: "success",
        valid: true,
        line_type: "landline-or-mobile",
        country: "US",
        country_calling_code: 1,
        state: "TX",
        e164: "+15127891111",
        national: "(512) 789-1111",
        international: "+1 512 789 1111"
      }
    })
    expect(answered(phoneEnhancement.handle(lead({ phone_1: "555-1234" }), context))).toEqual({
      phone: { outcome: "failure", reason: INVALID_PHONE, valid: false }
    })
  })
})

describe("leadflow-enhance.outbound.email", () => {
  it("is skipped without an email", () => {
    for (const email of [undefined, "", parse("email", "")]) expect(emailEnhancement.validate?.(lead({ email }))).toBe(MISSING_EMAIL)
    expect(emailEnhancement.validate?.(lead({ email: "x" }))).toBeUndefined()
  })

  it("answers at once: a success under email.*, or a failure for an invalid address", () => {
    expect(answered(emailEnhancement.handle(lead({ email: parse("email", "No.Reply@Example.com") }), context))).toEqual({
      email: {
        outcome: "success",
        valid: true,
        normalized: "no.reply@example.com",
        domain: "example.com",
        is_free: false,
        is_disposable: false,
        is_role: true
      }
    })
    expect(answered(emailEnhancement.handle(lead({ email: "jane at example" }), context))).toEqual({
      email: { outcome: "failure", reason: INVALID_EMAIL, valid: false }
    })
  })
})
