import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { FirehoseQuery, FirehoseResult, FirehoseTarget } from "./FirehoseSchemas.js"

/** Firehose target checks. Every endpoint needs the API key (group middleware). */
export class FirehoseApi extends HttpApiGroup.make("firehose")
  .add(
    HttpApiEndpoint.get("testFirehose", "/firehose")
      .setUrlParams(FirehoseQuery)
      .addSuccess(FirehoseResult)
      .annotate(OpenApi.Summary, "Check a firehose target by writing a test file")
  )
  .add(HttpApiEndpoint.post("testFirehoseTarget", "/firehose").setPayload(FirehoseTarget).addSuccess(FirehoseResult))
  .middleware(Negotiation)
  .middleware(Authentication) {}
