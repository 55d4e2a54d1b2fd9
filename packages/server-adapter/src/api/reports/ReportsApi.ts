import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Report, ReportInput, ReportPreviewInput, ReportShared, ReportUnshared } from "../../reports/Report.js"
import { ReportMeta, RunResult } from "../../reports/RunResult.js"
import { NotFound, Unauthorized } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication, OptionalAuthentication } from "../Security.js"

const IdPath = Schema.Struct({ id: Schema.String })
const IdOrTokenPath = Schema.Struct({ id: Schema.String.annotations({ description: "a report id (needs the API key) or a report token (public)" }) })

/** `start`/`end`: ms since the epoch or ISO 8601, inclusive. Default: the 24 hours up to now. */
const WindowParams = Schema.Struct({
  start: Schema.optionalWith(Schema.String, { exact: true }),
  end: Schema.optionalWith(Schema.String, { exact: true })
})

const runDescription =
  "Counts the account's events recorded between `start` and `end` (inclusive; ms since the epoch or ISO 8601; default: the 24 hours up to now). Answers `{start, end, group_by, columns, rows: [{group, values}], totals}`, or CSV (header: group_by paths then columns) with `Accept: text/csv`."

/** A run answers JSON, or CSV with `Accept: text/csv`. */
const RunSuccess = Schema.Union(RunResult, HttpApiSchema.Text({ contentType: "text/csv" }))

/**
 * The `reports` endpoints. Authentication is declared per endpoint: GET by id-or-token, run and
 * meta take a token without a key (`OptionalAuthentication`; a report id still needs the key).
 */
export class ReportsApi extends HttpApiGroup.make("reports")
  .add(HttpApiEndpoint.get("list", "/reports").addSuccess(Schema.Array(Report)).middleware(Authentication))
  .add(HttpApiEndpoint.post("create", "/reports").setPayload(ReportInput).addSuccess(Report, { status: 201 }).middleware(Authentication))
  .add(
    HttpApiEndpoint.post("preview", "/reports/preview")
      .setPayload(ReportPreviewInput)
      .setUrlParams(WindowParams)
      .addSuccess(RunSuccess)
      .annotate(OpenApi.Description, runDescription)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("get", "/reports/:id")
      .setPath(IdOrTokenPath)
      .addSuccess(Report)
      .addError(NotFound)
      .addError(Unauthorized)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.put("update", "/reports/:id")
      .setPath(IdPath)
      .setPayload(ReportInput)
      .addSuccess(Report)
      .addError(NotFound)
      .middleware(Authentication)
  )
  .add(HttpApiEndpoint.del("remove", "/reports/:id").setPath(IdPath).addSuccess(Report).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.put("share", "/reports/:id/share").setPath(IdPath).addSuccess(ReportShared).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.get("shareGet", "/reports/:id/share").setPath(IdPath).addSuccess(ReportShared).addError(NotFound).middleware(Authentication))
  .add(HttpApiEndpoint.put("unshare", "/reports/:id/unshare").setPath(IdPath).addSuccess(ReportUnshared).addError(NotFound).middleware(Authentication))
  .add(
    HttpApiEndpoint.get("unshareGet", "/reports/:id/unshare").setPath(IdPath).addSuccess(ReportUnshared).addError(NotFound).middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("run", "/reports/:id/run")
      .setPath(IdOrTokenPath)
      .setUrlParams(WindowParams)
      .addSuccess(RunSuccess)
      .annotate(OpenApi.Description, runDescription)
      .addError(NotFound)
      .addError(Unauthorized)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("meta", "/reports/:id/meta")
      .setPath(IdOrTokenPath)
      .addSuccess(ReportMeta)
      .addError(NotFound)
      .addError(Unauthorized)
      .middleware(OptionalAuthentication)
  )
  .middleware(Negotiation)
  .annotate(OpenApi.Description, "Reports: stored definitions of event counts, run over a time window, shareable by token") {}
