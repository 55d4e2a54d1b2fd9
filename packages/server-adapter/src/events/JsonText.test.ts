import { describe, expect, it } from "vitest"
import { jsonAt, jsonbText, numericText } from "./JsonText.js"

describe("jsonbText", () => {
  it("writes arrays and objects as PostgreSQL's jsonb prints them", () => {
    expect(jsonbText('["auto","home"]')).toBe('["auto", "home"]')
    expect(jsonbText("[]")).toBe("[]")
    expect(jsonbText("{}")).toBe("{}")
    expect(jsonbText('{"street":"1 rue","zip":"91000","city":"Évry"}')).toBe('{"zip": "91000", "city": "Évry", "street": "1 rue"}')
    // A repeated key: the last value, in the key's place by jsonb's order.
    expect(jsonbText('{"b":1,"a":2,"b":3}')).toBe('{"a": 2, "b": 3}')
    // Keys of one length by their UTF-8 bytes.
    expect(jsonbText('{"é":1,"z":2,"ab":3}')).toBe('{"z": 2, "ab": 3, "é": 1}')
    expect(jsonbText('{"a":[{"d":null,"c":true}],"s":"\\u00e9\\n\\u0001\\"/"}')).toBe('{"a": [{"c": true, "d": null}], "s": "é\\n\\u0001\\"/"}')
  })

  it("prints numbers as numeric does", () => {
    expect(numericText("1.5")).toBe("1.5")
    expect(numericText("1.50")).toBe("1.50")
    expect(numericText("1e+21")).toBe("1000000000000000000000")
    expect(numericText("1.5e-7")).toBe("0.00000015")
    expect(numericText("1.234E2")).toBe("123.4")
    expect(numericText("-0")).toBe("0")
    expect(numericText("-0.0")).toBe("0.0")
    expect(numericText("-12e-1")).toBe("-1.2")
    expect(numericText("12345678901234567890")).toBe("12345678901234567890")
    expect(jsonbText("[1e2, 2.50, -3]")).toBe("[100, 2.50, -3]")
  })

  it("answers text that is not JSON as it is", () => {
    expect(jsonbText("[1,")).toBe("[1,")
    expect(jsonbText("nope")).toBe("nope")
  })
})

describe("jsonAt", () => {
  const json = '{"tags":["auto","home",{"a":[1.50]}],"obj":{"0":"zero","-1":"minus"}}'
  it("indexes arrays with digits, from the end with a minus, as PostgreSQL's #> does", () => {
    expect(jsonAt(json, ["tags", "0"])).toBe('"auto"')
    expect(jsonAt(json, ["tags", "-1", "a", "0"])).toBe("1.50")
    expect(jsonAt(json, ["tags", "-3"])).toBe('"auto"')
    expect(jsonAt(json, ["tags", "-4"])).toBeNull()
    expect(jsonAt(json, ["tags", "3"])).toBeNull()
    expect(jsonAt(json, ["tags", "007"])).toBeNull()
    expect(jsonAt(json, ["tags", "01"])).toBe('"home"')
    expect(jsonAt(json, ["tags", "99999999999"])).toBeNull()
    expect(jsonAt(json, ["tags", "x"])).toBeNull()
  })

  it("reads a segment of digits as a member's name in an object", () => {
    expect(jsonAt(json, ["obj", "0"])).toBe('"zero"')
    expect(jsonAt(json, ["obj", "-1"])).toBe('"minus"')
    expect(jsonAt(json, ["obj", "1"])).toBeNull()
    expect(jsonAt(json, ["tags", "0", "0"])).toBeNull()
  })

  it("finds nothing in text that is not JSON", () => {
    expect(jsonAt("{", ["a"])).toBeNull()
  })
})
