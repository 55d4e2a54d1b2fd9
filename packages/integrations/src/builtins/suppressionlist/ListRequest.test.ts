import { parse } from "@leadflow/types"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  csvFields,
  INVALID_LIST_FORMAT,
  INVALID_LOOKBACK_INTERVAL,
  INVALID_VALUES_FORMAT,
  INVALID_LOOKBACK_VALUE,
  LIST_NAME_TOO_LONG,
  LOOKBACK_TOO_LONG,
  MISSING_LIST,
  MISSING_VALUE,
  readListRequest,
  validateListRequest,
  VALUE_CONTROL,
  VALUE_TOO_LONG,
  type ListRequest
} from "./ListRequest.js"

const DAY = 86_400_000

const read = (vars: Record<string, unknown>): ListRequest => {
  const request = readListRequest(vars)
  if (typeof request === "string") throw new Error(`unexpected skip: ${request}`)
  return request
}

describe("readListRequest: list names", () => {
  it("reads names as the platform our users migrate from does: CSV, punctuation dropped, words joined by _", () => {
    expect(read({ list_name: 'My List,"Bob\'s List, Unplugged",2015-10-12', values: "x" }).lists).toEqual([
      "my_list",
      "bobs_list_unplugged",
      "20151012"
    ])
    expect(read({ list_name: "Sold Leads", values: "x" }).lists).toEqual(["sold_leads"])
    expect(read({ list_name: " DNC | Existing Customers,sold-leads ", values: "x" }).lists).toEqual([
      "dnc",
      "existing_customers",
      "soldleads"
    ])
    expect(read({ list_name: "Mr. O'Neil's  leads_v2", values: "x" }).lists).toEqual(["mr_oneils_leads_v2"])
  })

  it("flattens a list of such texts and names each list once", () => {
    expect(read({ list_name: ["A List", "a_list", 'Other,"x, y"'], values: "x" }).lists).toEqual(["a_list", "other", "x_y"])
  })

  it("remembers the name each list had under the old normal form, where it differs", () => {
    const request = read({ list_name: "leads-2015, Do Not Call", values: "x" })
    expect(request.lists).toEqual(["leads2015", "do_not_call"])
    expect([...request.legacy]).toEqual([["leads2015", "leads_2015"]])
  })

  it("skips without a usable name", () => {
    for (const list_name of [undefined, "", "  ", " , | ", "!!!", [], ['""']])
      expect(readListRequest({ list_name, values: "x" })).toBe(MISSING_LIST)
  })

  it("skips a name over 255 characters once normalised, as POST /lists refuses it", () => {
    expect(read({ list_name: "a".repeat(255), values: "x" }).lists).toEqual(["a".repeat(255)])
    // Punctuation dropped first: 300 characters that normalise to 250 are fine.
    expect(read({ list_name: "a.".repeat(150).slice(0, 299), values: "x" }).lists).toEqual(["a".repeat(150)])
    expect(readListRequest({ list_name: `ok, ${"b".repeat(256)}`, values: "x" })).toBe(LIST_NAME_TOO_LONG)
  })

  it("skips a name with an unbalanced double quote", () => {
    for (const list_name of ['"My List', 'a,"b', ["ok", 'bad"']]) expect(readListRequest({ list_name, values: "x" })).toBe(INVALID_LIST_FORMAT)
  })
})

describe("readListRequest: values", () => {
  it("trims and lower-cases values but keeps their punctuation", () => {
    expect(read({ list_name: "l", values: "  Jane.Doe+1@Example.COM " }).values).toEqual(["jane.doe+1@example.com"])
    expect(read({ list_name: "l", values: "(512) 789-1111" }).values).toEqual(["(512) 789-1111"])
  })

  it("splits a text as CSV: quotes keep commas, blanks are counted, repeats kept once", () => {
    const request = read({ list_name: "l", values: 'a, "b, c",, A ,"say ""hi"""' })
    expect(request.values).toEqual(["a", "b, c", 'say "hi"'])
    expect(request.blank).toBe(1)
  })

  it("reads a typed value by its normal form (a phone as its digits)", () => {
    const phone = parse("phone", "(512) 789-1111")
    expect(read({ list_name: "l", values: phone }).values).toEqual(["5127891111"])
    const email = parse("email", "Jane Doe <Jane@Example.com>")
    expect(read({ list_name: "l", values: [phone, email, 42, null] }).values).toEqual([
      "5127891111",
      "jane@example.com",
      "42"
    ])
  })

  it("keeps an item of a list whole, commas included", () => {
    expect(read({ list_name: "l", values: ["a,b", "c"] }).values).toEqual(["a,b", "c"])
  })

  it("skips values with an unbalanced double quote", () => {
    expect(readListRequest({ list_name: "l", values: 'a,"b' })).toBe(INVALID_VALUES_FORMAT)
  })

  it("leaves out a value no list can hold (over 1,024 bytes in UTF-8, a control character), counted with the blanks", () => {
    const long = "a".repeat(1_025)
    const wide = "界".repeat(342) // 1,026 bytes in 342 characters
    const request = read({ list_name: "l", values: [long, "ok", wide, "bad\u0000value", " ", "a".repeat(1_024), "tab\tinside"] })
    expect(request.values).toEqual(["ok", "a".repeat(1_024), "tab\tinside"])
    expect(request.blank).toBe(4)
  })

  it("skips with the reason when no value a list can hold is left", () => {
    expect(readListRequest({ list_name: "l", values: "x".repeat(5_000) })).toBe(VALUE_TOO_LONG)
    expect(readListRequest({ list_name: "l", values: ["", "界".repeat(400)] })).toBe(VALUE_TOO_LONG)
    expect(readListRequest({ list_name: "l", values: "a\u0001b" })).toBe(VALUE_CONTROL)
  })

  it("skips when every value is blank", () => {
    for (const values of [undefined, null, "", " , ,", [], [" ", null], { a: 1 }])
      expect(readListRequest({ list_name: "l", values })).toBe(MISSING_VALUE)
  })
})

describe("readListRequest: lookback", () => {
  const lookback = (value: unknown) => readListRequest({ list_name: "l", values: "x", lookback: value })
  const ms = (value: unknown) => {
    const request = lookback(value)
    return typeof request === "string" ? request : request.lookbackMs
  }

  it("counts lookback.value in lookback.interval units, as the flow's list checks do", () => {
    expect(ms({ value: 2, interval: "hour" })).toBe(2 * 3_600_000)
    expect(ms({ value: "1", interval: "Month" })).toBe(30 * DAY)
    expect(ms({ value: 1, interval: "years" })).toBe(365 * DAY)
    expect(ms({ value: 1.5, interval: "week" })).toBe(1.5 * 7 * DAY)
    expect(ms({ value: 10, interval: "minute" })).toBe(600_000)
  })

  it("counts days without an interval, and a bare number as days", () => {
    expect(ms({ value: 3 })).toBe(3 * DAY)
    expect(ms(7)).toBe(7 * DAY)
    expect(ms("7")).toBe(7 * DAY)
    expect(ms({ value: parse("number", "5"), interval: "day" })).toBe(5 * DAY)
  })

  it("looks at the whole list when blank", () => {
    for (const value of [undefined, null, "", { interval: "day" }, { value: "" }]) expect(ms(value)).toBeUndefined()
  })

  it("skips a lookback it cannot read rather than silently looking at the whole list", () => {
    for (const value of [0, -1, "soon", { value: "x" }, { value: parse("number", "many") }])
      expect(ms(value)).toBe(INVALID_LOOKBACK_VALUE)
    expect(ms({ value: 1, interval: "fortnight" })).toBe(INVALID_LOOKBACK_INTERVAL)
  })

  it("skips a lookback over 100 years (its window would start before any time the store compares with)", () => {
    for (const value of [{ value: "1e300", interval: "year" }, { value: 1e12, interval: "years" }, { value: 101, interval: "year" }, "40000"])
      expect(ms(value)).toBe(LOOKBACK_TOO_LONG)
    expect(ms({ value: 100, interval: "year" })).toBe(100 * 365 * DAY)
    expect(ms({ value: "36525" })).toBe(36_525 * DAY)
  })
})

describe("validateListRequest", () => {
  it("gives the skip reason, or nothing when the call can be made", () => {
    expect(validateListRequest({})).toBe(MISSING_LIST)
    expect(validateListRequest({ list_name: "l" })).toBe(MISSING_VALUE)
    expect(validateListRequest({ list_name: "l", values: "v" })).toBeUndefined()
  })
})

describe("csvFields", () => {
  it("gives back plain fields joined by commas", () => {
    const plain = fc.string().filter((s) => !s.includes(",") && !s.includes('"'))
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 6 }), (fields) => {
        expect(csvFields(fields.join(","))).toEqual(fields.map((f) => f.trim()))
      })
    )
  })

  it("gives back any field once quoted with its quotes doubled", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (fields) => {
        const line = fields.map((f) => `"${f.replaceAll('"', '""')}"`).join(",")
        expect(csvFields(line)).toEqual(fields.map((f) => f.trim()))
      })
    )
  })
})
