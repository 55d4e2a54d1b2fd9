import { Schema } from "effect"

/** The certificate ping response of the spec (`POST /cert/{cert_id}/ping`). */

const NullableString = Schema.NullOr(Schema.String)

const Version = Schema.Struct({
  full: NullableString,
  major: NullableString,
  minor: NullableString,
  patch: NullableString
})

const Software = Schema.Struct({ full: NullableString, name: NullableString, version: Version })

/** Approximate geolocation of the certificate's IP (see `GeoIp.ts`); `null` where unknown. */
export const ApproxIpGeo = Schema.Struct({
  city: NullableString,
  country_code: NullableString,
  lat: Schema.NullOr(Schema.Number),
  lon: Schema.NullOr(Schema.Number),
  postal_code: NullableString,
  state: NullableString,
  time_zone: NullableString
})
export type ApproxIpGeo = typeof ApproxIpGeo.Type

/** What an address no database places gets. */
export const unknownGeo: ApproxIpGeo = {
  city: null,
  country_code: null,
  lat: null,
  lon: null,
  postal_code: null,
  state: null,
  time_zone: null
}

export const PingCert = Schema.Struct({
  age_seconds: Schema.Number,
  approx_ip_geo: ApproxIpGeo,
  browser: Software,
  created_at: Schema.String,
  domain: NullableString,
  event_duration_ms: Schema.Number,
  expires_at: Schema.String,
  form_input_method: Schema.Array(Schema.String),
  ip: NullableString,
  is_framed: Schema.Boolean,
  is_mobile: Schema.Boolean,
  kpm: Schema.Number,
  operating_system: Software,
  page_id: NullableString,
  page_url: NullableString,
  parent_page_url: NullableString,
  user_agent: NullableString,
  wpm: Schema.Number
})
export type PingCert = typeof PingCert.Type

export const PingWarning = Schema.Literal(
  "none of the provided fingerprints match",
  "string not found in snapshot",
  "string found in snapshot"
)
export type PingWarning = typeof PingWarning.Type

export const PingResponse = Schema.Struct({
  cert: PingCert,
  fingerprints: Schema.Struct({ matching: Schema.Array(Schema.String), non_matching: Schema.Array(Schema.String) }),
  is_masked: Schema.Boolean,
  outcome: Schema.Literal("success", "failure"),
  reason: Schema.optionalWith(Schema.String, { exact: true }),
  scans: Schema.Struct({
    forbidden_found: Schema.Array(Schema.String),
    forbidden_not_found: Schema.Array(Schema.String),
    required_found: Schema.Array(Schema.String),
    required_not_found: Schema.Array(Schema.String)
  }),
  warnings: Schema.Array(PingWarning)
}).annotations({ identifier: "CertificatePing" })
export type PingResponse = typeof PingResponse.Type

/** `GET /cert/{cert_id}/ping_url`. */
export const PingUrl = Schema.Struct({ url: Schema.String }).annotations({ identifier: "CertificatePingUrl" })
