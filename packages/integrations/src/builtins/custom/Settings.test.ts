import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { customForm, customJson, customQuery, customXml } from "./package.js"
import { parseResponse } from "./Response.js"
import { settingProblem, readFlag, readPrice, settingNames, UnreadableSetting } from "./Settings.js"

const url = "https://buyer.example.com/leads"
const modules = [customJson, customForm, customQuery, customXml]

describe("the custom deliveries' yes/no and number settings", () => {
  it("reads yes/no settings as the boolean type does, with on/off, and unset as the default", () => {
    for (const word of ["true", "TRUE", "t", "yes", "Y", "1", "on", " On "]) expect(readFlag("send_ascii", word), word).toBe(true)
    for (const word of ["false", "f", "No", "n", "0", "off"]) expect(readFlag("send_ascii", word), word).toBe(false)
    expect(readFlag("send_ascii", true)).toBe(true)
    expect(readFlag("send_ascii", 0)).toBe(false)
    expect(readFlag("send_ascii", parse("boolean", "yes"))).toBe(true)
    expect(readFlag("send_ascii", parse("boolean", "off"))).toBe(false)
    for (const unset of [undefined, null, "", "  ", parse("boolean", "")]) expect(readFlag("send_ascii", unset)).toBeUndefined()
  })

  it("cannot read any other yes/no value, and says so naming the setting", () => {
    for (const value of ["maybe", "sure", "2", 2, -1, ["true"], { a: 1 }, parse("boolean", "perhaps")]) {
      const read = readFlag("follow_redirects", value)
      expect(read, JSON.stringify(value)).toBeInstanceOf(UnreadableSetting)
      expect((read as UnreadableSetting).message).toMatch(/^follow_redirects must be true or false/)
    }
    expect(settingProblem("follow_redirects", "maybe")).toBe(
      'follow_redirects must be true or false (also yes/no, y/n, t/f, 1/0, on/off), not "maybe"'
    )
  })

  it("reads fallback_price as a number of 0 or more, as the number type reads one", () => {
    expect(readPrice("fallback_price", "3.00")).toBe(3)
    expect(readPrice("fallback_price", "$12.50")).toBe(12.5)
    expect(readPrice("fallback_price", 0)).toBe(0)
    expect(readPrice("fallback_price", parse("number", "7"))).toBe(7)
    expect(readPrice("fallback_price", "")).toBeUndefined()
    for (const value of ["ten dollars", "-5", -0.01, Number.NaN, ["1"], parse("number", "ten")])
      expect(settingProblem("fallback_price", value), String(value)).toMatch(/^fallback_price must be a number of 0 or more, not /)
  })

  it("leaves other settings to their own checks", () => {
    expect(settingProblem("url", "maybe")).toBeUndefined()
    expect(settingProblem("timeout_seconds", "maybe")).toBeUndefined()
  })

  it("names every boolean and number request variable of each module (timeout_seconds is the engine's)", () => {
    for (const module of modules) {
      const typed = module.request_variables.filter((v) => v.type === "boolean" || v.type === "number").map((v) => v.name)
      expect(settingNames(module.request_variables), module.id).toEqual(typed)
    }
    expect(settingNames(customForm.request_variables)).toEqual(["encode_form_field_names", "send_ascii", "follow_redirects", "fallback_price"])
  })

  it("validate refuses a yes/no setting it cannot read, on every module that has it", () => {
    for (const module of modules) {
      expect(module.validate({ url, follow_redirects: "maybe" }), module.id).toMatch(/^follow_redirects must be true or false/)
      expect(module.validate({ url, send_ascii: "sure" }), module.id).toMatch(/^send_ascii must be true or false/)
      expect(module.validate({ url, send_ascii: "yes", follow_redirects: "off" }), module.id).toBeUndefined()
    }
    expect(customForm.validate({ url, encode_form_field_names: "perhaps" })).toMatch(/^encode_form_field_names must be true or false/)
    expect(customForm.validate({ url, encode_form_field_names: "false" })).toBeUndefined()
  })

  it("validate refuses a fallback_price that is not a number of 0 or more", () => {
    for (const module of modules) {
      expect(module.validate({ url, fallback_price: "ten dollars" }), module.id).toBe('fallback_price must be a number of 0 or more, not "ten dollars"')
      expect(module.validate({ url, fallback_price: "-1" }), module.id).toBe('fallback_price must be a number of 0 or more, not "-1"')
      expect(module.validate({ url, fallback_price: "2.50" }), module.id).toBeUndefined()
    }
  })

  it("never builds a request with a default in place of a setting it cannot read: it throws, naming the setting", () => {
    expect(() => customJson.request({ url, follow_redirects: "maybe" })).toThrow(/^follow_redirects must be true or false/)
    expect(() => customQuery.request({ url, send_ascii: "sure" })).toThrow(/^send_ascii must be true or false/)
    expect(() => customForm.request({ url, encode_form_field_names: "perhaps" })).toThrow(/^encode_form_field_names must be true or false/)
    expect(() => customXml.request({ url, fallback_price: "ten dollars" })).toThrow(/^fallback_price must be a number/)
    expect(customQuery.request({ url, follow_redirects: "off" }).followRedirects).toBe(false)
    expect(customJson.request({ url, follow_redirects: parse("boolean", "on") }).followRedirects).toBe(true)
  })

  it("never appends a fallback_price it cannot read as the price", () => {
    const answer = { status: 200, version: "1.1", headers: { "Content-Type": "application/json" }, body: "{}" }
    const request = { url, method: "POST" }
    expect(() => parseResponse({ fallback_price: "ten dollars" }, request, answer)).toThrow(/^fallback_price must be a number/)
    expect(parseResponse({ fallback_price: parse("number", "$4") }, request, answer)["price"]).toBe(4)
    expect(parseResponse({ fallback_price: " " }, request, answer)["price"]).toBe(0)
  })
})
