import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { IntegrationError, SuppressionLists } from "@leadflow/core"
import { definePackage, defineIntegration, type Appended, type InboundResponse } from "../Contract.js"
import { fixtureCases, runFixtures, type IntegrationFixtures } from "./fixtures.js"

interface Typed {
  readonly normal: string
  readonly valid: boolean
}

const post = defineIntegration({
  id: "leadflow-sample.outbound.post",
  name: "Post",
  type: "delivery",
  request_variables: [
    { name: "api_key", type: "password", description: "Key" },
    { name: "phone", type: "phone", description: "Phone" },
    { name: "lead.email", type: "email", description: "Email" }
  ],
  response_variables: [
    { name: "outcome", type: "string", description: "Outcome" },
    { name: "reason", type: "string", description: "Reason" }
  ],
  validate: (vars) => (vars["api_key"] === undefined ? "API key is required" : undefined),
  request: (vars) => {
    const lead = vars["lead"] as { readonly email?: Typed } | undefined
    const phone = vars["phone"] as Typed | undefined
    return {
      url: "https://buyer.example/leads",
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Api-Key": String(vars["api_key"]) },
      body: JSON.stringify({ email: lead?.email?.normal, phone: phone?.normal, phone_valid: phone?.valid })
    }
  },
  // Whatever the buyer answers in `mode` decides the shape: the tests use it to make mistakes.
  response: (vars, _req, res: InboundResponse): Appended => {
    if (res.status >= 500) return { outcome: "error", reason: "Server error" }
    const body = JSON.parse(res.body) as { mode: string; id?: string }
    const email = (vars["lead"] as { email?: Typed } | undefined)?.email?.normal
    if (body.mode === "accept") return { outcome: "success", lead_id: body.id }
    if (body.mode === "no reason") return { outcome: "failure" }
    if (body.mode === "skip") return { outcome: "skip", reason: "not today" }
    if (body.mode === "leak") return { outcome: "failure", reason: `duplicate: ${email}` }
    throw new Error("unreadable answer")
  }
})

const lookup = defineIntegration({
  id: "leadflow-sample.outbound.lookup",
  name: "Lookup",
  type: "enhancement",
  request_variables: [{ name: "email", type: "email", description: "Email" }],
  response_variables: [{ name: "lookup.outcome", type: "string", description: "Outcome" }],
  validate: (vars) => (vars["email"] === undefined ? "email is required" : undefined),
  handle: (vars, { http }) =>
    Effect.gen(function* () {
      const email = (vars["email"] as Typed).normal
      if (email === "die@example.com") return yield* Effect.die(new Error("bug"))
      if (email === "seen@example.com") {
        const lists = yield* SuppressionLists
        yield* lists.add("seen", [email], 0).pipe(Effect.mapError(() => new IntegrationError({ reason: "lists unavailable" })))
      }
      const token = yield* http.send({ url: "https://api.example/token", method: "POST" })
      const found = yield* http.send({ url: `https://api.example/people?email=${email}`, method: "GET", headers: { Authorization: token.body } })
      if (found.status === 404) return { lookup: { outcome: "failure", reason: "not found" } }
      if (found.status !== 200) return yield* Effect.fail(new IntegrationError({ reason: `lookup answered ${found.status}` }))
      return { lookup: { outcome: "success", name: (JSON.parse(found.body) as { name: string }).name } }
    })
})

const inbound = defineIntegration({
  id: "leadflow-sample.inbound.form",
  name: "Form",
  type: "inbound",
  pingable: false,
  request_variables: [],
  response_variables: [{ name: "outcome", type: "string", description: "Outcome" }],
  request: () => ({}),
  response: () => ({ status: 201, headers: {}, body: "" })
})

const pkg = definePackage({
  id: "leadflow-sample",
  provider: "Sample",
  name: "Sample",
  description: "Fixture tests",
  version: "1.0.0",
  integrations: [post, lookup, inbound]
})

const lead = { email: "jane@example.com" }
const accepted = { status: 201, body: { mode: "accept", id: "L1" } }

const postFixtures: IntegrationFixtures = {
  validate: [
    { name: "no key", vars: {}, expected: "API key is required" },
    { name: "key", vars: { api_key: "k" }, expected: null }
  ],
  request: [
    {
      name: "typed from plain data",
      vars: { api_key: "secret-1", phone: "(512) 789-1111", lead },
      expected: {
        url: "https://buyer.example/leads",
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Api-Key": "secret-1" },
        body: { email: "jane@example.com", phone: "5127891111", phone_valid: true }
      }
    },
    {
      name: "markers",
      vars: { api_key: "k", phone: { $type: "phone", $raw: "12" }, lead: { email: { $type: "email", $raw: "x@y.example" } } },
      expected: { url: "https://buyer.example/leads", method: "POST" },
      match: "subset"
    }
  ],
  response: [
    { name: "accepted", vars: { api_key: "k", lead }, response: accepted, expected: { outcome: "success", lead_id: "L1" } },
    { name: "5xx", vars: { api_key: "k" }, response: { status: 503, body: "down" }, expected: { outcome: "error", reason: "Server error" } }
  ]
}

const lookupFixtures: IntegrationFixtures = {
  handle: [
    {
      name: "found",
      vars: { email: "jane@example.com", timeout_seconds: 5 },
      responses: [{ body: "token-1" }, { body: { name: "Jane" } }],
      expected: { lookup: { outcome: "success", name: "Jane" } },
      requests: [
        { url: "https://api.example/token", method: "POST" },
        { url: "https://api.example/people?email=jane@example.com", method: "GET", headers: { Authorization: "token-1" } }
      ]
    },
    { name: "not found", vars: { email: "JANE@example.com" }, responses: [{ body: "t" }, { status: 404 }], expected: { lookup: { outcome: "failure", reason: "not found" } } },
    { name: "login fails", vars: { email: "jane@example.com" }, responses: [{ error: "connection refused" }], expected: { lookup: { outcome: "error", reason: "connection refused" } } },
    { name: "server error", vars: { email: "jane@example.com" }, responses: [{ body: "t" }, { status: 500 }], expected: { lookup: { outcome: "error", reason: "lookup answered 500" } } },
    { name: "lists", vars: { email: "seen@example.com" }, responses: [{ body: "t" }, { body: { name: "Seen" } }], expected: { lookup: { outcome: "success", name: "Seen" } } }
  ]
}

const problemsOf = (fixtures: Record<string, IntegrationFixtures>) => runFixtures(pkg, fixtures)
const messages = async (fixtures: Record<string, IntegrationFixtures>) => (await problemsOf(fixtures)).map((p) => `${p.where}: ${p.message}`)

describe("runFixtures", () => {
  it("passes every correct fixture, typing vars as the engine does", async () => {
    expect(await problemsOf({ [post.id]: postFixtures, [lookup.id]: lookupFixtures })).toEqual([])
  })

  it("reports a wrong validate answer", async () => {
    expect(await messages({ [post.id]: { validate: [{ vars: {}, expected: null }, { vars: { api_key: "k" }, expected: "x" }] } })).toEqual([
      `${post.id} validate "validate #1": expected null, got "API key is required"`,
      `${post.id} validate "validate #2": expected "x", got null`
    ])
  })

  it("reports where a request differs, comparing a JSON body as data", async () => {
    const base = postFixtures.request![0]!
    const wrongBody = { ...base, expected: { ...base.expected, body: { email: "jane@example.com", phone: "5127891111", phone_valid: false } } }
    const wrongHeader = { ...base, expected: { ...base.expected, headers: { "Content-Type": "application/json" } } }
    const textBody = { ...base, expected: { ...base.expected, body: '{"email":"jane@example.com"}' } }
    expect(await messages({ [post.id]: { request: [wrongBody, wrongHeader, textBody] } })).toEqual([
      `${post.id} request "typed from plain data": at body.phone_valid: expected false, got true`,
      `${post.id} request "typed from plain data": at headers.X-Api-Key: expected undefined, got "secret-1"`,
      `${post.id} request "typed from plain data": at body: expected "{\\"email\\":\\"jane@example.com\\"}", got "{\\"email\\":\\"jane@example.com\\",\\"phone\\":\\"5127891111\\",\\"phone_valid\\":true}"`
    ])
  })

  it("reports a wrong appended object", async () => {
    const fixture = { vars: { api_key: "k", lead }, response: accepted, expected: { outcome: "success", lead_id: "L2" } }
    expect(await messages({ [post.id]: { response: [fixture] } })).toEqual([`${post.id} response "response #1": at lead_id: expected "L2", got "L1"`])
  })

  it("reports what the engine would refuse even when the fixture expects it", async () => {
    const answering = (mode: string) => ({ vars: { api_key: "k", lead }, response: { body: { mode } } })
    const found = await messages({
      [post.id]: {
        response: [
          { ...answering("no reason"), expected: { outcome: "failure" } },
          { ...answering("skip"), expected: { outcome: "skip", reason: "not today" } },
          { ...answering("leak"), expected: { outcome: "failure", reason: "duplicate: jane@example.com" } }
        ]
      }
    })
    expect(found).toEqual([
      `${post.id} response "response #1": a failure needs a reason (the engine would report "unspecified failure")`,
      `${post.id} response "response #2": outcome must be success, failure or error, got "skip"`,
      `${post.id} response "response #3": reason repeats lead data or a secret ("jane@example.com"): keep reasons generic, they are aggregated in reports`
    ])
  })

  it("reports a request the runtime could not send", async () => {
    const unsendable = definePackage({ ...pkg, integrations: [{ ...post, request: () => ({ url: "", method: "" }) }] })
    const found = await runFixtures(unsendable, { [post.id]: { request: [{ vars: {}, expected: { url: "", method: "" } }] } })
    expect(found.map((p) => p.message)).toEqual([
      "the request has no url (the engine would record an error)",
      "the request has no method (the engine would record an error)"
    ])
  })

  it("reports a throwing response or request", async () => {
    const unreadable = { vars: { api_key: "k" }, response: { body: { mode: "?" } }, expected: { outcome: "error", reason: "x" } }
    expect(await messages({ [post.id]: { response: [unreadable] } })).toEqual([
      `${post.id} response "response #1": request or response threw (the engine would record an error): unreadable answer`
    ])
  })

  it("reports a handle result, or the requests it sent, that differ", async () => {
    const found = lookupFixtures.handle![0]!
    const fixtures = {
      [lookup.id]: {
        handle: [
          { ...found, expected: { lookup: { outcome: "success", name: "Janet" } } },
          { ...found, requests: found.requests!.slice(0, 1) },
          { ...found, responses: [{ body: "t" }], expected: { lookup: { outcome: "error", reason: "x" } }, requests: undefined }
        ]
      }
    }
    expect(await messages(fixtures)).toEqual([
      `${lookup.id} handle "found": at lookup.name: expected "Janet", got "Jane"`,
      `${lookup.id} handle "found" requests: expected [{"url":"https://api.example/token","method":"POST"}], got [{"url":"https://api.example/token","method":"POST"},{"url":"https://api.example/people?email=jane@example.com","method":"GET","headers":{"Authorization":"token-1"}}]`,
      `${lookup.id} handle "found": at lookup.reason: expected "x", got "fake http: no answer for request 2 (GET https://api.example/people?email=jane@example.com)"`
    ])
  })

  it("reports a handle that dies instead of failing", async () => {
    const [problem] = await problemsOf({ [lookup.id]: { handle: [{ vars: { email: "die@example.com" }, expected: {} }] } })
    expect(problem?.message).toMatch(/^handle died \(fail with an IntegrationError instead\): .*bug/s)
  })

  it("reports a failed handle whose reason repeats lead data or a secret", async () => {
    const check = defineIntegration({
      id: "leadflow-sample.outbound.check",
      name: "Check",
      type: "delivery",
      request_variables: [
        { name: "token", type: "credential", description: "Token" },
        { name: "lead.email", type: "email", description: "Email" }
      ],
      response_variables: [
        { name: "check.outcome", type: "string", description: "Outcome" },
        { name: "check.reason", type: "string", description: "Reason" }
      ],
      handle: (vars, { http }) =>
        Effect.gen(function* () {
          const email = ((vars["lead"] as { email: Typed }).email).normal
          const mode = vars["mode"]
          if (mode === "lead") return yield* Effect.fail(new IntegrationError({ reason: `duplicate: ${email} already exists` }))
          if (mode === "secret") return yield* Effect.fail(new IntegrationError({ reason: `token ${String(vars["token"])} refused` }))
          if (mode === "generic") return yield* Effect.fail(new IntegrationError({ reason: "Duplicate lead" }))
          // A transport failure passed on as it is: the client's reason, not the handle's.
          yield* http.send({ url: `https://api.example/check?email=${email}`, method: "GET" })
          return { check: { outcome: "success" } }
        })
    })
    const checkPkg = definePackage({ id: "leadflow-sample", provider: "Sample", name: "Sample", description: "Fixture tests", version: "1.0.0", integrations: [check] })
    const vars = (mode: string) => ({ mode, token: "s3cret-token", lead: { email: "jane.doe@example.com" } })
    const problems = await runFixtures(checkPkg, {
      [check.id]: {
        handle: [
          { name: "lead", vars: vars("lead"), expected: { check: { outcome: "error", reason: "duplicate: jane.doe@example.com already exists" } } },
          { name: "secret", vars: vars("secret"), expected: { check: { outcome: "error", reason: "token s3cret-token refused" } } },
          { name: "generic", vars: vars("generic"), expected: { check: { outcome: "error", reason: "Duplicate lead" } } },
          {
            name: "unanswered",
            vars: vars("http"),
            expected: { check: { outcome: "error", reason: "fake http: no answer for request 1 (GET https://api.example/check?email=jane.doe@example.com)" } }
          }
        ]
      }
    })
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([
      `${check.id} handle "lead": reason repeats lead data or a secret ("jane.doe@example.com"): keep reasons generic, they are aggregated in reports`,
      `${check.id} handle "secret": reason repeats lead data or a secret ("s3cret-token"): keep reasons generic, they are aggregated in reports`
    ])
  })

  it("gives a request fixture a credential variable as given, as the runtime does", async () => {
    const send = defineIntegration({
      id: "leadflow-sample.outbound.send",
      name: "Send",
      type: "delivery",
      request_variables: [{ name: "token", type: "credential", description: "Token" }],
      response_variables: [{ name: "outcome", type: "string", description: "Outcome" }],
      request: (vars) => ({ url: "https://api.example/send", method: "POST", headers: { Authorization: `Bearer ${String(vars["token"])}` } }),
      response: () => ({ outcome: "success" })
    })
    const sendPkg = definePackage({ id: "leadflow-sample", provider: "Sample", name: "Sample", description: "Fixture tests", version: "1.0.0", integrations: [send] })
    const problems = await runFixtures(sendPkg, {
      [send.id]: { request: [{ vars: { token: "abc123" }, expected: { headers: { Authorization: "Bearer abc123" } }, match: "subset" }] }
    })
    expect(problems).toEqual([])
  })

  it("reports fixtures the package cannot run", async () => {
    expect(
      await messages({
        "leadflow-sample.outbound.missing": { validate: [{ vars: {}, expected: null }] },
        [inbound.id]: { validate: [{ vars: {}, expected: null }] },
        [post.id]: { handle: [{ vars: {}, expected: {} }] },
        [lookup.id]: { request: [{ vars: {}, expected: {} }], response: [{ name: "r", vars: {}, response: {}, expected: {} }] }
      })
    ).toEqual([
      `leadflow-sample.outbound.missing validate "validate #1": the package has no integration leadflow-sample.outbound.missing`,
      `${inbound.id} validate "validate #1": fixtures cover outbound integrations only`,
      `${post.id} handle "handle #1": handle fixtures need a handle integration; this one has request and response`,
      `${lookup.id} request "request #1": request fixtures need request and response; this integration has handle`,
      `${lookup.id} response "r": response fixtures need request and response; this integration has handle`
    ])
  })
})

describe("fixture diffs", () => {
  const runOne = async (fixtures: Record<string, IntegrationFixtures>) => {
    const [only] = fixtureCases(pkg, fixtures)
    return only!.run()
  }

  it("carry the values whose comparison failed", async () => {
    const found = lookupFixtures.handle![0]!
    const requests = [{ url: "https://api.example/token" }, { url: "https://api.example/other" }]
    const result = await runOne({ [lookup.id]: { handle: [{ ...found, requests, match: "subset" }] } })
    expect(result.diff?.expected).toEqual(requests)
    expect(result.diff?.actual).toEqual([
      { url: "https://api.example/token", method: "POST" },
      { url: "https://api.example/people?email=jane@example.com", method: "GET", headers: { Authorization: "token-1" } }
    ])
  })

  it("are absent when nothing compared differs", async () => {
    const result = await runOne({ [post.id]: { response: [{ vars: {}, response: { body: { mode: "no reason" } }, expected: { outcome: "failure" } }] } })
    expect(result.problems).toHaveLength(1)
    expect(result.diff).toBeUndefined()
  })
})

describe("fixtureCases", () => {
  it("lists one named case per fixture, for a test runner to register", () => {
    const cases = fixtureCases(pkg, { [post.id]: postFixtures, [lookup.id]: lookupFixtures })
    expect(cases.map((c) => `${c.moduleId} ${c.kind}: ${c.name}`)).toEqual([
      `${post.id} validate: no key`,
      `${post.id} validate: key`,
      `${post.id} request: typed from plain data`,
      `${post.id} request: markers`,
      `${post.id} response: accepted`,
      `${post.id} response: 5xx`,
      ...["found", "not found", "login fails", "server error", "lists"].map((name) => `${lookup.id} handle: ${name}`)
    ])
  })
})
