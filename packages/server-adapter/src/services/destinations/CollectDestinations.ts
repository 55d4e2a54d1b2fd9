import { documentStepsOf } from "@leadflow/core"
import type { PackageListing } from "@leadflow/integrations"
import type { StoredDocument } from "../../storage/Documents.js"
import type { Destination } from "@leadflow/api"

/**
 * The account's destinations, gathered from its flows: every entry of a flow's `destinations`
 * (by `instance_id`), and every recipient step, one destination per recipient entity whose
 * actions are the integrations it is delivered with (the step's `url` mapping as the webhook).
 * Destinations are not a stored resource here; they are what the flows deliver to.
 */

type Json = Record<string, unknown>

const objects = (value: unknown): ReadonlyArray<Json> =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === "object" && item !== null && !Array.isArray(item)) : []

const object = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {})

const text = (value: unknown): string => (typeof value === "string" ? value : "")

interface Building {
  name: string
  integrationName: string
  icon: string
  readonly instanceId: string
  readonly actions: Map<string, { name: string; action_id: string; webhook_url: string }>
  readonly flows: Map<string, string>
}

/** What a module is called in the package listing (the package's name, the integration's name). */
const namesOf = (packages: ReadonlyArray<PackageListing>, moduleId: string) => {
  for (const pkg of packages)
    for (const integration of pkg.integrations)
      if (integration.id === moduleId) return { packageName: pkg.name, integrationName: integration.name }
  return { packageName: moduleId.split(".")[0] ?? moduleId, integrationName: moduleId }
}

/** The constant `url` a step's mappings send to, if any (a template stays as written). */
const webhookOf = (integration: Json): string => {
  const url = objects(integration["mappings"]).find((m) => m["property"] === "url")
  return url === undefined ? "" : text(url["value"])
}

export const collectDestinations = (
  flows: ReadonlyArray<StoredDocument>,
  packages: ReadonlyArray<PackageListing>,
  withUsages: boolean
): ReadonlyArray<Destination> => {
  const byInstance = new Map<string, Building>()
  const entry = (instanceId: string, init: () => Omit<Building, "actions" | "flows" | "instanceId">): Building => {
    let found = byInstance.get(instanceId)
    if (found === undefined) {
      found = { ...init(), instanceId, actions: new Map(), flows: new Map() }
      byInstance.set(instanceId, found)
    }
    return found
  }
  for (const flow of flows) {
    const flowName = text(flow.body["name"])
    for (const configured of objects(flow.body["destinations"])) {
      const instanceId = text(configured["instance_id"]) || text(configured["name"])
      if (instanceId === "") continue
      const d = entry(instanceId, () => ({
        name: text(configured["name"]),
        integrationName: text(configured["integration_name"]),
        icon: text(configured["integration_icon_url"])
      }))
      for (const action of objects(configured["actions"])) {
        const actionId = text(action["action_id"]) || text(action["name"])
        d.actions.set(`${actionId} ${text(action["webhook_url"])}`, {
          name: text(action["name"]),
          action_id: actionId,
          webhook_url: text(action["webhook_url"])
        })
      }
      d.flows.set(flow.id, flowName)
    }
    for (const { step } of documentStepsOf(flow.body["steps"])) {
      if (step["type"] !== "recipient") continue
      const entity = object(step["entity"])
      const integration = object(step["integration"])
      const instanceId = text(entity["id"])
      const moduleId = text(integration["module_id"])
      if (instanceId === "" || moduleId === "") continue
      const names = namesOf(packages, moduleId)
      const d = entry(instanceId, () => ({ name: text(entity["name"]) || instanceId, integrationName: names.packageName, icon: "" }))
      const webhook = webhookOf(integration)
      d.actions.set(`${moduleId} ${webhook}`, { name: names.integrationName, action_id: moduleId, webhook_url: webhook })
      d.flows.set(flow.id, flowName)
    }
  }
  return [...byInstance.values()].map((d) => ({
    name: d.name,
    integration_name: d.integrationName,
    integration_icon_url: d.icon,
    instance_id: d.instanceId,
    actions: [...d.actions.values()],
    ...(withUsages
      ? { flow_usages: { count: d.flows.size, flows: [...d.flows].map(([id, name]) => ({ id, name })) } }
      : {})
  }))
}
