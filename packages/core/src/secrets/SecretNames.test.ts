import { describe, expect, it } from "vitest"
import { isSecretHeader, isSecretName, MASK, maskUrl } from "./SecretNames.js"

describe("isSecretName", () => {
  it("takes key-like names, whatever their spelling", () => {
    for (const name of ["key", "api_key", "apiKey", "API-KEY", "token", "access_token", "password", "pass", "pwd", "secret", "client_secret", "signature", "sig", "auth", "oauth_consumer_key"])
      expect([name, isSecretName(name)]).toEqual([name, true])
  })

  it("leaves ordinary names alone", () => {
    for (const name of ["email", "first_name", "campaign", "url", "page", "keyword", "signed", "passport_country", "cookie_search_term"])
      expect([name, isSecretName(name)]).toEqual([name, false])
  })
})

describe("isSecretHeader", () => {
  it("takes credentials, keys and cookies, not challenges or ordinary headers", () => {
    for (const name of ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-Api-Key", "x-apikey", "X-Auth-Token", "X-Client-Secret"])
      expect([name, isSecretHeader(name)]).toEqual([name, true])
    for (const name of ["Content-Type", "Accept", "User-Agent", "WWW-Authenticate", "X-Request-Id"])
      expect([name, isSecretHeader(name)]).toEqual([name, false])
  })
})

describe("maskUrl", () => {
  it("masks the userinfo password and keeps the user", () => {
    expect(maskUrl("https://jane:hunter2@buyer.com/leads")).toBe(`https://jane:${MASK}@buyer.com/leads`)
  })

  it("masks the whole password when it holds an `@` (the userinfo ends at the authority's last one)", () => {
    expect(maskUrl("https://jane:p@ss-w0rd@buyer.com/leads?to=a@b.c")).toBe(`https://jane:${MASK}@buyer.com/leads?to=a@b.c`)
    expect(maskUrl("https://k3y@part@buyer.com/leads")).toBe(`https://${MASK}@buyer.com/leads`)
  })

  it("masks a userinfo without password whole (it is the key)", () => {
    expect(maskUrl("https://sk_live_abc@buyer.com/leads")).toBe(`https://${MASK}@buyer.com/leads`)
    expect(maskUrl("https://sk_live_abc:@buyer.com/leads")).toBe(`https://${MASK}@buyer.com/leads`)
  })

  it("masks key-like query parameters and keeps the rest readable", () => {
    expect(maskUrl("https://buyer.com/leads?api_key=abc123&email={{lead.email}}&Access%5FToken=t0k#top")).toBe(
      `https://buyer.com/leads?api_key=${MASK}&email={{lead.email}}&Access%5FToken=${MASK}#top`
    )
    expect(maskUrl("https://buyer.com/leads?sig=&a=1")).toBe("https://buyer.com/leads?sig=&a=1")
  })

  it("returns a URL without secrets as it is", () => {
    const url = "https://buyer.com/leads?email=jane@example.com&page=2"
    expect(maskUrl(url)).toBe(url)
  })
})
