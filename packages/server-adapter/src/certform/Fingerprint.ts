import { createHash } from "node:crypto"

/**
 * Fingerprints: SHA-256 (lower-case hex) of a normalised email or phone, computed the same way by
 * the browser script (`BrowserScript.ts`) and the server, so a certificate can be matched against
 * a lead's contact data without the certificate storing it. Emails are trimmed and lower-cased;
 * phones keep their digits only, without a leading US country code `1` on 11 digits.
 */

export const normalizeEmail = (value: string): string => value.trim().toLowerCase()

export const normalizePhone = (value: string): string => {
  const digits = value.replace(/\D+/g, "")
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
}

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

export const emailFingerprint = (email: string): string => sha256Hex(normalizeEmail(email))

export const phoneFingerprint = (phone: string): string => sha256Hex(normalizePhone(phone))

const HEX_FINGERPRINT = /^[0-9a-f]{64}$/

/** A fingerprint as the browser sent it or a caller gave it: 64 hex digits, lower-cased. */
export const asFingerprint = (value: string): string | undefined => {
  const hex = value.trim().toLowerCase()
  return HEX_FINGERPRINT.test(hex) ? hex : undefined
}
