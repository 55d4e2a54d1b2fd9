import { HttpServerResponse } from "@effect/platform"
import { Schema } from "effect"

/**
 * The certificate API's own error bodies (spec, Errors): `{errors: {detail}, message, outcome:
 * "error", reason}` for a malformed certificate id (400) and for a missing or wrong credential
 * (401); only `{outcome: "error", reason}` for a certificate that is expired or not found (404).
 * Handlers answer them as responses (the schemas document them in the OpenAPI document), so the
 * bodies carry exactly these fields.
 */

const detailed = (identifier: string) =>
  Schema.Struct({
    errors: Schema.Struct({ detail: Schema.String }),
    message: Schema.String,
    outcome: Schema.Literal("error"),
    reason: Schema.String
  }).annotations({ identifier })

export const CertMalformed = detailed("CertificateIdMalformed")
export const CertUnauthorized = detailed("CertificateUnauthorized")
export const CertGone = Schema.Struct({ outcome: Schema.Literal("error"), reason: Schema.String }).annotations({
  identifier: "CertificateNotFound"
})

const detailedResponse = (status: number, reason: string, detail: string) =>
  HttpServerResponse.unsafeJson({ errors: { detail }, message: reason, outcome: "error", reason }, { status })

export const malformedResponse = (reason: string) =>
  detailedResponse(400, reason, "a certificate id is 64 hexadecimal characters")

export const unauthorizedResponse = () =>
  detailedResponse(
    401,
    "unauthorized",
    "send HTTP Basic authentication with an account API key as the password, or use a ping URL (GET /{cert_id}/ping_url)"
  )

export const goneResponse = (reason: string) => HttpServerResponse.unsafeJson({ outcome: "error", reason }, { status: 404 })
