import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Field } from "@leadflow/core"
import { Schema } from "effect"
import { ChangelogParams } from "../changelogs/ChangelogParams.js"
import { Changelog } from "../changelogs/ChangelogSchema.js"
import { Conflict } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { DeployResponse, FieldUsages, FlowPayload, FlowRecord, FlowVersion, FlowVersionDocument, RevertRequest } from "./FlowSchemas.js"

const IdPath = Schema.Struct({ id: Schema.String })

const flowChangelogs = <const Name extends string>(name: Name, path: `/${string}`) =>
  HttpApiEndpoint.get(name, path)
    .setPath(IdPath)
    .setUrlParams(ChangelogParams)
    .addSuccess(Schema.Array(Changelog))
    .annotate(OpenApi.Summary, "List changes to a flow")
    .annotate(
      OpenApi.Description,
      "The flow's changelogs (the path's id wins over any *_id parameter). 404 once the flow is deleted: use GET /changelogs?flow_id= then."
    )

/** The `flows` endpoints. Every endpoint needs the API key (group middleware). */
export class FlowsApi extends HttpApiGroup.make("flows")
  .add(HttpApiEndpoint.get("list", "/flows")
      .annotate(OpenApi.Description, "Every flow of the account, drafts as saved, each with its `version` and, once deployed, `deployed_version`.").addSuccess(Schema.Array(FlowRecord)).annotate(OpenApi.Summary, "List flows"))
  .add(
    HttpApiEndpoint.post("create", "/flows")
      .setPayload(FlowPayload)
      .addSuccess(FlowRecord, { status: 201 })
      .annotate(OpenApi.Summary, "Create a flow")
      .annotate(
        OpenApi.Description,
        "Saves a draft: a new flow takes no leads until it is deployed (POST /flows/{id}/deploy). The caller may choose the id (a BSON id not used by any flow). A flow with problems (unknown fields, entities, modules, credentials, an entity used with a module it does not allow, a template that does not parse, a rule with an unknown operator or on a component of a field the flow lacks) is saved and answered with `errors` (by path into the flow) and `error`; it cannot be deployed until they are fixed."
      )
  )
  .add(HttpApiEndpoint.get("get", "/flows/:id")
      .annotate(OpenApi.Description, "The flow's saved draft with its storage `version`, its problems (`errors`) if any, and which version submissions run (`deployed_version`). 404 when the flow is not the account's.").setPath(IdPath).addSuccess(FlowRecord).annotate(OpenApi.Summary, "Get a flow"))
  .add(
    HttpApiEndpoint.put("update", "/flows/:id")
      .setPath(IdPath)
      .setPayload(FlowPayload)
      .addSuccess(FlowRecord)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Update a flow")
      .annotate(
        OpenApi.Description,
        "Replaces the flow's draft; submissions keep running the deployed version (`deployed_version`) until the draft is deployed. Send back the `version` (or `updated_at`) you read: when the stored flow is newer the update is refused with 409 Conflict. Without either, the update overwrites."
      )
  )
  .add(
    HttpApiEndpoint.post("deploy", "/flows/:id/deploy")
      .setPath(IdPath)
      .addSuccess(DeployResponse)
      .annotate(OpenApi.Summary, "Deploy a flow")
      .annotate(
        OpenApi.Description,
        "Makes the saved draft the version lead submissions run, in every server process; 422 with `errors` while the draft has problems (the deployed version then stays live)."
      )
  )
  .add(
    HttpApiEndpoint.get("versions", "/flows/:id/versions")
      .setPath(IdPath)
      .addSuccess(Schema.Array(FlowVersion))
      .annotate(OpenApi.Summary, "List the flow's deployed versions")
      .annotate(OpenApi.Description, "Every draft version that was deployed, newest first; `live` marks the one submissions run.")
  )
  .add(
    HttpApiEndpoint.get("version", "/flows/:id/versions/:version")
      .setPath(Schema.Struct({ id: Schema.String, version: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) }))
      .addSuccess(FlowVersionDocument)
      .annotate(OpenApi.Summary, "Get a deployed version of a flow")
      .annotate(
        OpenApi.Description,
        "The flow document of a version listed by GET /flows/{id}/versions, as it was deployed, with when it was deployed and whether it is `live`. Compare it with the draft (GET /flows/{id}) to see what a deploy would change. 404 when that version was never deployed."
      )
  )
  .add(
    HttpApiEndpoint.post("revert", "/flows/:id/revert")
      .setPath(IdPath)
      .setPayload(RevertRequest)
      .addSuccess(DeployResponse)
      .annotate(OpenApi.Summary, "Revert a flow to an earlier deployed version")
      .annotate(
        OpenApi.Description,
        "Makes a version listed by GET /flows/{id}/versions live again. The draft is not changed. 422 naming `version` when that version was never deployed, or with `errors` when it has problems now (for example a credential it names was deleted)."
      )
  )
  .add(
    HttpApiEndpoint.del("delete", "/flows/:id")
      .setPath(IdPath)
      .addSuccess(FlowRecord)
      .annotate(OpenApi.Summary, "Delete a flow")
      .annotate(OpenApi.Description, "Returns the flow as it was. Leads submitted to it afterwards get 404.")
  )
  .add(
    HttpApiEndpoint.get("fields", "/flows/:id/fields")
      .annotate(OpenApi.Description, "The field records the flow lists in `fields` (standard and custom), in the flow's order.")
      .setPath(IdPath)
      .addSuccess(Schema.Array(Field))
      .annotate(OpenApi.Summary, "List the flow's fields")
  )
  .add(
    HttpApiEndpoint.get("fieldUsages", "/flows/:id/fields/usage")
      .setPath(IdPath)
      .addSuccess(FieldUsages)
      .annotate(OpenApi.Summary, "Where the flow uses its fields")
      .annotate(
        OpenApi.Description,
        "For each field of the flow, the places that name it: rule operands, mapping targets and templates in acceptance criteria, caps, pricing, list checks, sources and steps."
      )
  )
  .add(flowChangelogs("changelog", "/flows/:id/changelog"))
  .add(flowChangelogs("changelogs", "/flows/:id/changelogs"))
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Flows") {}
