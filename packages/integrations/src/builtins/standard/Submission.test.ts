import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HttpError, type SubmittedRequest } from "../../Contract.js"
import { parseSubmission, SUBMISSION_TYPES } from "./Submission.js"

const post = (body: string, type: string, uri = "/flows/f/sources/s/submit", headers: Record<string, string> = {}): SubmittedRequest => ({
  method: "POST",
  uri,
  headers: { "content-type": type, "content-length": String(Buffer.byteLength(body)), ...headers },
  body
})

const thrown = (req: SubmittedRequest): HttpError => {
  try {
    parseSubmission(req)
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error("no HttpError")
}

describe("query merge", () => {
  it("merges the query string over the body, nested fields deeply, the query winning", () => {
    const req = post(
      JSON.stringify({ first_name: "Body", phone_1: "5127891111", address: { city: "Austin", zip: "78701" } }),
      "application/json",
      "/flows/f/sources/s/submit?first_name=Query&address.zip=78702&aff=7"
    )
    expect(parseSubmission(req)).toEqual({
      first_name: "Query",
      phone_1: "5127891111",
      address: { city: "Austin", zip: "78702" },
      aff: "7"
    })
  })

  it("lets a query value replace a nested body object and a list", () => {
    const req = post(JSON.stringify({ tags: ["a", "b"], address: { city: "Austin" } }), "application/json", "/submit?tags=c&address=none")
    expect(parseSubmission(req)).toEqual({ tags: "c", address: "none" })
  })

  it("uses the query alone for an empty or blank body and for GET", () => {
    expect(parseSubmission(post("", "application/json", "/submit?a=1"))).toEqual({ a: "1" })
    expect(parseSubmission(post(" \r\n", "application/xml", "/submit?a=1"))).toEqual({ a: "1" })
    expect(parseSubmission({ method: "get", uri: "/submit?a=1&b.c=2#frag", headers: {} })).toEqual({ a: "1", b: { c: "2" } })
    expect(parseSubmission({ method: "GET", uri: "/submit", headers: {} })).toEqual({})
  })

  it("answers 400 for a query whose keys collide", () => {
    const error = thrown({ method: "GET", uri: "/submit?a=1&a.b=2", headers: {} })
    expect(error.status).toBe(400)
    expect(error.body).toMatch(/^Unable to parse query string -- TypeError: /)
  })
})

describe("submission checks", () => {
  it("reads the content type case-insensitively, with parameters", () => {
    expect(parseSubmission(post('{"a":"1"}', "Application/JSON; charset=utf-8"))).toEqual({ a: "1" })
    expect(
      parseSubmission({ method: "POST", uri: "/submit", headers: { "CONTENT-TYPE": "text/xml" }, body: "<l><a>1</a></l>" })
    ).toEqual({ a: "1" })
  })

  it("requires a type for a chunked body, and answers 406 for a type it does not read", () => {
    expect(thrown({ method: "POST", uri: "/submit", headers: { "transfer-encoding": "chunked" } }).status).toBe(415)
    const unsupported = thrown(post("a", "text/plain"))
    expect(unsupported.status).toBe(406)
    for (const type of SUBMISSION_TYPES) expect(unsupported.body).toContain(type)
  })

  it("answers 406 for an Accept header it cannot satisfy", () => {
    const error = thrown({ method: "GET", uri: "/submit", headers: { accept: "text/html" } })
    expect(error.status).toBe(406)
    expect(error.headers).toEqual({ "Content-Type": "text/plain" })
  })

  it("repairs raw line breaks and tabs in JSON, and refuses what is not a JSON object", () => {
    expect(parseSubmission(post('{"a":"x\ty","b":"1\r\n2"}', "application/json"))).toEqual({ a: "xy", b: "12" })
    for (const body of ["[1,2]", '"text"', "null", "{bad"]) {
      const error = thrown(post(body, "application/json"))
      expect(error.status, body).toBe(400)
      expect(error.body, body).toMatch(/^Unable to parse JSON -- /)
    }
  })

  it("accepts only an absolute http(s) redir_url", () => {
    expect(thrown({ method: "GET", uri: "/submit?redir_url=javascript:alert(1)", headers: {} }).body).toBe("Invalid redir_url")
    expect(thrown({ method: "GET", uri: "/submit?redir_url=%2Frelative", headers: {} }).status).toBe(400)
    expect(parseSubmission({ method: "GET", uri: "/submit?redir_url=https%3A%2F%2Fexample.com%2Fthanks", headers: {} })).toEqual({
      redir_url: "https://example.com/thanks"
    })
  })

  it("never crashes on a malformed body: a record or an HttpError", () => {
    const types = ["application/json", "application/x-www-form-urlencoded", "application/xml", "text/xml"]
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.oneof(fc.string(), fc.json(), fc.string().map((s) => `<a>${s}`)), (type, body) => {
        try {
          const data = parseSubmission(post(body, type))
          expect(typeof data).toBe("object")
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError)
          expect((error as HttpError).status).toBe(400)
        }
      })
    )
  })
})
