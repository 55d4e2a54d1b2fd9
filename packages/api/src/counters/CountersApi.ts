import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { CapCounter, CounterIdPath, FlowIdQuery, PingLimitCounter } from "./CounterSchemas.js"

/**
 * Cap and ping-limit counters of the current interval (the reference's "Caps and Limits").
 * `/ping_limits` is also served as `/ping-limits`, as the spec writes it both ways. Every
 * endpoint needs the API key (group middleware).
 */
export class CountersApi extends HttpApiGroup.make("counters")
  .add(
    HttpApiEndpoint.get("listCaps", "/caps")
      .annotate(OpenApi.Description, "The counts of the current interval for the flow's caps (flow, source and step caps) with each cap's configuration, as the flow's deployed version sets them (a saved draft acts on nothing until deployed; a flow never deployed has no counters); `flow_id` is required.")
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(CapCounter))
      .annotate(OpenApi.Summary, "Cap counters of a flow that saw traffic in the current interval")
  )
  .add(HttpApiEndpoint.get("getCap", "/caps/:id")
      .annotate(OpenApi.Summary, "Get a cap counter")
      .annotate(OpenApi.Description, "One cap counter of the current interval by id, as its flow's deployed version configures it. 404 for an unknown id, and for a cap only a draft has.").setPath(CounterIdPath).addSuccess(CapCounter).addError(NotFound))
  .add(
    HttpApiEndpoint.get("listPingLimits", "/ping_limits")
      .annotate(OpenApi.Description, "The counts of the current interval for the flow's ping limits with each limit's configuration, as the flow's deployed version sets them (a saved draft acts on nothing until deployed; a flow never deployed has no counters); `flow_id` is required.")
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(PingLimitCounter))
      .annotate(OpenApi.Summary, "Ping limit counters of a flow that saw pings in the current interval")
  )
  .add(
    HttpApiEndpoint.get("listPingLimitsDashed", "/ping-limits")
      .annotate(OpenApi.Summary, "Ping limit counters (dashed path)")
      .annotate(OpenApi.Description, "The same as GET /ping_limits; the spec writes the path both ways.")
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(PingLimitCounter))
  )
  .add(
    HttpApiEndpoint.get("getPingLimit", "/ping_limits/:id")
      .annotate(OpenApi.Summary, "Get a ping limit counter")
      .annotate(OpenApi.Description, "One ping limit counter of the current interval by id, as its flow's deployed version configures it. 404 for an unknown id, and for a limit only a draft has.").setPath(CounterIdPath).addSuccess(PingLimitCounter).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("getPingLimitDashed", "/ping-limits/:id")
      .annotate(OpenApi.Summary, "Get a ping limit counter (dashed path)")
      .annotate(OpenApi.Description, "The same as GET /ping_limits/{id}.")
      .setPath(CounterIdPath)
      .addSuccess(PingLimitCounter)
      .addError(NotFound)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
