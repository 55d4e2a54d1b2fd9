/**
 * `npm run bench:types`: parse one 9-field lead with @leadflow/types, against a baseline that gives
 * the same answers (each field's normal form and validity, and the dob's age and year) by calling
 * libphonenumber-js and validator directly and doing the rest by hand, without building typed
 * values or their other components. Target: ≤ 1.5x the baseline's time.
 *
 * The dob is read as the product reads it (its own date reader, not date-fns): numeric
 * month-first text with `/` or `-`, day-first when month-first is no real day, two-digit years
 * pivoting at 69, and the age in years with one decimal at 02:24 UTC. Before every run the two
 * sides are checked to give equal answers on the lead and on a set of dob probes.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import validator from "validator"
import { parse, type TypedValue } from "@leadflow/types"
import { compare, comparisonTarget, measure, printComparison, writeResults } from "./lib/compare.js"

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
type Field = keyof typeof lead
const now = Date.parse("2026-11-21T00:00:00Z")
const options = { now }

const typed = (): Record<Field, TypedValue | null | undefined> => ({
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

// ---- the baseline: the same answers, by hand and with the bare libraries ----

/** What the baseline answers per field: the normal form and validity, plus the dob's age and year. */
interface Answer {
  readonly normal: unknown
  readonly valid: boolean
  readonly age?: number | null
  readonly year?: number | null
}

const DAY_MS = 86_400_000
// The product measures age at 02:24 UTC (a tenth of a day past midnight), over 365.2425-day years.
const AGE_CLOCK_OFFSET_MS = 144 * 60_000
const DAYS_PER_YEAR = 365.2425
const NUMERIC_DATE = /^\s*(\d{1,2})([/-])(\d{1,2})\2(\d{2}|\d{4})(?!\d)/
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const isRealDay = (y: number, m: number, d: number) =>
  y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && isLeap(y) ? 29 : (DAYS_IN_MONTH[m] as number))
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n))

// Leads arrive in bursts on the same day: today's calendar day is kept, as the product keeps it.
let todayIndex = Number.NaN
let todayYear = 0
let todayMonth = 0
let todayDay = 0
const dob = (text: string, at: number): Answer => {
  const m = NUMERIC_DATE.exec(text)
  if (m === null) return { normal: text, valid: false, age: null, year: null }
  const a = Number(m[1])
  const b = Number(m[3])
  const yearText = m[4] as string
  const year = yearText.length === 2 ? (Number(yearText) > 68 ? 1900 : 2000) + Number(yearText) : Number(yearText)
  let month = a
  let day = b
  if (!isRealDay(year, month, day)) {
    month = b
    day = a
    if (!isRealDay(year, month, day)) return { normal: text, valid: false, age: null, year: null }
  }
  const dayIndex = Math.floor(at / DAY_MS)
  if (dayIndex !== todayIndex) {
    const today = new Date(dayIndex * DAY_MS)
    todayIndex = dayIndex
    todayYear = today.getUTCFullYear()
    todayMonth = today.getUTCMonth() + 1
    todayDay = today.getUTCDate()
  }
  const instant = dayIndex * DAY_MS + AGE_CLOCK_OFFSET_MS
  const beforeBirthday = todayMonth < month || (todayMonth === month && todayDay < day)
  const whole =
    Date.UTC(year, month - 1, day) <= dayIndex * DAY_MS
      ? todayYear - year - (beforeBirthday ? 1 : 0)
      : -(year - todayYear - (beforeBirthday ? 0 : 1))
  // Date.UTC rolls Feb 29 of a common year over to Mar 1, as the product does for birthdays.
  let birthday = Date.UTC(todayYear, month - 1, day)
  if (birthday > instant) birthday = Date.UTC(todayYear - 1, month - 1, day)
  const tenths = Math.min(9, Math.floor(((instant - birthday) / DAY_MS / DAYS_PER_YEAR) * 10))
  return { normal: `${year}-${pad2(month)}-${pad2(day)}`, valid: true, age: (whole * 10 + tenths) / 10, year }
}

const ZIP = /^(?:(\d{5})\s*-?\s*(\d{4})?)?$/
const STATES = new Map([["texas", "TX"], ["tx", "TX"]])
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/gi
const BOOLEANS = new Map([["y", true], ["yes", true], ["true", true], ["t", true], ["1", true], ["n", false], ["no", false], ["false", false], ["f", false], ["0", false]])
const NON_BLANK = /\S/
const EMAIL_SYNTAX = { require_tld: false }

const baseline = (): Record<Field, Answer> => {
  const phone = parsePhoneNumberFromString(lead.phone, "US")
  const email = lead.email.trim()
  const emailValid = validator.isEmail(email, EMAIL_SYNTAX)
  const zip = ZIP.exec(lead.postal_code.trim())
  const state = STATES.get(lead.state.trim().toLowerCase())
  const answer = BOOLEANS.get(lead.boolean.replace(NOT_LETTER_OR_DIGIT, "").toLowerCase())
  return {
    phone: phone === undefined ? { normal: lead.phone, valid: false } : { normal: phone.nationalNumber, valid: phone.isValid() },
    email: { normal: emailValid ? email.toLowerCase() : lead.email, valid: emailValid },
    postal_code:
      zip === null
        ? { normal: lead.postal_code, valid: false }
        : { normal: zip[1] === undefined ? "" : zip[2] === undefined ? zip[1] : `${zip[1]}-${zip[2]}`, valid: true },
    state: { normal: state ?? lead.state, valid: true },
    dob: dob(lead.dob, now),
    first_name: { normal: lead.first_name, valid: NON_BLANK.test(lead.first_name) },
    last_name: { normal: lead.last_name, valid: NON_BLANK.test(lead.last_name) },
    ip: { normal: lead.ip, valid: validator.isIP(lead.ip) },
    boolean: answer === undefined ? { normal: false, valid: false } : { normal: answer, valid: true }
  }
}

// ---- same work means the same answers ----
const answerOf = (value: TypedValue | null | undefined, withAge: boolean): Answer | null =>
  value === null || value === undefined
    ? null
    : withAge
    ? { normal: value.normal, valid: value.valid, age: value["age"] as number | null, year: value["year"] as number | null }
    : { normal: value.normal, valid: value.valid }
const disagreements: string[] = []
const product = typed()
const hand = baseline()
for (const field of Object.keys(lead) as Field[]) {
  const ours = JSON.stringify(answerOf(product[field], field === "dob"))
  const theirs = JSON.stringify(hand[field])
  if (ours !== theirs) disagreements.push(`${field}: @leadflow/types ${ours}, baseline ${theirs}`)
}
// The dob by hand against the product's reader: leap days, birthdays today and tomorrow, day-first
// text, two-digit years, a future date, and text that is no date.
const dobProbes = [
  "06/02/1984", "6/2/84", "06-02-1984", "02/29/2000", "02/29/1984", "02/30/1984", "13/02/1984", "11/21/2008",
  "11/22/2008", "11/20/2008", "12/31/1999", "01/01/1969", "12/31/68", "01/01/2030", "11/21/2026", "00/00/0000", "6/2/1984 10:00"
]
for (const probe of dobProbes)
  for (const at of [now, Date.parse("2028-02-29T00:00:00Z"), Date.parse("2027-03-01T23:59:59Z")]) {
    const ours = JSON.stringify(answerOf(parse("dob", probe, { now: at }), true))
    const theirs = JSON.stringify(dob(probe, at))
    if (ours !== theirs) disagreements.push(`dob ${JSON.stringify(probe)} at ${new Date(at).toISOString()}: @leadflow/types ${ours}, baseline ${theirs}`)
  }
if (disagreements.length > 0) throw new Error(`the baseline does not give the product's answers:\n  ${disagreements.join("\n  ")}`)

const SUBJECT = "@leadflow/types: 9-field lead"
const BASELINE = "baseline: same answers, bare libraries + hand-written"
const results = await measure([
  [SUBJECT, typed],
  [BASELINE, baseline]
])
const c = compare(results.get(SUBJECT)!, results.get(BASELINE)!, { max_ratio: 1.5 })
printComparison("Typed parse of one 9-field lead", c)
writeResults("types", {
  targets: [comparisonTarget("lead_9_fields", "typed parse of a 9-field lead, time per lead against the baseline", c)],
  comparisons: { lead_9_fields: c },
  checked: { fields: Object.keys(lead).length, dob_probes: dobProbes.length * 3 }
})
