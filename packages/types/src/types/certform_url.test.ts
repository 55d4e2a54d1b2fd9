import { describe, it, expect } from "vitest"
import type { CertIdFields } from "../certform/CertId.js"
import { CERT_ID_RANDOM_BYTES, encodeCertId } from "../certform/CertId.js"
import type { CertformOptions, ResolvedParseOptions } from "../TypedValue.js"
import { certform_url } from "./certform_url.js"

const SECRET = "certform-test-secret"
const DAY_MS = 86_400_000
const NOW = Date.UTC(2024, 5, 1, 12, 0, 0)
const RANDOM = Uint8Array.from({ length: CERT_ID_RANDOM_BYTES }, (_, i) => 255 - i * 7)
const HOST = "cert.example.com"

const certId = (overrides: Partial<CertIdFields> = {}, secret = SECRET): string =>
  encodeCertId({ createdAtMs: NOW - 3 * DAY_MS, kind: "web", masked: false, random: RANDOM, ...overrides }, secret)

/** Options with the test host and secret, overridden by `certform`; `null` for no settings at all. */
const options = (certform: Partial<CertformOptions> | null = {}, now = NOW): ResolvedParseOptions => ({
  now: () => now,
  certform: certform === null ? undefined : { hosts: [HOST], secret: SECRET, ...certform }
})

const parse = (input: unknown, resolved: ResolvedParseOptions = options()) => certform_url.parse(input, resolved)

/** What every rejected input looks like: its normal form, its raw, not valid, no components. */
const rejected = (normal: string, raw: unknown) => ({ normal, raw, valid: false })

describe("certform_url: certificates of a configured host", () => {
  it("exposes the certificate's kind, flags and age", () => {
    const id = certId()
    const url = `https://${HOST}/${id}`
    expect(parse(url)).toEqual({
      normal: url,
      raw: url,
      valid: true,
      type: "web",
      cert_id: id,
      is_web: true,
      is_mobile: false,
      is_facebook: false,
      is_masked: false,
      created_at: new Date(NOW - 3 * DAY_MS).toISOString(),
      expires_at: new Date(NOW + 88 * DAY_MS).toISOString(),
      age_in_days: 3,
      is_expired: false,
      host: HOST,
      path: `/${id}`
    })
  })

  it("reports mobile, facebook and masked certificates", () => {
    const mobile = parse(`https://${HOST}/${certId({ kind: "mobile" })}`)
    expect([mobile.type, mobile.is_web, mobile.is_mobile, mobile.is_facebook, mobile.valid]).toEqual([
      "mobile",
      false,
      true,
      false,
      true
    ])
    const facebook = parse(`https://${HOST}/${certId({ kind: "facebook", masked: true })}`)
    expect([facebook.type, facebook.is_facebook, facebook.is_masked, facebook.valid]).toEqual([
      "facebook",
      true,
      true,
      true
    ])
  })

  it("normalises case, drops the query and fragment and keeps the raw input", () => {
    const id = certId()
    const raw = ` HTTPS://CERT.Example.COM/${id.toUpperCase()}?utm=x#top `
    const value = parse(raw)
    expect(value.normal).toBe(`https://${HOST}/${id}`)
    expect(value.raw).toBe(raw)
    expect(value.cert_id).toBe(id)
    expect(value.valid).toBe(true)
  })

  it("is valid while its age in whole days is at most 90, and expired once it is 91", () => {
    const url = `https://${HOST}/${certId({ createdAtMs: NOW - 90 * DAY_MS })}`
    expect(parse(url)).toMatchObject({ valid: true, is_expired: false, age_in_days: 90 })
    expect(parse(url, options({}, NOW + 1))).toMatchObject({ valid: true, is_expired: false, age_in_days: 90 })
    const last = parse(url, options({}, NOW + DAY_MS - 1))
    expect(last).toMatchObject({ valid: true, is_expired: false, age_in_days: 90 })
    expect(last["expires_at"]).toBe(new Date(NOW + DAY_MS).toISOString())
    const late = parse(url, options({}, NOW + DAY_MS))
    expect(late).toMatchObject({ valid: false, is_expired: true, age_in_days: 91, type: "web", normal: url })
  })

  it("agrees with age_in_days: 90.5 days old is age 90, still valid, not expired (regression)", () => {
    const created = NOW - 90.5 * DAY_MS
    const value = parse(`https://${HOST}/${certId({ createdAtMs: created })}`)
    expect(value).toMatchObject({ age_in_days: 90, is_expired: false, valid: true })
    expect(value["expires_at"]).toBe(new Date(created + 91 * DAY_MS).toISOString())
    // a configured maximum counts whole days the same way
    const thirtyAndAHalf = `https://${HOST}/${certId({ createdAtMs: NOW - 30.5 * DAY_MS })}`
    expect(parse(thirtyAndAHalf, options({ maxAgeDays: 30 }))).toMatchObject({ age_in_days: 30, valid: true })
  })

  it("keeps the components of an expired certificate (a year old)", () => {
    const id = certId({ createdAtMs: NOW - 365 * DAY_MS })
    expect(parse(`https://${HOST}/${id}`)).toMatchObject({ valid: false, is_expired: true, cert_id: id, age_in_days: 365 })
  })

  it("honours a configured maximum age, and falls back to 90 days for a nonsensical one", () => {
    const url = `https://${HOST}/${certId({ createdAtMs: NOW - 31 * DAY_MS })}`
    expect(parse(url, options({ maxAgeDays: 30 })).valid).toBe(false)
    expect(parse(url, options({ maxAgeDays: 31 })).valid).toBe(true)
    expect(parse(url, options({ maxAgeDays: Number.NaN })).valid).toBe(true)
    expect(parse(url, options({ maxAgeDays: -5 })).expires_at).toBe(new Date(NOW + 60 * DAY_MS).toISOString())
  })

  it("tolerates five minutes of clock skew and no more", () => {
    const skewed = parse(`https://${HOST}/${certId({ createdAtMs: NOW + 5 * 60_000 })}`)
    expect(skewed).toMatchObject({ valid: true, age_in_days: 0 })
    const future = parse(`https://${HOST}/${certId({ createdAtMs: NOW + 5 * 60_000 + 1 })}`)
    expect(future).toMatchObject({ valid: false, is_expired: false, type: "web" })
  })

  it("serves certificates under a path prefix, exactly", () => {
    const id = certId()
    const prefixed = options({ hosts: ["leadflow.example.com/cert/"] })
    expect(parse(`https://leadflow.example.com/cert/${id}`, prefixed)).toMatchObject({
      normal: `https://leadflow.example.com/cert/${id}`,
      valid: true,
      path: `/cert/${id}`
    })
    expect(parse(`https://leadflow.example.com/${id}`, prefixed).valid).toBe(false)
    expect(parse(`https://leadflow.example.com/certs/${id}`, prefixed).valid).toBe(false)
    expect(parse(`https://leadflow.example.com/x/cert/${id}`, prefixed).valid).toBe(false)
  })

  it("matches ports the way URLs compare them", () => {
    const id = certId()
    expect(parse(`https://${HOST}/${id}`, options({ hosts: [`${HOST}:443`] })).valid).toBe(true)
    expect(parse(`https://${HOST}:8443/${id}`, options({ hosts: [`${HOST}:8443`] })).valid).toBe(true)
    expect(parse(`https://${HOST}:8443/${id}`).valid).toBe(false)
    expect(parse(`https://${HOST}/${id}`, options({ hosts: [`${HOST}:8443`] })).valid).toBe(false)
  })

  it("accepts any of several hosts and ignores unusable entries", () => {
    const id = certId()
    const several = options({ hosts: ["", "http://", "cert.other.example", "CERT.EXAMPLE.COM"] })
    expect(parse(`https://${HOST}/${id}`, several).valid).toBe(true)
  })
})

describe("certform_url: what is not a valid certificate URL", () => {
  it("requires https unless the host entry names http explicitly", () => {
    const id = certId()
    const url = `http://${HOST}/${id}`
    expect(parse(url)).toEqual(rejected(url, url))
    const local = options({ hosts: ["http://localhost:3000/cert"] })
    expect(parse(`http://localhost:3000/cert/${id}`, local).valid).toBe(true)
    expect(parse(`https://localhost:3000/cert/${id}`, local).valid).toBe(false)
  })

  it("reads text without a scheme as http, which is not a certificate URL", () => {
    const raw = `${HOST}/${certId()}`
    expect(parse(raw)).toEqual(rejected(`http://${raw}`, raw))
  })

  it("matches the host exactly: no look-alike, sub- or parent domain, userinfo trick", () => {
    const id = certId()
    for (const url of [
      `https://${HOST}.evil.com/${id}`,
      `https://evil.${HOST}/${id}`,
      `https://example.com/${id}`,
      `https://${HOST}@evil.com/${id}`,
      `https://user@${HOST}/${id}`,
      `https://${HOST}./${id}`
    ]) {
      expect(parse(url)).toEqual(rejected(new URL(url).href, url))
    }
  })

  it("wants exactly one id segment after the host (no /ping, no trailing slash, no empty id)", () => {
    const id = certId()
    for (const url of [`https://${HOST}/${id}/ping`, `https://${HOST}/${id}/`, `https://${HOST}/`, `https://${HOST}`]) {
      expect(parse(url)).toEqual(rejected(new URL(url).href, url))
    }
  })

  it("rejects ids that do not verify, spelling hex ids in lower case", () => {
    const id = certId()
    const tampered = `${id.slice(0, 20)}${id[20] === "a" ? "b" : "a"}${id.slice(21)}`
    expect(parse(`https://${HOST}/${tampered}`)).toEqual(
      rejected(`https://${HOST}/${tampered}`, `https://${HOST}/${tampered}`)
    )
    const otherKey = certId({}, "another-secret")
    expect(parse(`https://${HOST}/${otherKey}`).valid).toBe(false)
    const upperHex = "https://cert.example.com/EB9FC4DD9BED9AD451A5648946CF4BF09B5BB947"
    expect(parse(upperHex)).toEqual(rejected(upperHex.toLowerCase(), upperHex))
    const notHex = `https://${HOST}/AsdfAsdf?x=1`
    expect(parse(notHex)).toEqual(rejected(`https://${HOST}/AsdfAsdf`, notHex))
  })

  it("verifies nothing without certificate settings, and with an empty secret", () => {
    const url = `https://${HOST}/${certId()}`
    expect(parse(url, options(null))).toEqual(rejected(url, url))
    expect(parse(url, options({ secret: "" }))).toEqual(rejected(url, url))
    expect(parse(url, options({ hosts: [] }))).toEqual(rejected(url, url))
  })

  it("turns empty text, garbage and non-text into invalid values without throwing", () => {
    expect(parse("")).toEqual(rejected("", ""))
    expect(parse("   ")).toEqual(rejected("   ", "   "))
    expect(parse("not a url")).toEqual(rejected("not a url", "not a url"))
    expect(parse("ftp://cert.example.com/x")).toEqual(rejected("ftp://cert.example.com/x", "ftp://cert.example.com/x"))
    const object = { foo: 42 }
    expect(parse(object)).toEqual(rejected("[object Object]", object))
    expect(parse(12345).valid).toBe(false)
  })
})

describe("certform_url: declaration", () => {
  it("allows only the blank and format operators", () => {
    expect(certform_url.operators).toEqual(["is blank", "is not blank", "format is valid", "format is invalid"])
  })

  it("declares every component the parser sets", () => {
    const value = parse(`https://${HOST}/${certId()}`)
    const declared = certform_url.components.map((component) => component.name).sort()
    const produced = Object.keys(value)
      .filter((key) => !["normal", "raw", "valid"].includes(key))
      .sort()
    expect(declared).toEqual(produced)
  })

  it("gives examples in the certificate URL shape", () => {
    for (const example of certform_url.examples) {
      expect(example).toMatch(/^https:\/\/[a-z.]+\/(?:cert\/)?01[0-9a-f]{62}$/)
    }
  })
})
