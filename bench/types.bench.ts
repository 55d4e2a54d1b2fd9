/**
 * `npm run bench:types`: parse one 9-field lead with @leadflow/types, against a baseline that calls
 * libphonenumber-js, validator and date-fns directly and builds no typed values. Target: ≤ 1.5x.
 */
import { parse as parseDate, differenceInYears } from "date-fns"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import validator from "validator"
import { parse } from "@leadflow/types"
import { compare, measure, printComparison, writeResults } from "./lib/compare.js"

const lead = {
  phone: "(512) 789-1111",
  email: "Jane.Doe@Example.com",
  postal_code: "78701-1234",
  state: "Texas",
  dob: "06/02/1984",
  first_name: " Jane ",
  last_name: "Doe",
  ip: "198.51.90.161",
  boolean: "yes"
}
const now = Date.parse("2026-11-21T00:00:00Z")
const options = { now }

const typed = (): unknown => ({
  phone: parse("phone", lead.phone, options),
  email: parse("email", lead.email, options),
  postal_code: parse("postal_code", lead.postal_code, options),
  state: parse("state", lead.state, options),
  dob: parse("dob", lead.dob, options),
  first_name: parse("first_name", lead.first_name, options),
  last_name: parse("last_name", lead.last_name, options),
  ip: parse("ip", lead.ip, options),
  boolean: parse("boolean", lead.boolean, options)
})

// The lean stack: the same library calls, validity only, no components and no value objects.
const ZIP = /^(\d{5})(?:[-\s]*(\d{4}))?$/
const STATES = new Map([["texas", "TX"], ["tx", "TX"]])
const BOOLEANS = new Map([["yes", true], ["no", false], ["true", true], ["false", false]])
const reference = new Date(now)
const baseline = (): unknown => {
  const phone = parsePhoneNumberFromString(lead.phone, "US")
  const dob = parseDate(lead.dob, "MM/dd/yyyy", reference)
  return [
    phone?.isValid(),
    phone?.number,
    validator.isEmail(lead.email),
    ZIP.exec(lead.postal_code.trim()),
    STATES.get(lead.state.trim().toLowerCase()),
    differenceInYears(reference, dob),
    lead.first_name.trim(),
    lead.last_name.trim(),
    validator.isIP(lead.ip),
    BOOLEANS.get(lead.boolean.toLowerCase())
  ]
}

const results = await measure([
  ["@leadflow/types: 9-field lead", typed],
  ["baseline: libphonenumber-js + validator + date-fns", baseline]
])
const c = compare(results.get("@leadflow/types: 9-field lead")!, results.get("baseline: libphonenumber-js + validator + date-fns")!, { max_ratio: 1.5 })
printComparison("Typed parse of one 9-field lead", c)
writeResults("types", { comparisons: { lead_9_fields: c } })
