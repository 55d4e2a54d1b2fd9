import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CaptureCreated } from "../../certform/Capture.js"
import { PingResponse, PingUrl } from "../../certform/PingResponse.js"
import { Negotiation } from "../Negotiation.js"
import { OptionalAuthentication } from "../Security.js"
import { CertGone, CertMalformed, CertUnauthorized } from "./CertErrors.js"

/** Path of the endpoints that name a certificate. */
export const CertIdPath = Schema.Struct({ cert_id: Schema.String })

const Repeatable = Schema.optionalWith(Schema.Union(Schema.String, Schema.Array(Schema.String)), { exact: true })

/**
 * Ping query: `email`, `phone` (hashed as the browser script hashes them) and `fingerprint`
 * (SHA-256 hex already) are matched against the certificate's fingerprints; `required_scan` and
 * `forbidden_scan` are looked for in the page snapshot; `token` (from a ping URL) stands in for
 * the API key. Each but `token` may repeat.
 */
export const PingQuery = Schema.Struct({
  email: Repeatable,
  phone: Repeatable,
  fingerprint: Repeatable,
  required_scan: Repeatable,
  forbidden_scan: Repeatable,
  token: Schema.optionalWith(Schema.String, { exact: true })
})

const JavaScript = HttpApiSchema.Text({ contentType: "application/javascript" })
const Html = HttpApiSchema.Text({ contentType: "text/html" })

/**
 * The certificate API under `/cert`: the authenticated ping, the deprecated public ping URL, and
 * the public capture side (the browser script, the capture and session endpoints with CORS, a
 * demo form). Content negotiation applies to the JSON endpoints only: browsers ask for scripts
 * with `Accept: *\/*` and post captures as `text/plain` (no CORS preflight).
 */
export class CertificatesApi extends HttpApiGroup.make("certificates")
  .add(
    HttpApiEndpoint.post("ping", "/:cert_id/ping")
      .setPath(CertIdPath)
      .setUrlParams(PingQuery)
      .addSuccess(PingResponse, { status: 201 })
      .addError(CertMalformed, { status: 400 })
      .addError(CertUnauthorized, { status: 401 })
      .addError(CertGone, { status: 404 })
      .annotate(OpenApi.Summary, "Ping a certificate: its data, fingerprint matches and snapshot scans")
  )
  .middlewareEndpoints(OptionalAuthentication)
  .add(
    HttpApiEndpoint.get("pingUrl", "/:cert_id/ping_url")
      .setPath(CertIdPath)
      .addSuccess(PingUrl)
      .addError(CertMalformed, { status: 400 })
      .annotate(OpenApi.Summary, "A new ping URL (no authentication; deprecated)")
      .annotate(OpenApi.Deprecated, true)
  )
  .middlewareEndpoints(Negotiation)
  .add(HttpApiEndpoint.get("script", "/certform.js").addSuccess(JavaScript).annotate(OpenApi.Summary, "The capture script"))
  .add(HttpApiEndpoint.get("demo", "/demo").addSuccess(Html).annotate(OpenApi.Summary, "A demo form with the capture script"))
  .add(
    HttpApiEndpoint.post("capture", "/capture")
      .addSuccess(CaptureCreated, { status: 201 })
      .annotate(OpenApi.Summary, "Create a certificate (the capture script, text/plain JSON; public, CORS)")
  )
  .add(HttpApiEndpoint.options("capturePreflight", "/capture").addSuccess(HttpApiSchema.NoContent))
  .add(
    HttpApiEndpoint.post("session", "/:cert_id/capture")
      .setPath(CertIdPath)
      .addSuccess(HttpApiSchema.NoContent)
      .annotate(OpenApi.Summary, "Record a certificate's session at submit (the capture script, with its write token)")
  )
  .add(HttpApiEndpoint.options("sessionPreflight", "/:cert_id/capture").setPath(CertIdPath).addSuccess(HttpApiSchema.NoContent))
  .prefix("/cert") {}
