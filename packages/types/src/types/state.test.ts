import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { state } from "./state.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => state.parse(input, options)

describe("state", () => {
  it("reads a two-letter code in any case", () => {
    expect(parse("tx")).toEqual({ normal: "TX", raw: "tx", valid: true, name: "Texas" })
    expect(parse("Pr")).toMatchObject({ normal: "PR", name: "Puerto Rico" })
    expect(parse("ON")).toMatchObject({ normal: "ON", name: "Ontario" })
  })

  it("reads a full name in any case, multi-word names included", () => {
    expect(parse("texas")).toEqual({ normal: "TX", raw: "texas", valid: true, name: "Texas" })
    expect(parse("NEW YORK")).toMatchObject({ normal: "NY", name: "New York" })
    expect(parse("north carolina")).toMatchObject({ normal: "NC", name: "North Carolina" })
    expect(parse("quebec")).toMatchObject({ normal: "QC", name: "Quebec" })
  })

  it("matches names with lower-case words or punctuation", () => {
    expect(parse("District of Columbia")).toMatchObject({ normal: "DC", name: "District of Columbia" })
    expect(parse("newfoundland AND labrador")).toMatchObject({ normal: "NL" })
    expect(parse("u.s. virgin islands")).toMatchObject({ normal: "VI", name: "U.S. Virgin Islands" })
  })

  it("names territories without a code suffix", () => {
    expect(parse("FM")).toMatchObject({ name: "Federated States of Micronesia" })
    expect(parse("yt")).toMatchObject({ name: "Yukon" })
  })

  it("covers the 50 states, DC, 8 territories and 13 Canadian regions", () => {
    const codes = "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP FM MH PW AB BC MB NB NL NS NT NU ON PE QC SK YT"
    for (const code of codes.split(" ")) {
      const byCode = parse(code)
      expect(byCode.name, code).not.toBe(code)
      expect(parse(String(byCode.name))).toMatchObject({ normal: code })
    }
  })

  it("keeps unknown text as it is, still valid, its name being that text", () => {
    for (const input of ["", "  ", " TX ", "DX", "Tex", "N.Y.", "Île-de-France", "New  York"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: true, name: input })
    }
    expect(parse({ foo: 42 })).toMatchObject({ normal: "[object Object]", raw: "[object Object]", valid: true })
  })

  it("offers no format operators", () => {
    expect(state.operators).not.toContain("format is valid")
    expect(state.operators).not.toContain("format is invalid")
  })
})
