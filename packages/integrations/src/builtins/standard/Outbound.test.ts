import { parse } from "@leadflow/types"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { InboundResponse } from "../../Contract.js"
import { checkPackage, formatProblems } from "../../testing/index.js"
import { standardPackage } from "./index.js"
import { standardOutbound } from "./Outbound.js"
import { setAllowPrivateHosts } from "../../runtime/PrivateHosts.js"

const answer = (status: number, body: string, contentType?: string): InboundResponse => ({
  status,
  version: "1.1",
  headers: contentType === undefined ? {} : { "Content-Type": contentType },
  body
})

const respond = (res: InboundResponse, vars: Record<string, unknown> = { url: "https://flows.example.com/submit" }) =>
  standardOutbound.response(vars, standardOutbound.request(vars), res)

describe("delivery to another flow", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("sends lead fields (not the lead id), lists as repeated fields, invalid values as sent, extras last", () => {
    const request = standardOutbound.request({
      url: "https://flows.example.com/submit",
      lead: { id: "5fc1e0c1a2b3c4d5e6f70809", phone_1: parse("phone", "12"), tags: ["a", "b"], note: "x y" },
      standard: { custom: { aff: "7", note: "z" } },
      price: 2
    })
    expect(request.method).toBe("POST")
    expect(request.body).toBe("phone_1=12&tags=a&tags=b&note=z&aff=7&price=2")
  })

  it("replaces same-named URL parameters on GET and keeps the others", () => {
    const request = standardOutbound.request({
      url: "https://flows.example.com/submit?tags=old&aff=7",
      method: "get",
      lead: { tags: ["a", "b"] }
    })
    expect(request.url).toBe("https://flows.example.com/submit?aff=7&tags=a&tags=b&price=0")
    expect(request.body).toBeUndefined()
  })

  it("reads the other flow's answer", () => {
    const answered = { outcome: "failure", reason: "duplicate", lead: { id: "x" }, price: 0 }
    expect(respond(answer(201, JSON.stringify(answered), "application/json; charset=utf-8"))).toEqual(answered)
    expect(respond(answer(201, JSON.stringify(answered)))).toEqual(answered)
    expect(respond(answer(201, "<result><outcome>success</outcome><price>1</price></result>"))).toEqual({ outcome: "success", price: "1" })
    expect(respond(answer(429, '{"status":429,"message":"Too Many Requests","retry_after":3}', "application/json"))).toEqual({
      outcome: "error",
      reason: "Too Many Requests"
    })
    expect(respond(answer(400, "Invalid redir_url", "text/plain"))).toEqual({ outcome: "error", reason: "Unrecognized response" })
    expect(respond(answer(200, '{"outcome":"maybe"}', "application/json"))).toEqual({ outcome: "error", reason: "Unrecognized response" })
  })

  it("uses the default outcome for 2xx answers only", () => {
    const vars = { url: "https://flows.example.com/submit", default_outcome: "success" }
    expect(respond(answer(200, "{}", "application/json"), vars)).toMatchObject({ outcome: "success" })
    expect(respond(answer(500, "{}", "application/json"), vars)).toMatchObject({ outcome: "error" })
  })

  it("validates URL, method and default outcome", () => {
    const validate = standardOutbound.validate ?? (() => "no validate")
    expect(validate({ url: "https://flows.example.com/submit" })).toBeUndefined()
    expect(validate({ url: "ftp://flows.example.com/submit" })).toBe("URL must be valid")
    expect(validate({ url: "http://127.0.0.1:3000/flows/f/sources/s/submit" })).toBe("URL must be public")
    expect(validate({ url: "https://flows.example.com/submit", method: "DELETE" })).toBe("Unsupported HTTP method - use GET or POST")
    setAllowPrivateHosts(true)
    try {
      expect(validate({ url: "http://127.0.0.1:3000/flows/f/sources/s/submit" })).toBeUndefined()
    } finally {
      setAllowPrivateHosts(false)
    }
  })

  it("declares a package the engine accepts", () => {
    // The old platform's bare module ids (`<package>.inbound`, `<package>.outbound`) are kept.
    expect(formatProblems(checkPackage(standardPackage))).toBe("")
  })
})
