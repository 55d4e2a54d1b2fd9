import { BL, EQ, IN, OB, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

/** US states, DC, US territories and freely associated states, then Canadian provinces and territories. */
const regions: ReadonlyArray<readonly [code: string, name: string]> = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["DC", "District of Columbia"],
  ["PR", "Puerto Rico"],
  ["GU", "Guam"],
  ["VI", "U.S. Virgin Islands"],
  ["AS", "American Samoa"],
  ["MP", "Northern Mariana Islands"],
  ["FM", "Federated States of Micronesia"],
  ["MH", "Marshall Islands"],
  ["PW", "Palau"],
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"]
]

interface Region {
  readonly code: string
  readonly name: string
}

const byCode = new Map<string, Region>()
/** Full names lower-cased, so every spelling of case matches (`new york`, `District Of Columbia`). */
const byName = new Map<string, Region>()
for (const [code, name] of regions) {
  const region: Region = { code, name }
  byCode.set(code, region)
  byName.set(name.toLowerCase(), region)
}

/**
 * Two characters are read as a code, anything longer as a full name, both in any case. Unknown
 * text is kept as it is and still valid: a state field also carries regions of other countries.
 */
const parseState = (input: unknown): TypedValue => {
  const text = textOf(input)
  const region = text.length === 2 ? byCode.get(text.toUpperCase()) : byName.get(text.toLowerCase())
  if (region === undefined) return { normal: text, raw: text, valid: true, name: text }
  return { normal: region.code, raw: text, valid: true, name: region.name }
}

export const state: FieldType = {
  name: "state",
  description: "US state or territory or Canadian province, normalised to its two-letter code",
  components: [{ name: "name", type: "string", description: "Full name of the state or province" }],
  operators: operators(EQ, BL, OB, IN),
  examples: ["TX", "Texas", "Quebec", "Île-de-France"],
  maskable: false,
  parse: parseState
}
