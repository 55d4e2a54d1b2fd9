/**
 * certform_url: the URL of a consent certificate issued by our certificate API,
 * `https://<configured cert host>[/<prefix>]/<cert id>`. The id is verified with the configured
 * secret (see `certform/CertId.ts` and `docs/certform-scheme.md`); `valid` means the host is one
 * of ours, the id is authentic and the certificate's age in whole days is at most `maxAgeDays`
 * (default 90).
 */
import { decodeCertId } from "../certform/CertId.js"
import type { DecodedCertId } from "../certform/CertId.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import { BL, FV, operators } from "../Operators.js"
import type { CertformOptions, ResolvedParseOptions, TypedValue } from "../TypedValue.js"

const DAY_MS = 86_400_000
const DEFAULT_MAX_AGE_DAYS = 90
// Certificates are created on one machine and checked on another: tolerate a little clock skew
// before calling a creation time "in the future".
const ALLOWED_CLOCK_SKEW_MS = 5 * 60_000
const HEX = /^[0-9a-f]+$/i

/** One configured certificate location: scheme, `host[:port]` and an optional path prefix. */
interface CertLocation {
  readonly protocol: string
  readonly host: string
  /** `""` or a path such as `/cert`, without a trailing slash. */
  readonly prefix: string
}

/**
 * WHATWG URL of the text, read the way the `url` type reads it (`http://` assumed when no scheme
 * is given); `undefined` when it does not parse or is not http(s) with a host.
 */
const urlOf = (text: string): URL | undefined => {
  try {
    const url = new URL(text.includes("://") ? text : `http://${text}`)
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * A configured entry, `host[:port][/prefix]` (https) or `http(s)://host[:port][/prefix]`, read
 * through the same URL parser as inputs so that case, IDNA and default ports compare equal.
 */
const locationOf = (entry: string): CertLocation | undefined => {
  const url = urlOf(entry.includes("://") ? entry : `https://${entry}`)
  if (url === undefined || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    return undefined
  }
  return { protocol: url.protocol, host: url.host, prefix: url.pathname.replace(/\/+$/, "") }
}

// The hosts list is configuration: parse it once per list, not once per lead.
const locationCache = new WeakMap<ReadonlyArray<string>, ReadonlyArray<CertLocation>>()

const locationsOf = (hosts: ReadonlyArray<string>): ReadonlyArray<CertLocation> => {
  const cached = locationCache.get(hosts)
  if (cached !== undefined) return cached
  const locations = hosts.flatMap((entry) => {
    const location = typeof entry === "string" ? locationOf(entry) : undefined
    return location === undefined ? [] : [location]
  })
  locationCache.set(hosts, locations)
  return locations
}

/** The certificate id in `url` when it points at one of the configured locations, exactly. */
const certIdIn = (url: URL, certform: CertformOptions): { location: CertLocation; id: string } | undefined => {
  // A certificate URL never carries credentials; `https://cert.host@evil.com/` is not ours anyway.
  if (url.username !== "" || url.password !== "" || !Array.isArray(certform.hosts)) return undefined
  for (const location of locationsOf(certform.hosts)) {
    if (location.protocol !== url.protocol || location.host !== url.host) continue
    const start = `${location.prefix}/`
    if (!url.pathname.startsWith(start)) continue
    const id = url.pathname.slice(start.length)
    if (id !== "" && !id.includes("/")) return { location, id }
  }
  return undefined
}

/** The configured maximum age in whole days (a fraction is cut off); 90 when unset or nonsensical. */
const maxAgeDaysOf = (certform: CertformOptions): number => {
  const days = certform.maxAgeDays
  return typeof days === "number" && Number.isFinite(days) && days >= 0 ? Math.floor(days) : DEFAULT_MAX_AGE_DAYS
}

/**
 * A certificate is valid while its age in whole days is at most the maximum (types-spec: "age =
 * whole days between now and creation; valid = age ≤ 90"): 90.9 days old is still valid, so it
 * expires at creation + (maxAgeDays + 1) days, which is `expires_at`.
 */
const certificateValue = (
  input: unknown,
  url: URL,
  normal: string,
  cert: DecodedCertId,
  maxAgeDays: number,
  now: number
): TypedValue => {
  const ageMs = now - cert.createdAtMs
  const expiresAtMs = cert.createdAtMs + (maxAgeDays + 1) * DAY_MS
  const isExpired = now >= expiresAtMs
  const isFromFuture = ageMs < -ALLOWED_CLOCK_SKEW_MS
  return {
    normal,
    raw: input,
    valid: !isExpired && !isFromFuture,
    type: cert.kind,
    cert_id: cert.id,
    is_web: cert.kind === "web",
    is_mobile: cert.kind === "mobile",
    is_facebook: cert.kind === "facebook",
    is_masked: cert.masked,
    created_at: new Date(cert.createdAtMs).toISOString(),
    expires_at: new Date(expiresAtMs).toISOString(),
    age_in_days: Math.floor(Math.max(ageMs, 0) / DAY_MS),
    is_expired: isExpired,
    host: url.host,
    path: url.pathname
  }
}

const parseCertformUrl = (input: unknown, options: ResolvedParseOptions): TypedValue => {
  const text = textOf(input)
  const url = urlOf(text)
  if (url === undefined) return { normal: text, raw: input, valid: false }
  // Without settings there is no host of ours and no key: nothing can be verified, nothing is valid.
  const certform = options.certform
  const found = certform === undefined ? undefined : certIdIn(url, certform)
  if (certform === undefined || found === undefined) return { normal: url.href, raw: input, valid: false }
  // Ids are hex, which is case-insensitive: a hex id is spelt in lower case, verified or not.
  const id = HEX.test(found.id) ? found.id.toLowerCase() : found.id
  const normal = `${url.protocol}//${url.host}${found.location.prefix}/${id}`
  const cert = decodeCertId(id, certform.secret)
  if (cert === undefined) return { normal, raw: input, valid: false }
  return certificateValue(input, url, normal, cert, maxAgeDaysOf(certform), options.now())
}

export const certform_url: FieldType = {
  name: "certform_url",
  description:
    "URL of a consent certificate issued by the certificate API. Valid when the host is a configured " +
    "certificate host, the certificate id is authentic and the certificate is at most 90 whole days old.",
  components: [
    { name: "type", type: "string", description: "Kind of certificate: web, mobile or facebook" },
    { name: "cert_id", type: "string", description: "Certificate id (lower case)" },
    { name: "is_web", type: "boolean", description: "Certificate captured on a web page" },
    { name: "is_mobile", type: "boolean", description: "Certificate captured in a mobile app" },
    { name: "is_facebook", type: "boolean", description: "Certificate captured from a Facebook lead form" },
    { name: "is_masked", type: "boolean", description: "Certificate is masked (its content is hidden from buyers)" },
    { name: "created_at", type: "time", description: "When the certificate was created" },
    {
      name: "expires_at",
      type: "time",
      description: "When the certificate stops being valid (maxAgeDays + 1 days after creation)"
    },
    { name: "age_in_days", type: "number", description: "Whole days since the certificate was created" },
    { name: "is_expired", type: "boolean", description: "Certificate's age in whole days is over the maximum (default 90)" },
    { name: "host", type: "string", description: "Deprecated: host of the URL" },
    { name: "path", type: "string", description: "Deprecated: path of the URL" }
  ],
  operators: operators(BL, FV),
  examples: [
    "https://cert.example.com/01000180823d6800002a9e3b7c1f04d58e2a6b91c0f3e5d7a8b9c0d1e2f3a4b5",
    "https://leadflow.example.com/cert/01000180823d6800012a9e3b7c1f04d58e2a6b91c0f3e5d7a8b9c0d1e2f3a4b5"
  ],
  maskable: false,
  parse: parseCertformUrl
}
