import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { camelCaseHeader, toInboundResponse } from "./cannedResponse.js"
import { fakeHttp } from "./fakeHttp.js"

const get = (url: string) => ({ url, method: "GET" })

describe("toInboundResponse", () => {
  it("fills defaults and Camel-Cases header names, as the runtime hands responses over", () => {
    expect(toInboundResponse({ headers: { "content-type": "text/plain", "SET-COOKIE": ["a=1", "b=2"] }, body: "ok" })).toEqual({
      status: 200,
      version: "1.1",
      headers: { "Content-Type": "text/plain", "Set-Cookie": ["a=1", "b=2"] },
      body: "ok"
    })
    expect(camelCaseHeader("x-request-id")).toBe("X-Request-Id")
  })

  it("sends a body that is not text as JSON", () => {
    expect(toInboundResponse({ status: 201, body: { id: 7 } })).toEqual({
      status: 201,
      version: "1.1",
      headers: { "Content-Type": "application/json" },
      body: '{"id":7}'
    })
    expect(toInboundResponse({ headers: { "Content-Type": "text/json" }, body: [1] }).headers).toEqual({ "Content-Type": "text/json" })
    expect(toInboundResponse({ status: 204 }).body).toBe("")
  })
})

describe("fakeHttp", () => {
  it("answers in order and records every request", async () => {
    const http = fakeHttp([{ body: "first" }, { status: 404, body: "second" }])
    const bodies = await Effect.runPromise(
      Effect.all([http.send(get("https://a.example/1")), http.send(get("https://a.example/2"))]).pipe(
        Effect.map((responses) => responses.map((r) => `${r.status} ${r.body}`))
      )
    )
    expect(bodies).toEqual(["200 first", "404 second"])
    expect(http.requests).toEqual([get("https://a.example/1"), get("https://a.example/2")])
  })

  it("answers from a function of the request", async () => {
    const http = fakeHttp((request, index) => ({ body: `${index}:${request.url}` }))
    const response = await Effect.runPromise(http.send(get("https://a.example/x")))
    expect(response.body).toBe("0:https://a.example/x")
  })

  it("fails with an IntegrationError for a transport failure or a request it has no answer for", async () => {
    const http = fakeHttp([{ error: "timed out after 5 s" }])
    const first = await Effect.runPromise(Effect.either(http.send(get("https://a.example/1"))))
    const second = await Effect.runPromise(Effect.either(http.send({ url: "https://a.example/2", method: "POST" })))
    expect(Either.isLeft(first) && first.left._tag === "IntegrationError" && first.left.reason).toBe("timed out after 5 s")
    expect(Either.isLeft(second) && second.left.reason).toBe("fake http: no answer for request 2 (POST https://a.example/2)")
    expect(http.requests).toHaveLength(2)
  })
})
