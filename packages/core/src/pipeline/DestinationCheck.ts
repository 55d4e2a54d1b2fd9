import type { Flow } from "../model/Flow.js"

/** One problem of a flow's destinations, at its path into the flow. */
export interface DestinationIssue {
  readonly path: string
  readonly message: string
}

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
 * lead would only record a skipped delivery; refused when the flow is saved instead. A host
 * reports these as the flow's `errors`.
 */
export const flowDestinationIssues = (flow: Flow): ReadonlyArray<DestinationIssue> => {
  const issues: Array<DestinationIssue> = []
  ;(flow.destinations ?? []).forEach((destination, i) =>
    (destination.actions ?? []).forEach((action, j) => {
      const path = `destinations.${i}.actions.${j}.webhook_url`
      const url = action.webhook_url?.trim() ?? ""
      if (url === "") issues.push({ path, message: "A destination action needs a webhook_url" })
      else if (!isWebUrl(url)) issues.push({ path, message: `${JSON.stringify(url.slice(0, 100))} is not an http(s) URL` })
    })
  )
  return issues
}
