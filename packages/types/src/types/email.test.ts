import { describe, it, expect } from "vitest"
import { parse as parseAny } from "../parse.js"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { email } from "./email.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => email.parse(input, options)

describe("email", () => {
  it("splits an address into user, domain, host and tld", () => {
    expect(parse("jane.doe@acme-widgets.io")).toEqual({
      normal: "jane.doe@acme-widgets.io",
      raw: "jane.doe@acme-widgets.io",
      valid: true,
      user: "jane.doe",
      domain: "acme-widgets.io",
      host: "acme-widgets",
      tld: "io",
      is_free: false,
      is_disposable: false
    })
  })

  it("lower-cases the normal form but keeps the parts as written", () => {
    expect(parse("Jane.Doe@Acme.COM")).toMatchObject({
      normal: "jane.doe@acme.com",
      raw: "Jane.Doe@Acme.COM",
      user: "Jane.Doe",
      domain: "Acme.COM",
      host: "Acme",
      tld: "COM"
    })
  })

  it("takes only the last label as tld, also under country-code domains", () => {
    expect(parse("ops@mail.example.co.uk")).toMatchObject({ host: "mail.example.co", tld: "uk" })
  })

  it("accepts a single-label domain, which is its own host and tld", () => {
    expect(parse("root@localhost")).toMatchObject({ valid: true, domain: "localhost", host: "localhost", tld: "localhost" })
  })

  it("keeps sub-addresses and quoted local parts", () => {
    expect(parse("jane+leads@acme.com")).toMatchObject({ user: "jane+leads", valid: true })
    expect(parse('"jane doe"@acme.com')).toMatchObject({ normal: '"jane doe"@acme.com', user: '"jane doe"', valid: true })
  })

  it("takes the address out of a display-name form", () => {
    expect(parse("Jane Doe <Jane@Acme.com>")).toMatchObject({ normal: "jane@acme.com", user: "Jane", valid: true })
    expect(parse('"Doe, Jane" <jane@acme.com>')).toMatchObject({ normal: "jane@acme.com", valid: true })
  })

  it("drops blanks around the dots and the @ and at both ends", () => {
    expect(parse("  j. r. doe @ acme. com ")).toMatchObject({ normal: "j.r.doe@acme.com", user: "j.r.doe", valid: true })
  })

  it("flags free mail providers, in any case and on sub-domains", () => {
    for (const input of ["jane@gmail.com", "jane@Gmail.com", "jane@YAHOO.CO.UK", "jane@mail.outlook.com"]) {
      expect(parse(input)).toMatchObject({ is_free: true, is_disposable: false })
    }
  })

  it("flags disposable providers, which also count as free", () => {
    expect(parse("x@mailinator.com")).toMatchObject({ is_free: true, is_disposable: true })
  })

  it("keeps anything that is not one address as its text, invalid and without parts", () => {
    for (const input of ["", "  ", "jane", "jane@", "@acme.com", "jane@@acme.com", "jane doe@acme.com", "jane@acme..com", "a@b.com, c@d.com"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("re-parses a parsed value from its raw", () => {
    const first = parseAny("email", "Jane@Acme.com")
    expect(parseAny("email", first)).toEqual(first)
  })

  it("declares its operators, examples and components", () => {
    expect(email.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "is obscene",
      "is not obscene",
      "format is valid",
      "format is invalid",
      "includes",
      "does not include",
      "is included in",
      "is not included in",
      "matches pattern",
      "does not match pattern"
    ])
    for (const example of email.examples) expect(parse(example)?.valid).toBe(true)
    const value = parse(email.examples[0])
    for (const component of email.components) expect(value).toHaveProperty(component.name)
  })
})
