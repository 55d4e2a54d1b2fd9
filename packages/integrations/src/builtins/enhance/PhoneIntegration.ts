import { Effect } from "effect"
import { defineIntegration, type Appended, type HandleIntegration } from "../../Contract.js"
import { isBlank, leadField } from "./LeadValue.js"
import { enhancePhone } from "./PhoneEnhancement.js"

const PREFIX = "phone"
export const INVALID_PHONE = "invalid phone"
export const MISSING_PHONE = "phone must not be blank"

/** The appended data: the enhancement, or a failure when the phone is no valid number. */
export const phoneAnswer = (vars: Readonly<Record<string, unknown>>): Appended => {
  const enhancement = enhancePhone(leadField(vars, "phone_1"))
  return {
    [PREFIX]:
      enhancement === undefined
        ? { outcome: "failure", reason: INVALID_PHONE, valid: false }
        : { outcome: "success", ...enhancement }
  }
}

/**
 * Phone enhancement, computed in process: line type, country, US state, E.164 and display
 * formats. It answers at once (an already completed Effect), so the engine runs it without a
 * timer or a fiber.
 */
export const phoneEnhancement: HandleIntegration = defineIntegration({
  id: "leadflow-enhance.outbound.phone",
  name: "Phone",
  type: "enhancement",
  tag: "Data Enhancement",
  description: "Check a phone number against its country's numbering plan: line type, country, US state and formats",
  request_variables: [
    {
      name: "lead.phone_1",
      type: "phone",
      required: true,
      description: "The phone number (a number without a country code is read as a US one)"
    }
  ],
  response_variables: [
    { name: `${PREFIX}.outcome`, type: "string", description: "success for a valid number; failure otherwise" },
    { name: `${PREFIX}.reason`, type: "string", description: "\"invalid phone\" when the number is not valid" },
    { name: `${PREFIX}.valid`, type: "boolean", description: "True when the number is valid in its country's numbering plan" },
    {
      name: `${PREFIX}.line_type`,
      type: "string",
      description:
        "mobile, landline, landline-or-mobile (most US and Canadian numbers: the plan does not tell), voip, toll-free, " +
        "premium-rate, shared-cost, personal, pager, uan or voicemail. From the number range: a ported number keeps its range's type"
    },
    { name: `${PREFIX}.country`, type: "string", description: "Country of the number (ISO 3166-1 alpha-2: US, CA, PR, GB ...)" },
    { name: `${PREFIX}.country_calling_code`, type: "number", description: "International calling code, e.g. 1 or 44" },
    {
      name: `${PREFIX}.state`,
      type: "string",
      description: "USPS code of the US state or territory of the area code (+1 US numbers only; toll-free numbers have none)"
    },
    { name: `${PREFIX}.e164`, type: "string", description: "The number in E.164, e.g. +15127891111 (no extension)" },
    { name: `${PREFIX}.national`, type: "string", description: "The number as written in its country, e.g. (512) 789-1111" },
    { name: `${PREFIX}.international`, type: "string", description: "The number in international format, e.g. +1 512 789 1111" }
  ],
  validate: (vars) => (isBlank(leadField(vars, "phone_1")) ? MISSING_PHONE : undefined),
  handle: (vars) => Effect.succeed(phoneAnswer(vars))
})
