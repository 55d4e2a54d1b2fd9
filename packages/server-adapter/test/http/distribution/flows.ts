import { expect } from "vitest"
import { type Client, member, minimalFlow } from "../resources/harness.js"
import { storeFlowEntities } from "../submission/fixtures.js"
import type { TestServer } from "../TestServer.js"

/** The buyers' entities of the distribution tests (stored in the account by `deployedFlow`). */
export const BUYER_IDS = ["5f00000000000000000000d1", "5f00000000000000000000d2", "5f00000000000000000000d3"] as const

export const submitLead = async (url: string, flowId: string, sourceId: string, email = "ada@example.com") => {
  const res = await fetch(`${url}/flows/${flowId}/sources/${sourceId}/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email })
  })
  return (await res.json()) as { outcome: string; reason?: string; lead: { id: string } }
}

/** Save a flow through the API and deploy it; the flow's id. */
export const deployedFlow = async (api: Client, server: TestServer, overrides: Record<string, unknown>): Promise<string> => {
  await storeFlowEntities(server, { steps: BUYER_IDS.map((id) => ({ entity: { id } })) })
  const created = await api.post("/flows", minimalFlow(server.accountId, overrides))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(member(created.body, "errors") ?? {}).toEqual({})
  const id = String(member(created.body, "id"))
  const deployed = await api.post(`/flows/${id}/deploy`)
  expect(deployed.status, JSON.stringify(deployed.body)).toBe(200)
  return id
}

