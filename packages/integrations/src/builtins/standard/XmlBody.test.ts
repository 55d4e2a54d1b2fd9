import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseXml, XmlUnparseable } from "./XmlBody.js"

describe("XML bodies", () => {
  it("drops the root, keeps text as text and does not wrap single children", () => {
    expect(parseXml("<?xml version=\"1.0\"?>\n<lead>\n  <first_name>Joe</first_name>\n  <price>1.50</price>\n  <address><zip>07030</zip></address>\n</lead>")).toEqual({
      first_name: "Joe",
      price: "1.50",
      address: { zip: "07030" }
    })
  })

  it("merges attributes into their element and keeps text beside attributes under _", () => {
    expect(parseXml('<lead source="web"><phone type="home">5127891111</phone><flag on="yes"/></lead>')).toEqual({
      source: "web",
      phone: { type: "home", _: "5127891111" },
      flag: { on: "yes" }
    })
  })

  it("gives repeated children as an array, empty elements as empty text", () => {
    expect(parseXml("<lead><tag>a</tag><tag>b</tag><reason/><note></note></lead>")).toEqual({
      tag: ["a", "b"],
      reason: "",
      note: ""
    })
  })

  it("decodes entities and CDATA", () => {
    expect(parseXml("<lead><company>A &amp; B &lt;C&gt;</company><x><![CDATA[<b>bold</b>]]></x></lead>")).toEqual({
      company: "A & B <C>",
      x: "<b>bold</b>"
    })
  })

  it("reads an empty root as no fields", () => {
    expect(parseXml("<lead/>")).toEqual({})
  })

  it("says where text before the first tag is", () => {
    expect(() => parseXml("xxTrustedFormCertUrl=https://x")).toThrow("Non-whitespace before first tag. Line: 0 Column: 1 Char: x")
    expect(() => parseXml("  \n  a<lead/>")).toThrow("Non-whitespace before first tag. Line: 1 Column: 3 Char: a")
  })

  it("refuses several roots, unclosed or mismatched tags, text roots and prototype names", () => {
    for (const text of [
      "<status>Error</status><reason>x</reason>",
      "<lead><a>1</a>",
      "<lead><a>1</b></lead>",
      "<lead>just text</lead>",
      "<lead><__proto__><polluted>1</polluted></__proto__></lead>",
      "   "
    ])
      expect(() => parseXml(text), text).toThrow(XmlUnparseable)
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
  })

  it("names the line (from 0) and column of a structural error", () => {
    expect(() => parseXml("<lead>\n<a>1</b>\n</lead>")).toThrow(/Line: 1 Column: \d+$/)
  })

  it("never throws anything but XmlUnparseable", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `<lead>${s}</lead>`)), (text) => {
        try {
          parseXml(text)
        } catch (error) {
          expect(error).toBeInstanceOf(XmlUnparseable)
        }
      })
    )
  })
})
