/**
 * fast-check arbitraries for lead values, exported as `@leadflow/types/testing` so other packages
 * and users' own property suites can generate realistic (and deliberately messy) lead data.
 */
import fc from "fast-check"
import { typeNames, type TypeName } from "../TypedValue.js"

const digits = (n: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""))

const pick = <T>(...values: ReadonlyArray<T>): fc.Arbitrary<T> => fc.constantFrom(...values)

/** Any type name. */
export const typeName: fc.Arbitrary<TypeName> = fc.constantFrom(...typeNames)

/** US phone numbers in the formats sellers send, with the odd extension. */
export const phoneRaw: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.integer({ min: 2, max: 9 }), digits(2), digits(4), fc.option(digits(3)))
  .chain(([a, area, e, exchange, line, ext]) => {
    const ac = `${a}${area}`
    const ex = `${e}${exchange}`
    return pick(
      `${ac}${ex}${line}`,
      `(${ac}) ${ex}-${line}`,
      `${ac}-${ex}-${line}`,
      `+1 ${ac} ${ex} ${line}`,
      `1${ac}${ex}${line}`,
      `${ac}.${ex}.${line}${ext === null ? "" : ` x${ext}`}`
    )
  })

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/)

export const emailRaw: fc.Arbitrary<string> = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(word, pick("gmail.com", "Yahoo.com", "example.com", "mailinator.com", "acme.co.uk"), fc.boolean())
    .map(([user, domain, upper]) => (upper ? `${user.toUpperCase()}@${domain}` : `${user}@${domain}`))
)

export const postalCodeRaw: fc.Arbitrary<string> = fc.oneof(
  digits(5),
  fc.tuple(digits(5), digits(4), pick("-", " ", "")).map(([zip, four, sep]) => `${zip}${sep}${four}`),
  pick("K1A 0B1", "M5V 3L9", "h2x1y4", "SW1A 1AA", "EC1A 1BB", "W1A 0AX", "M1 1AE")
)

export const stateRaw: fc.Arbitrary<string> = pick(
  "TX", "tx", "Texas", "CA", "California", "new york", "New York", "District of Columbia", "PR", "ON", "Quebec", "ZZ"
)

const isoDay = fc
  .date({ min: new Date("1920-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

export const dateRaw: fc.Arbitrary<string> = isoDay.chain((day) => {
  const [y, m, d] = day.split("-") as [string, string, string]
  return pick(day, `${m}/${d}/${y}`, `${Number(m)}/${Number(d)}/${y}`, `${m}-${d}-${y}`, `${y}${m}${d}`)
})

export const timeRaw: fc.Arbitrary<string> = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2035-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString())

export const ipRaw: fc.Arbitrary<string> = fc.oneof(fc.ipV4(), fc.ipV6())

export const urlRaw: fc.Arbitrary<string> = fc.webUrl({ withQueryParameters: true, withFragments: true })

export const numberRaw: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -1e6, max: 1e9 }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(2)),
  fc.integer({ min: 1000, max: 9_999_999 }).map((n) => `$${n.toLocaleString("en-US")}`)
)

export const rangeRaw: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), pick("-", " - ", " to ", "+"))
    .map(([a, b, sep]) => (sep === "+" ? `${a}+` : `${Math.min(a, b)}${sep}${Math.max(a, b)}`)),
  // Negative bounds, which only the word form keeps on the maximum.
  fc
    .tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -100_000, max: 100_000 }))
    .map(([a, b]) => `${Math.min(a, b)} to ${Math.max(a, b)}`),
  // Dates, before 1970 too (negative epoch milliseconds).
  fc.tuple(isoDay, isoDay).map(([a, b]) => (a <= b ? `${a} - ${b}` : `${b} - ${a}`))
)

export const ssnRaw: fc.Arbitrary<string> = fc
  .tuple(digits(3), digits(2), digits(4), pick("-", " ", ""))
  .map(([a, b, c, sep]) => `${a}${sep}${b}${sep}${c}`)

export const booleanRaw: fc.Arbitrary<string | boolean | number> = fc.oneof(
  pick("yes", "no", "Y", "N", "true", "false", "T", "F", "1", "0", "maybe"),
  fc.boolean(),
  pick(0, 1)
)

export const genderRaw: fc.Arbitrary<string> = pick("male", "female", "M", "F", "m", "f", "other", "O", "unknown")

export const nameRaw: fc.Arbitrary<string> = pick("Jane", "Bob", "Mary Ann", "O'Brien", "José", "  li  ", "Smith-Jones")

export const streetRaw: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), pick("Main St", "Guadalupe Street", "Oak Ave", "5th Ave Apt 2"))
  .map(([n, s]) => `${n} ${s}`)

export const credentialRaw: fc.Arbitrary<string> = fc.string({ minLength: 1, maxLength: 40 })

/** Realistic raw input for a type: mostly well-formed, in the formats real sellers post. */
export const rawFor = (type: TypeName): fc.Arbitrary<unknown> => {
  switch (type) {
    case "phone":
      return phoneRaw
    case "email":
      return emailRaw
    case "postal_code":
      return postalCodeRaw
    case "state":
      return stateRaw
    case "date":
    case "dob":
      return dateRaw
    case "time":
      return timeRaw
    case "ip":
      return ipRaw
    case "url":
    case "certform_url":
      return urlRaw
    case "number":
      return numberRaw
    case "range":
      return rangeRaw
    case "ssn":
      return ssnRaw
    case "boolean":
      return booleanRaw
    case "gender":
      return genderRaw
    case "first_name":
    case "last_name":
    case "city":
      return nameRaw
    case "street":
      return streetRaw
    case "credential":
    case "string":
      return credentialRaw
  }
  // Reached only from untyped code (JavaScript, a cast): say which name is wrong, rather than
  // leave fast-check to fail later on an undefined arbitrary.
  throw new TypeError(`rawFor: ${JSON.stringify(type)} is not a field type (${typeNames.join(", ")})`)
}

/** Hostile input: any JSON value, any unicode text, or realistic input for some other type. */
export const anyRaw: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "binary" }),
  fc.string(),
  typeName.chain(rawFor),
  fc.anything()
)

/** A raw value together with a type it may be meant for (realistic or hostile). */
export const typedRaw: fc.Arbitrary<{ type: TypeName; raw: unknown }> = typeName.chain((type) =>
  fc.oneof(rawFor(type), anyRaw).map((raw) => ({ type, raw }))
)

/** A lead: field id → raw value, for the given field types. */
export const leadFor = (fields: Readonly<Record<string, TypeName>>): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([id, type]) => [id, rawFor(type)])))

/** The 9-field lead used by the benchmarks, as an arbitrary. */
export const standardLead = leadFor({
  phone_1: "phone",
  email: "email",
  postal_code: "postal_code",
  state: "state",
  dob: "dob",
  first_name: "first_name",
  last_name: "last_name",
  ip_address: "ip",
  tcpa_consent: "boolean"
})
