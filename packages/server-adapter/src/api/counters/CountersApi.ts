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
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(CapCounter))
      .annotate(OpenApi.Summary, "Cap counters of a flow that saw traffic in the current interval")
  )
  .add(HttpApiEndpoint.get("getCap", "/caps/:id").setPath(CounterIdPath).addSuccess(CapCounter).addError(NotFound))
  .add(
    HttpApiEndpoint.get("listPingLimits", "/ping_limits")
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(PingLimitCounter))
      .annotate(OpenApi.Summary, "Ping limit counters of a flow that saw pings in the current interval")
  )
  .add(
    HttpApiEndpoint.get("listPingLimitsDashed", "/ping-limits")
      .setUrlParams(FlowIdQuery)
      .addSuccess(Schema.Array(PingLimitCounter))
  )
  .add(
    HttpApiEndpoint.get("getPingLimit", "/ping_limits/:id").setPath(CounterIdPath).addSuccess(PingLimitCounter).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("getPingLimitDashed", "/ping-limits/:id")
      .setPath(CounterIdPath)
      .addSuccess(PingLimitCounter)
      .addError(NotFound)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
