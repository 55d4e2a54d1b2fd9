import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CaptureCreated } from "./Capture.js"
import { PingResponse, PingUrl } from "./PingResponse.js"
import { Negotiation } from "../Negotiation.js"
import { OptionalAuthentication } from "../Security.js"
import { CertGone, CertMalformed, CertUnauthorized } from "./CertErrors.js"
import { Forbidden, ValidationFailed } from "../Errors.js"

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
      .annotate(OpenApi.Description, "With the API key (or a ping URL's `token`): the certificate's capture data, whether the `email`, `phone` and `fingerprint` given match its fingerprints, and whether `required_scan` / `forbidden_scan` texts appear in its page snapshot. 400 for a malformed id, 401 without a key or token (or with a wrong key), 403 for a key whose scope does not allow pings (a `read` key) without a token, 404 for an unknown or expired certificate.")
      .setPath(CertIdPath)
      .setUrlParams(PingQuery)
      .addSuccess(PingResponse, { status: 201 })
      .addError(CertMalformed, { status: 400 })
      .addError(CertUnauthorized, { status: 401 })
      .addError(Forbidden)
      .addError(CertGone, { status: 404 })
      .annotate(OpenApi.Summary, "Ping a certificate: its data, fingerprint matches and snapshot scans")
  )
  .middlewareEndpoints(OptionalAuthentication)
  .add(
    HttpApiEndpoint.get("pingUrl", "/:cert_id/ping_url")
      .annotate(OpenApi.Description, "A URL with a token that pings the certificate without an API key. Deprecated: ping with the API key instead.")
      .setPath(CertIdPath)
      .addSuccess(PingUrl)
      .addError(CertMalformed, { status: 400 })
      .annotate(OpenApi.Summary, "A new ping URL (no authentication; deprecated)")
      .annotate(OpenApi.Deprecated, true)
  )
  .middlewareEndpoints(Negotiation)
  .add(HttpApiEndpoint.get("script", "/certform.js")
      .annotate(OpenApi.Description, "The browser script (certform.js) a lead form includes to capture a consent certificate; public.").addSuccess(JavaScript).annotate(OpenApi.Summary, "The capture script"))
  .add(HttpApiEndpoint.get("demo", "/demo")
      .annotate(OpenApi.Description, "An HTML form with the capture script, to try certificates in a browser; public.").addSuccess(Html).annotate(OpenApi.Summary, "A demo form with the capture script"))
  .add(
    HttpApiEndpoint.post("capture", "/capture")
      .annotate(OpenApi.Description, "Called by the capture script: creates a certificate from the page snapshot and answers its id and a write token. Public, CORS; the body is JSON sent as text/plain so that browsers send no preflight.")
      .addSuccess(CaptureCreated, { status: 201 })
      .addError(ValidationFailed)
      .annotate(OpenApi.Summary, "Create a certificate (the capture script, text/plain JSON; public, CORS)")
  )
  .add(HttpApiEndpoint.options("capturePreflight", "/capture")
      .annotate(OpenApi.Summary, "CORS preflight of the capture")
      .annotate(OpenApi.Description, "Answers the CORS preflight of POST /cert/capture (204 with the allowed origin, methods and headers).").addSuccess(HttpApiSchema.NoContent))
  .add(
    HttpApiEndpoint.post("session", "/:cert_id/capture")
      .annotate(OpenApi.Description, "Called by the capture script when the form is submitted: records the session (events up to the submit) on the certificate, with the write token of its capture. 204; 409 once a buyer has pinged the certificate (its session is then final).")
      .setPath(CertIdPath)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ValidationFailed)
      .annotate(OpenApi.Summary, "Record a certificate's session at submit (the capture script, with its write token)")
  )
  .add(HttpApiEndpoint.options("sessionPreflight", "/:cert_id/capture")
      .annotate(OpenApi.Summary, "CORS preflight of a session")
      .annotate(OpenApi.Description, "Answers the CORS preflight of POST /cert/{cert_id}/capture (204).").setPath(CertIdPath).addSuccess(HttpApiSchema.NoContent))
  .prefix("/cert") {}
