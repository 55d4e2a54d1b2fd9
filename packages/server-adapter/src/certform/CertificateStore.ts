import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import type { CertKind } from "@leadflow/types"
import { Effect, Option } from "effect"
import { asStoreError, toMillis } from "../storage/StoreErrors.js"
import type { ApproxIpGeo, SessionData } from "@leadflow/api"
import { storableJson, storableText } from "../storage/StorableJson.js"

/** A consent certificate as stored (the `certificates` table of migrations 0007 and 0016). */
export interface StoredCertificate {
  readonly id: string
  readonly createdAt: number
  readonly updatedAt: number
  readonly expiresAt: number
  readonly kind: CertKind
  readonly masked: boolean
  readonly ip: string | null
  readonly userAgent: string | null
  readonly pageUrl: string | null
  readonly parentPageUrl: string | null
  readonly isFramed: boolean
  readonly session: SessionData
  /** SHA-256 fingerprints of the emails and phones entered (see `Fingerprint.ts`). */
  readonly fingerprints: ReadonlyArray<string>
  readonly snapshot: string | null
  /** Where `ip` was at capture; null when it was not looked up (see `GeoIp.ts`). */
  readonly geo: ApproxIpGeo | null
  /** Whether a buyer has pinged it (its session is final); read from storage, never inserted. */
  readonly pinged?: boolean
}

/** What a session update changes. */
export interface CertificateUpdate {
  readonly pageUrl?: string
  readonly session: SessionData
  readonly fingerprints: ReadonlyArray<string>
  readonly snapshot?: string
}

interface CertificateRow {
  readonly id: string
  readonly created_at: unknown
  readonly updated_at: unknown
  readonly expires_at: unknown
  readonly kind: string
  readonly masked: unknown
  readonly ip: string | null
  readonly user_agent: string | null
  readonly page_url: string | null
  readonly parent_page_url: string | null
  readonly is_framed: unknown
  readonly session: unknown
  readonly fingerprints: unknown
  readonly snapshot: string | null
  readonly geo: unknown
  readonly pinged_at?: unknown
}

// PostgreSQL hands JSONB back parsed, SQLite hands back the text.
const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

const fromRow = (row: CertificateRow): StoredCertificate => ({
  id: row.id,
  createdAt: toMillis(row.created_at),
  updatedAt: toMillis(row.updated_at),
  expiresAt: toMillis(row.expires_at),
  kind: row.kind as CertKind,
  masked: Number(row.masked) === 1,
  ip: row.ip,
  userAgent: row.user_agent,
  pageUrl: row.page_url,
  parentPageUrl: row.parent_page_url,
  isFramed: Number(row.is_framed) === 1,
  session: json(row.session) as SessionData,
  fingerprints: json(row.fingerprints) as ReadonlyArray<string>,
  snapshot: row.snapshot,
  geo: row.geo === null || row.geo === undefined ? null : (json(row.geo) as ApproxIpGeo),
  pinged: row.pinged_at !== null && row.pinged_at !== undefined
})

/** Store a new certificate. */
export const insertCertificate = (cert: StoredCertificate): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO certificates ${sql.insert({
      id: cert.id,
      created_at: cert.createdAt,
      updated_at: cert.updatedAt,
      expires_at: cert.expiresAt,
      kind: cert.kind,
      masked: cert.masked ? 1 : 0,
      ip: cert.ip,
      user_agent: storableText(cert.userAgent),
      page_url: storableText(cert.pageUrl),
      parent_page_url: storableText(cert.parentPageUrl),
      is_framed: cert.isFramed ? 1 : 0,
      session: storableJson(JSON.stringify(cert.session)),
      fingerprints: storableJson(JSON.stringify(cert.fingerprints)),
      snapshot: storableText(cert.snapshot),
      geo: cert.geo === null ? null : storableJson(JSON.stringify(cert.geo))
    })}`.pipe(Effect.asVoid, asStoreError("insert certificate"))
  )

/**
 * Record a session update on a live certificate not yet pinged: `recorded`; `not found` when
 * there is none (or it expired); `final` when a buyer has pinged it (its session is what the
 * buyer checked, and stays so).
 */
export const updateCertificate = (
  id: string,
  update: CertificateUpdate,
  now: number
): Effect.Effect<"recorded" | "not found" | "final", StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const pageUrl = update.pageUrl === undefined ? sql`` : sql`, page_url = ${storableText(update.pageUrl)}`
    const snapshot = update.snapshot === undefined ? sql`` : sql`, snapshot = ${storableText(update.snapshot)}`
    return sql<{ id: string }>`UPDATE certificates SET updated_at = ${now},
      session = ${storableJson(JSON.stringify(update.session))}, fingerprints = ${storableJson(JSON.stringify(update.fingerprints))}${pageUrl}${snapshot}
      WHERE id = ${id} AND expires_at > ${now} AND pinged_at IS NULL RETURNING id`.pipe(
      Effect.flatMap((rows) =>
        rows.length > 0
          ? Effect.succeed("recorded" as const)
          : Effect.map(
              sql<{ id: string }>`SELECT id FROM certificates WHERE id = ${id} AND expires_at > ${now} AND pinged_at IS NOT NULL`,
              (pinged) => (pinged.length > 0 ? ("final" as const) : ("not found" as const))
            )
      ),
      asStoreError("update certificate")
    )
  })

/** Mark a certificate pinged at `now` (its first ping only): its session is final from then. */
export const markPinged = (id: string, now: number): Effect.Effect<void, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE certificates SET pinged_at = ${now} WHERE id = ${id} AND pinged_at IS NULL`.pipe(Effect.asVoid, asStoreError("mark certificate pinged"))
  )

/** The certificate `id`, live or expired. */
export const findCertificate = (id: string): Effect.Effect<Option.Option<StoredCertificate>, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<CertificateRow>`SELECT * FROM certificates WHERE id = ${id}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), fromRow)),
      asStoreError("read certificate")
    )
  )

/** Delete the certificates that expired before `now`; how many went. */
export const purgeExpiredCertificates = (now: number): Effect.Effect<number, StoreError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ id: string }>`DELETE FROM certificates WHERE expires_at <= ${now} RETURNING id`.pipe(
      Effect.map((rows) => rows.length),
      asStoreError("purge certificates")
    )
  )
