import { expect, it } from "vitest"
import { storeDocument } from "../submission/fixtures.js"
import { type Client, member, minimalFlow, suite } from "./harness.js"

/**
 * Settings core's flow checks refuse, as the server applies them: ids of a flow's parts that name
 * more than one part (a source's short id is a `source_id` of the submission URL, whatever the
 * source's entity; a step's id is what its events, caps and feedback go by), and a price a later
 * price of its pricing always replaces. A save reports such a flow's `errors` (its deploy is
 * refused with 422 naming the path), and a flow deployed before the check takes no leads: each an
 * `error` naming it.
 */

const sellerEntity = async (api: Client, name: string): Promise<string> => {
  const created = await api.post("/entities", { name, source: "seller", recipient: "buyer", module_ids: [] })
  expect(created.status).toBe(201)
  return String(member(created.body, "id"))
}

const submitTo = async (url: string, flowId: string, sourceId: string, body: Record<string, unknown>) => {
  const res = await fetch(`${url}/flows/${flowId}/sources/${sourceId}/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  return (await res.json()) as Record<string, unknown>
}

suite("flow settings core refuses", (h) => {
  it("two sources of different entities with one short id: the save names the later one, its deploy is 422, a deployed one takes no leads", async () => {
    const { api, server } = h()
    const other = await sellerEntity(api, "Second seller")
    const inbound = { module_id: "leadflow-standard.inbound" }
    const body = minimalFlow(server.accountId, {
      sources: [
        { id: "web001", entity: { id: server.accountId }, integration: inbound },
        // Meant for the second seller: submissions to web001 ran the first source instead.
        { id: "web001", entity: { id: other }, integration: inbound, pricing: { prices: [{ amount: 5 }] } },
        { id: "web002", entity: { id: other }, integration: inbound }
      ]
    })
    const created = await api.post("/flows", body)
    expect(created.status).toBe(201)
    const message =
      "sources.0 has this short id too: submissions to web001 reach only that one, whatever its entity, so this source runs only by its entity id, and only when it is its entity's last source. Give this source another short id, or remove it"
    expect(member(created.body, "errors")).toEqual({ "sources.1.id": [message] })
    const flowId = String(member(created.body, "id"))
    const deploy = await api.post(`/flows/${flowId}/deploy`)
    expect(deploy.status).toBe(422)
    expect(member(member(deploy.body, "errors"), "sources.1.id")).toEqual([message])

    // Deployed before the check (stored as it stands): no source of it takes a lead.
    const storedId = "6f00000000000000000000d1"
    await storeDocument(server, "flows", storedId, { ...body, id: storedId })
    for (const sourceId of ["web001", "web002", server.accountId]) {
      const answer = await submitTo(server.url, storedId, sourceId, { email: "jane@example.com" })
      expect(answer["outcome"]).toBe("error")
      expect(String(answer["reason"])).toContain("sources.1.id: sources.0 has this short id too")
    }
  })

  it("two steps under one id, and a price a later price always replaces: saved with errors, deploy 422, a deployed one takes no leads", async () => {
    const { api, server } = h()
    const buyer = (id: string) => ({
      type: "recipient",
      id,
      entity: { id: server.accountId },
      integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "https://example.com/leads" }] }
    })
    const texas = { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] }
    const body = minimalFlow(server.accountId, {
      fields: ["email", "state"],
      pricing: { prices: [{ amount: 20, rule_set: texas }, { amount: 12 }] },
      steps: [buyer("buy001"), buyer("buy001")]
    })
    const created = await api.post("/flows", body)
    expect(created.status).toBe(201)
    const errors = {
      "steps.1.id": [
        "steps.0 has the id buy001 too: a step's events, caps, feedback and reports go by its id, so the two could not be told apart (caps without an id of their own would share one count). Give this step another id"
      ],
      "pricing.prices.0": [
        "This price never acts: prices.1 after it prices every lead (it has no rules), and the last price whose rules pass wins. List the price without rules first, as the default the others replace"
      ]
    }
    expect(member(created.body, "errors")).toEqual(errors)
    const deploy = await api.post(`/flows/${String(member(created.body, "id"))}/deploy`)
    expect(deploy.status).toBe(422)
    expect(member(deploy.body, "errors")).toEqual(errors)

    const storedId = "6f00000000000000000000d2"
    await storeDocument(server, "flows", storedId, { ...body, id: storedId })
    const answer = await submitTo(server.url, storedId, server.accountId, { email: "tex@example.com", state: "TX" })
    expect(answer["outcome"]).toBe("error")
    expect(String(answer["reason"])).toContain("steps.1.id: steps.0 has the id buy001 too")
    expect(String(answer["reason"])).toContain("pricing.prices.0: This price never acts")
  })
})
