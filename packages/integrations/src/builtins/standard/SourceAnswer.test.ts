import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import type { SubmittedRequest } from "../../Contract.js"
import { standardInbound, standardInboundVerbose } from "./Inbound.js"

const request = (uri: string, accept?: string): SubmittedRequest => ({
  method: "POST",
  uri,
  headers: accept === undefined ? {} : { accept }
})

describe("the answer to a submitter", () => {
  it("prints typed values as their normal form, or as sent when invalid", () => {
    const vars = {
      outcome: "success",
      lead: { id: "abc", email: parse("email", "JBLOW@TEST.COM"), phone_1: parse("phone", "not a phone") },
      price: parse("number", "2.5")
    }
    const answer = standardInbound.response(request("/flows/f/sources/s/submit"), vars, ["outcome", "lead.email", "lead.phone_1", "price"])
    expect(JSON.parse(answer.body)).toEqual({ outcome: "success", lead: { email: "jblow@test.com", phone_1: "not a phone" }, price: 2.5 })
    expect(answer.headers["Content-Length"]).toBe(String(Buffer.byteLength(answer.body)))
  })

  it("answers everything appended in the verbose variant, numeric segments quoted", () => {
    const vars = {
      outcome: "success",
      lead: { id: "abc" },
      appended: { 5: { foo: "bar" }, enrich: { tags: ["x", "y"], city: parse("city", "austin") } }
    }
    const answer = standardInboundVerbose.response(request("/flows/f/sources/s/submit"), vars)
    expect(JSON.parse(answer.body)).toEqual({
      outcome: "success",
      lead: { id: "abc" },
      price: 0,
      appended: { "'5'": { foo: "bar" }, enrich: { tags: { "'0'": "x", "'1'": "y" }, city: parse("city", "austin")?.normal } }
    })
    expect(JSON.parse(standardInbound.response(request("/flows/f/sources/s/submit"), vars).body)).not.toHaveProperty("appended")
  })

  it("escapes XML text and writes names an element can hold", () => {
    const vars = { outcome: "failure", reason: "a < b & c", lead: { id: "1" }, appended: { 5: { foo: "" } } }
    const answer = standardInboundVerbose.response(request("/flows/f/sources/s/submit", "application/xml"), vars, ["outcome", "reason"])
    expect(answer.headers["Content-Type"]).toBe("application/xml")
    expect(answer.body).toBe(
      '<?xml version="1.0"?>\n<result>\n  <outcome>failure</outcome>\n  <reason>a &lt; b &amp; c</reason>\n  <appended>\n    <_5>\n      <foo/>\n    </_5>\n  </appended>\n  <price>0</price>\n</result>'
    )
  })

  it("answers a ping with 200, no lead id, and no bid without a positive price", () => {
    const ping = request("/flows/f/sources/s/ping")
    expect(JSON.parse(standardInbound.response(ping, { outcome: "success", lead: { id: "x" }, price: 3 }).body)).toEqual({ outcome: "success", price: 3 })
    const noBid = standardInbound.response(ping, { outcome: "success", reason: "", price: -1 })
    expect(noBid.status).toBe(200)
    expect(JSON.parse(noBid.body)).toEqual({ outcome: "failure", reason: "no bid", price: -1 })
  })

  it("redirects only to a valid absolute URL", () => {
    const vars = { outcome: "success", lead: { id: "1" } }
    expect(standardInbound.response(request("/submit?redir_url=notaurl"), vars).status).toBe(201)
    const redirected = standardInbound.response(request("/submit?redir_url=https%3A%2F%2Fexample.com%2Fok&redir_url=http%3A%2F%2Fother"), vars)
    expect(redirected.status).toBe(303)
    expect(redirected.headers["Location"]).toBe("https://example.com/ok")
  })
})
