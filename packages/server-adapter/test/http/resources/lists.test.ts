import { SqlClient } from "@effect/sql"
import { Context, Effect } from "effect"
import { SuppressionLists } from "@leadflow/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { AccountPorts } from "../../../src/accounts/AccountPorts.js"
import { registerListName } from "../../../src/storage/ListRegistration.js"
import { flowBody, newFlowIds, startBuyer, storeDocument, storeFields, type Buyer } from "../submission/fixtures.js"
import { rawRequest } from "../submission/rawRequest.js"
import { asArray, client, type Json, member, minimalFlow, suite } from "./harness.js"
import { generatedRows, uploadCsv } from "./listUpload.js"

suite("suppression lists", (h) => {
  let buyer: Buyer
  beforeAll(async () => {
    buyer = await startBuyer(2)
  })
  afterAll(async () => {
    await buyer?.close()
  })

  // The fixture fields, stored once per server (a second insert is refused).
  let fieldsStored: Promise<void> | undefined
  const ensureFields = () => (fieldsStored ??= storeFields(h().server))

  const create = async (name: string, description?: string) => {
    const created = await h().api.post("/lists", description === undefined ? { name } : { name, description })
    expect(created.status).toBe(201)
    return String(member(created.body, "id"))
  }

  it("lists are created (name normalised), listed, read and deleted; another account's list is not there", async () => {
    const { api, server } = h()
    const created = await api.post("/lists", { name: "Do Not Call", description: "Opted out" })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "do_not_call",
      description: "Opted out",
      item_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String)
    })
    const id = String(member(created.body, "id"))
    expect(asArray((await api.get("/lists")).body)).toContainEqual(created.body)
    expect((await api.get(`/lists/${id}`)).body).toEqual(created.body)

    // The same name, written differently, is the same list.
    const again = await api.post("/lists", { name: "DO NOT  call" })
    expect(again.status).toBe(409)
    expect(String(member(again.body, "error"))).toContain(id)
    const empty = await api.post("/lists", { name: "!!" })
    expect(empty.status).toBe(422)
    expect(member(member(empty.body, "errors"), "name")).toEqual([expect.any(String)])
    expect((await api.post("/lists", { name: "x", color: "red" })).status).toBe(422)

    const other = await server.createAccount("Other")
    const stranger = client(server.url, other.auth)
    expect(await stranger.get("/lists")).toEqual({ status: 200, body: [] })
    expect((await stranger.get(`/lists/${id}`)).status).toBe(404)
    expect((await stranger.post(`/lists/${id}/items`, { items: ["a@b.co"] })).status).toBe(404)
    expect((await stranger.get(`/lists/${id}/count`)).status).toBe(404)
    expect((await stranger.del(`/lists/${id}`)).status).toBe(404)
    // The stranger may have a list of the same name: it is another list.
    const theirs = await stranger.post("/lists", { name: "Do Not Call" })
    expect(theirs.status).toBe(201)
    expect(member(theirs.body, "id")).not.toBe(id)

    expect((await api.post(`/lists/${id}/items`, { items: ["gone@example.com"] })).status).toBe(200)
    const deleted = await api.del(`/lists/${id}`)
    expect(deleted.status).toBe(200)
    expect(member(deleted.body, "item_count")).toBe(1)
    expect((await api.get(`/lists/${id}`)).status).toBe(404)
    // Its values went with it: a list of that name starts empty.
    const recreated = await create("do_not_call")
    expect((await api.get(`/lists/${recreated}/count`)).body).toEqual({ count: 0 })
    expect((await api.get("/lists")).status).toBe(200)
    expect((await h().anonymous.get("/lists")).status).toBe(401)
  })

  it("a list name is at most 255 characters (a longer one would fail PostgreSQL's index): 422 by field; a stored longer name stays readable", async () => {
    const { api, server } = h()
    // Random letters: PostgreSQL compresses a repeated key under its index limit.
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")
    for (const name of [letters(256), letters(4_000), "㎢".repeat(100) /* each is `km2` once normalised */]) {
      const refused = await api.post("/lists", { name })
      expect(refused.status).toBe(422)
      expect(member(member(refused.body, "errors"), "name")).toEqual([expect.stringContaining("at most 255 characters")])
    }
    const longest = letters(255)
    expect(member((await api.post("/lists", { name: longest })).body, "name")).toBe(longest)
    // A list stored with a longer name before the bound is listed and read as it is.
    const old = letters(300)
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => registerListName(sql, server.accountId, old, Date.now())))
    const listed = asArray((await api.get("/lists")).body).find((list) => member(list, "name") === old)
    expect(listed).toMatchObject({ name: old })
    expect((await api.get(`/lists/${String(member(listed ?? null, "id"))}`)).status).toBe(200)
  })

  it("JSON additions count added, duplicate and invalid; values are normalised as the steps normalise them", async () => {
    const { api } = h()
    const id = await create("Customers")
    const first = await api.post(`/lists/${id}/items`, {
      items: ["Bob@Example.COM", " bob@example.com ", "(512) 789-1111", "+1 512.789.1111", "", 42, null, { a: 1 }, "x".repeat(1_025), "ok\u0000no", 5127891112, "漢".repeat(400)]
    })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      added: 4,
      duplicate: 2,
      invalid: 6,
      errors: [
        { position: 4, value: "", reason: "is blank" },
        { position: 6, value: "null", reason: "must be a text" },
        { position: 7, value: '{"a":1}', reason: "must be a text" },
        { position: 8, value: `${"x".repeat(100)}…`, reason: "is longer than 1024 bytes (UTF-8)" },
        { position: 9, value: "ok\u0000no", reason: "holds a control character" },
        // 400 characters, 1,200 bytes: over PostgreSQL's index entry with the list's name.
        { position: 11, value: `${"漢".repeat(100)}…`, reason: "is longer than 1024 bytes (UTF-8)" }
      ]
    })
    const second = await api.post(`/lists/${id}/items`, { items: ["BOB@example.com", "512-789-1111", "new@example.com"] })
    expect(second.body).toEqual({ added: 1, duplicate: 2, invalid: 0, errors: [] })
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: 5 })
    expect(member((await api.get(`/lists/${id}`)).body, "item_count")).toBe(5)

    // Lookups normalise the value asked for.
    const found = await api.get(`/lists/${id}/items/${encodeURIComponent("BOB@EXAMPLE.COM")}`)
    expect(found).toEqual({ status: 200, body: { value: "bob@example.com", added_at: expect.any(String) } })
    expect(member((await api.get(`/lists/${id}/items/${encodeURIComponent("(512) 789 1111")}`)).body, "value")).toBe("5127891111")
    expect((await api.get(`/lists/${id}/items/42`)).status).toBe(200)
    expect((await api.get(`/lists/${id}/items/nobody%40example.com`)).status).toBe(404)

    expect((await api.del(`/lists/${id}/items/${encodeURIComponent("+15127891111")}`)).status).toBe(200)
    expect((await api.del(`/lists/${id}/items/5127891111`)).status).toBe(404)
    const removed = await api.post(`/lists/${id}/items/remove`, { items: ["new@example.com", "absent@example.com", ""] })
    expect(removed.body).toEqual({ removed: 1, missing: 1, invalid: 1, errors: [{ position: 2, value: "", reason: "is blank" }] })
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: 3 })

    expect((await api.post(`/lists/${id}/items`, { items: "a" })).status).toBe(422)
    expect((await api.post(`/lists/${id}/items`, { values: [] })).status).toBe(422)
    const xml = await rawRequest(`${h().server.url}/lists/${id}/items`, {
      method: "POST",
      headers: { authorization: h().server.auth, "content-type": "application/xml" },
      body: "<a/>"
    })
    expect(xml.status).toBe(415)
  })

  it("a list a step wrote to is listed, and managed like one created here", async () => {
    const { api, server } = h()
    await server.run(
      Effect.flatMap(AccountPorts, (ports) =>
        Context.get(ports.of(server.accountId), SuppressionLists).add("step_made", ["a@example.com", "b@example.com"], Date.now())
      )
    )
    const made = asArray((await api.get("/lists")).body).find((list) => member(list, "name") === "step_made")
    expect(made).toMatchObject({ name: "step_made", description: null, item_count: 2 })
    const id = String(member(made ?? null, "id"))
    expect((await api.get(`/lists/${id}/items/a%40example.com`)).status).toBe(200)
    expect((await api.post("/lists", { name: "Step Made" })).status).toBe(409)
  })

  it("a lead whose email is on a list filled through the API is rejected by the flow's suppression check", async () => {
    const { api, server } = h()
    const id = await create("Blocked Emails")
    expect((await api.post(`/lists/${id}/items`, { items: ["Blocked@Example.com"] })).body).toMatchObject({ added: 1 })
    await ensureFields()
    const ids = newFlowIds()
    const body = flowBody(ids, buyer.url, {
      list_checks: { duplicate: { list_name: "Blocked Emails", value: "{{lead.email}}" } }
    })
    const steps = body["steps"] as Array<unknown>
    body["steps"] = [
      {
        type: "filter",
        id: "sup001",
        outcome: "failure",
        reason: "On the suppression list",
        rule_set: { op: "and", rules: [{ lhv: "suppressionlist.is_duplicate", op: "is true" }] }
      },
      ...steps
    ]
    await storeDocument(server, "flows", ids.flowId, body)
    const submit = (email: string) =>
      rawRequest(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, state: "CA" })
      })
    const blocked = await submit("BLOCKED@example.com")
    expect(blocked.json()).toMatchObject({ outcome: "failure", reason: "On the suppression list" })
    const fine = await submit("fine@example.com")
    expect(fine.json()).toMatchObject({ outcome: "success" })
  })

  it("a flow's suppression step and list check naming leads-2015 find values stored under its old normal form leads_2015", async () => {
    const { server } = h()
    await server.run(
      Effect.flatMap(AccountPorts, (ports) =>
        Context.get(ports.of(server.accountId), SuppressionLists).add("leads_2015", ["old@example.com"], Date.now())
      )
    )
    await ensureFields()
    const flowWith = async (overrides: Record<string, unknown>, steps: Array<unknown>) => {
      const ids = newFlowIds()
      const body = flowBody(ids, buyer.url, overrides)
      body["steps"] = [...steps, ...(body["steps"] as Array<unknown>)]
      await storeDocument(server, "flows", ids.flowId, body)
      return (email: string) =>
        rawRequest(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, state: "CA" })
        }).then((reply) => reply.json())
    }
    const onList = (reason: string, lhv: string) => ({
      type: "filter",
      id: "leg002",
      outcome: "failure",
      reason,
      rule_set: { op: "and", rules: [{ lhv, op: "is true" }] }
    })

    const byStep = await flowWith({}, [
      {
        type: "recipient",
        id: "leg001",
        entity: { id: "5f00000000000000000000bc", name: "Lists" },
        integration: {
          module_id: "leadflow-suppressionlist.outbound.query_item",
          mappings: [
            { property: "list_name", value: "leads-2015" },
            { property: "values", value: "{{lead.email}}" }
          ]
        }
      },
      onList("On leads-2015 (step)", "suppressionlist.query_item.found")
    ])
    expect(await byStep("Old@Example.com")).toMatchObject({ outcome: "failure", reason: "On leads-2015 (step)" })
    expect(await byStep("new@example.com")).toMatchObject({ outcome: "success" })

    const byCheck = await flowWith({ list_checks: { duplicate: { list_name: "leads-2015", value: "{{lead.email}}" } } }, [
      onList("On leads-2015 (check)", "suppressionlist.is_duplicate")
    ])
    expect(await byCheck("old@example.com")).toMatchObject({ outcome: "failure", reason: "On leads-2015 (check)" })
    expect(await byCheck("new@example.com")).toMatchObject({ outcome: "success" })
  })

  it("a list a flow's list check reads, in the draft or the deployed version, is not deleted: 409 naming the flow", async () => {
    const { api, server } = h()
    const id = await create("Opt Outs")
    // Written as the check reads it: normalised to the list's name.
    const created = await api.post(
      "/flows",
      minimalFlow(server.accountId, { name: "DNC checked", list_checks: { dnc: { list_name: "opt  OUTS", value: "{{lead.email}}" } } })
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const flowId = String(member(created.body, "id"))
    const refused = async () => {
      const reply = await api.del(`/lists/${id}`)
      expect(reply.status).toBe(409)
      expect(String(member(reply.body, "error"))).toContain(`${flowId} ("DNC checked")`)
    }
    // The saved draft reads it.
    await refused()
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    // The draft no longer does, the deployed version still does.
    expect((await api.put(`/flows/${flowId}`, minimalFlow(server.accountId, { name: "DNC checked" }))).status).toBe(200)
    await refused()
    expect((await api.get(`/lists/${id}`)).status).toBe(200)
    // Neither does: it goes.
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    expect((await api.del(`/lists/${id}`)).status).toBe(200)
  })

  it("a list a suppression list step adds to is not deleted (409); a list of another name is", async () => {
    const { api, server } = h()
    const used = await create("Step Adds")
    const unused = await create("Step Adds Too")
    await ensureFields()
    const ids = newFlowIds()
    const body = flowBody(ids, buyer.url)
    body["steps"] = [
      {
        type: "recipient",
        id: "add001",
        entity: { id: "5f00000000000000000000bc", name: "Lists" },
        integration: {
          module_id: "leadflow-suppressionlist.outbound.add_item",
          mappings: [
            { property: "list_name", value: "Other List | Step  ADDS" },
            { property: "values", value: "{{lead.email}}" }
          ]
        }
      },
      ...(body["steps"] as Array<unknown>)
    ]
    await storeDocument(server, "flows", ids.flowId, body)
    const refused = await api.del(`/lists/${used}`)
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(ids.flowId)
    expect((await api.del(`/lists/${unused}`)).status).toBe(200)
  })

  /** A stored (deployed) flow with suppression list steps before the fixture's buyer; submit a lead to it. */
  const listStepFlow = async (steps: Array<unknown>, overrides: Record<string, unknown> = {}) => {
    await ensureFields()
    const ids = newFlowIds()
    const body = flowBody(ids, buyer.url, overrides)
    body["steps"] = [...steps, ...(body["steps"] as Array<unknown>)]
    await storeDocument(h().server, "flows", ids.flowId, body)
    const submit = async (lead: Record<string, unknown>) => {
      const reply = await rawRequest(`${h().server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ state: "CA", ...lead })
      })
      return reply.json() as Json
    }
    return { ids, submit }
  }
  const listStep = (id: string, moduleId: string, mappings: Record<string, unknown>) => ({
    type: "recipient",
    id,
    entity: { id: "5f00000000000000000000bc", name: "Lists" },
    integration: {
      module_id: `leadflow-suppressionlist.outbound.${moduleId}`,
      mappings: Object.entries(mappings).map(([property, value]) => ({ property, value }))
    }
  })
  /** The outcome and reason of a lead's step event. */
  const stepEvent = async (leadId: string, stepId: string) => {
    const rules = encodeURIComponent(JSON.stringify([{ lhv: "vars.lead.id", op: "is equal to", rhv: leadId }]))
    const events = asArray((await h().api.get(`/events?rules=${rules}`)).body)
    const found = events.find((event) => member(event, "step_id") === stepId)
    return found === undefined ? undefined : { outcome: member(found, "outcome"), reason: member(found, "reason") }
  }

  it("a list a step names in CSV quotes, comma and all, is not deleted (409): read as the step reads it", async () => {
    const { api } = h()
    const id = await create("Bob's List, Unplugged")
    const { submit } = await listStepFlow([listStep("add001", "add_item", { list_name: '"Bob\'s List, Unplugged"', values: "{{lead.email}}" })])
    // The step really writes to that list.
    expect(await submit({ email: "q@example.com" })).toMatchObject({ outcome: "success" })
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: 1 })
    expect((await api.del(`/lists/${id}`)).status).toBe(409)
  })

  it("add_item and is_unique leave out a value over 1,024 bytes (as POST /lists refuses it), on both databases", async () => {
    const { api } = h()
    const id = await create("Long Adds")
    const long = "x".repeat(5_000)
    const { submit } = await listStepFlow([
      listStep("add001", "add_item", { list_name: "Long Adds", values: "{{lead.first_name}}" }),
      listStep("add002", "add_item", { list_name: "Long Adds", values: ["{{lead.first_name}}", "{{lead.email}}"] }),
      listStep("unq001", "is_unique", { list_name: "Long Adds", values: "{{lead.first_name}}" })
    ])
    const reply = await submit({ email: "long@example.com", fname: long })
    expect(reply).toMatchObject({ outcome: "success" })
    const leadId = String(member(member(reply, "lead"), "id"))
    // Only the long value: the step is skipped with the reason, not an error of the store.
    expect(await stepEvent(leadId, "add001")).toEqual({ outcome: "skip", reason: "values must be at most 1024 bytes (UTF-8)" })
    expect(await stepEvent(leadId, "unq001")).toEqual({ outcome: "skip", reason: "values must be at most 1024 bytes (UTF-8)" })
    // With another value: that one is added, the long one counted as rejected.
    expect(await stepEvent(leadId, "add002")).toMatchObject({ outcome: "success" })
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: 1 })
  })

  it("a fractional step lookback looks up fine on both databases", async () => {
    await create("Lookbacks")
    const { submit } = await listStepFlow(
      [
        listStep("qry001", "query_item", { list_name: "Lookbacks", values: "{{lead.email}}", "lookback.value": "0.000000001", "lookback.interval": "year" }),
        listStep("unq001", "is_unique", { list_name: "Lookbacks", values: "{{lead.email}}", "lookback.value": "1.5", "lookback.interval": "minute" })
      ]
    )
    const first = await submit({ email: "lb@example.com" })
    expect(first).toMatchObject({ outcome: "success" })
    const leadId = String(member(member(first, "lead"), "id"))
    expect(await stepEvent(leadId, "qry001")).toMatchObject({ outcome: "success" })
    expect(await stepEvent(leadId, "unq001")).toMatchObject({ outcome: "success" })
    const second = await submit({ email: "lb@example.com" })
    expect(second).toMatchObject({ outcome: "success" })
    expect(await stepEvent(String(member(member(second, "lead"), "id")), "unq001")).toMatchObject({ outcome: "failure", reason: "Duplicate" })
  })

  it("a flow deployed before a list check's lookback over 100 years was refused takes no leads: each ends in error naming the lookback", async () => {
    const { submit } = await listStepFlow([], {
      // Stored as a flow deployed before such a lookback was refused: the engine blocks it now.
      list_checks: { duplicate: { list_name: "Lookbacks", value: "{{lead.email}}", lookback: { value: 1e12, interval: "year" } } }
    })
    const answer = await submit({ email: "lb-old@example.com" })
    expect(answer).toMatchObject({ outcome: "error" })
    expect(String(member(answer, "reason"))).toMatch(
      /^The flow has 1 problem that keeps it from running \(list_checks\.duplicate\.lookback\.value: A lookback is at most 100 years: .*\): it takes no leads until they are fixed$/
    )
  })

  it("a CSV body adds the first column, or the column headed value; quoted fields and CRLF are read", async () => {
    const { server, api } = h()
    const id = await create("csv list")
    const upload = (csv: string) =>
      rawRequest(`${server.url}/lists/${id}/items`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "text/csv; charset=utf-8" },
        body: csv
      })
    const plain = await upload('a@example.com,x\r\n"B@Example.com",y\r\n\r\n"c,d@example.com"\n"(512) 789-1111"\n,blank first\nA@EXAMPLE.COM')
    expect(plain.status).toBe(200)
    expect(plain.json()).toEqual({
      added: 4,
      duplicate: 1,
      invalid: 1,
      errors: [{ position: 5, value: "", reason: "is blank" }]
    })
    const headed = await upload('name,value\nBob,"bob@example.com"\nAl\n')
    expect(headed.json()).toEqual({ added: 1, duplicate: 0, invalid: 1, errors: [{ position: 3, value: "Al", reason: "has no column 2" }] })
    expect((await api.get(`/lists/${id}/items/5127891111`)).status).toBe(200)
    expect((await api.get(`/lists/${id}/items/${encodeURIComponent("c,d@example.com")}`)).status).toBe(200)
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: 5 })
  })

  // 1M rows take 30 s (SQLite) to 56 s (PostgreSQL) here: that run is `npm run bench:lists`.
  it("a CSV of 100,000 generated rows is streamed in, in bounded memory", { timeout: 120_000 }, async () => {
    const { server, api } = h()
    const id = await create("Streamed")
    const rows = 100_000
    const result = await uploadCsv(`${server.url}/lists/${id}/items`, server.auth, generatedRows(rows))
    expect(result.status).toBe(200)
    expect(JSON.parse(result.body)).toEqual({ added: rows, duplicate: 0, invalid: 0, errors: [] })
    // The whole body is about 2.6 MB; what grows is SQLite's page cache (up to 64 MB) and garbage.
    expect(result.peakRssGrowthMb).toBeLessThan(200)
    console.info(`CSV upload of ${rows} rows: ${result.ms} ms, peak RSS growth ${result.peakRssGrowthMb} MB`)
    expect((await api.get(`/lists/${id}/count`)).body).toEqual({ count: rows })
    // Sent again, every row is a duplicate.
    const again = await uploadCsv(`${server.url}/lists/${id}/items`, server.auth, generatedRows(1_000))
    expect(JSON.parse(again.body)).toEqual({ added: 0, duplicate: 1_000, invalid: 0, errors: [] })
  })

  it("the endpoints are in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${h().server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(doc.paths["/lists"] ?? {}).sort()).toEqual(["get", "post"])
    expect(Object.keys(doc.paths["/lists/{id}"] ?? {}).sort()).toEqual(["delete", "get"])
    expect(Object.keys((doc.paths["/lists/{id}"]?.["delete"] as { responses: object } | undefined)?.responses ?? {})).toContain("409")
    expect(Object.keys(doc.paths["/lists/{id}/items/{value}"] ?? {}).sort()).toEqual(["delete", "get"])
    expect(JSON.stringify(doc.paths["/lists/{id}/items"])).toContain("text/csv")
  })
})
