import { expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { revalidateMs } from "../../../src/submission/SubmissionLive.js"
import { asArray, client, type Json, member, minimalFlow, suite } from "./harness.js"

const customBuyer = "5e0be1000000000000000003"
const missingId = "5f0000000000000000000000"

/** A suppression list step of `moduleId` (`add_item`, `query_item`, ...) with these constant mappings. */
const listStep = (moduleId: string, mappings: Record<string, unknown>) => ({
  type: "recipient",
  id: "lst001",
  entity: { id: "5e0be1000000000000000004" },
  integration: {
    module_id: `leadflow-suppressionlist.outbound.${moduleId}`,
    mappings: Object.entries(mappings).map(([property, value]) => ({ property, value }))
  }
})

suite("flows", (h) => {
  it("401 without the API key", async () => {
    const res = await h().anonymous.get("/flows")
    expect(res.status).toBe(401)
    expect(member(res.body, "error")).toEqual(expect.any(String))
  })

  it("creates, reads, lists, updates and deletes a flow", async () => {
    const { api, server } = h()
    const created = await api.post("/flows", minimalFlow(server.accountId))
    expect(created.status).toBe(201)
    const id = String(member(created.body, "id"))
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(member(created.body, "version")).toBe(1)
    expect(member(created.body, "errors")).toBeUndefined()
    // The entity reference's read-only name is filled in from the entity.
    expect(asArray(member(created.body, "sources"))[0]).toMatchObject({ entity: { id: server.accountId, name: "Test Account" } })

    const got = await api.get(`/flows/${id}`)
    expect(got.status).toBe(200)
    expect(got.body).toEqual(created.body)
    const list = await api.get("/flows")
    expect(asArray(list.body).map((flow) => member(flow, "id"))).toContain(id)

    const updated = await api.put(`/flows/${id}`, { ...minimalFlow(server.accountId), name: "Renamed" })
    expect(updated.status).toBe(200)
    expect(member(updated.body, "name")).toBe("Renamed")
    expect(member(updated.body, "version")).toBe(2)
    expect(member(updated.body, "created_at")).toBe(member(created.body, "created_at"))

    const deleted = await api.del(`/flows/${id}`)
    expect(deleted.status).toBe(200)
    expect(member(deleted.body, "name")).toBe("Renamed")
    expect((await api.get(`/flows/${id}`)).status).toBe(404)
    expect((await api.del(`/flows/${id}`)).status).toBe(404)
    expect((await api.put(`/flows/${id}`, minimalFlow(server.accountId))).status).toBe(404)
  })

  it("another account cannot see or change the flow (404)", async () => {
    const { api, server } = h()
    const created = await api.post("/flows", minimalFlow(server.accountId))
    const id = String(member(created.body, "id"))
    const other = await server.createAccount("Stranger")
    const stranger = client(server.url, other.auth)
    expect((await stranger.get(`/flows/${id}`)).status).toBe(404)
    expect((await stranger.put(`/flows/${id}`, minimalFlow(other.accountId))).status).toBe(404)
    expect((await stranger.del(`/flows/${id}`)).status).toBe(404)
    expect(asArray((await stranger.get("/flows")).body)).toEqual([])
    expect((await api.get(`/flows/${id}`)).status).toBe(200)
  })

  it("422 with errors keyed by the paths of the submitted document", async () => {
    const { api } = h()
    const res = await api.post("/flows", {
      name: "",
      enabled: "yes",
      fields: ["ok", "not a field id"],
      sources: [],
      steps: [{ type: "filter", outcome: "maybe", rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "nope" }] } }],
      colour: "blue"
    })
    expect(res.status).toBe(422)
    const errors = member(res.body, "errors")
    expect(Object.keys(errors as object).sort()).toEqual(
      ["colour", "enabled", "fields.1", "name", "steps.0.outcome", "steps.0.rule_set.rules.0.op"].sort()
    )
    expect(asArray(member(errors, "enabled"))[0]).toMatch(/boolean/)
    const notAnObject = await api.post("/flows", [1, 2])
    expect(notAnObject.status).toBe(422)
    expect(Object.keys(member(notAnObject.body, "errors") as object)).toEqual(["body"])
  })

  it("reports caps, ping limits and list-check lookbacks that would never count", async () => {
    const { api, server } = h()
    const flow = minimalFlow(server.accountId, {
      caps: [{ maximum: 1 }, { maximum: 2.5, duration: 1, duration_units: "day" }],
      ping_enabled: true,
      ping_limits: [{ maximum: 1 }]
    })
    const created = await api.post("/flows", flow)
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toEqual({
      "caps.0": ["A maximum counts within a period: set duration and duration_units"],
      "caps.1.maximum": ["A maximum counts whole leads: 2.5 is not a whole number"],
      "ping_limits.0": ["A maximum counts within a period: set duration and duration_units"]
    })
    expect((await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)).status).toBe(422)
    // The list exists, so only the lookback is reported.
    await api.post("/lists", { name: "dnc" })
    const lookback = await api.post(
      "/flows",
      minimalFlow(server.accountId, { list_checks: { dnc: { value: "{{lead.email}}", list_name: "dnc", lookback: { value: -5, interval: "day" } } } })
    )
    expect(lookback.status).toBe(201)
    expect(member(lookback.body, "errors")).toEqual({
      "list_checks.dnc.lookback.value": ["A lookback of -5 finds nothing: give a positive number, or null for the whole list"]
    })
  })

  it("reports a maximum or period too large to count with, a cap id used twice and a parent cap's settings that would not act", async () => {
    const { api, server } = h()
    const id = "5f00000000000000000000c1"
    const daily = { id, maximum: 1, duration: 1, duration_units: "day" }
    const flow = minimalFlow(server.accountId, {
      caps: [daily, { maximum: 2 ** 31, duration: 300_000_000, duration_units: "day" }, { time_zone: "America/Chicago", caps: [{ maximum: 1, duration: 1, duration_units: "hour" }] }],
      ping_enabled: true,
      ping_limits: [{ maximum: 2 ** 40, duration: 1e9, duration_units: "month" }]
    })
    const sources = asArray(member(flow, "sources")).map((source) => ({ ...(source as object), caps: [daily] }))
    const created = await api.post("/flows", { ...flow, sources })
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toEqual({
      "caps.1.maximum": ["A maximum is at most 2147483647: 2147483648 is too large"],
      "caps.1.duration": ["A period is at most 100 years: 300000000 days is longer (at most 36525)"],
      "caps.2.time_zone": ["A cap without a maximum counts nothing itself, so its time_zone would not act: set it on the caps within it, or give this cap a maximum"],
      "sources.0.caps.0.id": [
        `The cap id ${id} is also the id of caps.0: cap ids must be unique within the flow, or the two share one count (a copied cap keeps its id: remove the id to get a new one)`
      ],
      "ping_limits.0.maximum": ["A maximum is at most 2147483647: 1099511627776 is too large"],
      "ping_limits.0.duration": ["A period is at most 100 years: 1000000000 months is longer (at most 1200)"]
    })
    expect((await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("reports settings that could never act: a component a field's type lacks, a unary rule's rhv, a list check without a list, unknown members", async () => {
    const { api, server } = h()
    const flow = minimalFlow(server.accountId, {
      fields: ["first_name", "email", "phone_1"],
      acceptance_criteria: {
        outcome: "failure",
        reason: "no",
        rule_set: {
          op: "and",
          rules: [
            { lhv: "lead.phone_1.arae", op: "is equal to", rhv: "512" },
            { lhv: "lead.email.domain", op: "is not blank", rhv: "example.com" }
          ]
        }
      },
      list_checks: { duplicate: { value: "{{lead.email}}" } },
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" }, enabeld: false }]
    })
    const created = await api.post("/flows", flow)
    expect(created.status).toBe(201)
    expect(Object.keys(member(created.body, "errors") as object).sort()).toEqual([
      "acceptance_criteria.rule_set.rules.0.lhv",
      "acceptance_criteria.rule_set.rules.1.rhv",
      "list_checks.duplicate.list_name",
      "sources.0.enabeld"
    ])
    expect(asArray(member(member(created.body, "errors"), "acceptance_criteria.rule_set.rules.0.lhv"))[0]).toMatch(
      /^lead\.phone_1\.arae reads "arae", which a value of "phone_1" does not have \(it has normal, raw, valid, masked, area, /
    )
    expect((await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("reports a delivery mapping that is none of its module's settings, suggesting a near one", async () => {
    const { api, server } = h()
    const step = (mappings: ReadonlyArray<{ property: string; value: string }>) => ({
      type: "recipient",
      entity: { id: server.accountId },
      integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "https://buyer.example.com/" }, ...mappings] }
    })
    const created = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [
          step([
            { property: "json_propety.email", value: "{{lead.email}}" },
            { property: "foo", value: "bar" },
            // These act: a wildcard's member, a declared name, the step's timeout, a lead value.
            { property: "json_property.email", value: "{{lead.email}}" },
            { property: "header.X-Api-Key", value: "k" },
            { property: "timeout_seconds", value: "10" },
            { property: "lead.email", value: "x@example.com" }
          ])
        ]
      })
    )
    expect(created.status).toBe(201)
    const errors = member(created.body, "errors") as Record<string, ReadonlyArray<string>>
    expect(Object.keys(errors).sort()).toEqual(["steps.0.integration.mappings.1.property", "steps.0.integration.mappings.2.property"])
    expect(errors["steps.0.integration.mappings.1.property"]?.[0]).toMatch(
      /^Not a setting of leadflow-custom\.outbound\.json: it would never be sent \(did you mean json_property\.email\?\)\. Its settings: url, /
    )
    expect(errors["steps.0.integration.mappings.2.property"]?.[0]).toMatch(/^Not a setting of leadflow-custom\.outbound\.json: it would never be sent\. Its settings/)
  })

  it("saves a flow with invalid references, reports them, and refuses to deploy it until fixed", async () => {
    const { api, server } = h()
    const broken = minimalFlow(server.accountId, {
      fields: ["first_name", "no_such_field"],
      sources: [
        { entity: { id: server.accountId }, integration: { module_id: "leadflow-nope.inbound" }, credential_id: missingId, authentication_required: true }
      ],
      steps: [
        { type: "recipient", entity: { id: missingId }, integration: { module_id: "leadflow-custom.outbound.json" } },
        {
          type: "recipient",
          entity: { id: customBuyer },
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [{ property: "credential_id", value: missingId }]
          }
        }
      ]
    })
    const created = await api.post("/flows", broken)
    expect(created.status).toBe(201)
    const id = String(member(created.body, "id"))
    const errors = member(created.body, "errors")
    expect(Object.keys(errors as object).sort()).toEqual(
      [
        "fields.1",
        "sources.0.integration.module_id",
        "sources.0.credential_id",
        "steps.0.entity.id",
        "steps.1.integration.mappings.0.value"
      ].sort()
    )
    expect(member(created.body, "error")).toMatch(/5 problems/)
    expect(member(await api.get(`/flows/${id}`).then((r) => r.body), "errors")).toEqual(errors)

    const deploy = await api.post(`/flows/${id}/deploy`)
    expect(deploy.status).toBe(422)
    expect(member(deploy.body, "errors")).toEqual(errors)

    const fixed = await api.put(`/flows/${id}`, minimalFlow(server.accountId))
    expect(fixed.status).toBe(200)
    expect(member(fixed.body, "errors")).toBeUndefined()
    expect(member(fixed.body, "error")).toBeUndefined()
    const deployed = await api.post(`/flows/${id}/deploy`)
    expect(deployed.status).toBe(200)
    expect(member(deployed.body, "message")).toMatch(/deployed/)
    expect((await api.post(`/flows/${missingId}/deploy`)).status).toBe(404)
  })

  it("refuses a credential that would never be used: a type the step's module does not send, or a source that does not authenticate", async () => {
    const { api, server } = h()
    const stored = async (body: Record<string, unknown>) => {
      const res = await api.post("/credentials", body)
      expect(res.status).toBe(201)
      return String(member(res.body, "id"))
    }
    const token = await stored({ type: "token", package: "leadflow-custom", token: "seller-token-7a1" })
    const user = await stored({ type: "user", package: "leadflow-custom", username: "jane", password: "buyer-pass-2b3" })
    const delivering = (credentialId: string) => ({
      type: "recipient",
      entity: { id: customBuyer },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [
          { property: "url", value: "https://buyer.example.com/leads" },
          { property: "credential_id", value: credentialId }
        ]
      }
    })
    const flow = minimalFlow(server.accountId, {
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" }, credential_id: token }],
      steps: [delivering(token), delivering(user)]
    })
    const created = await api.post("/flows", flow)
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toEqual({
      "sources.0.credential_id": [
        "A source's credential is checked only when authentication_required is true: set it, or remove credential_id"
      ],
      "steps.0.integration.mappings.1.value": [
        `Credential ${token} is a token credential; leadflow-custom.outbound.json sends only user credentials`
      ]
    })
    expect((await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)).status).toBe(422)
    // The same credentials where they act: the source authenticates, the step sends a user credential.
    const sound = await api.post("/flows", {
      ...flow,
      sources: [{ ...flow.sources[0], authentication_required: true }],
      steps: [delivering(user)]
    })
    expect(sound.status).toBe(201)
    expect(member(sound.body, "errors")).toBeUndefined()
  })

  it("refuses a batch step naming a batch the account does not have, or one that takes no records", async () => {
    const { api, server } = h()
    const batch = async (inbound: boolean) => {
      const res = await fetch(`${server.url}/batch/batches`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({ name: `Nightly ${String(inbound)}`, format: "jsonl", inbound })
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { id: string }).id
    }
    const [open, closed] = [await batch(true), await batch(false)]
    const append = (batchId: string) => ({
      type: "recipient",
      entity: { id: server.accountId },
      integration: { module_id: "leadflow-batch.outbound.append", mappings: [{ property: "batch_id", value: batchId }] }
    })
    const created = await api.post("/flows", minimalFlow(server.accountId, { steps: [append(open), append(closed), append(missingId)] }))
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toEqual({
      "steps.1.integration.mappings.0.value": [`Batch ${closed} takes no records (its inbound is false)`],
      "steps.2.integration.mappings.0.value": [`Unknown batch ${missingId}`]
    })
  })

  it("enforces an entity's module_ids and its source/recipient roles", async () => {
    const { api, server } = h()
    const restricted = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [
          { type: "recipient", entity: { id: customBuyer }, integration: { module_id: "leadflow-suppressionlist.outbound.query_item" } },
          { type: "recipient", entity: { id: customBuyer }, integration: { module_id: "leadflow-custom.outbound.form" } }
        ]
      })
    )
    expect(restricted.status).toBe(201)
    const errors = member(restricted.body, "errors")
    expect(Object.keys(errors as object)).toEqual(["steps.0.integration.module_id"])
    expect(asArray(member(errors, "steps.0.integration.module_id"))[0]).toMatch(/may only be used with the modules/)

    // A recipient-only standard entity cannot be a source.
    const wrongRole = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        sources: [{ entity: { id: customBuyer }, integration: { module_id: "leadflow-standard.inbound" } }]
      })
    )
    expect(Object.keys(member(wrongRole.body, "errors") as object).sort()).toEqual([
      "sources.0.entity.id",
      "sources.0.integration.module_id"
    ])
    expect(asArray(member(member(wrongRole.body, "errors"), "sources.0.entity.id"))[0]).toMatch(/cannot send leads/)
  })

  it("checks an auction buyer's ping module against its entity's module_ids, as its post module", async () => {
    const { api, server } = h()
    const call = (moduleId: string) => ({ module_id: moduleId, mappings: [{ property: "url", value: "https://buyer.example.com/leads" }] })
    const auction = (ping: string, post: string) =>
      minimalFlow(server.accountId, {
        steps: [{ type: "auction", id: "auc001", buyers: [{ id: "buy001", entity: { id: customBuyer }, ping: call(ping), post: call(post) }] }]
      })
    const moduleErrors = (body: Json) => Object.keys((member(body, "errors") ?? {}) as object).filter((key) => key.endsWith("module_id"))
    const json = "leadflow-custom.outbound.json"
    const other = "leadflow-standard.outbound"
    expect(moduleErrors((await api.post("/flows", auction(other, json))).body)).toEqual(["steps.0.buyers.0.ping.module_id"])
    expect(moduleErrors((await api.post("/flows", auction(json, other))).body)).toEqual(["steps.0.buyers.0.post.module_id"])
    expect(moduleErrors((await api.post("/flows", auction(json, json))).body)).toEqual([])
  })

  it("checks a source's and a step's feedback module against its entity's module_ids", async () => {
    const { api, server } = h()
    const json = "leadflow-custom.outbound.json"
    const seller = async (moduleIds: ReadonlyArray<string>) =>
      String(member((await api.post("/entities", { name: "Seller", source: "seller", recipient: null, module_ids: moduleIds })).body, "id"))
    const relay = { integration: { module_id: json, mappings: [{ property: "url", value: "https://seller.example.com/feedback" }] } }
    const flow = (sellerId: string, stepFeedback: string) =>
      minimalFlow(server.accountId, {
        sources: [{ entity: { id: sellerId }, integration: { module_id: "leadflow-standard.inbound" }, feedback: relay }],
        steps: [
          {
            type: "recipient",
            entity: { id: customBuyer },
            integration: { module_id: json, mappings: [{ property: "url", value: "https://buyer.example.com/leads" }] },
            feedback: { integration: { module_id: stepFeedback } }
          }
        ]
      })
    const moduleErrors = (body: Json) => Object.keys((member(body, "errors") ?? {}) as object).filter((key) => key.endsWith("module_id"))
    const standardOnly = await seller(["leadflow-standard.inbound"])
    const refused = await api.post("/flows", flow(standardOnly, "leadflow-standard.inbound"))
    expect(refused.status).toBe(201)
    expect(moduleErrors(refused.body)).toEqual(["sources.0.feedback.integration.module_id", "steps.0.feedback.integration.module_id"])
    expect(asArray(member(member(refused.body, "errors"), "sources.0.feedback.integration.module_id"))[0]).toMatch(/may only be used with the modules/)
    const both = await seller(["leadflow-standard.inbound", json])
    const allowed = await api.post("/flows", flow(both, json))
    expect(moduleErrors(allowed.body)).toEqual([])

    // A deployed flow keeps taking leads when the entity no longer allows its source's feedback
    // module (a relay problem must not stop lead intake): the relay checks it when it runs, and
    // ends in error naming the module, with nothing sent.
    const flowId = String(member(allowed.body, "id"))
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    const submit = async () => {
      const res = await fetch(`${server.url}/flows/${flowId}/sources/${both}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: "feedback-module@example.com" })
      })
      return (await res.json()) as { outcome: string; reason?: string; lead?: { id: string } }
    }
    expect((await submit()).outcome).not.toBe("error")
    const narrowed = await api.put(`/entities/${both}`, { name: "Seller", source: "seller", recipient: null, module_ids: ["leadflow-standard.inbound"] })
    expect(narrowed.status).toBe(200)
    // Compiled flows are used for up to a second before their stored version is checked again.
    await new Promise((done) => setTimeout(done, revalidateMs + 100))
    const answer = await submit()
    expect(answer.outcome, JSON.stringify(answer)).not.toBe("error")
    const events = await server.run(readLeadEvents(server.accountId, answer.lead?.id ?? ""))
    const delivery = events.find((event) => event.type === "recipient")
    expect(delivery).toBeDefined()
    const relayed = await api.post("/feedback", { event_id: delivery?.id, type: "conversion" })
    expect(relayed.status, JSON.stringify(relayed.body)).toBe(201)
    const sent = member(relayed.body, "sent")
    expect(sent).toMatchObject({ outcome: "error" })
    expect(String(member(sent, "reason"))).toMatch(
      /sources\.0\.feedback\.integration\.module_id: Entity "Seller" may only be used with the modules leadflow-standard\.inbound, not "leadflow-custom\.outbound\.json"/
    )
  })

  it("reports a list check naming a list the account does not have", async () => {
    const { api, server } = h()
    const check = (listName: string, steps: Array<unknown> = []) =>
      api.post("/flows", minimalFlow(server.accountId, { list_checks: { dnc: { list_name: listName, value: "{{lead.email}}" } }, steps }))
    const typo = await check("Do Nto Call")
    expect(typo.status).toBe(201)
    expect(member(typo.body, "errors")).toEqual({
      "list_checks.dnc.list_name": ['The account has no list "do_nto_call", so this check would never match: create it (POST /lists) or name an existing list']
    })
    expect((await api.post(`/flows/${String(member(typo.body, "id"))}/deploy`)).status).toBe(422)
    // Compared normalised, as the list store names lists.
    expect((await api.post("/lists", { name: "Do Not Call" })).status).toBe(201)
    expect(member((await check("do-not call")).body, "errors")).toBeUndefined()
    // A list a suppression list step writes to is made on its first write: it counts.
    const adding = listStep("add_item", { list_name: "Seen Leads, Other", values: "{{lead.email}}" })
    expect(member((await check("seen leads", [adding])).body, "errors")).toBeUndefined()
  })

  it("reads a step's list names as the step does (CSV): a quoted name with a comma is one list", async () => {
    const { api, server } = h()
    const adding = listStep("add_item", { list_name: '"Alpha, Beta Gamma" | Delta', values: "{{lead.email}}" })
    const check = (listName: string) =>
      api.post("/flows", minimalFlow(server.accountId, { list_checks: { duplicate: { list_name: listName, value: "{{lead.email}}" } }, steps: [adding] }))
    expect(member((await check("alpha_beta_gamma")).body, "errors")).toBeUndefined()
    expect(member((await check("delta")).body, "errors")).toBeUndefined()
    // Not two lists "alpha" and "beta gamma".
    expect(member((await check("beta gamma")).body, "errors")).toEqual({
      "list_checks.duplicate.list_name": ['The account has no list "beta_gamma", so this check would never match: create it (POST /lists) or name an existing list']
    })
  })

  it("reports a list check's lookback over 100 years (its window would start before any time the store compares with)", async () => {
    const { api, server } = h()
    expect((await api.post("/lists", { name: "Huge Lookback" })).status).toBe(201)
    const saved = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        list_checks: { duplicate: { list_name: "Huge Lookback", value: "{{lead.email}}", lookback: { value: 1e12, interval: "year" } } }
      })
    )
    expect(saved.status).toBe(201)
    expect(member(saved.body, "errors")).toEqual({
      "list_checks.duplicate.lookback.value": ["A lookback is at most 100 years: 1000000000000 years is longer (at most 100; null looks at the whole list)"]
    })
    expect((await api.post(`/flows/${String(member(saved.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("checks a suppression list step's constant settings with the step's own reader, and its list names as a list check's", async () => {
    const { api, server } = h()
    const errorsOf = async (...steps: Array<unknown>) =>
      member((await api.post("/flows", minimalFlow(server.accountId, { steps: steps.map((step, i) => ({ ...(step as object), id: `lst00${i}` })) }))).body, "errors")
    const at = (step: number, mapping: number) => `steps.${step}.integration.mappings.${mapping}.value`
    expect((await api.post("/lists", { name: "Known List" })).status).toBe(201)

    // A list the account does not have, and no step writes to: as a list check's.
    expect(await errorsOf(listStep("query_item", { list_name: "Nonexistent DNC, Known List", values: "{{lead.email}}" }))).toEqual({
      [at(0, 0)]: ['The account has no list "nonexistent_dnc", so this step would never match: create it (POST /lists) or name an existing list']
    })
    // One a step of the flow writes to counts; a templated name is read per lead.
    expect(
      await errorsOf(
        listStep("query_item", { list_name: "Nonexistent DNC", values: "{{lead.email}}" }),
        listStep("add_item", { list_name: "NONEXISTENT  dnc", values: "{{lead.email}}" })
      )
    ).toBeUndefined()
    expect(await errorsOf(listStep("query_item", { list_name: "{{lead.state}}", values: "{{lead.email}}" }))).toBeUndefined()

    // Settings no lead could use: the reason every lead would skip the step with.
    expect(
      await errorsOf(
        listStep("query_item", { list_name: "Known List", values: "{{lead.email}}", "lookback.value": "30", "lookback.interval": "fortnight" }),
        listStep("add_item", { list_name: "!!!", values: " , " }),
        listStep("is_unique", { list_name: "Known List", values: "{{lead.email}}", "lookback.value": "1e12", "lookback.interval": "year" }),
        listStep("is_unique", { list_name: "Known List", values: "{{lead.email}}", "lookback.value": "-1", "lookback.interval": "{{lead.state}}" }),
        listStep("add_item", { list_name: "n".repeat(256), values: "{{lead.email}}" }),
        listStep("delete_item", { list_name: "Known List", values: "\u0001" })
      )
    ).toEqual({
      [at(0, 3)]: ["lookback.interval must be one of minute, hour, day, week, month, year"],
      [at(1, 0)]: ["a list name is required"],
      [at(1, 1)]: ["values must not be blank"],
      [at(2, 2)]: ["lookback must be at most 100 years"],
      [at(3, 2)]: ["lookback.value must be a positive number"],
      [at(4, 0)]: ["a list name must be at most 255 characters once normalised"],
      [at(5, 1)]: ["values must not hold control characters"]
    })
    const saved = await api.post(
      "/flows",
      minimalFlow(server.accountId, { steps: [listStep("add_item", { list_name: "Known List", values: "x".repeat(1_025) })] })
    )
    expect(member(saved.body, "errors")).toEqual({ [at(0, 1)]: ["values must be at most 1024 bytes (UTF-8)"] })
    expect((await api.post(`/flows/${String(member(saved.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("checks a custom delivery's header names and constant yes/no and number settings with its validate's rules; templates are read per lead", async () => {
    const { api, server } = h()
    const step = (module: string, mappings: Record<string, unknown>) => ({
      type: "recipient",
      entity: { id: server.accountId },
      integration: {
        module_id: `leadflow-custom.outbound.${module}`,
        mappings: [{ property: "url", value: "https://buyer.example.com/" }, ...Object.entries(mappings).map(([property, value]) => ({ property, value }))]
      }
    })
    const at = (i: number, j: number, part = "value") => `steps.${i}.integration.mappings.${j}.${part}`
    const saved = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [
          step("json", { follow_redirects: "maybe", send_ascii: "sure", fallback_price: "ten dollars" }),
          step("form", { encode_form_field_names: "perhaps", fallback_price: -5, "header.X Bad": "v", "header.X:Bad": "{{lead.email}}" }),
          step("query", { follow_redirects: 2, send_ascii: ["yes"] }),
          // Read as the delivery reads them: words, 1/0, a price as the number type reads it, a blank (the default), templates.
          step("xml", { follow_redirects: "Yes", send_ascii: 0, fallback_price: "$12.50", "header.X-Api-Key": "k" }),
          step("json", { follow_redirects: "{{lead.redirects}}", fallback_price: "{{lead.bid}}", send_ascii: "" })
        ]
      })
    )
    expect(saved.status).toBe(201)
    const flag = (name: string, shown: string) => [`${name} must be true or false (also yes/no, y/n, t/f, 1/0, on/off), not ${shown}`]
    const rule = "is not a header name: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ only (no spaces or colons)"
    expect(member(saved.body, "errors")).toEqual({
      [at(0, 1)]: flag("follow_redirects", '"maybe"'),
      [at(0, 2)]: flag("send_ascii", '"sure"'),
      [at(0, 3)]: ['fallback_price must be a number of 0 or more, not "ten dollars"'],
      [at(1, 1)]: flag("encode_form_field_names", '"perhaps"'),
      [at(1, 2)]: ["fallback_price must be a number of 0 or more, not -5"],
      [at(1, 3, "property")]: [`header.X Bad ${rule}`],
      [at(1, 4, "property")]: [`header.X:Bad ${rule}`],
      [at(2, 1)]: flag("follow_redirects", "2"),
      [at(2, 2)]: flag("send_ascii", "a list")
    })
    expect((await api.post(`/flows/${String(member(saved.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("409 when the version or updated_at sent is older than the stored flow", async () => {
    const { api, server } = h()
    const created = await api.post("/flows", minimalFlow(server.accountId))
    const id = String(member(created.body, "id"))
    const first = await api.put(`/flows/${id}`, { ...created.body as object, name: "First edit", errors: undefined })
    expect(first.status).toBe(200)
    // Someone else's copy, still at version 1.
    const stale = await api.put(`/flows/${id}`, { ...minimalFlow(server.accountId), version: 1 })
    expect(stale.status).toBe(409)
    expect(member(stale.body, "error")).toMatch(/version/)
    const staleTime = await api.put(`/flows/${id}`, {
      ...minimalFlow(server.accountId),
      updated_at: "2000-01-01T00:00:00.000Z"
    })
    expect(staleTime.status).toBe(409)
    const current = await api.put(`/flows/${id}`, {
      ...minimalFlow(server.accountId),
      version: member(first.body, "version"),
      updated_at: member(first.body, "updated_at")
    })
    expect(current.status).toBe(200)
    expect(member(current.body, "version")).toBe(3)
  })

  it("takes a caller-chosen id once, and never changes an id", async () => {
    const { api, server } = h()
    const chosen = "5fd4371e940df5a34a3888b2"
    const created = await api.post("/flows", minimalFlow(server.accountId, { id: chosen }))
    expect(created.status).toBe(201)
    expect(member(created.body, "id")).toBe(chosen)
    const again = await api.post("/flows", minimalFlow(server.accountId, { id: chosen }))
    expect(again.status).toBe(422)
    expect(Object.keys(member(again.body, "errors") as object)).toEqual(["id"])
    const moved = await api.put(`/flows/${chosen}`, minimalFlow(server.accountId, { id: missingId }))
    expect(moved.status).toBe(422)
    expect(Object.keys(member(moved.body, "errors") as object)).toEqual(["id"])
  })

  it("lists a flow's fields as field records and where each is used", async () => {
    const { api, server } = h()
    const created = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        fields: ["first_name", "email", "phone_1"],
        acceptance_criteria: {
          outcome: "failure",
          reason: "need {{lead.first_name}}",
          rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] }
        },
        sources: [
          {
            entity: { id: server.accountId },
            integration: { module_id: "leadflow-standard.inbound", mappings: [{ property: "lead.email", value: "{{fname}}" }] }
          }
        ],
        steps: [{ type: "filter", outcome: "failure", rule_set: { op: "and", rules: [{ lhv: "email", op: "is blank" }] } }]
      })
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = String(member(created.body, "id"))
    const fields = await api.get(`/flows/${id}/fields`)
    expect(fields.status).toBe(200)
    expect(asArray(fields.body).map((field) => [member(field, "id"), member(field, "type"), member(field, "standard")])).toEqual([
      ["first_name", "first_name", true],
      ["email", "email", true],
      ["phone_1", "phone", true]
    ])
    const usage = await api.get(`/flows/${id}/fields/usage`)
    expect(usage.status).toBe(200)
    expect(usage.body).toEqual({
      first_name: [{ path: "acceptance_criteria.reason", location: "flow acceptance criteria" }],
      email: [
        { path: "acceptance_criteria.rule_set.rules.0.lhv", location: "flow acceptance criteria" },
        { path: "sources.0.integration.mappings.0.property", location: "source 0 mapping" },
        { path: "steps.0.rule_set.rules.0.lhv", location: "step 0 rules" }
      ],
      phone_1: []
    })
    expect((await api.get(`/flows/${missingId}/fields`)).status).toBe(404)
    expect((await api.get(`/flows/${missingId}/fields/usage`)).status).toBe(404)
  })

  it("keeps each flow's changelog, reachable by flow_id once the flow is gone", async () => {
    const { api, server } = h()
    const created = await api.post("/flows", minimalFlow(server.accountId))
    const id = String(member(created.body, "id"))
    await api.put(`/flows/${id}`, minimalFlow(server.accountId, { name: "Changed" }))
    const log = await api.get(`/flows/${id}/changelog`)
    expect(log.status).toBe(200)
    expect(asArray(log.body).map((entry) => member(entry, "action"))).toEqual(["update", "create"])
    const plural = await api.get(`/flows/${id}/changelogs?sort=asc&entity_id=${missingId}`)
    expect(asArray(plural.body).map((entry) => member(entry, "action"))).toEqual(["create", "update"])
    const update = asArray(log.body)[0]
    expect(member(update, "changes")).toEqual([
      { action: "changed", target: "name", delta_path: "name", previous: { value: "Test flow" }, current: { value: "Changed" } }
    ])
    expect(member(update, "delta_from_last_revision")).toEqual({ name: ["Test flow", "Changed"] })
    expect(member(member(update, "current_revision"), "_id")).toBe(id)
    expect(member(update, "user")).toBeUndefined()

    await api.del(`/flows/${id}`)
    expect((await api.get(`/flows/${id}/changelog`)).status).toBe(404)
    const after = await api.get(`/changelogs?flow_id=${id}`)
    expect(asArray(after.body).map((entry) => member(entry, "action"))).toEqual(["delete", "update", "create"])
  })
})
