import { Metadata, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max"
import metadata from "libphonenumber-js/metadata.max"
import { BL, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

/** A line-type hint (`h`, `w`, `c`, `m`, optionally in parentheses) at the end of right-trimmed text. */
// The hint stands alone: after a digit, a blank or at the start (`5127891111 m`, `x123m`, `(H)`), never inside a word.
const HINT = /(?:^|(?<=[\d\s]))\(?([hwcm])\)?$/i
const HINT_TYPES: Readonly<Record<string, string>> = { h: "home", w: "work", c: "mobile", m: "mobile" }
const MASK = /\*/g
/** NANP toll-free area codes in service (833 since 2017); 822, 880-887 and 889 are reserved for later use. */
const TOLL_FREE_AREAS: ReadonlySet<string> = new Set(["800", "833", "844", "855", "866", "877", "888"])
const COUNTRY_CODES_BY_CALLING_CODE = metadata.country_calling_codes
/** Google's region code for calling codes that belong to no country (+800, +882 ...). */
const NON_GEOGRAPHIC_REGION = "001"
/** Format without the extension, so the digit groups are the number's own. */
const WITHOUT_EXTENSION = { formatExtension: (formatted: string): string => formatted }
/** Calling code whose mobile numbers carry a token ("9") that belongs to the destination code. */
const ARGENTINA = "54"

const DIGIT_0 = 48
const DIGIT_9 = 57
const STAR = 42
const LOWER_X = 120

const isDigit = (code: number): boolean => code >= DIGIT_0 && code <= DIGIT_9

/** One number format of a country, with its regexes compiled once. */
interface NumberFormat {
  readonly leadingDigits: RegExp | undefined
  readonly wholeNumber: RegExp
  readonly groups: RegExp
  readonly international: string
}

/** The format objects libphonenumber's `Metadata` hands out (their methods are not in its typings). */
interface MetadataFormat {
  pattern(): string
  leadingDigitsPatterns(): ReadonlyArray<string>
  internationalFormat(): string
}

const hasMethod = (value: object, name: string): boolean =>
  typeof (value as Record<string, unknown>)[name] === "function"

const isMetadataFormat = (value: unknown): value is MetadataFormat =>
  typeof value === "object" &&
  value !== null &&
  hasMethod(value, "pattern") &&
  hasMethod(value, "leadingDigitsPatterns") &&
  hasMethod(value, "internationalFormat")

const compileFormat = (format: MetadataFormat): NumberFormat => {
  const leading = format.leadingDigitsPatterns()
  // libphonenumber checks the most detailed (last) leading-digits pattern only
  const last = leading[leading.length - 1]
  return {
    leadingDigits: last === undefined ? undefined : new RegExp(`^(?:${last})`),
    wholeNumber: new RegExp(`^(?:${format.pattern()})$`),
    groups: new RegExp(format.pattern()),
    international: format.internationalFormat()
  }
}

/** The formats of a country (countries sharing a calling code may inherit the main one's). */
const loadFormats = (country: CountryCode): ReadonlyArray<NumberFormat> => {
  const countryMetadata = new Metadata()
  countryMetadata.selectNumberingPlan(country)
  const numberingPlan: unknown = countryMetadata.numberingPlan
  if (typeof numberingPlan !== "object" || numberingPlan === null || !hasMethod(numberingPlan, "formats")) return []
  const formats: unknown = (numberingPlan as { formats(): unknown }).formats()
  return Array.isArray(formats) ? formats.filter(isMetadataFormat).map(compileFormat) : []
}

/** Compiled formats by country, filled on first use (at most one entry per country). */
const formatsByCountry = new Map<CountryCode, ReadonlyArray<NumberFormat>>()

const formatsOf = (country: CountryCode): ReadonlyArray<NumberFormat> => {
  let formats = formatsByCountry.get(country)
  if (formats === undefined) {
    formats = loadFormats(country)
    formatsByCountry.set(country, formats)
  }
  return formats
}

/**
 * The national significant number grouped as in the international format, e.g. `512 789 1111`;
 * a number that matches none of its country's formats stays one group, as libphonenumber leaves it.
 */
const groupedNationalNumber = (phone: PhoneNumber, country: CountryCode | undefined): string => {
  const nsn = phone.nationalNumber
  if (country === undefined) {
    // Non-geographic calling codes (+800 ...): no country table, let the library format it
    const formatted = phone.formatInternational(WITHOUT_EXTENSION)
    return formatted.slice(formatted.indexOf(" ") + 1)
  }
  for (const format of formatsOf(country)) {
    if (format.leadingDigits !== undefined && !format.leadingDigits.test(nsn)) continue
    if (format.wholeNumber.test(nsn)) return nsn.replace(format.groups, format.international)
  }
  return nsn
}

/**
 * Length of the national destination code (area code), as libphonenumber defines it: the first
 * digit group of the grouped number, provided another group follows (Argentine mobile numbers add
 * the group after their mobile token). Numbers that match no format come out as one group: 0.
 */
const destinationCodeLength = (phone: PhoneNumber, country: CountryCode | undefined): number => {
  const grouped = groupedNationalNumber(phone, country)
  const length = grouped.length
  let i = 0
  while (i < length && !isDigit(grouped.charCodeAt(i))) i++
  const start = i
  while (i < length && isDigit(grouped.charCodeAt(i))) i++
  const end = i
  while (i < length && !isDigit(grouped.charCodeAt(i))) i++
  if (i === length) return 0
  if (phone.countryCallingCode === ARGENTINA && phone.getType() === "MOBILE") {
    const next = i
    while (i < length && isDigit(grouped.charCodeAt(i))) i++
    return end - start + (i - next)
  }
  return end - start
}

/**
 * Offsets, counted from the right, of the `*` among the characters that can make up the number
 * (digits, `*` and the `x` of an extension). The normal form `<nsn>x<ext>` lines up with them.
 */
const maskOffsets = (text: string): Array<number> => {
  const offsets: Array<number> = []
  let offset = 0
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i)
    if (code === STAR) offsets.push(offset++)
    else if (isDigit(code) || code === LOWER_X) offset++
  }
  return offsets
}

const applyMask = (normal: string, offsets: ReadonlyArray<number>): string => {
  const chars = normal.split("")
  for (const offset of offsets) {
    const index = chars.length - 1 - offset
    if (index >= 0) chars[index] = "*"
  }
  return chars.join("")
}

const invalidPhone = (text: string, hint: string | null): TypedValue =>
  hint === null ? { normal: text, raw: text, valid: false } : { normal: text, raw: text, valid: false, type: hint }

/**
 * Parse a phone number with libphonenumber (full metadata, default region US). The national
 * significant number is the normal form; masked input (`*`) is parsed with zeros in place of the
 * stars and masked again afterwards, and always counts as valid.
 */
const parsePhone = (input: unknown): TypedValue => {
  let text = textOf(input)
  let raw = text
  let hint: string | null = null
  const trimmed = text.trimEnd()
  const hinted = HINT.exec(trimmed)
  if (hinted !== null) {
    hint = HINT_TYPES[hinted[1].toLowerCase()] ?? null
    // The old platform stores a hinted value's raw trimmed and without its hint: kept for parity.
    text = trimmed.slice(0, hinted.index).trim()
    raw = text
  }
  const masked = text.includes("*")
  const phone = parsePhoneNumberFromString(masked ? text.replace(MASK, "0") : text, "US")
  if (phone === undefined) return invalidPhone(text, hint)
  const offsets = masked ? maskOffsets(text) : undefined

  const nationalNumber = phone.nationalNumber
  const extension = phone.ext
  let normal = extension === undefined ? nationalNumber : `${nationalNumber}x${extension}`
  if (offsets !== undefined) normal = applyMask(normal, offsets)
  const nsn = offsets === undefined ? nationalNumber : normal.slice(0, nationalNumber.length)

  const callingCode = phone.countryCallingCode
  const mainCountry = COUNTRY_CODES_BY_CALLING_CODE[callingCode]?.[0]
  const areaLength = destinationCodeLength(phone, phone.country ?? mainCountry)
  const area = areaLength === 0 ? "***" : nsn.slice(0, areaLength)
  const northAmerican = callingCode === "1"
  let subscriber = nsn.slice(areaLength)
  if (northAmerican && subscriber.length > 7) subscriber = subscriber.slice(0, 7)

  const value = {
    normal,
    raw,
    valid: masked || phone.isValid(),
    area,
    // Outside the +1 plan exchange and line have no meaning: undefined, as the old platform left them
    exchange: northAmerican ? subscriber.slice(0, 3) : undefined,
    line: northAmerican ? subscriber.slice(3) : undefined,
    number: subscriber,
    extension: extension === undefined ? null : normal.slice(nationalNumber.length + 1),
    country_code: mainCountry ?? NON_GEOGRAPHIC_REGION,
    country_calling_code: Number(callingCode),
    is_tollfree: TOLL_FREE_AREAS.has(area),
    type: hint
  }
  return masked ? { ...value, masked: true } : value
}

export const phone: FieldType = {
  name: "phone",
  description: "Telephone number (any country; US when no country code is given), with optional extension",
  components: [
    { name: "area", type: "string", description: "Area code (national destination code); *** when unknown" },
    { name: "exchange", type: "string", description: "Central office code: the 3 digits after the area code (+1 numbers only)" },
    { name: "line", type: "string", description: "Line number: the last 4 digits (+1 numbers only)" },
    { name: "number", type: "string", description: "Subscriber number: the digits after the area code" },
    { name: "extension", type: "string", description: "Extension, when one was given" },
    { name: "country_code", type: "string", description: "Main country of the calling code (ISO 3166-1 alpha-2)" },
    { name: "country_calling_code", type: "number", description: "International calling code, e.g. 1 or 44" },
    { name: "type", type: "string", description: "Line type hinted by a trailing h, w, c or m: home, work or mobile" },
    { name: "is_tollfree", type: "boolean", description: "True for US toll-free area codes (800, 833, 844, 855, 866, 877, 888)" }
  ],
  operators: operators(EQ, BL, FV, IN),
  examples: ["5127891111", "512 789-1111", "512-789-1111 x 44", "1 (512) 789-1111"],
  maskable: false,
  parse: parsePhone
}
