import { afterAll, describe, expect, it } from "vitest"
import { Effect, Exit } from "effect"
import { IntegrationError, makeMemorySuppressionLists, type IntegrationResult } from "@leadflow/core"
import { parse } from "@leadflow/types"
import { customForm, customJson, customPackage, customXml } from "../../src/builtins/custom/index.js"
import { defineIntegration, type HandleIntegration, type RequestResponseIntegration } from "../../src/Contract.js"
import { handlerFor } from "../../src/runtime/Handler.js"
import { makeHttpClient } from "../../src/runtime/Http.js"
import { MASK } from "../../src/runtime/Redact.js"
import { NO_OUTCOME } from "../../src/runtime/Result.js"
import { handleBuyer, jsonBuyer, lookupEnhancement, testBuyers } from "./buyers.js"
import type { ServerResponse } from "node:http"
import { hang, json, listen, refusedPort, type Received } from "./loopback.js"

const http = makeHttpClient({ allowPrivateHosts: true })
afterAll(() => http.close())
const lists = makeMemorySuppressionLists()
const options = { http, lists }

const invoke = (integration: Parameters<typeof handlerFor>[0], vars: Record<string, unknown>, timeoutMs = 5_000) =>
  Effect.runPromise(handlerFor(integration, testBuyers, options).invoke(vars, { timeoutMs, stepId: "step1" }))

const lead = { email: "Jane@Example.com", phone_1: "(512) 789-1111" }

describe("handlerFor: request/response integrations", () => {
  it("describes the integration to the engine and says the HTTP call bounds the timeout", () => {
    const handler = handlerFor(jsonBuyer, testBuyers, options)
    expect(handler).toMatchObject({ id: jsonBuyer.id, type: "delivery", packageVersion: "1.2.3", timeoutEnforced: true })
    expect(handler.requestVariables.map((v) => v.name)).toContain("lead.email")
    expect(handlerFor(handleBuyer, testBuyers, options).timeoutEnforced).toBe(false)
    // Step mappings that set these are recorded masked by the engine.
    expect(handler.secretVariables).toEqual(new Set(["signing_secret", "api_key", "basic_password"]))
  })

  it("delivers typed variables, and reads the buyer's JSON answer: outcome, reason, price", async () => {
    const buyer = await listen(json(200, { outcome: "success", reason: "accepted", price: "12.50", id: "b-1" }))
    try {
      const result = await invoke(jsonBuyer, { url: `${buyer.origin}/leads`, lead })
      expect(result).toMatchObject({
        outcome: "success",
        reason: "accepted",
        price: 12.5,
        appended: { outcome: "success", reason: "accepted", price: "12.50", id: "b-1" }
      })
      // `lead.email` and `lead.phone_1` were parsed with their types before `request`.
      expect(JSON.parse(buyer.received[0]?.body ?? "")).toMatchObject({ email: "jane@example.com", phone_valid: true })
      expect(result.waitMs).toBeGreaterThan(0)
      const [transaction] = result.transactions
      expect(transaction).toMatchObject({
        request: { method: "POST", uri: `${buyer.origin}/leads`, version: "1.1", headers: { "Content-Type": "application/json" } },
        response: { status: 200, status_text: "OK", version: "1.1", headers: { "Content-Type": "application/json" } }
      })
      expect(transaction?.request.timestamp).toBeLessThanOrEqual(transaction?.response.timestamp ?? 0)
      expect(Number.isInteger(transaction?.ms)).toBe(true)
    } finally {
      await buyer.close()
    }
  })

  it("lets the integration's response() judge a 5xx", async () => {
    const buyer = await listen(json(503, { message: "down" }))
    try {
      const result = await invoke(jsonBuyer, { url: buyer.origin, lead })
      expect(result).toMatchObject({ outcome: "error", reason: "Server error", appended: { outcome: "error", reason: "Server error" } })
      expect(result.transactions[0]?.response.status).toBe(503)
    } finally {
      await buyer.close()
    }
  })

  it("turns transport failures into errors with a reason: refused, timed out", async () => {
    const port = await refusedPort()
    expect(await invoke(jsonBuyer, { url: `http://127.0.0.1:${port}/`, lead })).toMatchObject({
      outcome: "error",
      reason: "connection refused",
      transactions: []
    })
    const buyer = await listen(hang)
    try {
      const started = performance.now()
      const result = await invoke(jsonBuyer, { url: buyer.origin, lead }, 1_000)
      expect(result).toMatchObject({ outcome: "error", reason: "timed out after 1 s" })
      expect(performance.now() - started).toBeLessThan(1_500)
      expect(result.waitMs).toBeGreaterThanOrEqual(990)
    } finally {
      await buyer.close()
    }
  })

  it("says an error may have reached the buyer when a gateway answered 502 or 504, not for its own 500", async () => {
    for (const [status, reached] of [[504, true], [502, true], [500, undefined]] as const) {
      const buyer = await listen(json(status, { error: "upstream" }))
      try {
        const result = await invoke(jsonBuyer, { url: buyer.origin, lead })
        expect(result.outcome).toBe("error")
        expect(result.mayHaveReached).toBe(reached)
      } finally {
        await buyer.close()
      }
    }
  })

  it("honours the request's own timeout over the step's", async () => {
    const buyer = await listen(hang)
    try {
      const started = performance.now()
      const result = await invoke(jsonBuyer, { url: buyer.origin, lead, timeout: "1" }, 30_000)
      expect(result.reason).toBe("timed out after 1 s")
      expect(performance.now() - started).toBeLessThan(1_500)
    } finally {
      await buyer.close()
    }
  })

  it("masks declared secrets and Authorization in the recorded transaction, not in what is sent", async () => {
    const buyer = await listen(json(200, { outcome: "success", echo: "key k3y-0123456789 again" }))
    try {
      const result = await invoke(jsonBuyer, {
        url: `${buyer.origin}/leads?api_key=k3y-0123456789`,
        lead,
        api_key: parse("credential", "k3y-0123456789"),
        basic_password: "hunter2!xyz",
        signing_secret: "s1gn-me-please"
      })
      const sent = buyer.received[0]
      expect(sent?.headers["x-api-key"]).toBe("k3y-0123456789")
      expect(sent?.body).toContain("s1gn-me-please")

      const transaction = result.transactions[0]
      const recorded = JSON.stringify(transaction)
      for (const secret of ["k3y-0123456789", "hunter2!xyz", "s1gn-me-please", Buffer.from("user:hunter2!xyz").toString("base64")])
        expect(recorded).not.toContain(secret)
      expect(transaction?.request.uri).toBe(`${buyer.origin}/leads?api_key=${MASK}`)
      expect(transaction?.request.headers["Authorization"]).toBe(`Basic ${MASK}`)
      expect(transaction?.request.headers["X-Api-Key"]).toBe(MASK)
      expect(JSON.parse(transaction?.request.body ?? "")).toMatchObject({ signature: MASK, key: MASK, email: "jane@example.com" })
      expect(transaction?.response.body).toBe(`{"outcome":"success","echo":"key ${MASK} again"}`)
      // Appended data is recorded too (under the step key, in the vars of later events): the echo is masked there.
      expect(result.appended["echo"]).toBe(`key ${MASK} again`)
    } finally {
      await buyer.close()
    }
  })

  it("masks literal secrets (header, URL userinfo, key-like parameter) and the buyer's echo of them, not what is sent", async () => {
    // Nothing here is declared secret: the header, the URL and its parameters are plain text variables.
    const literal = defineIntegration({
      ...jsonBuyer,
      request_variables: [
        { name: "url", type: "string", required: true, description: "Where to send the lead" },
        { name: "header.*", type: "wildcard", description: "Headers to send" }
      ],
      secrets: [],
      request: (vars: Readonly<Record<string, unknown>>) => ({ url: String(vars["url"]), method: "POST", headers: vars["header"] as Record<string, string>, body: "{}" })
    })
    const echo = (request: Received, response: ServerResponse) => {
      response.writeHead(200, {
        "content-type": "application/json",
        "x-echo": String(request.headers["authorization"]),
        "set-cookie": "session=s3ss10n-abcdef; Path=/; HttpOnly"
      })
      response.end(JSON.stringify({ outcome: "success", you_sent: request.headers, url: request.url }))
    }
    const buyer = await listen(echo)
    try {
      const url = `http://jane:pa55w0rd-1@127.0.0.1:${buyer.port}/leads?api_key=q-key-5678&src=web`
      const result = await invoke(literal, { url, header: { "X-Api-Key": "h-key-1234" } })
      const basic = Buffer.from("jane:pa55w0rd-1").toString("base64")
      const sent = buyer.received[0]
      expect([sent?.headers["x-api-key"], sent?.headers["authorization"], sent?.url]).toEqual([
        "h-key-1234",
        `Basic ${basic}`,
        "/leads?api_key=q-key-5678&src=web"
      ])

      const recorded = JSON.stringify(result)
      for (const secret of ["pa55w0rd-1", "h-key-1234", "q-key-5678", basic, "s3ss10n-abcdef"]) expect(recorded).not.toContain(secret)
      const transaction = result.transactions[0]
      expect(transaction?.request.uri).toBe(`http://jane:${MASK}@127.0.0.1:${buyer.port}/leads?api_key=${MASK}&src=web`)
      expect(transaction?.request.headers).toMatchObject({ Authorization: `Basic ${MASK}`, "X-Api-Key": MASK })
      expect(transaction?.response.headers).toMatchObject({ "X-Echo": MASK, "Set-Cookie": `session=${MASK}; Path=/; HttpOnly` })
      expect(JSON.parse(transaction?.response.body ?? "")).toMatchObject({
        you_sent: { authorization: MASK, "x-api-key": MASK },
        url: `/leads?api_key=${MASK}&src=web`
      })
      expect(result.appended).toMatchObject({ outcome: "success", you_sent: { authorization: MASK, "x-api-key": MASK } })
    } finally {
      await buyer.close()
    }
  })

  // The event's mappings showed these as ****; the request body and the buyer's echo kept them.
  it("masks the mapped members a custom delivery's family names as secrets, in the body sent and the buyer's echo", async () => {
    const buyer = await listen((request, response) => json(200, { received: request.body })(request, response))
    try {
      const calls = [
        [customJson, { json_property: { api_key: "SUPERSECRETKEY123", email: "jane@example.com" } }],
        [customForm, { form_field: { password: "hunter2hunter2", email: "jane@example.com" } }],
        [customXml, { xml_path: { lead: { "@token": "tok_abcdef123456", email: "jane@example.com" } } }]
      ] as const
      for (const [integration, vars] of calls) {
        const result = await Effect.runPromise(
          handlerFor(integration, customPackage, options).invoke({ url: buyer.origin, ...vars }, { timeoutMs: 5_000, stepId: "s" })
        )
        expect(result.outcome).toBe("success")
        const recorded = JSON.stringify([result.transactions, result.appended])
        expect(recorded).not.toMatch(/SUPERSECRETKEY123|hunter2hunter2|tok_abcdef123456/)
        expect(recorded).toContain(MASK)
        expect(recorded).toContain("example.com")
      }
      expect(buyer.received.map((r) => r.body).join()).toMatch(/SUPERSECRETKEY123.*hunter2hunter2.*tok_abcdef123456/s)
    } finally {
      await buyer.close()
    }
  })

  // A 307 from /old to /final was recorded as one transaction, to /old.
  it("records a call that followed redirects as one transaction per hop, secrets masked in each", async () => {
    const buyer = await listen((request, response) => {
      if (request.url !== "/old") return json(200, { at: request.url, key: request.headers["x-api-key"] })(request, response)
      response.writeHead(307, { location: "/final" })
      response.end()
    })
    try {
      const vars = { url: `${buyer.origin}/old`, follow_redirects: true, header: { "X-Api-Key": "h-key-1234" }, json_property: { a: 1 } }
      const result = await Effect.runPromise(handlerFor(customJson, customPackage, options).invoke(vars, { timeoutMs: 5_000, stepId: "s" }))
      expect(result.outcome).toBe("success")
      expect(result.transactions.map((t) => [t.request.method, t.request.uri, t.response.status])).toEqual([
        ["POST", `${buyer.origin}/old`, 307],
        ["POST", `${buyer.origin}/final`, 200]
      ])
      expect(result.transactions.map((t) => t.request.headers["X-Api-Key"])).toEqual([MASK, MASK])
      expect(JSON.stringify(result)).not.toContain("h-key-1234")
      const recordedMs = result.transactions.reduce((sum, t) => sum + t.ms, 0)
      expect(Math.abs(recordedMs - result.waitMs)).toBeLessThanOrEqual(2)
    } finally {
      await buyer.close()
    }
  })

  it("records the hops a call followed before a later one failed, and says the failure came after a redirect", async () => {
    const gone = await refusedPort()
    const buyer = await listen((_request, response) => {
      response.writeHead(307, { location: `http://127.0.0.1:${gone}/final` })
      response.end()
    })
    try {
      const vars = { url: `${buyer.origin}/old`, follow_redirects: true, header: { "X-Api-Key": "h-key-1234" }, json_property: { a: 1 } }
      const result = await Effect.runPromise(handlerFor(customJson, customPackage, options).invoke(vars, { timeoutMs: 5_000, stepId: "s" }))
      expect(result.outcome).toBe("error")
      expect(result.reason).toBe(`after a redirect to http://127.0.0.1:${gone}: connection refused`)
      // The buyer took the request and answered 307: that answer is on record.
      expect(result.transactions.map((t) => [t.request.method, t.request.uri, t.response.status])).toEqual([["POST", `${buyer.origin}/old`, 307]])
      expect(JSON.stringify(result)).not.toContain("h-key-1234")
    } finally {
      await buyer.close()
    }
  })

  it("reads the outcome under the append prefix", async () => {
    const buyer = await listen(json(200, { outcome: "failure", found: true }))
    try {
      expect(await invoke(lookupEnhancement, { url: buyer.origin })).toMatchObject({
        outcome: "failure",
        reason: "unspecified failure",
        appended: { lookup: { outcome: "failure", reason: "unspecified failure", found: true } }
      })
    } finally {
      await buyer.close()
    }
  })

  it("enforces the outcome rules: no outcome is an error", async () => {
    const buyer = await listen(json(200, { status: "accepted" }))
    try {
      expect(await invoke(jsonBuyer, { url: buyer.origin, lead })).toMatchObject({
        outcome: "error",
        reason: NO_OUTCOME,
        appended: { status: "accepted", outcome: "error", reason: NO_OUTCOME }
      })
    } finally {
      await buyer.close()
    }
  })

  it("reports throws in request() and response() as errors; a throwing request() sends nothing", async () => {
    const buyer = await listen(json(200, { outcome: "success" }))
    const throwing = (part: "request" | "response"): RequestResponseIntegration =>
      defineIntegration({
        ...jsonBuyer,
        [part]: () => {
          throw new Error(`${part} broke`)
        }
      })
    try {
      const handler = handlerFor(throwing("request"), testBuyers, options)
      const answer = handler.invoke({ url: buyer.origin, lead }, { timeoutMs: 5_000, stepId: "s" })
      // Settled at once: the engine takes it without a fiber.
      expect(Exit.isExit(answer)).toBe(true)
      expect(await Effect.runPromise(answer)).toMatchObject({ outcome: "error", reason: "request could not be built: request broke" })
      expect(buyer.received).toHaveLength(0)

      const result = await invoke(throwing("response"), { url: buyer.origin, lead })
      expect(result).toMatchObject({ outcome: "error", reason: "response could not be read: response broke" })
      expect(result.transactions).toHaveLength(1)
    } finally {
      await buyer.close()
    }
  })

  it("masks declared secrets in the reasons of throws and of validate; data that is not JSON is an error", async () => {
    const secret = "s3cr3t-TOKEN-777"
    const buyer = await listen(json(200, { outcome: "success" }))
    const vars = { url: buyer.origin, lead, api_key: parse("credential", secret) }
    const leaking = (part: "request" | "response" | "validate"): RequestResponseIntegration =>
      defineIntegration({
        ...jsonBuyer,
        [part]: (typed: Record<string, unknown>) => {
          throw new Error(`bad key ${String((typed["api_key"] as { normal?: unknown } | undefined)?.normal ?? typed["api_key"])}`)
        }
      })
    try {
      for (const part of ["request", "response"] as const) {
        const result = await invoke(leaking(part), vars)
        expect(result.outcome, part).toBe("error")
        expect(JSON.stringify(result), part).not.toContain(secret)
        expect(result.reason, part).toContain(`bad key ${MASK}`)
      }
      const validating = handlerFor(leaking("validate"), testBuyers, options)
      expect(() => validating.validate?.(vars)).toThrow(`bad key ${MASK}`)
      const quoting = handlerFor(defineIntegration({ ...jsonBuyer, validate: () => `key ${secret} refused` }), testBuyers, options)
      expect(quoting.validate?.(vars)).toBe(`key ${MASK} refused`)

      // A BigInt or a cycle cannot be stored: the step is an error, the call is kept.
      const circular: Record<string, unknown> = { outcome: "success" }
      circular["self"] = circular
      for (const data of [{ outcome: "success", n: 10n }, circular]) {
        const result = await invoke(defineIntegration({ ...jsonBuyer, response: () => data }), vars)
        expect(result).toMatchObject({ outcome: "error", reason: expect.stringMatching(/^response could not be read: its data is not JSON \(/) })
        expect(result.transactions).toHaveLength(1)
        expect(() => JSON.stringify(result.appended)).not.toThrow()
      }
      // Data past 256 KiB or 32 levels would be copied into every later event and walked by
      // recursive code: an error too, the call kept.
      let deep: Record<string, unknown> = { end: true }
      for (let i = 0; i < 40; i++) deep = { deep }
      const refusals = [
        [{ outcome: "success", blob: "x".repeat(300 * 1024) }, "response could not be read: its data is larger than 256 KiB"],
        [{ outcome: "success", deep }, "response could not be read: its data nests deeper than 32 levels"]
      ] as const
      for (const [data, reason] of refusals) {
        const result = await invoke(defineIntegration({ ...jsonBuyer, response: () => data }), vars)
        expect(result).toMatchObject({ outcome: "error", reason })
        expect(result.transactions).toHaveLength(1)
      }
    } finally {
      await buyer.close()
    }
  })

  it("refuses private URLs when the client does not allow them, sending nothing", async () => {
    const guarded = makeHttpClient()
    const buyer = await listen(json(200, { outcome: "success" }))
    try {
      const handler = handlerFor(jsonBuyer, testBuyers, { http: guarded, lists })
      const result: IntegrationResult = await Effect.runPromise(
        handler.invoke({ url: `${buyer.origin}/leads`, lead }, { timeoutMs: 5_000, stepId: "s" })
      )
      expect(result).toMatchObject({ outcome: "error", reason: "URL must be public" })
      expect(buyer.connections()).toBe(0)
    } finally {
      await buyer.close()
      await guarded.close()
    }
  })

  it("copies validate, on typed vars, keeping only a non-empty message", () => {
    const handler = handlerFor(jsonBuyer, testBuyers, options)
    expect(handler.validate?.({})).toBe("URL is required")
    expect(handler.validate?.({ url: "http://127.0.0.1:9/" })).toBeUndefined()
    const blank = handlerFor(defineIntegration({ ...jsonBuyer, validate: () => "" }), testBuyers, options)
    expect(blank.validate?.({})).toBeUndefined()
    expect(handlerFor(defineIntegration({ ...jsonBuyer, validate: undefined }), testBuyers, options).validate).toBeUndefined()
    // Anything but a message or nothing breaks the contract: an error, not a call.
    const numeric = handlerFor(defineIntegration({ ...jsonBuyer, validate: () => 42 as unknown as string }), testBuyers, options)
    expect(() => numeric.validate?.({})).toThrow("validate returned number, not a message")
  })
})

describe("handlerFor: handle integrations", () => {
  it("records every call and uses the suppression lists", async () => {
    const buyer = await listen((request, response) =>
      json(200, request.url === "/login" ? { token: "t" } : { outcome: "success", price: 3 })(request, response)
    )
    try {
      const vars = { url: buyer.origin, lead: { email: "sam@example.com" }, basic_password: "hunter2!xyz" }
      const first = await invoke(handleBuyer, vars)
      expect(first).toMatchObject({ outcome: "success", price: 3 })
      expect(first.transactions.map((t) => t.request.uri)).toEqual([`${buyer.origin}/login`, `${buyer.origin}/leads`])
      expect(first.transactions[0]?.request.body).toBe(`{"password":"${MASK}"}`)
      expect(buyer.received[0]?.body).toBe('{"password":"hunter2!xyz"}')

      // The first call added the email to the list, so the second is a duplicate.
      expect(await invoke(handleBuyer, vars)).toMatchObject({ outcome: "failure", reason: "Duplicate", transactions: [] })
    } finally {
      await buyer.close()
    }
  })

  it("masks secrets in handle's failures and defects, keeps a plain Error's message, and refuses data that cannot be recorded", async () => {
    const secret = "hunter2!xyz-secret"
    const vars = { url: "http://127.0.0.1:9", lead: { email: "kim@example.com" }, basic_password: secret }
    const failing = (handle: HandleIntegration["handle"]) => defineIntegration({ ...handleBuyer, handle })
    const died = await invoke(failing(() => Effect.die(new Error(`died with ${secret}`))), vars)
    expect(died).toMatchObject({ outcome: "error", reason: `integration failed: died with ${MASK}` })
    const failed = await invoke(failing(() => Effect.fail(new IntegrationError({ reason: `refused ${secret}` }))), vars)
    expect(failed).toMatchObject({ outcome: "error", reason: `refused ${MASK}` })
    const plain = await invoke(failing(() => Effect.fail(new Error("plain fail") as unknown as IntegrationError)), vars)
    expect(plain).toMatchObject({ outcome: "error", reason: "plain fail" })
    const thrown = await invoke(failing(() => {
      throw new Error(`threw ${secret}`)
    }), vars)
    expect(thrown).toMatchObject({ outcome: "error", reason: `integration failed: threw ${MASK}` })
    // An Error whose message was set to something that is not text still gives a reason.
    const odd = Object.assign(new Error("x"), { message: 42 as unknown as string })
    expect(await invoke(failing(() => Effect.die(odd)), vars)).toMatchObject({ outcome: "error", reason: "integration failed: 42" })
    const big = await invoke(failing(() => Effect.succeed({ outcome: "success", n: 1n })), vars)
    expect(big).toMatchObject({ outcome: "error", reason: expect.stringMatching(/^integration returned data that cannot be recorded: its data is not JSON \(/) })
  })

  it("keeps the calls made when handle fails", async () => {
    const buyer = await listen(json(401, { message: "no" }))
    try {
      const result = await invoke(handleBuyer, { url: buyer.origin, lead: { email: "kim@example.com" } })
      expect(result).toMatchObject({ outcome: "error", reason: "login failed" })
      expect(result.transactions).toHaveLength(1)
    } finally {
      await buyer.close()
    }
  })

  it("fails a call to a refused port with the transport's reason", async () => {
    const port = await refusedPort()
    expect(await invoke(handleBuyer, { url: `http://127.0.0.1:${port}`, lead: { email: "lee@example.com" } })).toMatchObject({
      outcome: "error",
      reason: "connection refused"
    })
  })
})
