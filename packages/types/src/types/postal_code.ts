import { BL, EQ, FV, IN, PAT, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

/**
 * US ZIP with optional ZIP+4 (`78704`, `78704-1234`, `78704 - 1234`, `787041234`, `78704-`). The
 * whole code is optional: as on the old platform, a blank text is a valid US code with no parts.
 */
const US = /^(?:(\d{5})\s*-?\s*(\d{4})?)?$/
/** Canadian postal code: forward sortation area, optional blanks, local delivery unit. */
const CA = /^([a-z]\d[a-z])\s*(\d[a-z]\d)$/i
/** UK postcode: optional outward code (`SW1A`, `A1`, `EC1A`), optional blanks, inward code (`1AA`). */
const GB = /^([a-z]{1,2}\d{1,2}[a-z\d]?)?\s*(\d[a-z]{2})$/i

/** Longer text is no postal code; the cap also bounds the work of the blank-tolerant patterns. */
const MAX_LENGTH = 64

/** Every component a postal code may have, so all values share one shape. */
interface PostalCode extends TypedValue {
  readonly country_code: "US" | "CA" | "GB"
  readonly code: string | null
  readonly zip: string | null
  readonly four: string | null
  readonly fsa: string | null
  readonly ldu: string | null
  readonly district: string | null
  readonly outcode: string | null
  readonly incode: string | null
}

const upper = (part: string | undefined): string | null => (part === undefined ? null : part.toUpperCase())

/** Parse a US, Canadian or UK postal code (tried in that order, case-insensitively, on the trimmed text). */
const parsePostalCode = (input: unknown): TypedValue => {
  const raw = textOf(input)
  const text = raw.trim()
  if (text.length > MAX_LENGTH) return { normal: raw, raw, valid: false }

  const us = US.exec(text)
  if (us !== null) {
    const zip = us[1]
    const four = us[2]
    return {
      normal: zip === undefined ? "" : four === undefined ? zip : `${zip}-${four}`,
      raw,
      valid: true,
      country_code: "US",
      code: zip === undefined ? null : text.toUpperCase(),
      zip: zip ?? null,
      four: four ?? null,
      fsa: null,
      ldu: null,
      district: null,
      outcode: null,
      incode: null
    } satisfies PostalCode
  }

  const ca = CA.exec(text)
  if (ca !== null) {
    const fsa = ca[1].toUpperCase()
    const ldu = ca[2].toUpperCase()
    return {
      normal: `${fsa} ${ldu}`,
      raw,
      valid: true,
      country_code: "CA",
      code: text.toUpperCase(),
      zip: null,
      four: null,
      fsa,
      ldu,
      district: fsa.charAt(0),
      outcode: null,
      incode: null
    } satisfies PostalCode
  }

  const gb = GB.exec(text)
  if (gb !== null) {
    const outcode = upper(gb[1])
    const incode = gb[2].toUpperCase()
    return {
      // An inward code alone keeps the separating blank, as on the old platform (" 1AA").
      normal: `${outcode ?? ""} ${incode}`,
      raw,
      valid: true,
      country_code: "GB",
      code: text.toUpperCase(),
      zip: null,
      four: null,
      fsa: null,
      ldu: null,
      district: null,
      outcode,
      incode
    } satisfies PostalCode
  }

  return { normal: raw, raw, valid: false }
}

export const postal_code: FieldType = {
  name: "postal_code",
  description: "Postal code: US ZIP or ZIP+4, Canadian postal code or UK postcode",
  components: [
    { name: "country_code", type: "string", description: "Country the code belongs to: US, CA or GB" },
    { name: "code", type: "string", description: "The code as matched, upper-cased" },
    { name: "zip", type: "string", description: "US: the 5-digit ZIP code" },
    { name: "four", type: "string", description: "US: the ZIP+4 add-on, when given" },
    { name: "fsa", type: "string", description: "Canada: forward sortation area (first three characters)" },
    { name: "ldu", type: "string", description: "Canada: local delivery unit (last three characters)" },
    { name: "district", type: "string", description: "Canada: postal district (first letter)" },
    { name: "outcode", type: "string", description: "UK: outward code (area and district)" },
    { name: "incode", type: "string", description: "UK: inward code (sector and unit)" }
  ],
  operators: operators(EQ, BL, FV, IN, PAT),
  examples: ["78751", "78751-4224", "78751 4224", "Q2E 4U7", "A11 1AA", "AA11A 1AA"],
  maskable: false,
  parse: parsePostalCode
}
