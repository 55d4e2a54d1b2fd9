import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * Tokens bound to one certificate, signed with the certificate key (no storage needed):
 *
 * - the write token, handed to the browser that created the certificate and required to update
 *   it (whoever later holds the certificate URL cannot rewrite the session);
 * - ping tokens, the `token` query parameter of a ping URL (`GET /{cert_id}/ping_url`): each is
 *   fresh (a random nonce) and, like an API key, authorises `POST /{cert_id}/ping` for that
 *   certificate until it expires.
 *
 * Each use has its own label, so one token can never stand in for the other.
 */

const WRITE_LABEL = "leadflow/certform-write\u0000"
const PING_LABEL = "leadflow/certform-ping\u0000"
const TAG_BYTES = 16

const tag = (secret: string, label: string, ...parts: ReadonlyArray<string>): Buffer =>
  createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(label)
    .update(parts.join("\u0000"))
    .digest()
    .subarray(0, TAG_BYTES)

const sameTag = (expected: Buffer, given: string): boolean => {
  const bytes = Buffer.from(given, "base64url")
  return bytes.length === expected.length && timingSafeEqual(bytes, expected)
}

/** The write token of a certificate (signed with the current key). */
export const writeToken = (certId: string, secrets: ReadonlyArray<string>): string =>
  tag(secrets[0] ?? "", WRITE_LABEL, certId).toString("base64url")

export const verifyWriteToken = (certId: string, token: string, secrets: ReadonlyArray<string>): boolean =>
  secrets.some((secret) => secret !== "" && sameTag(tag(secret, WRITE_LABEL, certId), token))

/** A new ping token for a certificate: `<nonce>.<tag>`, both base64url. */
export const pingToken = (certId: string, secrets: ReadonlyArray<string>): string => {
  const nonce = randomBytes(12).toString("base64url")
  return `${nonce}.${tag(secrets[0] ?? "", PING_LABEL, certId, nonce).toString("base64url")}`
}

export const verifyPingToken = (certId: string, token: string, secrets: ReadonlyArray<string>): boolean => {
  const dot = token.indexOf(".")
  if (dot <= 0) return false
  const nonce = token.slice(0, dot)
  const given = token.slice(dot + 1)
  return secrets.some((secret) => secret !== "" && sameTag(tag(secret, PING_LABEL, certId, nonce), given))
}
