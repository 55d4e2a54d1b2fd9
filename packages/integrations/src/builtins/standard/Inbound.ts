/**
 * `leadflow-standard.inbound`: the standard source integration. It reads GET and POST
 * submissions (form, JSON or XML bodies, the query string over them) and answers with the
 * outcome, reason, lead id and price (see `Submission.ts`, `SourceAnswer.ts`). The verbose
 * variant also answers every `appended.*` value.
 */
import { defineIntegration, type InboundIntegration, type Variable } from "../../Contract.js"
import { answerSubmission } from "./SourceAnswer.js"
import { parseSubmission } from "./Submission.js"

const requestVariables: ReadonlyArray<Variable> = [
  {
    name: "lead.*",
    type: "wildcard",
    description: "Any submitted field: the flow's fields become lead fields, others can be mapped by the source"
  },
  {
    name: "redir_url",
    type: "url",
    description: "Query parameter: after processing, send the submitter (a browser form post) to this absolute http(s) URL with a 303"
  }
]

const responseVariables: ReadonlyArray<Variable> = [
  { name: "outcome", type: "string", description: "The lead's outcome: success, failure or error" },
  { name: "reason", type: "string", description: "Why the lead failed or erred (absent on success)" },
  { name: "lead.id", type: "string", description: "The lead's id (not on a ping)" },
  { name: "price", type: "number", description: "The price paid for the lead, or the bid on a ping (0 when none)" }
]

export const standardInbound: InboundIntegration = defineIntegration({
  id: "leadflow-standard.inbound",
  name: "Standard",
  type: "inbound",
  description:
    "Accepts leads by GET or POST as form fields, JSON or XML (the query string is merged over the body) and answers with the outcome, reason, lead id and price as JSON or XML.",
  request_variables: requestVariables,
  response_variables: responseVariables,
  pingable: true,
  request: parseSubmission,
  response: (req, vars, fieldIds) => answerSubmission(req, vars, fieldIds, false)
})

export const standardInboundVerbose: InboundIntegration = defineIntegration({
  id: "leadflow-standard.inbound.verbose",
  name: "Standard (verbose)",
  type: "inbound",
  description:
    "The standard source integration, whose answer also carries every value appended by the flow's steps (appended.*; a numeric path segment is quoted, as in appended.'5'.foo).",
  request_variables: requestVariables,
  response_variables: [
    ...responseVariables,
    { name: "appended.*", type: "wildcard", description: "Every value the flow's steps appended" }
  ],
  pingable: true,
  request: parseSubmission,
  response: (req, vars, fieldIds) => answerSubmission(req, vars, fieldIds, true)
})
