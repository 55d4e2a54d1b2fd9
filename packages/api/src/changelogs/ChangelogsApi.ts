import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { ChangelogParams } from "./ChangelogParams.js"
import { Changelog } from "./ChangelogSchema.js"

/** The `changelogs` endpoints. Every endpoint needs the API key (group middleware). */
export class ChangelogsApi extends HttpApiGroup.make("changelogs")
  .add(
    HttpApiEndpoint.get("list", "/changelogs")
      .setUrlParams(ChangelogParams)
      .addSuccess(Schema.Array(Changelog))
      .annotate(OpenApi.Summary, "List changelogs")
      .annotate(
        OpenApi.Description,
        "Changes to flows, fields and entities, newest first by default. Of before_id and end the earlier bound applies; of after_id and start the later one. After a record is deleted its changelogs are found with the {type}_id parameter."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/changelogs/:id")
      .annotate(OpenApi.Description, "One changelog: what changed (flow, field or entity), how (create, update, delete), by whom, and the record's revision.")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(Changelog)
      .annotate(OpenApi.Summary, "Get a changelog")
  )
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Changelogs") {}
