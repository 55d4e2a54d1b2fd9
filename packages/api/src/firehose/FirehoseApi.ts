import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { FirehoseQuery, FirehoseResult, FirehoseTarget } from "./FirehoseSchemas.js"

/** Firehose target checks. Every endpoint needs the API key (group middleware). */
export class FirehoseApi extends HttpApiGroup.make("firehose")
  .add(
    HttpApiEndpoint.get("testFirehose", "/firehose")
      .annotate(OpenApi.Description, "Writes a small test file to the firehose target named by the query (`path` or `bucket`, and `prefix`, under the account's folder) and answers its ETag and location; 422 when the target cannot be written.")
      .setUrlParams(FirehoseQuery)
      .addSuccess(FirehoseResult)
      .annotate(OpenApi.Summary, "Check a firehose target by writing a test file")
  )
  .add(HttpApiEndpoint.post("testFirehoseTarget", "/firehose")
      .annotate(OpenApi.Summary, "Check a firehose target (body)")
      .annotate(OpenApi.Description, "The same check as GET /firehose, with the target in a JSON body.").setPayload(FirehoseTarget).addSuccess(FirehoseResult))
  .middleware(Negotiation)
  .middleware(Authentication) {}
