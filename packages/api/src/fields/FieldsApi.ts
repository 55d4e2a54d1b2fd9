import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Field } from "@leadflow/core"
import { Schema } from "effect"
import { ChangelogParams } from "../changelogs/ChangelogParams.js"
import { Changelog } from "../changelogs/ChangelogSchema.js"
import { Conflict, Forbidden } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { FieldPayload, FieldUpdatePayload } from "./FieldSchemas.js"

const IdPath = Schema.Struct({ id: Schema.String })

/** The `fields` endpoints. Every endpoint needs the API key (group middleware). */
export class FieldsApi extends HttpApiGroup.make("fields")
  .add(
    HttpApiEndpoint.get("list", "/fields")
      .addSuccess(Schema.Array(Field))
      .annotate(OpenApi.Summary, "List fields")
      .annotate(OpenApi.Description, "The standard fields, then the account's custom fields.")
  )
  .add(HttpApiEndpoint.get("get", "/fields/:id")
      .annotate(OpenApi.Description, "A standard field or one of the account's custom fields, by id. 404 for an unknown id.").setPath(IdPath).addSuccess(Field).annotate(OpenApi.Summary, "Get a field"))
  .add(
    HttpApiEndpoint.post("create", "/fields")
      .setPayload(FieldPayload)
      .addSuccess(Field, { status: 201 })
      .annotate(OpenApi.Summary, "Create a custom field")
      .annotate(
        OpenApi.Description,
        "The id is a base name, an underscore and the field suffix of one of the account's entities (favorite_color_acorp). A bare base name (favorite_color) gets the account entity's suffix appended; the answer carries the full id. A new account entity has a default suffix, derived from the account's name. `aggregate` must be false or left out (422 under `aggregate`): it marked a field for a reporting subset, and none is kept here, since reports and metrics group and filter by every field's stored value. `see` (the replacement of a deprecated field) goes with `deprecated: true` and names a field that exists (422 under `see` otherwise)."
      )
  )
  .add(
    HttpApiEndpoint.put("update", "/fields/:id")
      .setPath(IdPath)
      .setPayload(FieldUpdatePayload)
      .addSuccess(Field)
      .addError(Forbidden)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Update a custom field")
      .annotate(
        OpenApi.Description,
        "Standard fields cannot be updated (403). `aggregate` must be false or left out (422 under `aggregate`, as on create); a field stored with `aggregate: true` before reads so, and a PUT sending that back is refused until it sends false. Send back the `updated_at` you read to be told with 409 when the field changed meanwhile. A new `type` is refused (422 under `type`, naming each flow, version and path) while a flow that lists the field, saved or deployed, reads it in a rule, template, mapping or criteria, bare (`cell_acme`), as `lead.cell_acme` or a component (`lead.cell_acme.area`): a phone made a string would compare `(214) 555-0187` where the rule compares `2145550187`, and let leads through. A flow that only lists the field does not stop the change. `see` goes with `deprecated: true` (422 under `see` otherwise): a field no longer deprecated drops it."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/fields/:id")
      .setPath(IdPath)
      .addSuccess(Field)
      .addError(Forbidden)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Delete a custom field")
      .annotate(
        OpenApi.Description,
        "200 with the deleted field. 409 naming the flows while a flow, saved or deployed, lists the field or reads it (a rule, template, mapping or criteria), as for an entity or a list in use: remove it from them and deploy them first. 409 too, naming them, while a deprecated field names it as its replacement (`see`). A deployed flow listing a field that is gone (deleted before this check, or in the database) takes no leads: each ends in error, `Unknown field`. Standard fields cannot be deleted (403)."
      )
  )
  .add(
    HttpApiEndpoint.get("changelogs", "/fields/:id/changelogs")
      .annotate(OpenApi.Description, "Every recorded change to the field (create, update, delete), newest first; the query narrows by time, user and count.")
      .setPath(IdPath)
      .setUrlParams(ChangelogParams)
      .addSuccess(Schema.Array(Changelog))
      .annotate(OpenApi.Summary, "List changes to a field")
  )
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Fields") {}
