import type { Flow } from "../model/Flow.js"
import type { FlowIssue } from "./FlowMembers.js"

/** Whether `text` is an absolute http(s) URL. */
const isWebUrl = (text: string): boolean => {
  try {
    const url = new URL(text)
    return url.protocol === "http:" || url.protocol === "https:"
  } catch {
    return false
  }
}

/**
 * A destination action whose webhook URL cannot be delivered to: none, or text that is not an
 * http(s) URL. It is sent as written (`destinationSteps`: a constant, never a template), so every
 * lead would only record a skipped delivery; refused when the flow is saved instead. And a member
 * a destination or an action does not have (a `method`, a `secret`). A host reports these as the
 * flow's `errors`.
 */
export const flowDestinationIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  ;(flow.destinations ?? []).forEach((destination, i) => {
    unknownMembers(destination, destinationMembers, `destinations.${i}`, issues)
    ;(destination.actions ?? []).forEach((action, j) => {
      unknownMembers(action, actionMembers, `destinations.${i}.actions.${j}`, issues)
      const path = `destinations.${i}.actions.${j}.webhook_url`
      const url = action.webhook_url?.trim() ?? ""
      if (url === "") issues.push({ path, message: "A destination action needs a webhook_url" })
      else if (!isWebUrl(url)) issues.push({ path, message: `${JSON.stringify(url.slice(0, 100))} is not an http(s) URL` })
    })
  })
  return issues
}

// What a destination and its actions hold; a delivery sends the lead as JSON by POST to the
// webhook URL, so a `method`, `headers` or `secret` written beside them would never act.
const destinationMembers: ReadonlySet<string> = new Set(["name", "integration_name", "integration_icon_url", "instance_id", "actions", "flow_usages"])
const actionMembers: ReadonlySet<string> = new Set(["name", "action_id", "webhook_url"])

const unknownMembers = (record: object, known: ReadonlySet<string>, path: string, issues: Array<FlowIssue>): void => {
  for (const key of Object.keys(record))
    if (!known.has(key)) issues.push({ path: `${path}.${key}`, message: `Not a setting of a destination${path.includes("actions") ? " action" : ""}: it would not act` })
}
