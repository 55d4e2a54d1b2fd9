// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError, authorization, queryString, request } from "./api.js"
import { getKey, setKey } from "./session.js"

const answer = (status: number, body: unknown, type = "application/json") =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": type } })

describe("the API wrapper", () => {
  let calls: Array<{ url: string; init: RequestInit }>
  beforeEach(() => {
    calls = []
    sessionStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())
  const stub = (res: () => Response) =>
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return Promise.resolve(res())
    })

  it("sends HTTP Basic auth with the username API and the session's key, never the key in the URL", async () => {
    setKey("k3y")
    stub(() => answer(200, [{ id: "1" }]))
    expect(await request("/flows", { query: { limit: 5, rule: ["a", "b"], none: undefined } })).toEqual([{ id: "1" }])
    expect(calls[0]?.url).toBe("/flows?limit=5&rule=a&rule=b")
    expect((calls[0]?.init.headers as Record<string, string>)["authorization"]).toBe(`Basic ${btoa("API:k3y")}`)
    expect(calls[0]?.url).not.toContain("k3y")
    expect(authorization("x")).toBe("Basic QVBJOng=")
  })

  it("sends JSON bodies", async () => {
    stub(() => answer(201, { id: "2" }))
    await request("/reports", { method: "POST", body: { name: "r" } })
    expect(calls[0]?.init.method).toBe("POST")
    expect(calls[0]?.init.body).toBe('{"name":"r"}')
    expect((calls[0]?.init.headers as Record<string, string>)["content-type"]).toBe("application/json")
  })

  it("surfaces the API's message and a 422's errors by path", async () => {
    stub(() => answer(422, { message: "Validation failed", errors: { "steps.0.outcome": ["is missing"] }, _tag: "ValidationFailed" }))
    const error = await request("/flows/1", { method: "PUT", body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe("Validation failed")
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).errors).toEqual({ "steps.0.outcome": ["is missing"] })
  })

  it("uses `error` when there is no `message`, and text bodies as they are", async () => {
    stub(() => answer(404, { error: "Not Found" }))
    expect(((await request("/x").catch((e: unknown) => e)) as ApiError).message).toBe("Not Found")
    stub(() => answer(200, "a,b\n1,2", "text/csv"))
    expect(await request("/reports/1/run", { accept: "text/csv" })).toBe("a,b\n1,2")
  })

  it("forgets a key the API no longer accepts", async () => {
    setKey("old")
    const signedOut = vi.fn()
    window.addEventListener("leadflow:signout", signedOut)
    stub(() => answer(401, { error: "Unauthorized" }))
    await request("/flows").catch(() => undefined)
    expect(getKey()).toBeNull()
    expect(signedOut).toHaveBeenCalled()
  })

  it("keeps a key that still reads its account: a 401 of another endpoint is not a revoked key", async () => {
    setKey("good")
    const signedOut = vi.fn()
    window.addEventListener("leadflow:signout", signedOut)
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return Promise.resolve(url === "/account" ? answer(200, { id: "a1" }) : answer(401, { error: "unauthorized" }))
    })
    // Calls that fail together share one check of the key.
    const errors = await Promise.all([request("/cert/x/ping", { method: "POST" }), request("/leads")].map((p) => p.catch((e: unknown) => e)))
    expect(errors.map((e) => (e as ApiError).status)).toEqual([401, 401])
    expect(getKey()).toBe("good")
    expect(signedOut).not.toHaveBeenCalled()
    expect(calls.filter((c) => c.url === "/account")).toHaveLength(1)
    expect((calls.find((c) => c.url === "/account")?.init.headers as Record<string, string>)["authorization"]).toBe(`Basic ${btoa("API:good")}`)
    window.removeEventListener("leadflow:signout", signedOut)
  })

  it("keeps the key when the check cannot reach the server", async () => {
    setKey("good")
    vi.stubGlobal("fetch", (url: string) => (url === "/account" ? Promise.reject(new TypeError("fetch failed")) : Promise.resolve(answer(401, { error: "x" }))))
    await request("/flows").catch(() => undefined)
    expect(getKey()).toBe("good")
  })

  it("reads the certificate API's `reason` when there is no `message` or `error`", async () => {
    stub(() => answer(404, { outcome: "error", reason: "certificate not found" }))
    const error = (await request("/cert/b/ping", { method: "POST" }).catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe("certificate not found")
    expect(error.status).toBe(404)
    // The certificate API's 400: `message` and `reason` say the same, `errors.detail` more.
    stub(() => answer(400, { errors: { detail: "a certificate id is 64 hexadecimal characters" }, message: "certificate id is malformed", outcome: "error", reason: "certificate id is malformed" }))
    const malformed = (await request("/cert/x/ping", { method: "POST" }).catch((e: unknown) => e)) as ApiError
    expect(malformed.message).toBe("certificate id is malformed")
    expect(malformed.errors).toEqual({ detail: ["a certificate id is 64 hexadecimal characters"] })
  })

  it("says when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("fetch failed")))
    const error = (await request("/flows").catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(0)
    expect(error.message).toContain("could not be reached")
  })

  it("builds query strings", () => {
    expect(queryString(undefined)).toBe("")
    expect(queryString({ a: "", b: undefined })).toBe("")
    expect(queryString({ start: "2026-01-01T00:00:00.000Z" })).toBe("?start=2026-01-01T00%3A00%3A00.000Z")
  })
})
