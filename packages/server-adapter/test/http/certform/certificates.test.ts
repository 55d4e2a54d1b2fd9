import { encodeCertId, parse } from "@leadflow/types"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CERT_VALIDITY_MS, certformSettings } from "../../../src/certform/CertformSettings.js"
import { findCertificate, insertCertificate } from "../../../src/certform/CertificateStore.js"
import { emptySession, type PingResponse } from "@leadflow/api"
import { emailFingerprint, phoneFingerprint } from "../../../src/certform/Fingerprint.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"

/** The certificate API over HTTP, on SQLite and on PostgreSQL. */

const CHROME_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36"

interface Created {
  readonly cert_id: string
  readonly cert_url: string
  readonly token: string
}

const capture = async (server: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${server.url}/cert/capture`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME_UA, origin: "https://forms.example.com", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })

const create = async (server: TestServer, body: unknown = { page_url: "https://forms.example.com/quote?utm=x" }): Promise<Created> => {
  const res = await capture(server, body)
  expect(res.status).toBe(201)
  return (await res.json()) as Created
}

const session = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  event_duration_ms: 42_000,
  keystrokes: 60,
  characters: 50,
  typing_ms: 30_000,
  fields: { first_name: ["typing"], email: ["typing", "paste"], phone_1: ["autofill"] },
  fingerprints: [emailFingerprint("ada@example.com"), phoneFingerprint("(512) 555-0142")],
  snapshot: "Get a quote\nBy clicking   Submit, I AGREE to be contacted by Example Co.",
  ...overrides
})

const update = (server: TestServer, certId: string, body: unknown): Promise<Response> =>
  fetch(`${server.url}/cert/${certId}/capture`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(body)
  })

/** A ping with the account's key, another `Authorization`, or none (`null`). */
const ping = (server: TestServer, certId: string, query = "", auth: string | null = server.auth): Promise<Response> =>
  fetch(`${server.url}/cert/${certId}/ping${query === "" ? "" : `?${query}`}`, {
    method: "POST",
    headers: auth === null ? {} : { authorization: auth }
  })

const pingJson = async (server: TestServer, certId: string, query = ""): Promise<PingResponse> => {
  const res = await ping(server, certId, query)
  expect(res.status).toBe(201)
  return (await res.json()) as PingResponse
}

/** A certificate as stored, for ids made in the test. */
const storedCert = (id: string, createdAt: number) => ({
  id,
  createdAt,
  updatedAt: createdAt,
  expiresAt: createdAt + CERT_VALIDITY_MS,
  kind: "web" as const,
  masked: false,
  ip: null,
  userAgent: null,
  pageUrl: "https://a.example/",
  parentPageUrl: null,
  isFramed: false,
  session: emptySession,
  fingerprints: [],
  snapshot: null,
  geo: null
})

/** A well-formed id that this server never issued (another key). */
const foreignId = encodeCertId({ createdAtMs: Date.now(), kind: "web", masked: false }, "another key")

describe("certificate API: public side", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it("serves the script as JavaScript to a browser's Accept */*", async () => {
    const res = await fetch(`${server.url}/cert/certform.js`, { headers: { accept: "*/*" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("application/javascript")
    expect(res.headers.get("access-control-allow-origin")).toBe("*")
    const text = await res.text()
    expect(text).toContain("certform_cert_url")
    expect(text).toContain("sendBeacon")
  })

  it("serves a demo form that includes the script and shows what was submitted", async () => {
    const res = await fetch(`${server.url}/cert/demo?email=ada%40example.com`, { headers: { accept: "text/html" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("text/html")
    const html = await res.text()
    expect(html).toContain('<script src="certform.js"></script>')
    expect(html).toContain('<td id="submitted-email">ada@example.com</td>')
  })

  it("creates a certificate from a text/plain capture, with CORS, and its URL is a valid certform_url", async () => {
    const res = await capture(server, { page_url: "https://forms.example.com/quote" })
    expect(res.status).toBe(201)
    expect(res.headers.get("access-control-allow-origin")).toBe("*")
    const created = (await res.json()) as Created
    expect(created.cert_id).toMatch(/^01[0-9a-f]{62}$/)
    expect(created.cert_url).toBe(`http://127.0.0.1/cert/${created.cert_id}`)
    expect(created.token).not.toBe("")
    const settings = await server.run(certformSettings)
    const value = parse("certform_url", created.cert_url, { certform: settings.parseOptions })
    expect(value).toMatchObject({ valid: true, type: "web", cert_id: created.cert_id, is_masked: false })
    // The server's settings are the process's defaults too (the engine parses leads with them).
    expect(parse("certform_url", created.cert_url)).toMatchObject({ valid: true })
  })

  it("answers the CORS preflights", async () => {
    for (const path of ["/cert/capture", `/cert/${foreignId}/capture`]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "OPTIONS",
        headers: { origin: "https://forms.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type" }
      })
      expect(res.status).toBe(204)
      expect(res.headers.get("access-control-allow-origin")).toBe("*")
      expect(res.headers.get("access-control-allow-methods")).toContain("POST")
      expect(res.headers.get("access-control-allow-headers")).toContain("content-type")
    }
  })

  it("accepts a JSON Content-Type too, and refuses bodies that are not a capture", async () => {
    expect((await capture(server, { page_url: "https://a.example/" }, { "content-type": "application/json" })).status).toBe(201)
    const notJson = await capture(server, "page_url=x")
    expect(notJson.status).toBe(400)
    expect(notJson.headers.get("access-control-allow-origin")).toBe("*")
    // JSON that is not a capture: 422 with the errors by field, as the main API answers.
    const wrongType = await capture(server, { page_url: 42 })
    expect(wrongType.status).toBe(422)
    expect(wrongType.headers.get("access-control-allow-origin")).toBe("*")
    const wrongBody = (await wrongType.json()) as { message: string; errors: Record<string, ReadonlyArray<string>> }
    expect(wrongBody.message).toBe("Validation failed")
    expect(Object.keys(wrongBody.errors)).toEqual(["page_url"])
    expect(await (await capture(server, { x: "y" })).json()).toMatchObject({ errors: { page_url: [expect.stringContaining("missing")] } })
    expect((await capture(server, { page_url: "x".repeat(5_000) })).status).toBe(422)
    expect((await capture(server, { page_url: "https://a.example/", pad: "x".repeat(600 * 1024) })).status).toBe(413)
  })

  it("a masked capture makes a masked certificate", async () => {
    const created = await create(server, { page_url: "https://forms.example.com/", masked: true })
    expect((await pingJson(server, created.cert_id)).is_masked).toBe(true)
    const settings = await server.run(certformSettings)
    expect(parse("certform_url", created.cert_url, { certform: settings.parseOptions })).toMatchObject({ is_masked: true })
    // By the name the ping answers with, too (it was dropped).
    const byPingName = await create(server, { page_url: "https://forms.example.com/", is_masked: true })
    expect((await pingJson(server, byPingName.cert_id)).is_masked).toBe(true)
    const both = await create(server, { page_url: "https://forms.example.com/", masked: true, is_masked: true })
    expect((await pingJson(server, both.cert_id)).is_masked).toBe(true)
  })

  it("refuses a capture whose masked and is_masked disagree, by field", async () => {
    for (const [masked, isMasked] of [[false, true], [true, false]]) {
      const res = await capture(server, { page_url: "https://forms.example.com/", masked, is_masked: isMasked })
      expect(res.status).toBe(422)
      const body = (await res.json()) as { errors: Record<string, Array<string>> }
      expect(body.errors["is_masked"]?.[0]).toContain("contradicts masked")
    }
  })

  it("records the session only with the certificate's write token", async () => {
    const created = await create(server)
    const other = await create(server)
    expect((await update(server, created.cert_id, session(other.token))).status).toBe(403)
    expect((await update(server, foreignId, session(created.token))).status).toBe(404)
    expect((await update(server, created.cert_id, { token: created.token })).status).toBe(422)
    const ok = await update(server, created.cert_id, session(created.token))
    expect(ok.status).toBe(204)
    expect(ok.headers.get("access-control-allow-origin")).toBe("*")
  })

  it("keeps the framing seen at creation", async () => {
    const created = await create(server, {
      page_url: "https://forms.example.com/embed",
      parent_page_url: "https://publisher.example.net/article",
      is_framed: true
    })
    expect((await update(server, created.cert_id, session(created.token))).status).toBe(204)
    const cert = (await pingJson(server, created.cert_id)).cert
    expect(cert).toMatchObject({ is_framed: true, parent_page_url: "https://publisher.example.net/article" })
    const unframed = await create(server, { page_url: "https://a.example/", parent_page_url: "https://b.example/" })
    expect((await pingJson(server, unframed.cert_id)).cert).toMatchObject({ is_framed: false, parent_page_url: null })
  })
})

for (const dialect of ["sqlite", "postgres"] as const satisfies ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`certificate ping (${dialect})`, () => {
    let server: TestServer
    let cert: Created
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      cert = await create(server)
      expect((await update(server, cert.cert_id, session(cert.token))).status).toBe(204)
    })
    afterAll(() => server.close())

    it("401 with the spec's body without a key or with a wrong one", async () => {
      for (const auth of [null, `Basic ${Buffer.from("API:wrong").toString("base64")}`]) {
        const res = await ping(server, cert.cert_id, "", auth)
        expect(res.status).toBe(401)
        const body = (await res.json()) as Record<string, unknown>
        expect(Object.keys(body).sort()).toEqual(["errors", "message", "outcome", "reason"])
        expect(body).toMatchObject({ outcome: "error", reason: "unauthorized", errors: { detail: expect.any(String) } })
      }
    })

    it("400 with the spec's body for a malformed id", async () => {
      for (const id of ["not-a-cert", "0".repeat(63), `${"g".repeat(64)}`]) {
        const res = await ping(server, id)
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({
          errors: { detail: expect.any(String) },
          message: "certificate id is malformed",
          outcome: "error",
          reason: "certificate id is malformed"
        })
      }
    })

    it("stores a capture whose page, fields and snapshot hold NUL or a lone surrogate (PostgreSQL keeps neither)", async () => {
      const created = await capture(server, { page_url: "https://forms.example.com/q?\u0000" })
      expect(created.status).toBe(201)
      const odd = (await created.json()) as Created
      const updated = await update(server, odd.cert_id, session(odd.token, { fields: { "e\u0000mail": ["typing"], "x\ud800": ["paste"] }, snapshot: "I agree\u0000" }))
      expect(updated.status).toBe(204)
      const body = await pingJson(server, odd.cert_id)
      expect(body.outcome).toBe("success")
      expect(body.cert).toMatchObject({ page_url: "https://forms.example.com/q?\uFFFD" })
    })

    it("404 with only outcome and reason for an unknown or expired certificate", async () => {
      const unknown = await ping(server, foreignId)
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ outcome: "error", reason: "certificate not found" })

      const settings = await server.run(certformSettings)
      const now = Date.now()
      const unstored = encodeCertId({ createdAtMs: now, kind: "web", masked: false }, settings.secrets[0] ?? "")
      expect(await (await ping(server, unstored)).json()).toEqual({ outcome: "error", reason: "certificate not found" })

      const createdAt = now - CERT_VALIDITY_MS - 60_000
      const old = encodeCertId({ createdAtMs: createdAt, kind: "web", masked: false }, settings.secrets[0] ?? "")
      await server.run(insertCertificate(storedCert(old, createdAt)))
      const expired = await ping(server, old)
      expect(expired.status).toBe(404)
      expect(await expired.json()).toEqual({ outcome: "error", reason: "certificate expired" })
      // An expired certificate's session cannot be written either.
      expect((await update(server, old, session("x"))).status).toBe(403)
      // 90.5 days old is 90 whole days: valid, as the certform_url field reads it.
      const ninetyAndAHalfDaysAgo = now - 90.5 * 86_400_000
      const ninetieth = encodeCertId({ createdAtMs: ninetyAndAHalfDaysAgo, kind: "web", masked: false }, settings.secrets[0] ?? "")
      await server.run(insertCertificate(storedCert(ninetieth, ninetyAndAHalfDaysAgo)))
      expect((await ping(server, ninetieth)).status).toBe(201)
    })

    it("a certificate's session is final once a buyer pinged it: recording it again is a 409, the ping answers the first", async () => {
      const own = await create(server)
      expect((await update(server, own.cert_id, session(own.token))).status).toBe(204)
      // Before any ping, the page may record its session again (a form submitted twice).
      expect((await update(server, own.cert_id, session(own.token, { keystrokes: 61 }))).status).toBe(204)
      const first = await pingJson(server, own.cert_id, "email=ada%40example.com")
      expect(first.fingerprints.matching).toEqual(["ada@example.com"])
      const again = await update(server, own.cert_id, session(own.token, { fingerprints: [emailFingerprint("eve@example.com")], event_duration_ms: 1 }))
      expect(again.status).toBe(409)
      expect(again.headers.get("access-control-allow-origin")).toBe("*")
      const later = await pingJson(server, own.cert_id, "email=ada%40example.com&email=eve%40example.com")
      expect(later.fingerprints).toEqual({ matching: ["ada@example.com"], non_matching: ["eve@example.com"] })
      expect(later.cert.event_duration_ms).toBe(first.cert.event_duration_ms)
      // The write token of another certificate is still a 403, before the session's state shows.
      expect((await update(server, own.cert_id, session((await create(server)).token))).status).toBe(403)
    })

    it("201 with the certificate's data", async () => {
      const body = await pingJson(server, cert.cert_id)
      expect(body).toMatchObject({
        outcome: "success",
        warnings: [],
        is_masked: false,
        fingerprints: { matching: [], non_matching: [] },
        scans: { required_found: [], required_not_found: [], forbidden_found: [], forbidden_not_found: [] }
      })
      expect(body.reason).toBeUndefined()
      const c = body.cert
      expect(c.age_seconds).toBeGreaterThanOrEqual(0)
      expect(c.age_seconds).toBeLessThan(60)
      expect(Date.parse(c.expires_at) - Date.parse(c.created_at)).toBe(CERT_VALIDITY_MS)
      expect(c).toMatchObject({
        approx_ip_geo: { city: null, country_code: null, lat: null, lon: null, postal_code: null, state: null, time_zone: null },
        browser: { full: "Chrome 120.0.6099.109", name: "Chrome", version: { full: "120.0.6099.109", major: "120", minor: "0", patch: "6099" } },
        operating_system: { full: "Windows 10", name: "Windows", version: { full: "10", major: "10", minor: null, patch: null } },
        domain: "forms.example.com",
        event_duration_ms: 42_000,
        form_input_method: ["typing", "paste", "autofill"],
        ip: "127.0.0.1",
        is_framed: false,
        is_mobile: false,
        kpm: 120,
        wpm: 20,
        page_url: "https://forms.example.com/quote?utm=x",
        parent_page_url: null,
        user_agent: CHROME_UA
      })
      expect(c.page_id).toMatch(/^[0-9a-f]{32}$/)
    })

    it("matches emails, phones and raw fingerprints hashed as the script hashes them", async () => {
      const query = new URLSearchParams([
        ["email", "  ADA@example.com "],
        ["email", "bob@example.com"],
        ["phone", "+1 512 555 0142"],
        ["fingerprint", emailFingerprint("ada@example.com").toUpperCase()]
      ])
      const body = await pingJson(server, cert.cert_id, query.toString())
      expect(body.fingerprints).toEqual({
        matching: ["ADA@example.com", "+1 512 555 0142", emailFingerprint("ada@example.com").toUpperCase()],
        non_matching: ["bob@example.com"]
      })
      expect(body.outcome).toBe("success")
    })

    it("fails when fingerprints were given and none matches", async () => {
      const body = await pingJson(server, cert.cert_id, "email=bob%40example.com&phone=2125550100")
      expect(body).toMatchObject({
        outcome: "failure",
        reason: "none of the provided fingerprints match",
        warnings: ["none of the provided fingerprints match"],
        fingerprints: { matching: [], non_matching: ["bob@example.com", "2125550100"] }
      })
    })

    it("scans the snapshot for required and forbidden texts (case and white space ignored)", async () => {
      const query = new URLSearchParams([
        ["required_scan", "by clicking submit, i agree"],
        ["required_scan", "Terms of Service"],
        ["forbidden_scan", "Example   Co."],
        ["forbidden_scan", "sweepstakes"]
      ])
      const body = await pingJson(server, cert.cert_id, query.toString())
      expect(body.scans).toEqual({
        required_found: ["by clicking submit, i agree"],
        required_not_found: ["Terms of Service"],
        forbidden_found: ["Example   Co."],
        forbidden_not_found: ["sweepstakes"]
      })
      expect(body).toMatchObject({
        outcome: "failure",
        warnings: ["string not found in snapshot", "string found in snapshot"],
        reason: "string not found in snapshot; string found in snapshot"
      })
      const passing = await pingJson(server, cert.cert_id, "required_scan=I%20agree&forbidden_scan=sweepstakes")
      expect(passing).toMatchObject({ outcome: "success", warnings: [] })
    })

    it("the certificate URL with /ping appended is the ping endpoint", async () => {
      const path = new URL(cert.cert_url).pathname
      const res = await fetch(`${server.url}${path}/ping`, { method: "POST", headers: { authorization: server.auth } })
      expect(res.status).toBe(201)
      // Ids are hex: any letter case names the same certificate.
      expect((await ping(server, cert.cert_id.toUpperCase())).status).toBe(201)
    })

    it("ping_url: no authentication, a new URL on every call, each one working in place of the key", async () => {
      const first = await fetch(`${server.url}/cert/${cert.cert_id}/ping_url`)
      expect(first.status).toBe(200)
      const second = await fetch(`${server.url}/cert/${cert.cert_id}/ping_url`)
      const urls = [((await first.json()) as { url: string }).url, ((await second.json()) as { url: string }).url]
      expect(urls[0]).not.toBe(urls[1])
      for (const url of urls) {
        const parsed = new URL(url)
        expect(`${parsed.origin}${parsed.pathname}`).toBe(`${cert.cert_url}/ping`)
        const res = await fetch(`${server.url}${parsed.pathname}${parsed.search}`, { method: "POST" })
        expect(res.status).toBe(201)
        expect(((await res.json()) as PingResponse).cert.page_url).toBe("https://forms.example.com/quote?utm=x")
      }
      // A token is bound to its certificate, and a forged one is refused.
      const other = await create(server)
      const token = new URL(urls[0] ?? "").searchParams.get("token") ?? ""
      expect((await ping(server, other.cert_id, `token=${encodeURIComponent(token)}`, null)).status).toBe(401)
      expect((await ping(server, cert.cert_id, "token=abc.def", null)).status).toBe(401)
    })

    it("ping_url: success proves nothing (an unknown id gets one); a malformed id is a 400", async () => {
      expect((await fetch(`${server.url}/cert/${foreignId}/ping_url`)).status).toBe(200)
      const bad = await fetch(`${server.url}/cert/xyz/ping_url`)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ outcome: "error", reason: "certificate id is malformed" })
    })
  })
}

/** Run `body` with these environment variables set, then put them back. */
const withEnv = async <A>(vars: Record<string, string>, body: () => Promise<A>): Promise<A> => {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  Object.assign(process.env, vars)
  try {
    return await body()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

for (const dialect of ["sqlite", "postgres"] as const satisfies ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`certificate geolocation (${dialect})`, () => {
    const bracknell = {
      city: "Bracknell",
      country_code: "GB",
      lat: 51.4036,
      lon: -0.7618,
      postal_code: "RG12",
      state: "England",
      time_zone: "Europe/London"
    }
    const nulls = { city: null, country_code: null, lat: null, lon: null, postal_code: null, state: null, time_zone: null }

    it("places the client address behind a trusted proxy at capture, stores it, and the ping reports it", async () => {
      await withEnv({ LEADFLOW_TRUST_PROXY: "true" }, async () => {
        const server = await startTestServer({ dialect })
        try {
          const res = await capture(server, { page_url: "https://a.example/" }, { "x-forwarded-for": "81.2.69.142, 10.0.0.1" })
          const created = (await res.json()) as Created
          const body = await pingJson(server, created.cert_id)
          expect(body.cert.ip).toBe("81.2.69.142")
          expect(body.cert.approx_ip_geo).toEqual(bracknell)
          const stored = await server.run(findCertificate(created.cert_id))
          expect(stored._tag === "Some" ? stored.value.geo : undefined).toEqual(bracknell)

          const v6 = (await (await capture(server, { page_url: "https://a.example/" }, { "x-forwarded-for": "2a00:1450:4001::" })).json()) as Created
          expect((await pingJson(server, v6.cert_id)).cert.approx_ip_geo).toMatchObject({ country_code: "DE", time_zone: "Europe/Berlin" })

          // A private address: looked up (all nulls), nothing to place.
          const lan = (await (await capture(server, { page_url: "https://a.example/" }, { "x-forwarded-for": "192.168.1.20" })).json()) as Created
          expect((await pingJson(server, lan.cert_id)).cert.approx_ip_geo).toEqual(nulls)
          const lanStored = await server.run(findCertificate(lan.cert_id))
          expect(lanStored._tag === "Some" ? lanStored.value.geo : undefined).toEqual(nulls)
        } finally {
          await server.close()
        }
      })
    })

    it("keeps what was stored at capture, and places a certificate stored without it at ping time", async () => {
      const server = await startTestServer({ dialect })
      try {
        const settings = await server.run(certformSettings)
        const now = Date.now()
        const recorded = encodeCertId({ createdAtMs: now, kind: "web", masked: false }, settings.secrets[0] ?? "")
        const frozen = { ...nulls, country_code: "FR", time_zone: "Europe/Paris" }
        await server.run(insertCertificate({ ...storedCert(recorded, now), ip: "8.8.8.8", geo: frozen }))
        expect((await pingJson(server, recorded)).cert.approx_ip_geo).toEqual(frozen)

        const older = encodeCertId({ createdAtMs: now + 1, kind: "web", masked: false }, settings.secrets[0] ?? "")
        await server.run(insertCertificate({ ...storedCert(older, now + 1), ip: "8.8.8.8" }))
        expect((await pingJson(server, older)).cert.approx_ip_geo).toMatchObject({ country_code: "US" })
      } finally {
        await server.close()
      }
    })
  })
}

describe("certificate geolocation settings", () => {
  const nulls = { city: null, country_code: null, lat: null, lon: null, postal_code: null, state: null, time_zone: null }

  for (const [label, setting] of [
    ["LEADFLOW_GEOIP=off", "off"],
    ["a LEADFLOW_GEOIP directory without the data", "/nonexistent/leadflow-geoip"]
  ] as const)
    it(`${label}: nulls, nothing stored, never an error`, async () => {
      await withEnv({ LEADFLOW_TRUST_PROXY: "true", LEADFLOW_GEOIP: setting }, async () => {
        const server = await startTestServer()
        try {
          const res = await capture(server, { page_url: "https://a.example/" }, { "x-forwarded-for": "81.2.69.142" })
          expect(res.status).toBe(201)
          const created = (await res.json()) as Created
          const pinged = await pingJson(server, created.cert_id)
          expect(pinged.cert.ip).toBe("81.2.69.142")
          expect(pinged.cert.approx_ip_geo).toEqual(nulls)
          const stored = await server.run(findCertificate(created.cert_id))
          expect(stored._tag === "Some" ? stored.value.geo : "missing").toBeNull()
        } finally {
          await server.close()
        }
      })
    })
})

describe("certificate API: configuration", () => {
  it("serves under a configured prefix, with that prefix in certificate and ping URLs", async () => {
    const server = await startTestServer({ server: { certPrefix: "/consent", publicUrl: "https://leads.example.com" } })
    try {
      expect((await fetch(`${server.url}/consent/certform.js`)).status).toBe(200)
      const res = await fetch(`${server.url}/consent/capture`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ page_url: "https://a.example/" })
      })
      const created = (await res.json()) as Created
      expect(created.cert_url).toBe(`https://leads.example.com/consent/${created.cert_id}`)
      const settings = await server.run(certformSettings)
      expect(parse("certform_url", created.cert_url, { certform: settings.parseOptions })).toMatchObject({ valid: true })
      expect(parse("certform_url", `https://leads.example.com/cert/${created.cert_id}`, { certform: settings.parseOptions })).toMatchObject({ valid: false })
      expect((await fetch(`${server.url}/consent/${created.cert_id}/ping`, { method: "POST", headers: { authorization: server.auth } })).status).toBe(201)
      const pingUrl = ((await (await fetch(`${server.url}/consent/${created.cert_id}/ping_url`)).json()) as { url: string }).url
      expect(pingUrl.startsWith(`https://leads.example.com/consent/${created.cert_id}/ping?token=`)).toBe(true)
    } finally {
      await server.close()
    }
  })

  it("signs with LEADFLOW_CERT_SECRET (rotation list) and trusts X-Forwarded-For when told to", async () => {
    const saved = { secret: process.env["LEADFLOW_CERT_SECRET"], proxy: process.env["LEADFLOW_TRUST_PROXY"] }
    process.env["LEADFLOW_CERT_SECRET"] = "current-key, previous-key"
    process.env["LEADFLOW_TRUST_PROXY"] = "true"
    const server = await startTestServer({ server: { publicUrl: "https://certs.example.org" } })
    try {
      const settings = await server.run(certformSettings)
      expect(settings.secrets).toEqual(["current-key", "previous-key"])
      const res = await capture(server, { page_url: "https://a.example/" }, { "x-forwarded-for": "203.0.113.7, 10.0.0.1" })
      const created = (await res.json()) as Created
      const hosts = ["certs.example.org/cert"]
      expect(parse("certform_url", created.cert_url, { certform: { hosts, secret: "current-key" } })).toMatchObject({ valid: true })
      expect(parse("certform_url", created.cert_url, { certform: { hosts, secret: "previous-key" } })).toMatchObject({ valid: false })
      expect((await pingJson(server, created.cert_id)).cert.ip).toBe("203.0.113.7")
      // A certificate signed with the previous key still pings.
      const now = Date.now()
      const old = encodeCertId({ createdAtMs: now, kind: "web", masked: false }, "previous-key")
      await server.run(insertCertificate(storedCert(old, now)))
      expect((await ping(server, old)).status).toBe(201)
      const foreign = encodeCertId({ createdAtMs: now, kind: "web", masked: false }, "unknown-key")
      await server.run(insertCertificate(storedCert(foreign, now)))
      expect((await ping(server, foreign)).status).toBe(404)
    } finally {
      await server.close()
      for (const [name, value] of [
        ["LEADFLOW_CERT_SECRET", saved.secret],
        ["LEADFLOW_TRUST_PROXY", saved.proxy]
      ] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  it("documents the endpoints in the OpenAPI document, ping_url as deprecated", async () => {
    const server = await startTestServer()
    try {
      const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { deprecated?: boolean; responses: Record<string, unknown> }>>
      }
      expect(doc.paths["/cert/{cert_id}/ping"]?.["post"]?.responses).toHaveProperty("201")
      expect(doc.paths["/cert/{cert_id}/ping"]?.["post"]?.responses).toHaveProperty("401")
      expect(doc.paths["/cert/{cert_id}/ping_url"]?.["get"]?.deprecated).toBe(true)
      expect(doc.paths["/cert/capture"]?.["post"]).toBeDefined()
    } finally {
      await server.close()
    }
  })
})
