import { Flow } from "@leadflow/core"
import { Either, Schema } from "effect"
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startBuyer, storeFields, type Buyer } from "../submission/fixtures.js"
import { rawRequest } from "../submission/rawRequest.js"
import { member, suite } from "./harness.js"

/**
 * The complete flow of docs/lists.md decodes, saves without errors, and runs as its curl steps
 * say: a list created through `/lists` and filled by a CSV upload suppresses a lead by the flow's
 * `dnc` check (e-mail) and by the `query_item` step and its filter (phone).
 */
const guide = readFileSync(new URL("../../../../../docs/lists.md", import.meta.url), "utf8")
const section = guide.slice(guide.indexOf("## A complete flow"))
const block = /```json\n([\s\S]*?)```/.exec(section)?.[1]
/** The CSV the guide's `printf` writes. */
const csv = /printf '([^']*)'/.exec(section)?.[1]?.replaceAll("\\n", "\n")
const SOURCE = "5f00000000000000000000a1"
/** The guide's *Before you start*: the entities it creates (`NAME=$(entity '{…}')`) and the example ids its `sed` replaces by them. */
const before = guide.slice(guide.indexOf("## Before you start"), guide.indexOf("## A complete flow"))
const entityBodies = new Map([...before.matchAll(/^(\w+)=\$\(entity '([^']*)'\)$/gm)].map((m) => [m[1] as string, m[2] as string]))
const replaced = new Map([...before.matchAll(/-e "s\/([0-9a-f]{24})\/\$(\w+)\/g"/g)].map((m) => [m[1] as string, m[2] as string]))

suite("docs/lists.md", (h) => {
  let buyer: Buyer
  beforeAll(async () => {
    buyer = await startBuyer(4)
  })
  afterAll(async () => {
    await buyer?.close()
  })

  it("has a complete flow document that decodes, saves without errors and suppresses the listed leads", async () => {
    const { api, server } = h()
    expect(block).toBeDefined()
    expect(csv).toBe("name,value\nJane,JANE@Example.com\nJohn,512.789.1111\n")
    const document = JSON.parse(block ?? "{}") as Record<string, unknown>
    expect(Either.isRight(Schema.decodeUnknownEither(Flow)(document))).toBe(true)
    expect(section).toContain("-d @my-flow.json")
    expect(section).toContain(`/flows/$FLOW/sources/$${replaced.get(SOURCE)}/submit`)
    expect(before).toContain("LEADFLOW_ALLOW_PRIVATE_HOSTS=true")

    // 1. The list, and its values from the guide's CSV.
    const created = await api.post("/lists", { name: "Do Not Contact", description: "Opted out of every contact" })
    expect(created.status).toBe(201)
    const list = String(member(created.body, "id"))
    const upload = await rawRequest(`${server.url}/lists/${list}/items`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "text/csv" },
      body: csv ?? ""
    })
    expect(upload.json()).toEqual({ added: 2, duplicate: 0, invalid: 0, errors: [] })

    // 2. The flow, its buyer on loopback; its fields and entities are the account's.
    const steps = document["steps"] as Array<Record<string, unknown>>
    const buy = steps.find((step) => step["id"] === "buy001") as { integration: { mappings: Array<{ property: string; value: string }> } }
    const url = buy.integration.mappings.find((m) => m.property === "url")
    if (url !== undefined) url.value = buyer.url
    await storeFields(server)
    // Before you start: the entities created as the guide's curls create them, their ids put in place of the examples.
    const named = [...JSON.stringify(document).matchAll(/"entity":\{"id":"([0-9a-f]{24})"/g)].map((m) => m[1] as string)
    expect([...replaced.keys()].sort()).toEqual([...new Set(named)].sort())
    let text = JSON.stringify(document)
    for (const [example, name] of replaced) {
      const created = await api.post("/entities", JSON.parse(entityBodies.get(name) ?? "{}"))
      expect(created.status).toBe(201)
      text = text.replaceAll(example, String(member(created.body, "id")))
    }
    const source = text.match(/"sources":\[\{"entity":\{"id":"([0-9a-f]{24})"/)?.[1] ?? ""
    const saved = await api.post("/flows", JSON.parse(text))
    expect(saved.status).toBe(201)
    expect(member(saved.body, "errors")).toBeUndefined()
    const flow = String(member(saved.body, "id"))
    expect((await api.post(`/flows/${flow}/deploy`)).status).toBe(200)

    // 3. The guide's three leads.
    const submit = async (lead: Record<string, string>) =>
      (
        await rawRequest(`${server.url}/flows/${flow}/sources/${source}/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(lead)
        })
      ).json()
    expect(await submit({ email: "jane@example.com", phone_1: "(512) 555-0100" })).toMatchObject({
      outcome: "failure",
      reason: "Email on the do-not-contact list"
    })
    expect(await submit({ email: "john@example.com", phone_1: "(512) 789-1111" })).toMatchObject({
      outcome: "failure",
      reason: "Phone on the do-not-contact list"
    })
    expect(buyer.received).toEqual([])
    expect(await submit({ email: "ada@example.com", phone_1: "(512) 555-0142" })).toMatchObject({ outcome: "success" })
    expect(buyer.received).toEqual([{ email: "ada@example.com", phone: "5125550142" }])
  })
})
