/**
 * Certificate ids of our own certificate API: a keyed, authenticated encoding of when and what
 * kind of consent certificate was created, so that `certform_url` can recover and verify a
 * certificate's creation time without a database look-up. The scheme is described in
 * `docs/certform-scheme.md`.
 *
 * Version 1 layout (32 bytes, written as 64 lower-case hex characters):
 *
 *   offset  size  field
 *   0       1     version (0x01)
 *   1       6     creation time, ms since the Unix epoch, unsigned big-endian
 *   7       1     flags: bits 0-1 kind (0 web, 1 mobile, 2 facebook), bit 2 masked, bits 3-7 zero
 *   8       12    random bytes (uniqueness, unguessability)
 *   20      12    tag: HMAC-SHA256(secret, "leadflow/certform-id" 0x00 bytes[0..20)), first 12 bytes
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

export type CertKind = "web" | "mobile" | "facebook"

/** A certificate signing key: text (used as its UTF-8 bytes) or raw bytes. */
export type CertSecret = string | Uint8Array

/** What a certificate id records. */
export interface CertIdFields {
  /** Creation time in ms since the Unix epoch (an integer from 0 to 2^48 - 1). */
  readonly createdAtMs: number
  readonly kind: CertKind
  readonly masked: boolean
  /** The id's 12 random bytes; drawn with `crypto.randomBytes` when absent (tests inject them). */
  readonly random?: Uint8Array
}

/** A certificate id whose tag verified. */
export interface DecodedCertId {
  /** The id in its canonical (lower-case) spelling. */
  readonly id: string
  readonly version: number
  readonly createdAtMs: number
  readonly kind: CertKind
  readonly masked: boolean
}

export const CERT_ID_VERSION = 1
/** Length of a version-1 id in characters. */
export const CERT_ID_LENGTH = 64
export const CERT_ID_RANDOM_BYTES = 12

const PAYLOAD_BYTES = 20
const TAG_BYTES = 12
const ID_BYTES = PAYLOAD_BYTES + TAG_BYTES
const MAX_CREATED_AT_MS = 2 ** 48 - 1
// Domain separation: a key shared with another use can never produce a valid certificate tag.
const TAG_LABEL = Buffer.from("leadflow/certform-id\u0000", "utf8")
const HEX_ID = /^[0-9a-f]{64}$/i

const KIND_CODES: Readonly<Record<CertKind, number>> = { web: 0, mobile: 1, facebook: 2 }
const KINDS_BY_CODE: ReadonlyArray<CertKind> = ["web", "mobile", "facebook"]
const KIND_MASK = 0b011
const MASKED_FLAG = 0b100
const KNOWN_FLAGS = KIND_MASK | MASKED_FLAG

// Anything but text or bytes (a JavaScript caller's mistake) reads as an empty, unusable key.
const secretBytes = (secret: unknown): Buffer =>
  typeof secret === "string"
    ? Buffer.from(secret, "utf8")
    : secret instanceof Uint8Array
      ? Buffer.from(secret)
      : Buffer.alloc(0)

const secretList = (secret: CertSecret | ReadonlyArray<CertSecret>): ReadonlyArray<unknown> =>
  typeof secret === "string" || secret instanceof Uint8Array ? [secret] : Array.isArray(secret) ? secret : []

const tagOf = (payload: Uint8Array, secret: Buffer): Buffer =>
  createHmac("sha256", secret).update(TAG_LABEL).update(payload).digest().subarray(0, TAG_BYTES)

/**
 * Encode a new certificate id. Throws a `RangeError` on a programming error (an empty secret, a
 * creation time outside 0..2^48-1 ms, random bytes of the wrong length); never on valid input.
 */
export const encodeCertId = (fields: CertIdFields, secret: CertSecret): string => {
  const key = secretBytes(secret)
  if (key.length === 0) throw new RangeError("certificate id secret is empty")
  const { createdAtMs, kind, masked } = fields
  if (!Number.isInteger(createdAtMs) || createdAtMs < 0 || createdAtMs > MAX_CREATED_AT_MS) {
    throw new RangeError(`certificate creation time out of range: ${String(createdAtMs)}`)
  }
  const kindCode = KIND_CODES[kind]
  if (kindCode === undefined) throw new RangeError(`unknown certificate kind: ${String(kind)}`)
  const random = fields.random ?? randomBytes(CERT_ID_RANDOM_BYTES)
  if (random.length !== CERT_ID_RANDOM_BYTES) {
    throw new RangeError(`certificate id needs ${CERT_ID_RANDOM_BYTES} random bytes, got ${random.length}`)
  }
  const bytes = Buffer.alloc(ID_BYTES)
  bytes[0] = CERT_ID_VERSION
  bytes.writeUIntBE(createdAtMs, 1, 6)
  bytes[7] = kindCode | (masked ? MASKED_FLAG : 0)
  bytes.set(random, 8)
  tagOf(bytes.subarray(0, PAYLOAD_BYTES), key).copy(bytes, PAYLOAD_BYTES)
  return bytes.toString("hex")
}

/**
 * Verify and decode a certificate id. `undefined` when the id is malformed, of an unknown
 * version, or its tag does not verify under any of the secrets (the first secret of a list is
 * the current key, the others are earlier keys kept for verification while their certificates
 * may still be in use). Case-insensitive; never throws.
 */
export const decodeCertId = (
  id: string,
  secret: CertSecret | ReadonlyArray<CertSecret>
): DecodedCertId | undefined => {
  // The fixed length and alphabet turn away malformed ids before any hashing.
  if (typeof id !== "string" || id.length !== CERT_ID_LENGTH || !HEX_ID.test(id)) return undefined
  const bytes = Buffer.from(id, "hex")
  if (bytes[0] !== CERT_ID_VERSION) return undefined
  const payload = bytes.subarray(0, PAYLOAD_BYTES)
  const tag = bytes.subarray(PAYLOAD_BYTES)
  const authentic = secretList(secret).some((candidate) => {
    const key = secretBytes(candidate)
    return key.length > 0 && timingSafeEqual(tagOf(payload, key), tag)
  })
  if (!authentic) return undefined
  const flags = bytes[7] ?? 0
  const kind = KINDS_BY_CODE[flags & KIND_MASK]
  // Reserved kind code or flag bits: a later scheme this decoder does not understand.
  if (kind === undefined || (flags & ~KNOWN_FLAGS) !== 0) return undefined
  return {
    id: id.toLowerCase(),
    version: CERT_ID_VERSION,
    createdAtMs: bytes.readUIntBE(1, 6),
    kind,
    masked: (flags & MASKED_FLAG) !== 0
  }
}
