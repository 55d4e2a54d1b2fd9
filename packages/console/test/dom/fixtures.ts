import { fetch } from "undici"
import { api } from "./harness.js"

/** A deployed flow with one source (`src001`, the account's entity) that fails leads without an email. */
export const deployedFlow = async (url: string, key: string, accountId: string, name = "Console test flow"): Promise<string> => {
  const created = await api(url, key, "POST", "/flows", {
    name,
    enabled: true,
    fields: ["first_name", "last_name", "email", "state"],
    sources: [{ id: "src001", entity: { id: accountId, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound", mappings: [] } }],
    acceptance_criteria: {
      rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] },
      outcome: "failure",
      reason: "An email is required"
    },
    steps: []
  })
  if (created.status !== 201) throw new Error(`flow: ${created.status} ${JSON.stringify(created.json)}`)
  const id = String(created.json["id"])
  const deployed = await api(url, key, "POST", `/flows/${id}/deploy`)
  if (deployed.status !== 200) throw new Error(`deploy: ${deployed.status} ${JSON.stringify(deployed.json)}`)
  return id
}

/** Submits a lead to the flow's `src001` source (public: no key). */
export const submitLead = async (url: string, flowId: string, lead: Record<string, unknown>) => {
  const res = await fetch(`${url}/flows/${flowId}/sources/src001/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(lead)
  })
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`)
  return (await res.json()) as { outcome: string; lead?: { id: string } }
}
