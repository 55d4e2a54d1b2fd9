import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
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
  .add(HttpApiEndpoint.get("list", "/events")
      .annotate(OpenApi.Summary, "List events")
      .annotate(OpenApi.Description, "Event records (source, recipient, filter, feedback and retry events), newest first by default. `rules` selects by property paths, e.g. `[{\"lhv\": \"vars.flow.id\", \"op\": \"is equal to\", \"rhv\": \"<flow id>\"}]` (see Event property paths); `include`/`exclude` pick members or dotted paths into them (`exclude=vars.lead` leaves the lead's data out; through an array, each object element is cut, as a MongoDB projection does); paging by `after_id`/`before_id` and `limit`.").setUrlParams(ListParams).addSuccess(Schema.Array(EventRecord)))
  .add(HttpApiEndpoint.get("stats", "/events/stats")
      .annotate(OpenApi.Summary, "Event statistics")
      .annotate(OpenApi.Description, "Counts of events by outcome over a timeframe, optionally per `interval` and grouped by property paths (`group_by=vars.source.id`); `rule` narrows the counted events with rules on property paths.").setUrlParams(StatsParams).addSuccess(StatsAnswer))
  .add(HttpApiEndpoint.get("count", "/events/event-metrics/count")
      .annotate(OpenApi.Summary, "Count events")
      .annotate(OpenApi.Description, "The number of events in the timeframe: a scalar without `group_by` and `interval`, else per group (`group_by=vars.flow.id&group_by=outcome`) and per interval. `filters` narrow by property path: `[{\"property_name\": \"vars.flow.id\", \"operator\": \"eq\", \"property_value\": \"<flow id>\"}]`.").setUrlParams(CountParams).addSuccess(CountAnswer))
  .add(
    HttpApiEndpoint.get("countUnique", "/events/event-metrics/count_unique")
      .annotate(OpenApi.Summary, "Count distinct values")
      .annotate(OpenApi.Description, "The number of distinct values of `target_property` (default `vars.lead.id`) among the timeframe's events, grouped and filtered like `count`.")
      .setUrlParams(CountUniqueParams)
      .addSuccess(CountAnswer)
  )
  .add(
    HttpApiEndpoint.get("selectUnique", "/events/event-metrics/select_unique")
      .annotate(OpenApi.Summary, "List distinct values")
      .annotate(OpenApi.Description, "The distinct values of `target_property` (a property path, e.g. `vars.lead.state`) among the timeframe's events, per group.")
      .setUrlParams(SelectUniqueParams)
      .addSuccess(SelectUniqueAnswer)
  )
  .add(HttpApiEndpoint.get("median", "/events/event-metrics/median")
      .annotate(OpenApi.Summary, "Median of a numeric property")
      .annotate(OpenApi.Description, "The median of `target_property` (default `ms`, processing time) over the events of the last `max_age` seconds, per group.").setUrlParams(MedianParams).addSuccess(MedianAnswer))
  .add(HttpApiEndpoint.get("funnel", "/events/event-metrics/funnel")
      .annotate(OpenApi.Summary, "Event funnel")
      .annotate(OpenApi.Description, "For each step (`{event_collection, actor_property, filters}`), how many actors (e.g. `vars.lead.id`) reached it having reached the previous steps.").setUrlParams(FunnelParams).addSuccess(FunnelAnswer))
  .add(
    HttpApiEndpoint.get("get", "/events/:id")
      .annotate(OpenApi.Summary, "Get an event")
      .annotate(OpenApi.Description, "One event record by id, of any kind. 404 for an unknown id (or another account's).")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(EventRecord)
      .addError(NotFound)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
