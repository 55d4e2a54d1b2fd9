import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { InboundResponse, OutboundRequest } from "../../Contract.js"
import { parseResponse } from "./Response.js"

const REQUEST: OutboundRequest = { url: "https://buyer.example.com", method: "POST" }

const answer = (contentType: string | undefined, body: string, status = 200, extra: Record<string, string | ReadonlyArray<string>> = {}): InboundResponse => ({
  status,
  version: "1.1",
  headers: contentType === undefined ? extra : { "Content-Type": contentType, ...extra },
  body
})

const parse = (vars: Record<string, unknown>, response: InboundResponse) => parseResponse(vars, REQUEST, response)

describe("the custom response parser", () => {
  it("answers any 5xx with error \"Server error\" and nothing else", () => {
    expect(parse({ outcome_search_term: "ok" }, answer("application/json", '{"ok":1}', 503))).toEqual({ outcome: "error", reason: "Server error" })
    expect(parse({}, answer("text/plain", "x", 499))).toEqual({ outcome: "success", price: 0 })
  })

  it("refuses JSON or XML nested more than 32 levels before parsing it; 32 levels are read", () => {
    const json = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
    const xml = (depth: number) => `${"<a>".repeat(depth)}1${"</a>".repeat(depth)}`
    expect(() => parse({}, answer("application/json", json(33)))).toThrow("the answer nests deeper than 32 levels")
    expect(() => parse({}, answer("text/xml", xml(100_000)))).toThrow("the answer nests deeper than 32 levels")
    expect(parse({}, answer("application/json", json(32)))).toMatchObject({ outcome: "success" })
    expect(parse({}, answer("text/xml", xml(32)))).toMatchObject({ outcome: "success" })
  })

  // JSON after a byte order mark did not parse: it was read as text, and price_path found "price".
  it("reads a JSON or XML answer that starts with a byte order mark as the document it is", () => {
    const bom = "\uFEFF"
    expect(parse({ price_path: "price" }, answer("application/json", `${bom}{"status":"accepted","price":"5"}`))).toEqual({
      status: "accepted",
      price: "5",
      outcome: "success"
    })
    expect(parse({ price_path: "//price" }, answer("text/xml", `${bom}<r><price>7</price></r>`))["price"]).toBe("7")
  })

  it("sorts, trims and joins reasons, dropping blank ones, and falls back to default_reason", () => {
    const body = JSON.stringify({ errors: [{ m: " zip invalid " }, { m: "" }, { m: "Age missing" }, { m: "   " }] })
    expect(parse({ reason_path: "errors.*.m" }, answer("application/json", body))["reason"]).toBe("Age missing, zip invalid")
    expect(parse({ reason_path: "nothing.here", default_reason: "no reason given" }, answer("application/json", body))["reason"]).toBe(
      "no reason given"
    )
  })

  it("reads reasons from XML (XPath), HTML (CSS with @attr) and text (first group)", () => {
    const xml = '<?xml version="1.0"?><r><e>b</e><e>a</e></r>'
    expect(parse({ reason_path: "//e/text()" }, answer("text/xml", xml))["reason"]).toBe("a, b")
    const html = '<html><body><p class="e" data-why="later">x</p><p class="e" data-why="earlier">y</p></body></html>'
    expect(parse({ reason_path: "p.e @data-why" }, answer("text/html", html))["reason"]).toBe("earlier, later")
    expect(parse({ reason_path: "p.e" }, answer("text/html", html))["reason"]).toBe("x, y")
    expect(parse({ reason_path: "/reason=([^&]*)/" }, answer("text/plain", "ok=0&reason=Bad+zip"))["reason"]).toBe("Bad+zip")
  })

  it("tolerates invalid paths of every kind", () => {
    expect(parse({ reason_path: "[[[", default_reason: "d" }, answer("text/xml", "<a/>"))["reason"]).toBe("d")
    expect(parse({ reason_path: "div[", default_reason: "d", outcome_search_term: "x", outcome_search_path: ":::" }, answer("text/html", "<p>x</p>"))).toEqual({
      outcome: "failure",
      reason: "d",
      price: 0
    })
    expect(parse({ reason_path: "/(/", default_reason: "d" }, answer("text/plain", "x"))["reason"]).toBe("d")
  })

  it("appends a root JSON array under array and quotes numeric keys at any depth, after reading paths", () => {
    const body = JSON.stringify({ "7": { id: 1 }, list: [{ "0": "a" }], ok: true })
    expect(parse({ price_path: "7.id" }, answer("application/json", body))).toEqual({
      "'7'": { id: 1 },
      list: [{ "'0'": "a" }],
      ok: true,
      outcome: "success",
      price: "1"
    })
    expect(parse({ reference_path: "array.1.id" }, answer("application/json", '[{"id":1},{"id":2}]'))).toEqual({
      array: [{ id: 1 }, { id: 2 }],
      outcome: "success",
      price: 0,
      reference: 2
    })
  })

  it("appends XML with attributes merged, text under #text, repeated elements as lists, blanks kept", () => {
    const body = '<?xml version="1.0"?>\n<r id="7">\n  <n>  a  </n>\n  <n b="1">c</n>\n  <w>   </w>\n  <e/>\n</r>'
    expect(parse({}, answer("application/xml", body))).toEqual({
      r: { id: "7", n: ["a", { b: "1", "#text": "c" }], w: "   ", e: "" },
      outcome: "success",
      price: 0
    })
  })

  it("reads a body that is not what its Content-Type says as text, and appends nothing of it", () => {
    expect(parse({ outcome_search_term: "ok" }, answer("application/json", "<ok/>"))).toEqual({ outcome: "success", price: 0 })
    expect(parse({ reason_path: '"m":"([^"]+)"' }, answer("text/html", '{"m":"why"}'))).toEqual({ outcome: "success", price: 0, reason: "why" })
    expect(parse({ response_content_type_override: "application/json" }, answer("text/html", '{"a":1}'))).toEqual({ a: 1, outcome: "success", price: 0 })
  })

  it("searches the raw body without a path (names and tags match) and the selected values with one", () => {
    const body = '{"status":"rejected","accepted":false}'
    expect(parse({ outcome_search_term: "accepted" }, answer("application/json", body))["outcome"]).toBe("success")
    expect(parse({ outcome_search_term: "accepted", outcome_search_path: "status" }, answer("application/json", body))["outcome"]).toBe("failure")
    expect(parse({ outcome_search_term: "^REJECTED$", outcome_search_path: "status" }, answer("application/json", body))["outcome"]).toBe("success")
  })

  it("inverts the outcome when the term is not found (error's inverse is success)", () => {
    const res = answer("text/plain", "fine")
    expect(parse({ outcome_search_term: "bad", outcome_on_match: "error" }, res)["outcome"]).toBe("success")
    expect(parse({ outcome_search_term: "fine", outcome_on_match: "error" }, res)["outcome"]).toBe("error")
    expect(parse({ outcome_on_match: "failure" }, res)["outcome"]).toBe("failure")
  })

  it("returns price as found text, else fallback_price as given, else 0", () => {
    const res = answer("application/json", '{"bid":{"price":12.5}}')
    expect(parse({ price_path: "bid.price" }, res)["price"]).toBe("12.5")
    expect(parse({ price_path: "bid.none", fallback_price: "3.00" }, res)["price"]).toBe("3.00")
    expect(parse({ price_path: "bid.none", fallback_price: 3 }, res)["price"]).toBe(3)
    expect(parse({ price_path: "bid.none" }, res)["price"]).toBe(0)
  })

  it("gives a list of references for a wildcard path", () => {
    const res = answer("application/json", '{"ids":{"a":{"ref":"x"},"b":{"ref":"y"}}}')
    expect(parse({ reference_path: "ids.*.ref" }, res)["reference"]).toEqual(["x", "y"])
    expect(parse({ reference_path: "ids.a.ref" }, res)["reference"]).toBe("x")
    expect(parse({ reference_path: "ids.*.none" }, res)).not.toHaveProperty("reference")
  })

  it("picks the first matching Set-Cookie in sorted order, and captures named regex groups", () => {
    const res = answer("text/plain", "id: 42\nname: Jo", 200, { "Set-Cookie": ["b=2; Path=/", "a=1; Path=/", "sid=9"] })
    expect(parse({ cookie_search_term: "PATH", capture: { id: "/id: (\\d+)/", name: "name: (.*)", bad: "/(/" } }, res)).toEqual({
      outcome: "success",
      price: 0,
      cookie: "a=1; Path=/",
      id: "42",
      name: "Jo"
    })
  })

  it("never throws, whatever the body, Content-Type and paths", () => {
    const text = fc.oneof(fc.string(), fc.constantFrom("<a><b>x</a>", "[1,2", "{\"a\":", "<?xml?>", "<html><p", "/(/", "[[", "//*", "a.*.b"))
    fc.assert(
      fc.property(
        fc.constantFrom("application/json", "text/xml", "text/html", "text/plain", undefined),
        text,
        fc.record({ outcome_search_term: text, outcome_search_path: text, reason_path: text, price_path: text, reference_path: text }, { requiredKeys: [] }),
        (contentType, body, vars) => {
          const appended = parse(vars, answer(contentType, body))
          expect(["success", "failure", "error"]).toContain(appended["outcome"])
        }
      ),
      { numRuns: 300 }
    )
  })
})
