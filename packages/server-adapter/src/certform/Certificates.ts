import type { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { decodeCertId, encodeCertId } from "@leadflow/types"
import { Effect } from "effect"
import { type CaptureStart, type CaptureUpdate, emptySession, MAX_FIELDS, MAX_SNAPSHOT_LENGTH, type SessionData } from "@leadflow/api"
import { type CertformSettings, certificateUrl, CERT_VALIDITY_MS } from "./CertformSettings.js"
import { insertCertificate, updateCertificate } from "./CertificateStore.js"
import { asFingerprint } from "./Fingerprint.js"
import type { ApproxIpGeo } from "@leadflow/api"
import { verifyWriteToken, writeToken } from "./Tokens.js"

/** Creating a certificate and recording its session: what the capture endpoints do. */

export interface Client {
  readonly ip: string | null
  readonly userAgent: string | null
  /** Where `ip` is, looked up at capture; null when there was no database to ask. */
  readonly geo: ApproxIpGeo | null
}

export interface Captured {
  readonly cert_id: string
  readonly cert_url: string
  readonly token: string
}

/** A new web certificate for the page the browser is on. */
export const createCertificate = (
  start: CaptureStart,
  client: Client,
  settings: CertformSettings,
  now: number
): Effect.Effect<Captured, StoreError, SqlClient.SqlClient> => {
  const masked = start.masked === true || start.is_masked === true
  const id = encodeCertId({ createdAtMs: now, kind: "web", masked }, settings.secrets[0] ?? "")
  const isFramed = start.is_framed === true
  return Effect.as(
    insertCertificate({
      id,
      createdAt: now,
      updatedAt: now,
      expiresAt: now + CERT_VALIDITY_MS,
      kind: "web",
      masked,
      ip: client.ip,
      userAgent: client.userAgent,
      pageUrl: start.page_url,
      parentPageUrl: isFramed ? (start.parent_page_url ?? null) : null,
      isFramed,
      session: emptySession,
      fingerprints: [],
      snapshot: null,
      geo: client.geo
    }),
    { cert_id: id, cert_url: certificateUrl(settings, id), token: writeToken(id, settings.secrets) }
  )
}

export type SessionRecorded = "recorded" | "not found" | "forbidden" | "final"

const sessionOf = (update: CaptureUpdate): SessionData => ({
  event_duration_ms: Math.round(update.event_duration_ms),
  keystrokes: Math.round(update.keystrokes),
  characters: Math.round(update.characters),
  typing_ms: Math.round(update.typing_ms),
  fields: Object.fromEntries(
    Object.entries(update.fields)
      .slice(0, MAX_FIELDS)
      .map(([name, methods]) => [name, [...new Set(methods)]])
  )
})

/**
 * Record the session the browser reports (at submit): only with the certificate's write token,
 * only while the certificate lives.
 */
export const recordSession = (
  rawId: string,
  update: CaptureUpdate,
  settings: CertformSettings,
  now: number
): Effect.Effect<SessionRecorded, StoreError, SqlClient.SqlClient> => {
  const decoded = decodeCertId(rawId, settings.secrets)
  if (decoded === undefined) return Effect.succeed("not found")
  if (!verifyWriteToken(decoded.id, update.token, settings.secrets)) return Effect.succeed("forbidden")
  const fingerprints = [...new Set(update.fingerprints.flatMap((value) => asFingerprint(value) ?? []))]
  return Effect.map(
    updateCertificate(
      decoded.id,
      {
        ...(update.page_url === undefined ? {} : { pageUrl: update.page_url }),
        ...(update.snapshot === undefined ? {} : { snapshot: update.snapshot.slice(0, MAX_SNAPSHOT_LENGTH) }),
        session: sessionOf(update),
        fingerprints
      },
      now
    ),
    (updated): SessionRecorded => updated
  )
}
