import type { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { decodeCertId } from "@leadflow/types"
import { Effect, Option } from "effect"
import type { CertformSettings } from "./CertformSettings.js"
import { CERT_VALIDITY_MS } from "./CertformSettings.js"
import { findCertificate, type StoredCertificate } from "./CertificateStore.js"

/**
 * Find the certificate a ping names. A certificate id that is not 64 hex digits is malformed; a
 * well-formed id that does not verify under the certificate key, or that no stored certificate
 * has, is not found; one past its 90th whole day of age (or its stored expiry) is expired.
 */
export type CertificateLookup =
  | { readonly _tag: "Malformed" }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "Expired" }
  | { readonly _tag: "Found"; readonly cert: StoredCertificate }

export const MALFORMED_REASON = "certificate id is malformed"
export const NOT_FOUND_REASON = "certificate not found"
export const EXPIRED_REASON = "certificate expired"

const WELL_FORMED = /^[0-9a-f]{64}$/i

export const isWellFormedCertId = (id: string): boolean => WELL_FORMED.test(id)

export const lookupCertificate = (
  rawId: string,
  settings: CertformSettings,
  now: number
): Effect.Effect<CertificateLookup, StoreError, SqlClient.SqlClient> => {
  if (!isWellFormedCertId(rawId)) return Effect.succeed({ _tag: "Malformed" })
  const decoded = decodeCertId(rawId, settings.secrets)
  if (decoded === undefined) return Effect.succeed({ _tag: "NotFound" })
  if (now - decoded.createdAtMs > CERT_VALIDITY_MS) return Effect.succeed({ _tag: "Expired" })
  return Effect.map(
    findCertificate(decoded.id),
    Option.match({
      onNone: (): CertificateLookup => ({ _tag: "NotFound" }),
      onSome: (cert): CertificateLookup => (cert.expiresAt <= now ? { _tag: "Expired" } : { _tag: "Found", cert })
    })
  )
}
