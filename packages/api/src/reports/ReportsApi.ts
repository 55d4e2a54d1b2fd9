import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Report, ReportInput, ReportPreviewInput, ReportShared, ReportUnshared } from "./Report.js"
import { ReportMeta, RunResult } from "./RunResult.js"
import { Forbidden, NotFound, Unauthorized } from "../Errors.js"
import { timeParamFormat } from "../Instant.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication, OptionalAuthentication } from "../Security.js"

const IdPath = Schema.Struct({ id: Schema.String })
const IdOrTokenPath = Schema.Struct({ id: Schema.String.annotations({ description: "a report id (needs the API key) or a report token (public)" }) })

/** `start`/`end`: ms since the epoch or ISO 8601 (`parseTime`), inclusive. Default: the 24 hours up to now. */
const WindowParams = Schema.Struct({
  start: Schema.optionalWith(Schema.String.annotations({ description: `Inclusive; default: 24 hours before end. ${timeParamFormat}` }), { exact: true }),
  end: Schema.optionalWith(Schema.String.annotations({ description: `Inclusive; default: now. ${timeParamFormat}` }), { exact: true })
})

const runDescription =
  "Counts the account's events recorded between `start` and `end` (inclusive; ms since the epoch or an ISO 8601 date-time with a zone; default: the 24 hours up to now). Answers `{start, end, group_by, columns, rows: [{group, values}], totals}`, or CSV (header: group_by paths then columns) with `Accept: text/csv`."

/** A run answers JSON, or CSV with `Accept: text/csv`. */
const RunSuccess = Schema.Union(RunResult, HttpApiSchema.Text({ contentType: "text/csv" }))

/**
 * The `reports` endpoints. Authentication is declared per endpoint: GET by id-or-token, run and
 * meta take a token without a key (`OptionalAuthentication`; a report id still needs the key: 401
 * without one, 403 with a key whose scope does not allow the request).
 */
export class ReportsApi extends HttpApiGroup.make("reports")
  .add(HttpApiEndpoint.get("list", "/reports")
      .annotate(OpenApi.Summary, "List reports")
      .annotate(OpenApi.Description, "The account's report definitions.").addSuccess(Schema.Array(Report)).middleware(Authentication))
  .add(HttpApiEndpoint.post("create", "/reports")
      .annotate(OpenApi.Summary, "Create a report")
      .annotate(OpenApi.Description, "A stored definition of event counts: `columns`, `rules` selecting events and `group_by` property paths (e.g. `vars.source.id`; see Event property paths). 422 with `errors` for an unknown column, path or operator.").setPayload(ReportInput).addSuccess(Report, { status: 201 }).middleware(Authentication))
  .add(
    HttpApiEndpoint.post("preview", "/reports/preview")
      .annotate(OpenApi.Summary, "Run a report without storing it")
      .setPayload(ReportPreviewInput)
      .setUrlParams(WindowParams)
      .addSuccess(RunSuccess)
      .annotate(OpenApi.Description, runDescription)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("get", "/reports/:id")
      .annotate(OpenApi.Summary, "Get a report")
      .annotate(OpenApi.Description, "By id with the API key, or by its share token without one. 404 for an unknown id or token.")
      .setPath(IdOrTokenPath)
      .addSuccess(Report)
      .addError(NotFound)
      .addError(Unauthorized)
      .addError(Forbidden)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.put("update", "/reports/:id")
      .annotate(OpenApi.Summary, "Update a report")
      .annotate(OpenApi.Description, "Replaces the report's definition; its share token, if any, keeps working.")
      .setPath(IdPath)
      .setPayload(ReportInput)
      .addSuccess(Report)
      .addError(NotFound)
      .middleware(Authentication)
  )
  .add(HttpApiEndpoint.del("remove", "/reports/:id")
      .annotate(OpenApi.Summary, "Delete a report")
      .annotate(OpenApi.Description, "Answers the report as it was; its share token stops working.").setPath(IdPath).addSuccess(Report).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.put("share", "/reports/:id/share")
      .annotate(OpenApi.Summary, "Share a report")
      .annotate(OpenApi.Description, "Gives the report a new share token, on every call (a token it had stops working): anyone with the token can get, run and read the report's meta without an API key.").setPath(IdPath).addSuccess(ReportShared).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.get("shareGet", "/reports/:id/share")
      .annotate(OpenApi.Summary, "Share a report (GET)")
      .annotate(OpenApi.Description, "The same as PUT /reports/{id}/share, for clients that can only send GET.").setPath(IdPath).addSuccess(ReportShared).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.put("unshare", "/reports/:id/unshare")
      .annotate(OpenApi.Summary, "Stop sharing a report")
      .annotate(OpenApi.Description, "Removes the report's share token: runs by token answer 404 afterwards.").setPath(IdPath).addSuccess(ReportUnshared).addError(NotFound).middleware(Authentication))
  .add(
    HttpApiEndpoint.get("unshareGet", "/reports/:id/unshare")
      .annotate(OpenApi.Summary, "Stop sharing a report (GET)")
      .annotate(OpenApi.Description, "The same as PUT /reports/{id}/unshare, for clients that can only send GET.").setPath(IdPath).addSuccess(ReportUnshared).addError(NotFound).middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("run", "/reports/:id/run")
      .annotate(OpenApi.Summary, "Run a report")
      .setPath(IdOrTokenPath)
      .setUrlParams(WindowParams)
      .addSuccess(RunSuccess)
      .annotate(OpenApi.Description, runDescription)
      .addError(NotFound)
      .addError(Unauthorized)
      .addError(Forbidden)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("meta", "/reports/:id/meta")
      .annotate(OpenApi.Summary, "A report's meta")
      .annotate(OpenApi.Description, "The report's columns and groups as a run answers them, without running it; by id with the key or by share token.")
      .setPath(IdOrTokenPath)
      .addSuccess(ReportMeta)
      .addError(NotFound)
      .addError(Unauthorized)
      .addError(Forbidden)
      .middleware(OptionalAuthentication)
  )
  .middleware(Negotiation)
  .annotate(OpenApi.Description, "Reports: stored definitions of event counts, run over a time window, shareable by token") {}
