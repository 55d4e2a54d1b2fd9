/**
 * `leadflow-standard.outbound`: deliver the lead to another flow's submit URL (a Leadflow source,
 * or any endpoint that answers like one). GET sends the fields in the query string (same-named
 * parameters already in the URL are replaced, others kept); POST sends them form-encoded. The
 * other flow's answer is appended (see `FlowAnswer.ts`).
 */
import { defineIntegration, type OutboundRequest, type RequestResponseIntegration } from "../../Contract.js"
import { urlProblem } from "../../runtime/Ssrf.js"
import { readFlowAnswer, isOutcome } from "./FlowAnswer.js"
import { leadContent, writeContent } from "./LeadContent.js"
import { textOf } from "./Printable.js"
import { privateHostsAllowed } from "../../runtime/PrivateHosts.js"

/** The answer types asked for, JSON first: what a Leadflow (or LeadConduit) source answers in. */
const ACCEPT = "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7"

const methodOf = (vars: Readonly<Record<string, unknown>>): string => {
  const method = textOf(vars["method"]).trim().toUpperCase()
  return method === "" ? "POST" : method
}

const defaultOutcomeOf = (vars: Readonly<Record<string, unknown>>): string => textOf(vars["default_outcome"]).trim().toLowerCase()

export const validateDelivery = (vars: Readonly<Record<string, unknown>>): string | undefined => {
  const problem = urlProblem(vars["url"], privateHostsAllowed(vars))
  if (problem !== undefined) return problem
  const method = methodOf(vars)
  if (method !== "GET" && method !== "POST") return "Unsupported HTTP method - use GET or POST"
  const defaultOutcome = defaultOutcomeOf(vars)
  if (defaultOutcome !== "" && !isOutcome(defaultOutcome)) return 'default outcome must be "success", "failure" or "error"'
  return undefined
}

export const deliveryRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const urlText = textOf(vars["url"]).trim()
  const content = leadContent(vars)
  if (methodOf(vars) === "GET") {
    const url = new URL(urlText)
    writeContent(content, url.searchParams)
    return { url: url.toString(), method: "GET", headers: { Accept: ACCEPT } }
  }
  const params = new URLSearchParams()
  writeContent(content, params)
  const body = params.toString()
  return {
    url: urlText,
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
      Accept: ACCEPT
    },
    body
  }
}

export const standardOutbound: RequestResponseIntegration = defineIntegration({
  id: "leadflow-standard.outbound",
  name: "Standard delivery to another flow",
  type: "delivery",
  description:
    "Sends the lead to another flow's submit URL (GET query string or form POST) and appends that flow's answer: outcome, reason, lead id and price.",
  request_variables: [
    { name: "url", type: "string", required: true, description: "The submit URL of the receiving flow's source", examples: ["https://leadflow.example.com/flows/5fc1e0c1a2b3c4d5e6f70809/sources/5fc1e0c1a2b3c4d5e6f7080a/submit"] },
    { name: "method", type: "string", description: "HTTP method: POST (form-encoded body, the default) or GET (query string)" },
    {
      name: "default_outcome",
      type: "string",
      description: "Outcome when a 2xx answer carries none: success, failure or error (default error)"
    },
    {
      name: "standard.custom.*",
      type: "wildcard",
      description: "Extra fields to send; a field with a lead field's name replaces it"
    }
  ],
  response_variables: [
    { name: "outcome", type: "string", description: "The receiving flow's outcome: success, failure or error" },
    { name: "reason", type: "string", description: "The receiving flow's reason for a failure or an error" },
    { name: "lead.id", type: "string", description: "The lead's id in the receiving flow" },
    { name: "price", type: "number", description: "The price the receiving flow reports" }
  ],
  validate: validateDelivery,
  request: deliveryRequest,
  response: (vars, _request, response) => {
    const defaultOutcome = defaultOutcomeOf(vars)
    return readFlowAnswer(response, isOutcome(defaultOutcome) ? defaultOutcome : undefined)
  }
})
