import { describe, it, expect } from "vitest"
import { parse as parseAny } from "../parse.js"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { ip } from "./ip.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => ip.parse(input, options)

describe("ip", () => {
  describe("IPv4", () => {
    it("reads a dotted quad and spells it in IPv6 under the old ffff:: prefix", () => {
      expect(parse("203.0.113.9")).toEqual({
        normal: "203.0.113.9",
        raw: "203.0.113.9",
        valid: true,
        is_ipv4: true,
        ipv6_format: "ffff::cb00:7109"
      })
    })

    it("compresses zero groups of the IPv6 spelling", () => {
      expect(parse("0.0.0.0")).toMatchObject({ ipv6_format: "ffff::" })
      expect(parse("0.0.1.2")).toMatchObject({ ipv6_format: "ffff::102" })
      expect(parse("10.0.0.0")).toMatchObject({ ipv6_format: "ffff::a00:0" })
    })

    it("ignores blanks, a scheme, a port, a prefix length or a path", () => {
      for (const input of [" 203.0. 113.9 ", "http://203.0.113.9", "203.0.113.9:8080", "203.0.113.9/24", "https://203.0.113.9/x?y"]) {
        expect(parse(input)).toMatchObject({ normal: "203.0.113.9", raw: input, valid: true, is_ipv4: true })
      }
    })

    it("reads octets with a leading zero as octal, like URL hosts", () => {
      expect(parse("010.001.0.07")).toMatchObject({ normal: "8.1.0.7", valid: true })
    })

    it("accepts private and loopback addresses", () => {
      expect(parse("127.0.0.1")).toMatchObject({ valid: true, ipv6_format: "ffff::7f00:1" })
      expect(parse("192.168.0.1")).toMatchObject({ valid: true })
    })
  })

  describe("IPv6", () => {
    it("writes the address compressed and in lower case", () => {
      expect(parse("2001:0DB8:0000:0000:0000:0000:0000:0042")).toEqual({
        normal: "2001:db8::42",
        raw: "2001:0DB8:0000:0000:0000:0000:0000:0042",
        valid: true,
        is_ipv4: false,
        ipv6_format: "2001:db8::42"
      })
    })

    it("accepts brackets, a scheme, a port or a prefix length", () => {
      for (const input of ["[2001:db8::42]", "http://[2001:db8::42]:8080/", "2001:db8::42/64", " [ 2001:db8::42 ] "]) {
        expect(parse(input)).toMatchObject({ normal: "2001:db8::42", valid: true, is_ipv4: false })
      }
    })

    it("writes an embedded IPv4 tail in hex", () => {
      expect(parse("::ffff:203.0.113.9")).toMatchObject({ normal: "::ffff:cb00:7109", valid: true })
    })
  })

  it("keeps host names and malformed addresses as their text, invalid and without parts", () => {
    const inputs = ["", " ", "example.com", "localhost", "http://", "1.2.3", "1.2.3.4.5", "300.1.1.1", "0x7f.0.0.1", "1:2:3:4", "1::2::3", "::xyz"]
    for (const input of inputs) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("re-parses a parsed value from its raw", () => {
    const first = parseAny("ip", " http://203.0.113.9:80 ")
    expect(parseAny("ip", first)).toEqual(first)
  })

  it("declares its operators, examples and components", () => {
    expect(ip.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "format is valid",
      "format is invalid",
      "includes",
      "does not include",
      "is included in",
      "is not included in"
    ])
    for (const example of ip.examples) {
      const value = parse(example)
      expect(value?.valid).toBe(true)
      for (const component of ip.components) expect(value).toHaveProperty(component.name)
    }
  })
})
