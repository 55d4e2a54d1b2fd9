import { afterEach, describe, expect, it } from "vitest"
import { customForm, customJson, customQuery, customXml } from "./package.js"
import { setAllowPrivateHosts } from "../../runtime/PrivateHosts.js"

const validateJson = (vars: Record<string, unknown>) => customJson.validate(vars)

describe("validate", () => {
  afterEach(() => setAllowPrivateHosts(false))

  it("requires a valid, public URL", () => {
    expect(validateJson({})).toBe("URL is required")
    expect(validateJson({ url: "  " })).toBe("URL is required")
    expect(validateJson({ url: "not a url" })).toBe("URL must be valid")
    expect(validateJson({ url: "ftp://example.com" })).toBe("URL must be valid")
    for (const url of ["http://localhost:3000", "http://127.0.0.1", "http://[::1]/", "http://192.168.1.9", "http://foo.zzz", "http://metadata.google.internal"])
      expect(validateJson({ url }), url).toBe("URL must be public")
    expect(validateJson({ url: "https://buyer.example.com/leads" })).toBeUndefined()
  })

  it("allows private hosts when the runtime says so, or a caller passes allow_private_hosts: true", () => {
    expect(validateJson({ url: "http://127.0.0.1:3000", allow_private_hosts: true })).toBeUndefined()
    expect(validateJson({ url: "http://127.0.0.1:3000", allow_private_hosts: "true" })).toBe("URL must be public")
    setAllowPrivateHosts(true)
    expect(validateJson({ url: "http://localhost:3000" })).toBeUndefined()
    expect(validateJson({ url: "not a url" })).toBe("URL must be valid")
  })

  it("checks the method where the module lets it be chosen, without regard to case", () => {
    const url = "https://example.com"
    expect(validateJson({ url, method: "patch" })).toBeUndefined()
    expect(validateJson({ url, method: "GET" })).toBe("Unsupported HTTP method - use POST, PUT, DELETE, PATCH")
    expect(customXml.validate({ url, method: "DELETE" })).toBe("Unsupported HTTP method - use POST, PUT, PATCH")
    expect(customForm.validate({ url, method: "DELETE" })).toBeUndefined()
  })

  it("accepts outcome_on_match success, failure or error only", () => {
    const url = "https://example.com"
    expect(validateJson({ url, outcome_on_match: "Failure" })).toBeUndefined()
    expect(validateJson({ url, outcome_on_match: "skip" })).toBe("Outcome on match must be 'success', 'failure', or 'error'")
  })

  it("wants a mapped Content-Type of the body's family, and no Accept or Content-Length, in any case", () => {
    const url = "https://example.com"
    expect(validateJson({ url, header: { "content-type": "application/vnd.api+json; charset=utf-8" } })).toBeUndefined()
    expect(validateJson({ url, header: { "Content-Type": "application/json" }, json_parameter: "data" })).toBe("Invalid Content-Type header value")
    expect(validateJson({ url, header: { "Content-Type": "application/x-www-form-urlencoded" }, json_parameter: "data" })).toBeUndefined()
    expect(customXml.validate({ url, header: { "Content-Type": "application/soap+xml" } })).toBeUndefined()
    expect(customQuery.validate({ url, header: { "Content-Type": "text/plain" } })).toBe("Invalid Content-Type header value")
    expect(customQuery.validate({ url, header: { "Content-Type": "  " } })).toBeUndefined()
    expect(customForm.validate({ url, header: { accept: "*/*" } })).toBe("Accept header is not allowed")
    expect(customForm.validate({ url, header: { "content-length": "5" } })).toBe("Content-Length header is not allowed")
  })
})

describe("validate: header names", () => {
  const url = "https://buyer.example.com/leads"

  it("refuses a header name that is no RFC 9110 token, naming the setting, on every module", () => {
    for (const module of [customJson, customForm, customQuery, customXml])
      for (const name of ["X Bad", "X:Bad", "Łukasz", "X(1)", "X\"Q"])
        expect(module.validate({ url, header: { [name]: "v" } }), `${module.id} ${name}`).toBe(
          `header.${name} is not a header name: use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only (no spaces or colons)`
        )
  })

  it("checks names the engine nested and names whose value is blank on this lead", () => {
    expect(validateJson({ url, header: { X: { "a b": "v" } } })).toMatch(/^header\.X\.a b is not a header name/)
    expect(validateJson({ url, header: { "X Bad": "" } })).toMatch(/^header\.X Bad is not a header name/)
  })

  it("accepts token names, dotted ones included", () => {
    expect(validateJson({ url, header: { "X-Api-Key": "k", "x_trace.id": "1", "A!#$%&'*+^`|~": "v", X: { Foo: "z" } } })).toBeUndefined()
  })
})
