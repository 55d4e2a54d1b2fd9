import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import {
  CountAnswer,
  CountParams,
  CountUniqueParams,
  EventRecord,
  FunnelAnswer,
  FunnelParams,
  ListParams,
  MedianAnswer,
  MedianParams,
  SelectUniqueAnswer,
  SelectUniqueParams,
  StatsAnswer,
  StatsParams
} from "./EventsSchemas.js"

/** The `events` endpoints: event records, stats and event metrics. Every endpoint needs the API key. */
export class EventsApi extends HttpApiGroup.make("events")
  .add(HttpApiEndpoint.get("list", "/events").setUrlParams(ListParams).addSuccess(Schema.Array(EventRecord)))
  .add(HttpApiEndpoint.get("stats", "/events/stats").setUrlParams(StatsParams).addSuccess(StatsAnswer))
  .add(HttpApiEndpoint.get("count", "/events/event-metrics/count").setUrlParams(CountParams).addSuccess(CountAnswer))
  .add(
    HttpApiEndpoint.get("countUnique", "/events/event-metrics/count_unique")
      .setUrlParams(CountUniqueParams)
      .addSuccess(CountAnswer)
  )
  .add(
    HttpApiEndpoint.get("selectUnique", "/events/event-metrics/select_unique")
      .setUrlParams(SelectUniqueParams)
      .addSuccess(SelectUniqueAnswer)
  )
  .add(HttpApiEndpoint.get("median", "/events/event-metrics/median").setUrlParams(MedianParams).addSuccess(MedianAnswer))
  .add(HttpApiEndpoint.get("funnel", "/events/event-metrics/funnel").setUrlParams(FunnelParams).addSuccess(FunnelAnswer))
  .add(
    HttpApiEndpoint.get("get", "/events/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(EventRecord)
      .addError(NotFound)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
