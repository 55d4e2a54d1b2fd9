import type { SqlClient } from "@effect/sql"
import { defineIntegration, type Appended, type HandleIntegration } from "@leadflow/integrations"
import { isTypedValue, parse } from "@leadflow/types"
import { Clock, type Context, Effect } from "effect"
import type { CertformSettings } from "../../certform/CertformSettings.js"
import {
  EXPIRED_REASON,
  isWellFormedCertId,
  lookupCertificate,
  MALFORMED_REASON,
  NOT_FOUND_REASON
} from "../../certform/CertificateLookup.js"
import { ping } from "../../certform/Ping.js"

/**
 * `leadflow-certform.outbound.verify`: ping the lead's certificate (`lead.certform_cert_url`)
 * straight from the server's storage, with the lead's email and phones as fingerprints and the
 * step's scans, and append the result under `certform.*` for the flow's filters. A lead without
 * a certificate URL is skipped. The outcome is the ping's (`failure` with its warnings as reason);
 * a URL that is not one of this server's certificates, or a certificate expired or not found, is
 * an `error`.
 */

export const VERIFY_ID = "leadflow-certform.outbound.verify"
export const NO_CERT_URL = "no certificate URL"
export const NOT_OURS_REASON = "certificate URL is not one of this server's certificates"
export const STORAGE_REASON = "certificate storage unavailable"

const PHONES = ["lead.phone_1", "lead.phone_2", "lead.phone_3"] as const

const valueAt = (vars: Readonly<Record<string, unknown>>, path: string): unknown => {
  let current: unknown = vars
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** A variable as text: a typed value by its normal form, scalars as written. */
const textAt = (vars: Readonly<Record<string, unknown>>, path: string): string => {
  const value = valueAt(vars, path)
  const plain = isTypedValue(value) ? value.normal : value
  return typeof plain === "string" ? plain.trim() : typeof plain === "number" ? String(plain) : ""
}

/** The certificate URL as the lead carries it (the raw text: the typed normal may drop the id). */
const certUrlOf = (vars: Readonly<Record<string, unknown>>): string => {
  const value = valueAt(vars, "lead.certform_cert_url")
  const raw = isTypedValue(value) ? value.raw : value
  return typeof raw === "string" ? raw.trim() : ""
}

const scansOf = (vars: Readonly<Record<string, unknown>>, name: string): Array<string> => {
  const text = textAt(vars, `certform.${name}`)
  const delimiter = textAt(vars, "certform.scan_delimiter") || "|"
  return text === "" ? [] : text.split(delimiter).map((scan) => scan.trim()).filter((scan) => scan !== "")
}

/** The certificate id of a URL of ours; a ping URL (`…/<id>/ping?token=…`) names its certificate too. */
const certIdOf = (url: string, settings: CertformSettings, now: number): { readonly id: string } | { readonly reason: string } => {
  const bare = url.replace(/[?#].*$/, "").replace(/\/ping\/?$/, "").replace(/\/+$/, "")
  const parsed = parse("certform_url", bare, { certform: settings.parseOptions, now })
  const id = parsed?.["cert_id"]
  if (typeof id === "string") return { id }
  const last = bare.slice(bare.lastIndexOf("/") + 1)
  return { reason: isWellFormedCertId(last) ? NOT_OURS_REASON : MALFORMED_REASON }
}

const errorAnswer = (reason: string): Appended => ({ outcome: "error", reason })

const verify =
  (context: Context.Context<SqlClient.SqlClient>, settings: CertformSettings): HandleIntegration["handle"] =>
  (vars) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const named = certIdOf(certUrlOf(vars), settings, now)
      if ("reason" in named) return errorAnswer(named.reason)
      const found = yield* lookupCertificate(named.id, settings, now)
      if (found._tag === "Malformed") return errorAnswer(MALFORMED_REASON)
      if (found._tag === "NotFound") return errorAnswer(NOT_FOUND_REASON)
      if (found._tag === "Expired") return errorAnswer(EXPIRED_REASON)
      const email = textAt(vars, "lead.email")
      const phones = PHONES.map((path) => textAt(vars, path)).filter((phone) => phone !== "")
      const result = ping(
        found.cert,
        {
          emails: email === "" ? [] : [email],
          phones,
          fingerprints: [],
          requiredScans: scansOf(vars, "required_scan"),
          forbiddenScans: scansOf(vars, "forbidden_scan")
        },
        now
      )
      const cert = result.cert
      return {
        outcome: result.outcome,
        ...(result.reason === undefined ? {} : { reason: result.reason }),
        cert_id: found.cert.id,
        age_seconds: cert.age_seconds,
        created_at: cert.created_at,
        expires_at: cert.expires_at,
        page_url: cert.page_url,
        parent_page_url: cert.parent_page_url,
        domain: cert.domain,
        ip: cert.ip,
        user_agent: cert.user_agent,
        browser: cert.browser.full,
        operating_system: cert.operating_system.full,
        is_framed: cert.is_framed,
        is_mobile: cert.is_mobile,
        is_masked: result.is_masked,
        kpm: cert.kpm,
        wpm: cert.wpm,
        event_duration_ms: cert.event_duration_ms,
        form_input_method: cert.form_input_method,
        fingerprints: result.fingerprints,
        scans: result.scans,
        warnings: result.warnings
      } satisfies Appended
    }).pipe(
      Effect.provide(context),
      Effect.catchTag("StoreError", () => Effect.succeed(errorAnswer(STORAGE_REASON)))
    )

const variable = (name: string, type: string, description: string) => ({ name, type, description })

export const verifyIntegration = (
  context: Context.Context<SqlClient.SqlClient>,
  settings: CertformSettings
): HandleIntegration =>
  defineIntegration({
    id: VERIFY_ID,
    name: "Certificate Verify",
    type: "enhancement",
    tag: "Consent",
    description:
      "Ping the lead's consent certificate (certform_cert_url): match its email and phones, scan the page text, append the certificate's data",
    request_variables: [
      { ...variable("lead.certform_cert_url", "certform_url", "The certificate URL the form posted"), required: true },
      variable("lead.email", "email", "Matched against the certificate's email fingerprints"),
      variable("lead.phone_1", "phone", "Matched against the certificate's phone fingerprints"),
      variable("lead.phone_2", "phone", "Matched against the certificate's phone fingerprints"),
      variable("lead.phone_3", "phone", "Matched against the certificate's phone fingerprints"),
      variable("certform.required_scan", "string", "Texts the page must show, separated by the scan delimiter"),
      variable("certform.forbidden_scan", "string", "Texts the page must not show, separated by the scan delimiter"),
      variable("certform.scan_delimiter", "string", "Separator of the scan texts (default |)")
    ],
    response_variables: [
      variable("outcome", "string", "success, failure (warnings) or error"),
      variable("reason", "string", "The warnings (failure) or the error"),
      variable("cert_id", "string", "The certificate id"),
      variable("age_seconds", "number", "Seconds since the certificate was created"),
      variable("created_at", "date", "When the certificate was created"),
      variable("expires_at", "date", "When the certificate expires (90 days after creation)"),
      variable("page_url", "url", "The page the form was on"),
      variable("parent_page_url", "url", "The framing page, when the form was framed"),
      variable("domain", "string", "The page's host"),
      variable("ip", "ip", "The browser's address"),
      variable("user_agent", "string", "The browser's user agent"),
      variable("browser", "string", "Browser name and version"),
      variable("operating_system", "string", "Operating system name and version"),
      variable("is_framed", "boolean", "Whether the form was in a frame"),
      variable("is_mobile", "boolean", "Whether the browser was a mobile one"),
      variable("is_masked", "boolean", "Whether the certificate is masked"),
      variable("kpm", "number", "Key presses per minute of typing"),
      variable("wpm", "number", "Words (five characters) per minute of typing"),
      variable("event_duration_ms", "number", "Time on the page until submit"),
      variable("form_input_method", "array", "How fields were filled: typing, paste, autofill"),
      variable("fingerprints.matching", "array", "The lead's email and phones found on the certificate"),
      variable("fingerprints.non_matching", "array", "The lead's email and phones not found on the certificate"),
      variable("scans.required_found", "array", "Required texts found"),
      variable("scans.required_not_found", "array", "Required texts missing"),
      variable("scans.forbidden_found", "array", "Forbidden texts found"),
      variable("scans.forbidden_not_found", "array", "Forbidden texts absent"),
      variable("warnings", "array", "The ping's warnings")
    ],
    validate: (vars) => (certUrlOf(vars) === "" ? NO_CERT_URL : undefined),
    handle: verify(context, settings)
  })
