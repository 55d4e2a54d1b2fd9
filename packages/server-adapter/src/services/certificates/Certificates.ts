import type { SqlClient } from "@effect/sql"
import type { ApproxIpGeo, CaptureStart, CaptureUpdate } from "@leadflow/api"
import { Clock, Effect } from "effect"
import { certformSettings } from "../../certform/CertformSettings.js"
import { isWellFormedCertId, lookupCertificate } from "../../certform/CertificateLookup.js"
import { markPinged } from "../../certform/CertificateStore.js"
import { createCertificate, recordSession } from "../../certform/Certificates.js"
import { GeoIp } from "../../certform/GeoIp.js"
import { ping as pingCertificate, type PingRequest } from "../../certform/Ping.js"
import { pingToken, verifyPingToken } from "../../certform/Tokens.js"
import type { ServerConfig } from "../../server/ServerConfig.js"
import { dependencies } from "../Dependencies.js"

/** Who captured a page: their address (when known) and browser. */
export interface CaptureClient {
  readonly ip: string | null
  readonly userAgent: string | null
}

/**
 * Certificates of lead forms (certform): a browser script captures a page's session into a
 * certificate; a buyer pings a certificate to check a lead against it (emails, phones,
 * fingerprints, scans). Certificates are the pages' own records, not an account's: a ping needs
 * an account or a signed token. See docs/certform.md.
 */
export class Certificates extends Effect.Service<Certificates>()("@leadflow/server-adapter/Certificates", {
  effect: Effect.gen(function* () {
    const settings = yield* certformSettings
    const geoIp = yield* GeoIp
    const run = yield* dependencies<SqlClient.SqlClient | ServerConfig>()

    /** Where the address is; null when there is none or no database to ask. */
    const placeOf = (ip: string | null): Effect.Effect<ApproxIpGeo | null> =>
      ip === null ? Effect.succeed(null) : Effect.map(geoIp.lookup(ip), (geo) => geo ?? null)

    /** Whether a ping of `certId` may be answered without an account: its token is this server's signature. */
    const tokenAllows = (certId: string, token: string | undefined) =>
      token !== undefined && verifyPingToken(certId.toLowerCase(), token, settings.secrets)

    /** The ping's answer, or why there is none (a malformed id, no such certificate, an expired one). */
    const ping = (certId: string, request: PingRequest) =>
      run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const found = yield* lookupCertificate(certId, settings, now)
          if (found._tag !== "Found") return found
          // A certificate captured with geolocation off (or before it existed) is placed now.
          const stored = found.cert
          // From its first ping, the certificate's session is what buyers check: final.
          if (stored.pinged !== true) yield* markPinged(stored.id, now)
          const geo = stored.geo ?? (yield* placeOf(stored.ip))
          return { _tag: "Answered" as const, answer: pingCertificate({ ...stored, geo }, request, now) }
        })
      ).pipe(Effect.withSpan("Certificates.ping"))

    /** A signed ping URL for a well-formed id (undefined otherwise). Proves nothing about the certificate. */
    const pingUrl = (certId: string): string | undefined => {
      if (!isWellFormedCertId(certId)) return undefined
      const id = certId.toLowerCase()
      return `${settings.baseUrl}/${id}/ping?token=${pingToken(id, settings.secrets)}`
    }

    /** Creates a certificate from a page's first capture. */
    const capture = (start: CaptureStart, client: CaptureClient) =>
      run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          return yield* createCertificate(start, { ...client, geo: yield* placeOf(client.ip) }, settings, now)
        })
      ).pipe(Effect.withSpan("Certificates.capture"))

    /** Records a later capture of the page's session (its write token must match). */
    const session = (certId: string, update: CaptureUpdate) =>
      run(Effect.flatMap(Clock.currentTimeMillis, (now) => recordSession(certId, update, settings, now))).pipe(
        Effect.withSpan("Certificates.session")
      )

    return { settings, tokenAllows, ping, pingUrl, capture, session } as const
  })
}) {}
