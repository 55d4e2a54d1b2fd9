import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Entity } from "@leadflow/core"
import { Schema } from "effect"
import { ChangelogParams } from "../changelogs/ChangelogParams.js"
import { Changelog } from "../changelogs/ChangelogSchema.js"
import { Conflict, Forbidden } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { EntityPayload } from "./EntitySchemas.js"

const IdPath = Schema.Struct({ id: Schema.String })

/** The `entities` endpoints. Every endpoint needs the API key (group middleware). */
export class EntitiesApi extends HttpApiGroup.make("entities")
  .add(
    HttpApiEndpoint.get("list", "/entities")
      .addSuccess(Schema.Array(Entity))
      .annotate(OpenApi.Summary, "List entities")
      .annotate(OpenApi.Description, "The account entity, the standard entities, then the account's custom and pending entities.")
  )
  .add(HttpApiEndpoint.get("get", "/entities/:id")
      .annotate(OpenApi.Description, "One of the account's entities (sources, recipients, the account itself), by id. 404 for an unknown id.").setPath(IdPath).addSuccess(Entity).annotate(OpenApi.Summary, "Get an entity"))
  .add(
    HttpApiEndpoint.post("create", "/entities")
      .setPayload(EntityPayload)
      .addSuccess(Entity, { status: 201 })
      .annotate(OpenApi.Summary, "Create a custom entity")
      .annotate(OpenApi.Description, "field_suffix must be unique across all entities; module_ids must name known integration modules.")
  )
  .add(
    HttpApiEndpoint.put("update", "/entities/:id")
      .setPath(IdPath)
      .setPayload(EntityPayload)
      .addSuccess(Entity)
      .addError(Forbidden)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Update an entity")
      .annotate(
        OpenApi.Description,
        "Standard entities cannot be updated (403), except the caller's own account entity. Send back the `updated_at` you read to be told with 409 when the entity changed meanwhile."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/entities/:id")
      .setPath(IdPath)
      .addSuccess(Entity)
      .addError(Forbidden)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Delete a custom entity")
      .annotate(
        OpenApi.Description,
        "Returns the deleted entity. Standard and account entities cannot be deleted (403); an entity that flows use (as a source, a step recipient, a group member or an auction buyer, in the saved or the deployed version) cannot either (409 naming them), nor one whose `field_suffix` custom fields carry (409 naming the fields: suffixes are unique across all entities, and once the entity is gone another could take it)."
      )
  )
  .add(
    HttpApiEndpoint.get("changelogs", "/entities/:id/changelogs")
      .setPath(IdPath)
      .setUrlParams(ChangelogParams)
      .addSuccess(Schema.Array(Changelog))
      .annotate(OpenApi.Summary, "List changes to an entity")
      .annotate(OpenApi.Description, "404 once the entity is deleted: use GET /changelogs?entity_id= then.")
  )
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Entities") {}
