import { operatorNames, parse, type OperatorName } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { operators } from "./Operators.js"

/** Both forms of an operator (read each call, prepared once) must give `expected`. */
const check = (op: OperatorName, lhv: unknown, rhv: unknown, expected: boolean): void => {
  const operator = operators[op]
  expect(operator.test(lhv, rhv), `${op}.test(${show(lhv)}, ${show(rhv)})`).toBe(expected)
  expect(operator.prepare(rhv)(lhv), `${op}.prepare(${show(rhv)})(${show(lhv)})`).toBe(expected)
}

const show = (value: unknown): string => JSON.stringify(value) ?? String(value)

const typed = (type: Parameters<typeof parse>[0], raw: string) => {
  const value = parse(type, raw)
  if (value === null || value === undefined) throw new Error(`no value for ${raw}`)
  return value
}

const blanks: ReadonlyArray<unknown> = [undefined, null, "", "   ", [], ["", null], {}, Number.NaN]

describe("the operator table", () => {
  it("has every operator of @leadflow/types under its own name", () => {
    expect(Object.keys(operators).sort()).toEqual([...operatorNames].sort())
    for (const name of operatorNames) expect(operators[name].name).toBe(name)
  })
})

describe("is equal to / is not equal to", () => {
  it("compares text case-insensitively and trimmed", () => {
    check("is equal to", "TEST", "test", true)
    check("is equal to", " Test ", "tEsT", true)
    check("is equal to", "test", "tests", false)
    check("is not equal to", "test", "TEST", false)
    check("is not equal to", "test", "other", true)
  })

  it("treats numbers and numeric text alike, but not text with leading zeros", () => {
    check("is equal to", "123", 123, true)
    check("is equal to", 123, "123.0", true)
    check("is equal to", "07030", 7030, false)
    check("is equal to", typed("postal_code", "07030"), "07030", true)
    check("is equal to", "1,000", 1000, false)
    check("is equal to", typed("number", "$1,000"), "1000", true)
  })

  it("compares typed values by their normal form", () => {
    check("is equal to", typed("state", "Texas"), "tx", true)
    check("is equal to", typed("state", "Texas"), "Texas", false)
    check("is equal to", typed("phone", "(512) 789-1111"), "5127891111", true)
    check("is equal to", typed("email", "Mike@Example.COM"), "mike@example.com", true)
    check("is equal to", typed("gender", "F"), "female", true)
  })

  it("compares booleans as true/false", () => {
    check("is equal to", typed("boolean", "yes"), "true", true)
    check("is equal to", true, "TRUE", true)
    check("is equal to", false, "true", false)
    check("is equal to", true, 1, false)
  })

  it("compares dates and instants as points in time", () => {
    check("is equal to", typed("date", "01/15/2024"), "2024-01-15", true)
    check("is equal to", typed("time", "2024-01-15T09:00:00Z"), "2024-01-15T09:00:00.000Z", true)
    check("is equal to", typed("time", "2024-01-15T09:00:00Z"), "2024-01-15T10:00:00Z", false)
  })

  it("compares ranges by their normal form, not their average", () => {
    check("is equal to", typed("range", "10 to 20"), "10-20", true)
    check("is equal to", typed("range", "10-20"), "15", false)
  })

  it("compares lists as sorted lists; a value equals a list of just that value", () => {
    check("is equal to", ["b", "a"], ["A", "B"], true)
    check("is equal to", ["a", "b"], ["a"], false)
    check("is equal to", ["a", "a"], ["a"], false)
    check("is equal to", "a", ["A"], true)
    check("is equal to", ["1", "2"], [2, 1], true)
    check("is not equal to", ["b", "a"], ["a", "b"], false)
  })

  it("never finds a blank equal, so is not equal to passes on blanks", () => {
    for (const blank of blanks) {
      check("is equal to", blank, "x", false)
      check("is equal to", "x", blank, false)
      check("is equal to", blank, blank, false)
      check("is not equal to", blank, "x", true)
    }
    check("is equal to", typed("boolean", ""), "false", false)
  })

  it("finds no key in objects", () => {
    check("is equal to", { a: 1 }, "[object Object]", false)
  })
})

describe("is less than, is less than or equal to, is greater than, is greater than or equal to", () => {
  it("compares numbers and numeric text numerically", () => {
    check("is less than", 42, "65", true)
    check("is less than", "9", "10", true)
    check("is less than", "65", 65, false)
    check("is less than or equal to", "65", 65, true)
    check("is greater than", typed("number", "$1,100 per month"), "1000", true)
    check("is greater than or equal to", 1000, "1000", true)
    check("is greater than or equal to", 999.5, "1000", false)
  })

  it("compares a range by its average", () => {
    check("is greater than", typed("range", "10-20"), "14", true)
    check("is less than", typed("range", "10-20"), "15", false)
    check("is less than or equal to", typed("range", "10 to 20"), "15", true)
    check("is greater than", typed("range", "10+"), "5", true)
    check("is less than", typed("range", "10+"), "10", false)
  })

  it("compares dates and times chronologically", () => {
    check("is greater than", typed("date", "01/15/2024"), "2024-01-01", true)
    check("is less than", typed("date", "2023-12-31"), "2024-01-01", true)
    check("is greater than", typed("time", "2024-01-15T09:00:00Z"), "2024-01-15T08:59:59Z", true)
    check("is less than", typed("time", "2024-01-15T09:00:00Z"), "2024-01-15", false)
  })

  it("orders digits with leading zeros as numbers", () => {
    check("is less than", "0900", "1000", true)
    check("is greater than or equal to", "0830", 830, true)
  })

  it("does not order text, booleans, lists or blanks", () => {
    check("is less than", "abc", "abd", false)
    check("is greater than", "abd", "abc", false)
    check("is greater than", true, 0, false)
    check("is greater than", [5], 1, false)
    check("is greater than", 5, [1], false)
    for (const blank of blanks) {
      check("is less than", blank, 10, false)
      check("is greater than or equal to", 10, blank, false)
    }
  })
})

describe("is between / is not between", () => {
  it("includes both bounds", () => {
    check("is between", 10, "10-20", true)
    check("is between", 20, "10-20", true)
    check("is between", 20.01, "10-20", false)
    check("is between", "9.99", "10 to 20", false)
    check("is not between", 21, "10-20", true)
    check("is not between", 15, "10-20", false)
  })

  it("reads times of day written as HHmm", () => {
    check("is between", "0900", "0830-1645", true)
    check("is between", "1700", "0830-1645", false)
    check("is between", "0830", "0830-1645", true)
  })

  it("reads open ranges, single numbers, pairs and reversed bounds", () => {
    check("is between", 1_000_000, "10+", true)
    check("is between", 9, "10+", false)
    check("is between", 5, 5, true)
    check("is between", 15, ["10", 20], true)
    check("is between", 15, [10], false)
    check("is between", 15, "20-10", true)
  })

  it("uses a range lhv's average and dates as instants", () => {
    check("is between", typed("range", "10-30"), "19-21", true)
    check("is between", typed("date", "2024-03-01"), "2024-01-01 - 2024-06-30", true)
    check("is between", typed("date", "2024-07-01"), "2024-01-01 - 2024-06-30", false)
  })

  it("reads date ranges before 1970 and US-format date ranges (regression)", () => {
    check("is between", typed("dob", "1962-05-05"), "1950-01-01 - 1965-12-31", true)
    check("is between", typed("dob", "1962-05-05"), "1950-01-01 to 1965-12-31", true)
    check("is between", typed("dob", "1966-01-01"), "1950-01-01 - 1965-12-31", false)
    check("is between", typed("dob", "1962-05-05"), "01/01/1950 - 12/31/1965", true)
    check("is between", typed("dob", "1949-12-31"), "01/01/1950 - 12/31/1965", false)
    check("is between", typed("dob", "1965-12-31"), "01/01/1950 to 12/31/1965", true)
  })

  it("reads a negative upper bound written after `to` (regression)", () => {
    check("is between", -5, "-10 to -1", true)
    check("is between", typed("number", "-0.5"), "-10 to -1", false)
    check("is not between", 0, "-10 to -1", true)
  })

  it("orders a ZIP+4 postal code by its ZIP, as the plain ZIP (regression)", () => {
    check("is between", typed("postal_code", "90210-1234"), "90000-99999", true)
    check("is between", typed("postal_code", "90210"), "90000-99999", true)
    check("is between", typed("postal_code", "10001-0001"), "90000-99999", false)
    check("is greater than", typed("postal_code", "90210-1234"), "90000", true)
    check("is less than", typed("postal_code", "90210-1234"), 90210, false)
    check("is less than or equal to", typed("postal_code", "00501-0001"), "00600", true)
    // Canadian and British codes have no ZIP and no order
    check("is between", typed("postal_code", "K1A 0B1"), "0-99999", false)
  })

  it("fails on text, blanks and an invalid range; is not between passes on them", () => {
    check("is between", "abc", "1-10", false)
    check("is between", 5, "abc", false)
    check("is not between", "abc", "1-10", true)
    for (const blank of blanks) {
      check("is between", blank, "1-10", false)
      check("is not between", blank, "1-10", true)
    }
  })
})

describe("dates and times in any server time zone", () => {
  it("reads an ISO date-time without a zone as UTC whatever the server's time zone (regression)", () => {
    const before = process.env["TZ"]
    process.env["TZ"] = "America/Chicago"
    try {
      check("is equal to", typed("time", "2024-03-05T15:00"), "2024-03-05T15:00", true)
      check("is equal to", typed("time", "2024-03-05T15:00:00Z"), "2024-03-05 15:00", true)
      check("is less than", typed("time", "2024-03-05T14:59:00Z"), "2024-03-05T15:00", true)
      check("is greater than or equal to", typed("time", "2024-03-05T15:00:00Z"), "2024-03-05T15:00", true)
      check("is between", typed("date", "2024-03-05"), "2024-03-05 - 2024-03-06", true)
    } finally {
      if (before === undefined) delete process.env["TZ"]
      else process.env["TZ"] = before
    }
  })
})

describe("includes / does not include", () => {
  it("finds text inside text, case-insensitively", () => {
    check("includes", "Registered Nursing (RN)", "Nursing", true)
    check("includes", "Registered Nursing (RN)", "nursing", true)
    check("includes", typed("email", "Mike@GMAIL.com"), "@gmail", true)
    check("includes", 12345, 234, true)
    check("does not include", "Registered Nursing", "Dental", true)
  })

  it("passes for any value of a list rhv; a text rhv is one value", () => {
    check("includes", "mike@yahoo.com", ["@gmail", "@yahoo"], true)
    check("includes", "mike@yahoo.com", "@gmail,@yahoo", false)
    check("includes", "a, b", "a, b", true)
  })

  it("finds an element in a list lhv by equality", () => {
    check("includes", ["Red", "Green"], "green", true)
    check("includes", ["Red", "Green"], "gree", false)
    check("includes", ["1", "2"], 2, true)
    check("does not include", ["Red", "Green"], "blue", true)
  })

  it("never includes a blank rhv and passes does not include on blanks", () => {
    check("includes", "abc", "", false)
    check("includes", "abc", [" ", null], false)
    for (const blank of blanks) {
      check("includes", blank, "a", false)
      check("does not include", blank, "a", true)
    }
  })
})

describe("is included in / is not included in", () => {
  it("splits comma-separated text, trims and ignores case", () => {
    check("is included in", typed("postal_code", "90210"), "17201,95616,90210", true)
    check("is included in", typed("postal_code", "78704"), "17201,95616,90210", false)
    check("is included in", typed("state", "tx"), "TX, CA ,NY", true)
    check("is included in", "Saturday", "saturday,sunday", true)
    check("is not included in", "Monday", "Saturday,Sunday", true)
  })

  it("keeps commas inside double quotes", () => {
    check("is included in", "Smith, Jones and Co", 'Acme,"Smith, Jones and Co",Globex', true)
    check("is included in", "Smith", 'Acme,"Smith, Jones and Co",Globex', false)
    check("is included in", 'Say "hi"', '"Say ""hi""",other', true)
  })

  it("takes a list rhv as it is and passes for any element of a list lhv", () => {
    check("is included in", "a,b", ["a,b", "c"], true)
    check("is included in", "a", ["a,b", "c"], false)
    check("is included in", 3, [1, 2, 3], true)
    check("is included in", ["x", "C"], "a,b,c", true)
    check("is included in", true, "true,false", true)
  })

  it("passes is not included in on blanks", () => {
    for (const blank of blanks) {
      check("is included in", blank, "a,,b", false)
      check("is not included in", blank, "a,b", true)
    }
    check("is included in", "a", "", false)
  })
})

describe("matches pattern / does not match pattern", () => {
  it("reads globs anchored to the whole text", () => {
    check("matches pattern", typed("phone", "(512) 789-1111"), "512*", true)
    check("matches pattern", typed("phone", "(214) 512-1111"), "512*", false)
    check("matches pattern", "cat", "c?t", true)
    check("matches pattern", "cart", "c?t", false)
    check("matches pattern", "a.b", "a.b", true)
    check("matches pattern", "axb", "a.b", false)
    check("matches pattern", "User@Example.com", "*@example.com", true)
  })

  it("reads /regex/flags unanchored and case-insensitive", () => {
    check("matches pattern", "abc123", "/\\d{3}$/", true)
    check("matches pattern", "ABC", "/b/", true)
    check("matches pattern", "abc", "/^b/", false)
    check("matches pattern", "abc", "/b/g", true)
    check("does not match pattern", "abc", "/^z/", true)
  })

  it("reads a pattern in regular-expression syntax as an unanchored regular expression", () => {
    check("matches pattern", typed("phone", "(512) 789-1111"), "^512", true)
    check("matches pattern", typed("email", "mike@Gmail.com"), "gmail\\.com$", true)
    check("matches pattern", "mike@gmailxcom", "gmail\\.com$", false)
    check("matches pattern", "user@gmail.com", ".*gmail.*", true)
    check("matches pattern", "TX", "^[A-Z]{2}$", true)
    check("matches pattern", "Texas", "^[A-Z]{2}$", false)
    check("matches pattern", "red", "red|blue", true)
  })

  it("reads a regular-expression-looking pattern that does not compile as a glob", () => {
    check("matches pattern", "+15127891111", "+1512*", true)
    check("matches pattern", "a(b", "a(b", true)
  })

  it("reads ? and . in a pattern without regular-expression syntax as a glob", () => {
    check("matches pattern", "color", "colou?r", false)
    check("matches pattern", "colour", "colou?r", false)
    check("matches pattern", "colouxr", "colou?r", true)
    check("matches pattern", "a.b", "a.b", true)
  })

  it("matches nothing with an invalid regular expression", () => {
    check("matches pattern", "abc", "/(/", false)
    check("does not match pattern", "abc", "/(/", true)
  })

  it("passes for any pattern of a list and any element of a list lhv", () => {
    check("matches pattern", "abc", ["x*", "a*"], true)
    check("matches pattern", ["xyz", "abc"], "a*", true)
  })

  it("does not match blanks", () => {
    for (const blank of blanks) {
      check("matches pattern", blank, "*", false)
      check("does not match pattern", blank, "*", true)
    }
  })
})

describe("is blank / is not blank", () => {
  it("counts missing, empty, whitespace, empty lists and blank typed values as blank", () => {
    for (const blank of blanks) check("is blank", blank, undefined, true)
    check("is blank", typed("boolean", " "), undefined, true)
    check("is blank", typed("number", ""), undefined, true)
  })

  it("does not count invalid, false or zero values as blank", () => {
    for (const value of [0, false, "0", "x", ["", "a"], { a: 1 }, typed("email", "Asdf"), typed("number", "abc")]) {
      check("is blank", value, undefined, false)
      check("is not blank", value, undefined, true)
    }
  })
})

describe("is true, is not true, is false, is not false", () => {
  it("reads values the way the boolean type does", () => {
    check("is true", typed("boolean", "Yes"), undefined, true)
    check("is true", "true", undefined, true)
    check("is true", "Y", undefined, true)
    check("is true", 1, undefined, true)
    check("is true", true, undefined, true)
    check("is false", "false", undefined, true)
    check("is false", "No", undefined, true)
    check("is false", 0, undefined, true)
    check("is false", false, undefined, true)
    check("is true", "false", undefined, false)
  })

  it("treats blanks and unrecognised values as neither true nor false", () => {
    for (const value of [...blanks, "maybe", typed("boolean", "maybe"), ["true"], { a: true }]) {
      check("is true", value, undefined, false)
      check("is false", value, undefined, false)
      check("is not true", value, undefined, true)
      check("is not false", value, undefined, true)
    }
  })
})

describe("format is valid / format is invalid", () => {
  it("reads a typed value's valid flag", () => {
    check("format is valid", typed("email", "user@domain.com"), undefined, true)
    check("format is invalid", typed("email", "user@domain.com"), undefined, false)
    check("format is valid", typed("email", "Asdf"), undefined, false)
    check("format is invalid", typed("email", "Asdf"), undefined, true)
  })

  it("counts values without a flag as valid and blanks as neither", () => {
    check("format is valid", "anything", undefined, true)
    check("format is invalid", 42, undefined, false)
    for (const blank of blanks) {
      check("format is valid", blank, undefined, false)
      check("format is invalid", blank, undefined, false)
    }
  })
})

describe("is obscene / is not obscene", () => {
  it("finds obscene words, also inside words and in lists", () => {
    check("is obscene", "Bob Fuckface", undefined, true)
    check("is obscene", typed("email", "bitch@example.com"), undefined, true)
    check("is obscene", ["nice", "shit"], undefined, true)
    check("is not obscene", "shit", undefined, false)
  })

  it("leaves innocent words and blanks alone", () => {
    for (const value of ["Scunthorpe", "assassin", "Richard Cockburn", "Essex", ...blanks]) {
      check("is obscene", value, undefined, false)
      check("is not obscene", value, undefined, true)
    }
  })
})
