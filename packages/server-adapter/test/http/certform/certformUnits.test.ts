import { createHash } from "node:crypto"
import { runInNewContext } from "node:vm"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { browserScript, scriptHelpers } from "../../../src/certform/BrowserScript.js"
import { normalizeEmail, normalizePhone } from "../../../src/certform/Fingerprint.js"
import { verifyPingToken, pingToken, verifyWriteToken, writeToken } from "../../../src/certform/Tokens.js"
import { parseUserAgent } from "../../../src/certform/UserAgent.js"

/** The browser script's helpers, the tokens and the user-agent parser, without a server. */

interface Helpers {
  readonly sha256: (text: string) => string
  readonly normalizeEmail: (text: string) => string
  readonly normalizePhone: (text: string) => string
}

const helpers = runInNewContext(`${scriptHelpers}; ({ sha256, normalizeEmail, normalizePhone })`, {
  TextEncoder
}) as Helpers

const nodeSha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

describe("browser script helpers", () => {
  it("hash like node's SHA-256 (empty, block edges, multi-byte text)", () => {
    for (const text of ["", "abc", "a".repeat(55), "a".repeat(56), "a".repeat(64), "a".repeat(1000), "ada@example.com", "ünïcødé ✓ 😀"])
      expect(helpers.sha256(text)).toBe(nodeSha256(text))
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => helpers.sha256(text) === nodeSha256(text)))
  })

  it("normalise emails and phones as the server does", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(helpers.normalizeEmail(text)).toBe(normalizeEmail(text))
        expect(helpers.normalizePhone(text)).toBe(normalizePhone(text))
      })
    )
    expect(helpers.normalizePhone("+1 (512) 555-0142")).toBe("5125550142")
    expect(helpers.normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com")
  })

  it("is one self-contained script that does nothing outside a browser", () => {
    expect(() => runInNewContext(browserScript, { TextEncoder })).not.toThrow()
    expect(browserScript).not.toMatch(/\bimport\b|\brequire\(/)
  })
})

describe("tokens", () => {
  const id = "01".padEnd(64, "a")
  it("write tokens are bound to the certificate and the key", () => {
    const token = writeToken(id, ["k1"])
    expect(verifyWriteToken(id, token, ["k1"])).toBe(true)
    expect(verifyWriteToken(id, token, ["k2", "k1"])).toBe(true)
    expect(verifyWriteToken(id.replace(/a$/, "b"), token, ["k1"])).toBe(false)
    expect(verifyWriteToken(id, token, ["k2"])).toBe(false)
    expect(verifyWriteToken(id, "", ["k1"])).toBe(false)
  })

  it("ping tokens are new every time and never pass as write tokens", () => {
    const a = pingToken(id, ["k1"])
    const b = pingToken(id, ["k1"])
    expect(a).not.toBe(b)
    expect(verifyPingToken(id, a, ["k1"])).toBe(true)
    expect(verifyPingToken(id, b, ["k1"])).toBe(true)
    expect(verifyPingToken(id, a, ["k2"])).toBe(false)
    expect(verifyPingToken(id, writeToken(id, ["k1"]), ["k1"])).toBe(false)
    expect(verifyPingToken(id, `x${a}`, ["k1"])).toBe(false)
    expect(verifyWriteToken(id, a.slice(a.indexOf(".") + 1), ["k1"])).toBe(false)
  })
})

describe("user agents", () => {
  const cases: ReadonlyArray<readonly [string, string | null, string | null, boolean]> = [
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36",
      "Chrome 120.0.6099.109",
      "Windows 10",
      false
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
      "Edge 120.0.2210.91",
      "Windows 10",
      false
    ],
    ["Mozilla/5.0 (Windows NT 6.1; rv:115.0) Gecko/20100101 Firefox/115.0", "Firefox 115.0", "Windows 7", false],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
      "Safari 17.2",
      "macOS 10.15.7",
      false
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1",
      "Chrome 120.0.6099.119",
      "iOS 17.1.2",
      true
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
      "Chrome 120.0.6099.144",
      "Android 14",
      true
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0", "Firefox 121.0", "Linux", false],
    ["curl/8.5.0", null, null, false]
  ]
  it.each(cases)("%s", (ua, browser, os, mobile) => {
    const parsed = parseUserAgent(ua)
    expect(parsed.browser.full).toBe(browser)
    expect(parsed.operatingSystem.full).toBe(os)
    expect(parsed.isMobile).toBe(mobile)
  })

  it("splits versions into major, minor and patch", () => {
    expect(parseUserAgent(cases[3]?.[0]).operatingSystem.version).toEqual({ full: "10.15.7", major: "10", minor: "15", patch: "7" })
    expect(parseUserAgent(undefined).browser).toEqual({ full: null, name: null, version: { full: null, major: null, minor: null, patch: null } })
  })
})
