import { isTypedValue } from "@leadflow/types"
import { parsePhoneNumberFromString, type PhoneNumberType } from "libphonenumber-js/max"
import { stateOfAreaCode } from "./AreaCodeStates.js"

/**
 * What the numbering plan says about a phone number, computed locally from libphonenumber's full
 * metadata. No carrier lookup: a ported number keeps the type of the range it was taken from.
 */

/**
 * The line type of a number's range. North American numbers are mostly `landline-or-mobile`:
 * the plan does not tell mobile ranges from fixed ones there.
 */
export type LineType =
  | "mobile"
  | "landline"
  | "landline-or-mobile"
  | "voip"
  | "toll-free"
  | "premium-rate"
  | "shared-cost"
  | "personal"
  | "pager"
  | "uan"
  | "voicemail"

const LINE_TYPES: Readonly<Record<PhoneNumberType, LineType>> = {
  MOBILE: "mobile",
  FIXED_LINE: "landline",
  FIXED_LINE_OR_MOBILE: "landline-or-mobile",
  VOIP: "voip",
  TOLL_FREE: "toll-free",
  PREMIUM_RATE: "premium-rate",
  SHARED_COST: "shared-cost",
  PERSONAL_NUMBER: "personal",
  PAGER: "pager",
  UAN: "uan",
  VOICEMAIL: "voicemail"
}

export interface PhoneEnhancement {
  readonly valid: true
  readonly line_type: LineType
  /** ISO 3166-1 alpha-2 country of the number itself (`CA` for 416, `PR` for 787); null for +800 and the like. */
  readonly country: string | null
  readonly country_calling_code: number
  /** USPS code of the US state or territory of a +1 number's area code; null elsewhere. */
  readonly state: string | null
  /** `+15127891111`: no extension. */
  readonly e164: string
  /** `(512) 789-1111`: the country's own format, no extension. */
  readonly national: string
  /** `+1 512 789 1111`, no extension. */
  readonly international: string
}

/** Leave the extension out of formatted numbers: it is no part of the number. */
const WITHOUT_EXTENSION = { formatExtension: (formatted: string): string => formatted }

/**
 * The text to read a phone from. A typed phone is read from its raw input (its normal form drops
 * the country code); a masked phone (`512-789-****`) cannot be read at all.
 */
const phoneText = (value: unknown): string | undefined => {
  const source = isTypedValue(value) ? value.raw : value
  const text = typeof source === "string" ? source : typeof source === "number" ? String(source) : undefined
  return text === undefined || text.includes("*") ? undefined : text
}

/**
 * Enhance a phone (raw text, a number, or a typed phone value): undefined unless it is a valid
 * number of its country's plan (a number without a country code is read as a US one).
 */
export const enhancePhone = (value: unknown): PhoneEnhancement | undefined => {
  const text = phoneText(value)
  if (text === undefined) return undefined
  const phone = parsePhoneNumberFromString(text, "US")
  // With full metadata a number is valid exactly when its range has a type (that is how
  // libphonenumber's own isValid decides), so one lookup answers both.
  const type = phone?.getType()
  if (phone === undefined || type === undefined) return undefined
  const nsn = phone.nationalNumber
  return {
    valid: true,
    line_type: LINE_TYPES[type],
    country: phone.country ?? null,
    country_calling_code: Number(phone.countryCallingCode),
    state: phone.countryCallingCode === "1" && nsn.length === 10 ? (stateOfAreaCode(nsn.slice(0, 3)) ?? null) : null,
    e164: phone.number,
    national: phone.formatNational(WITHOUT_EXTENSION),
    international: phone.formatInternational(WITHOUT_EXTENSION)
  }
}
