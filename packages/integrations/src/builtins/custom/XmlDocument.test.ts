import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { flattenFamily } from "./Flatten.js"
import { buildXml } from "./XmlDocument.js"

const xml = (family: Record<string, unknown>, ascii = false) => buildXml(flattenFamily(family), ascii)
const DECL = '<?xml version="1.0"?>'

describe("XML documents from xml_path.*", () => {
  it("sets attributes in the three path syntaxes, in either mapping order", () => {
    const expected = `${DECL}\n<foo>\n  <bar id="123">baz</bar>\n</foo>`
    expect(xml({ "foo.bar@id": "123", "foo.bar": "baz" })).toBe(expected)
    expect(xml({ "foo.bar": "baz", "foo.bar@id": "123" })).toBe(expected)
    expect(xml({ "foo.bar.0.@id": "123", "foo.bar.0.#text": "baz" })).toBe(expected)
    expect(xml({ "foo.bar.0@id": "123", "foo.bar.0": "baz" })).toBe(expected)
  })

  it("writes an element with only attributes as an empty element, and attribute names may hold dots", () => {
    expect(xml({ "a.b@id": 1, "a.b@xml.lang": "en" })).toBe(`${DECL}\n<a>\n  <b id="1" xml.lang="en"/>\n</a>`)
  })

  it("repeats elements for integer segments and list values, gaps closed", () => {
    expect(xml({ "r.item.4": "b", "r.item.0": "a", "r.list": ["x", null, "y"] })).toBe(
      `${DECL}\n<r>\n  <item>a</item>\n  <item>b</item>\n  <list>x</list>\n  <list>y</list>\n</r>`
    )
  })

  it("repeats elements carrying attributes and children", () => {
    expect(xml({ "r.p.0@n": "1", "r.p.0.v": "a", "r.p.1@n": "2", "r.p.1.v": "b" })).toBe(
      `${DECL}\n<r>\n  <p n="1">\n    <v>a</v>\n  </p>\n  <p n="2">\n    <v>b</v>\n  </p>\n</r>`
    )
  })

  it("escapes text and attributes, wraps #cdata (splitting ]]>) and drops characters XML cannot carry", () => {
    expect(xml({ "a@q": '"<&>', "a.b": "x & y < z\u0001", "a.c.#cdata": "<raw]]>" })).toBe(
      `${DECL}\n<a q="&quot;&lt;&amp;&gt;">\n  <b>x &amp; y &lt; z</b>\n  <c><![CDATA[<raw]]]]><![CDATA[>]]></c>\n</a>`
    )
  })

  it("makes names that are not XML names into XML names instead of failing", () => {
    expect(xml({ "lead.1st name": "x" })).toBe(`${DECL}\n<lead>\n  <_1st_name>x</_1st_name>\n</lead>`)
  })

  it("writes typed values normalised, null as an empty element, and only the declaration for nothing", () => {
    expect(xml({ "l.phone": parse("phone", "512-789-1111"), "l.none": null, "l.empty": "" })).toBe(
      `${DECL}\n<l>\n  <phone>5127891111</phone>\n  <none/>\n  <empty></empty>\n</l>`
    )
    expect(xml({})).toBe(DECL)
  })

  it("transliterates text and attributes with send_ascii", () => {
    expect(xml({ "a@n": "Mêl", "a.b": "Straße" }, true)).toBe(`${DECL}\n<a n="Mel">\n  <b>Strasse</b>\n</a>`)
  })
})
