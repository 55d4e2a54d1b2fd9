import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../storage/testDatabases.js"
import { startTestServer, type TestServer } from "../TestServer.js"
import { asArray, type Client, client, member, minimalFlow, suite } from "./harness.js"

/** Saved and deployed are two versions (DESIGN §9): drafts, deploys, reverts, and checks on save. */

/** A filter that stops every lead (an empty rule set always matches). */
const closed = { type: "filter", outcome: "failure", reason: "Closed for the day", rule_set: { op: "and", rules: [] } }

const submit = async (url: string, flowId: string, sourceId: string) => {
  const res = await fetch(`${url}/flows/${flowId}/sources/${sourceId}/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ada@example.com" })
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const createFlow = async (api: Client, accountId: string, overrides: Record<string, unknown> = {}): Promise<string> => {
  const created = await api.post("/flows", minimalFlow(accountId, overrides))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return String(member(created.body, "id"))
}

suite("saved and deployed flows", (h) => {
  it("a new flow is a draft: submissions are told it is not deployed until its first deploy", async () => {
    const { api, server } = h()
    const id = await createFlow(api, server.accountId)
    const got = await api.get(`/flows/${id}`)
    expect(member(got.body, "deployed_version")).toBeUndefined()
    const before = await submit(server.url, id, server.accountId)
    expect(before.status).toBe(404)
    expect(before.body["error"]).toMatch(/not deployed/)

    const deployed = await api.post(`/flows/${id}/deploy`)
    expect(deployed.status).toBe(200)
    expect(member(deployed.body, "deployed_version")).toBe(1)
    expect((await submit(server.url, id, server.accountId)).body["outcome"]).toBe("success")
  })

  it("a save changes nothing live until the draft is deployed; the record shows both versions", async () => {
    const { api, server } = h()
    const id = await createFlow(api, server.accountId)
    await api.post(`/flows/${id}/deploy`)

    const saved = await api.put(`/flows/${id}`, minimalFlow(server.accountId, { steps: [closed] }))
    expect(saved.status).toBe(200)
    expect(member(saved.body, "version")).toBe(2)
    expect(member(saved.body, "deployed_version")).toBe(1)
    expect(member(saved.body, "deployed_at")).toEqual(expect.any(String))
    // The saved draft is not what runs.
    expect((await submit(server.url, id, server.accountId)).body["outcome"]).toBe("success")

    const deployed = await api.post(`/flows/${id}/deploy`)
    expect(deployed.status).toBe(200)
    expect(member(deployed.body, "deployed_version")).toBe(2)
    const after = await submit(server.url, id, server.accountId)
    expect(after.body).toMatchObject({ outcome: "failure", reason: "Closed for the day" })
    const listed = asArray((await api.get("/flows")).body).find((flow) => member(flow, "id") === id)
    expect(member(listed, "deployed_version")).toBe(2)
  })

  it("refuses to deploy a draft with problems, and the deployed version keeps running", async () => {
    const { api, server } = h()
    const id = await createFlow(api, server.accountId)
    await api.post(`/flows/${id}/deploy`)
    const broken = await api.put(
      `/flows/${id}`,
      minimalFlow(server.accountId, { steps: [{ ...closed, reason: "Closed for {{lead.email" }] })
    )
    expect(broken.status).toBe(200)
    expect(Object.keys(member(broken.body, "errors") as object)).toEqual(["steps.0.reason"])
    const refused = await api.post(`/flows/${id}/deploy`)
    expect(refused.status).toBe(422)
    expect(member(refused.body, "errors")).toEqual(member(broken.body, "errors"))
    expect(member((await api.get(`/flows/${id}`)).body, "deployed_version")).toBe(1)
    expect((await submit(server.url, id, server.accountId)).body["outcome"]).toBe("success")
  })

  it("lists deployed versions and reverts to an earlier one without touching the draft", async () => {
    const { api, server } = h()
    const id = await createFlow(api, server.accountId)
    await api.post(`/flows/${id}/deploy`)
    await api.put(`/flows/${id}`, minimalFlow(server.accountId, { steps: [closed] }))
    await api.post(`/flows/${id}/deploy`)
    await api.put(`/flows/${id}`, minimalFlow(server.accountId, { name: "Draft only", steps: [closed] }))

    const versions = await api.get(`/flows/${id}/versions`)
    expect(versions.status).toBe(200)
    expect(asArray(versions.body).map((v) => [member(v, "version"), member(v, "live")])).toEqual([
      [2, true],
      [1, false]
    ])
    const reverted = await api.post(`/flows/${id}/revert`, { version: 1 })
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200)
    expect(member(reverted.body, "deployed_version")).toBe(1)
    expect((await submit(server.url, id, server.accountId)).body["outcome"]).toBe("success")
    const record = await api.get(`/flows/${id}`)
    expect([member(record.body, "version"), member(record.body, "deployed_version"), member(record.body, "name")]).toEqual([3, 1, "Draft only"])
    expect(asArray((await api.get(`/flows/${id}/versions`)).body).map((v) => member(v, "live"))).toEqual([false, true])

    // Version 3 is a draft that was never deployed; version 0 is no version at all.
    const never = await api.post(`/flows/${id}/revert`, { version: 3 })
    expect(never.status).toBe(422)
    expect(Object.keys(member(never.body, "errors") as object)).toEqual(["version"])
    expect((await api.post(`/flows/${id}/revert`, { version: 0 })).status).toBe(422)
    expect((await api.post(`/flows/5f0000000000000000000000/revert`, { version: 1 })).status).toBe(404)
  })

  it("reports each template and rule problem at its path on save, and refuses the deploy", async () => {
    const { api, server } = h()
    const rule = (lhv: string, op: string, rhv?: string) => ({ lhv, op, ...(rhv === undefined ? {} : { rhv }) })
    const cases: ReadonlyArray<readonly [string, Record<string, unknown>, string, RegExp]> = [
      [
        "an unclosed tag",
        {
          steps: [
            {
              type: "recipient",
              entity: { id: server.accountId },
              integration: {
                module_id: "leadflow-custom.outbound.json",
                mappings: [
                  { property: "url", value: "http://127.0.0.1:9/leads" },
                  { property: "json_property.email", value: "{{lead.email" }
                ]
              }
            }
          ]
        },
        "steps.0.integration.mappings.1.value",
        /not closed/
      ],
      [
        "an unknown helper",
        { sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound", mappings: [{ property: "lead.email", value: "{{shout lead.email}}" }] } }] },
        "sources.0.integration.mappings.0.value",
        /unknown helper "shout"/
      ],
      [
        "an unclosed block",
        { acceptance_criteria: { outcome: "failure", reason: "{{#if lead.email}}no", rule_set: { op: "and", rules: [rule("lead.email", "is blank")] } } },
        "acceptance_criteria.reason",
        /is not closed/
      ],
      [
        "a rule template with an unknown helper",
        { steps: [{ ...closed, rule_set: { op: "and", rules: [rule("{{nope lead.email}}", "is blank")] } }] },
        "steps.0.rule_set.rules.0.lhv",
        /unknown helper "nope"/
      ],
      [
        "a rule on a component of a field the flow lacks",
        { steps: [{ ...closed, rule_set: { op: "or", rules: [rule("lead.email", "is blank"), rule("lead.phone_1.area", "is equal to", "512")] } }] },
        "steps.0.rule_set.rules.1.lhv",
        /"phone_1", which is not a field of the flow/
      ],
      [
        "a pattern that can never match",
        { steps: [{ ...closed, rule_set: { op: "and", rules: [rule("lead.email", "matches pattern", "/([/")] } }] },
        "steps.0.rule_set.rules.0.rhv",
        /never match/
      ]
    ]
    for (const [what, overrides, path, message] of cases) {
      const created = await api.post("/flows", minimalFlow(server.accountId, overrides))
      expect(created.status, what).toBe(201)
      const errors = member(created.body, "errors") as Record<string, Array<string>> | undefined
      expect(Object.keys(errors ?? {}), what).toEqual([path])
      expect(errors?.[path]?.[0], what).toMatch(message)
      const refused = await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)
      expect(refused.status, what).toBe(422)
      expect(member(refused.body, "errors"), what).toEqual(errors)
    }
    // An unknown operator is refused by the flow schema itself (422 on save, nothing stored).
    const unknownOperator = await api.post(
      "/flows",
      minimalFlow(server.accountId, { steps: [{ ...closed, rule_set: { op: "and", rules: [rule("lead.email", "is like", "a")] } }] })
    )
    expect(unknownOperator.status).toBe(422)
    expect(Object.keys(member(unknownOperator.body, "errors") as object)).toEqual(["steps.0.rule_set.rules.0.op"])
    // A bare lead.<id> the flow does not declare is a submitted string: no problem.
    const undeclared = await api.post(
      "/flows",
      minimalFlow(server.accountId, { steps: [{ ...closed, rule_set: { op: "and", rules: [rule("lead.utm_source", "is equal to", "ads")] } }] })
    )
    expect(member(undeclared.body, "errors")).toBeUndefined()
  })
  it("GET /flows/{id}/versions/{version} answers a deployed version's document; 404 for one never deployed", async () => {
    const { api, server } = h()
    const id = await createFlow(api, server.accountId)
    expect((await api.get(`/flows/${id}/versions/1`)).status).toBe(404)
    await api.post(`/flows/${id}/deploy`)
    await api.put(`/flows/${id}`, minimalFlow(server.accountId, { steps: [closed] }))
    await api.post(`/flows/${id}/deploy`)

    const first = await api.get(`/flows/${id}/versions/1`)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ version: 1, live: false, deployed_at: expect.any(String) })
    expect(member(member(first.body, "flow"), "steps")).toEqual([])
    const second = await api.get(`/flows/${id}/versions/2`)
    expect(second.body).toMatchObject({ version: 2, live: true })
    expect(member(member(second.body, "flow"), "steps")).toMatchObject([{ reason: "Closed for the day" }])
    const missing = await api.get(`/flows/${id}/versions/3`)
    expect(missing.status).toBe(404)
    expect(member(missing.body, "error")).toMatch(/never deployed/)
  })
})

describe.skipIf(postgresUrl === undefined)("two servers on one PostgreSQL database", () => {
  let database: TestDatabase
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    const secret = randomBytes(32).toString("hex")
    first = await startTestServer({ dialect: "postgres", database, secret })
    second = await startTestServer({ dialect: "postgres", database, secret })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database?.dispose()
  })

  it("agree on the deployed version within about a second of a deploy or revert in either", async () => {
    const api = client(first.url, first.auth)
    const id = await createFlow(api, first.accountId)
    await api.post(`/flows/${id}/deploy`)
    expect((await submit(second.url, id, first.accountId)).body["outcome"]).toBe("success")

    await api.put(`/flows/${id}`, minimalFlow(first.accountId, { steps: [closed] }))
    // A save is seen by neither (the second keeps its cached version; the store says the same).
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect((await submit(second.url, id, first.accountId)).body["outcome"]).toBe("success")

    expect((await api.post(`/flows/${id}/deploy`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect((await submit(second.url, id, first.accountId)).body).toMatchObject({ outcome: "failure", reason: "Closed for the day" })
    expect((await submit(first.url, id, first.accountId)).body["outcome"]).toBe("failure")

    expect((await api.post(`/flows/${id}/revert`, { version: 1 })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect((await submit(second.url, id, first.accountId)).body["outcome"]).toBe("success")
  })
})
