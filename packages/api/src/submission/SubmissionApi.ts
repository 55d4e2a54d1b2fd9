import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NoRouteAnswer, PingAnswer, PingLimitReached, SubmissionError, SubmitAnswer, SubmittedLead } from "./SubmissionSchemas.js"

/**
 * Lead submission, as a group of the documented API (`LeadflowApi`): the OpenAPI document and the
 * client derive from it. The server does not route it through HttpApi: a lean `node:http`
 * handler serves these paths (the hot path, DESIGN §5), so `MainApi`, the API the server
 * implements, leaves this group out.
 */

const FlowSourcePath = Schema.Struct({ flow_id: Schema.String, source_id: Schema.String })
const RouterPath = Schema.Struct({ router_id: Schema.String })

const bodies =
  "The body is JSON, a form (`application/x-www-form-urlencoded`, dotted keys nest) or XML (`application/xml`, `text/xml`; the root element is dropped); the query string is merged over it. The same URL also takes `GET` with the lead in the query string. Other methods get 405, a body without a Content-Type 415, an unsupported type or Accept 406, a body that does not parse 400, one over 1 MiB 413."
const answers =
  "JSON, or XML (`<result>`) when Accept asks for it; with a `redir_url` query parameter the answer is a 303 to that URL. The answer's members are the source's answer fields (default `outcome`, `reason`, `lead.id`, `price`; the verbose integration adds `appended`)."
const authentication =
  "No API key is needed, unless the source has `authentication_required`: then HTTP Basic with the account's API key as the password, or the source's credential (401 otherwise)."

const flowSubmit = HttpApiEndpoint.post("submit", "/flows/:flow_id/sources/:source_id/submit")
  .setPath(FlowSourcePath)
  .setPayload(SubmittedLead)
  .addSuccess(SubmitAnswer, { status: 201 })
  .addError(SubmissionError, { status: 400 })
  .addError(SubmissionError, { status: 401 })
  .addError(SubmissionError, { status: 404 })
  .addError(SubmissionError, { status: 413 })
  .addError(SubmissionError, { status: 415 })
  .addError(SubmissionError, { status: 422 })
  .addError(SubmissionError, { status: 503 })
  .annotate(OpenApi.Summary, "Submit a lead to a flow's source")
  .annotate(
    OpenApi.Description,
    `Runs the lead through the flow's deployed version as it came from the source: inbound parsing and mapping, acceptance criteria, caps, pricing, then the steps. Answers 201 with the lead's outcome (\`success\`, \`failure\` with a \`reason\`, or \`error\`), its id and its price, whatever the outcome. ${bodies} ${answers} ${authentication} 404 for an unknown or undeployed flow or source; 422 with \`errors\` when the stored flow has problems.`
  )

const flowPing = HttpApiEndpoint.post("ping", "/flows/:flow_id/sources/:source_id/ping")
  .setPath(FlowSourcePath)
  .setPayload(SubmittedLead)
  .addSuccess(PingAnswer)
  .addError(SubmissionError, { status: 400 })
  .addError(SubmissionError, { status: 401 })
  .addError(SubmissionError, { status: 404 })
  .addError(SubmissionError, { status: 413 })
  .addError(SubmissionError, { status: 415 })
  .addError(SubmissionError, { status: 422 })
  .addError(PingLimitReached, { status: 429 })
  .addError(SubmissionError, { status: 503 })
  .annotate(OpenApi.Summary, "Ping a flow's source: ask for a bid without sending the lead")
  .annotate(
    OpenApi.Description,
    `Runs acceptance criteria, caps and pricing only (no steps, no lead recorded) and answers 200 with the outcome and the price offered; a price of 0 is a failure with reason "no bid". The flow must have \`ping_enabled\` and the source's integration must take pings (400 otherwise). When a ping limit is reached: 429 with \`retry_after\` seconds. ${bodies} ${authentication}`
  )

const routerSubmit = HttpApiEndpoint.post("routerSubmit", "/routers/:router_id/submit")
  .setPath(RouterPath)
  .setPayload(SubmittedLead)
  .addSuccess(SubmitAnswer, { status: 201 })
  .addError(SubmissionError, { status: 400 })
  .addError(SubmissionError, { status: 401 })
  .addError(SubmissionError, { status: 404 })
  .addError(SubmissionError, { status: 413 })
  .addError(SubmissionError, { status: 415 })
  .addError(Schema.Union(NoRouteAnswer, SubmissionError), { status: 422 })
  .addError(SubmissionError, { status: 503 })
  .annotate(OpenApi.Summary, "Submit a lead to a router")
  .annotate(
    OpenApi.Description,
    `The router parses the lead with its inbound integration, picks the first route whose rules match and submits the lead to that route's flow and source, answering as that source does (201). When no route matches: 422 with \`outcome: "error"\` and nothing is recorded. 404 when the router, or the route's flow or source, does not exist or is not deployed. ${bodies} ${authentication}`
  )

const routerPing = HttpApiEndpoint.post("routerPing", "/routers/:router_id/ping")
  .setPath(RouterPath)
  .setPayload(SubmittedLead)
  .addSuccess(PingAnswer)
  .addError(SubmissionError, { status: 400 })
  .addError(SubmissionError, { status: 401 })
  .addError(SubmissionError, { status: 404 })
  .addError(SubmissionError, { status: 413 })
  .addError(SubmissionError, { status: 415 })
  .addError(Schema.Union(NoRouteAnswer, SubmissionError), { status: 422 })
  .addError(PingLimitReached, { status: 429 })
  .addError(SubmissionError, { status: 503 })
  .annotate(OpenApi.Summary, "Ping through a router")
  .annotate(
    OpenApi.Description,
    `Picks the route as a submission does and pings that route's flow and source (200 with the bid). 422 with \`outcome: "error"\` when no route matches; 429 with \`retry_after\` when a ping limit is reached. ${bodies} ${authentication}`
  )

/** The submission endpoints: a flow's source and a router, each with submit and ping. */
export class SubmissionApi extends HttpApiGroup.make("submission")
  .add(flowSubmit)
  .add(flowPing)
  .add(routerSubmit)
  .add(routerPing)
  .annotate(OpenApi.Title, "Lead submission")
  .annotate(
    OpenApi.Description,
    "Where sources send leads: `/flows/{flow_id}/sources/{source_id}/submit` and `/ping`, and `/routers/{router_id}/submit` and `/ping`. Served by a lean handler beside the management API; no API key unless the source requires authentication."
  ) {}
