import type { StoredCertificate } from "./CertificateStore.js"
import { type FormInputMethod, type PingCert, type PingResponse, type PingWarning, unknownGeo } from "@leadflow/api"
import { asFingerprint, emailFingerprint, phoneFingerprint, sha256Hex } from "./Fingerprint.js"
import { parseUserAgent } from "./UserAgent.js"

/**
 * A ping: the certificate's facts, checked against what the caller gives.
 *
 * - Fingerprints: each email, phone and raw fingerprint given is hashed as the browser script
 *   hashes (see `Fingerprint.ts`) and looked up among the certificate's; `matching` and
 *   `non_matching` list the values as given.
 * - Scans: each required or forbidden text is looked for in the page snapshot, ignoring case and
 *   runs of white space.
 * - Outcome: `failure` when there is any warning (fingerprints were given and none matches, a
 *   required text is missing, a forbidden text is present), `reason` then being the warnings
 *   joined by "; "; `success` otherwise (with no `reason`).
 */

export interface PingRequest {
  readonly emails: ReadonlyArray<string>
  readonly phones: ReadonlyArray<string>
  /** Fingerprints already hashed (64 hex digits). */
  readonly fingerprints: ReadonlyArray<string>
  readonly requiredScans: ReadonlyArray<string>
  readonly forbiddenScans: ReadonlyArray<string>
}

export const emptyPingRequest: PingRequest = { emails: [], phones: [], fingerprints: [], requiredScans: [], forbiddenScans: [] }

export const NO_FINGERPRINT_MATCH: PingWarning = "none of the provided fingerprints match"
export const REQUIRED_NOT_FOUND: PingWarning = "string not found in snapshot"
export const FORBIDDEN_FOUND: PingWarning = "string found in snapshot"

const METHOD_ORDER: ReadonlyArray<FormInputMethod> = ["typing", "paste", "autofill"]
const MIN_TYPING_MS = 1_000

const round2 = (value: number): number => Math.round(value * 100) / 100

/** Per minute of typing (from the first key press to the last, at least a second). */
const perMinute = (count: number, typingMs: number): number =>
  count <= 0 ? 0 : round2(count / (Math.max(typingMs, MIN_TYPING_MS) / 60_000))

const urlOf = (text: string | null): URL | undefined => {
  if (text === null) return undefined
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** The page, whatever its query: a hash of its origin and path. */
const pageIdOf = (url: URL | undefined): string | null =>
  url === undefined ? null : sha256Hex(`${url.origin}${url.pathname}`).slice(0, 32)

const methodsOf = (fields: StoredCertificate["session"]["fields"]): Array<FormInputMethod> => {
  const used = new Set(Object.values(fields).flat())
  return METHOD_ORDER.filter((method) => used.has(method))
}

export const certFacts = (cert: StoredCertificate, now: number): PingCert => {
  const ua = parseUserAgent(cert.userAgent)
  const page = urlOf(cert.pageUrl)
  const session = cert.session
  return {
    age_seconds: Math.max(0, Math.floor((now - cert.createdAt) / 1000)),
    approx_ip_geo: cert.geo ?? unknownGeo,
    browser: ua.browser,
    created_at: new Date(cert.createdAt).toISOString(),
    domain: page?.hostname ?? null,
    event_duration_ms: session.event_duration_ms,
    expires_at: new Date(cert.expiresAt).toISOString(),
    form_input_method: methodsOf(session.fields),
    ip: cert.ip,
    is_framed: cert.isFramed,
    is_mobile: ua.isMobile,
    kpm: perMinute(session.keystrokes, session.typing_ms),
    operating_system: ua.operatingSystem,
    page_id: pageIdOf(page),
    page_url: cert.pageUrl,
    parent_page_url: cert.parentPageUrl,
    user_agent: cert.userAgent,
    // A word is five characters, as typing tests count.
    wpm: perMinute(session.characters / 5, session.typing_ms)
  }
}

const distinct = (values: ReadonlyArray<string>): Array<string> => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))
]

const scanText = (text: string): string => text.replace(/\s+/g, " ").trim().toLowerCase()

export const ping = (cert: StoredCertificate, request: PingRequest, now: number): PingResponse => {
  const known = new Set(cert.fingerprints)
  const given: Array<readonly [string, string | undefined]> = [
    ...distinct(request.emails).map((email) => [email, emailFingerprint(email)] as const),
    ...distinct(request.phones).map((phone) => [phone, phoneFingerprint(phone)] as const),
    ...distinct(request.fingerprints).map((fingerprint) => [fingerprint, asFingerprint(fingerprint)] as const)
  ]
  const matching = given.filter(([, hash]) => hash !== undefined && known.has(hash)).map(([value]) => value)
  const nonMatching = given.filter(([, hash]) => hash === undefined || !known.has(hash)).map(([value]) => value)

  const snapshot = scanText(cert.snapshot ?? "")
  const found = (text: string): boolean => snapshot.includes(scanText(text))
  const required = distinct(request.requiredScans)
  const forbidden = distinct(request.forbiddenScans)
  const scans = {
    forbidden_found: forbidden.filter(found),
    forbidden_not_found: forbidden.filter((text) => !found(text)),
    required_found: required.filter(found),
    required_not_found: required.filter((text) => !found(text))
  }

  const warnings: Array<PingWarning> = []
  if (given.length > 0 && matching.length === 0) warnings.push(NO_FINGERPRINT_MATCH)
  if (scans.required_not_found.length > 0) warnings.push(REQUIRED_NOT_FOUND)
  if (scans.forbidden_found.length > 0) warnings.push(FORBIDDEN_FOUND)

  const base = {
    cert: certFacts(cert, now),
    fingerprints: { matching, non_matching: nonMatching },
    is_masked: cert.masked,
    scans,
    warnings
  }
  return warnings.length === 0 ? { ...base, outcome: "success" } : { ...base, outcome: "failure", reason: warnings.join("; ") }
}
