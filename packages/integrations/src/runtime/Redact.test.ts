import { describe, expect, it } from "vitest"
import { parse } from "@leadflow/types"
import { MASK, redactHeaders, redactText, redactUri, secretReader } from "./Redact.js"

const integration = {
  request_variables: [
    { name: "url", type: "url", description: "where" },
    { name: "basic_password", type: "password", description: "Basic auth password" },
    { name: "api.key", type: "credential", description: "API key" },
    { name: "header.*", type: "wildcard", description: "headers" }
  ],
  secrets: ["signing_secret"]
}

describe("secretReader", () => {
  const read = secretReader(integration)

  it("collects declared password and credential variables, listed secrets and the stored credential's secrets", () => {
    const secrets = read({
      basic_password: "hunter2!",
      api: { key: parse("credential", "k3y-abcdef") },
      signing_secret: "s1gn-me-please",
      credential: { type: "oauth2", access_token: "tok-access-123", refresh_token: "tok-refresh-456", username: "jane" },
      lead: { email: "jane@example.com" }
    })
    for (const s of ["hunter2!", "k3y-abcdef", "s1gn-me-please", "tok-access-123", "tok-refresh-456"]) expect(secrets).toContain(s)
    expect(secrets).not.toContain("jane")
    expect(secrets).not.toContain("jane@example.com")
  })

  it("adds the escaped spellings, longest first", () => {
    const secrets = read({ basic_password: 'p@ss w"rd&' })
    expect(secrets).toEqual(
      expect.arrayContaining(["p@ss w\"rd&", "p%40ss%20w%22rd%26", "p%40ss+w%22rd%26", 'p@ss w\\"rd&', "p@ss w&quot;rd&amp;"])
    )
    expect([...secrets].sort((a, b) => b.length - a.length)).toEqual(secrets)
  })

  it("finds nothing when nothing is set", () => {
    expect(read({})).toEqual([])
    expect(secretReader({ request_variables: [] })({ url: "http://foo.com" })).toEqual([])
  })
})

describe("redactText", () => {
  it("masks every occurrence of a long secret, wherever it sits", () => {
    const secrets = secretReader(integration)({ basic_password: "hunter2!xyz" })
    expect(redactText('{"password":"hunter2!xyz","again":"xhunter2!xyzx"}', secrets)).toBe(
      `{"password":"${MASK}","again":"x${MASK}x"}`
    )
  })

  it("masks the form and JSON spellings", () => {
    const secrets = secretReader(integration)({ basic_password: "a b&c\"d" })
    expect(redactText("pw=a+b%26c%22d&x=1", secrets)).toBe(`pw=${MASK}&x=1`)
    expect(redactText('{"pw":"a b&c\\"d"}', secrets)).toBe(`{"pw":"${MASK}"}`)
  })

  it("masks a short secret only where it stands alone, and ignores very short ones", () => {
    const secrets = secretReader(integration)({ basic_password: "4321", signing_secret: "ab" })
    expect(redactText('{"pin":"4321","zip":"543210","n":4321}', secrets)).toBe(`{"pin":"${MASK}","zip":"543210","n":${MASK}}`)
    expect(redactText("about ab", secrets)).toBe("about ab")
  })
})

describe("redactUri", () => {
  it("masks userinfo and secrets in query strings", () => {
    const secrets = secretReader(integration)({ basic_password: "hunter2!xyz" })
    expect(redactUri("https://jane:pa55@buyer.com/leads?key=hunter2%21xyz&a=1", secrets)).toBe(
      `https://${MASK}:${MASK}@buyer.com/leads?key=${MASK}&a=1`
    )
    expect(redactUri("https://buyer.com/leads?email=jane@example.com", [])).toBe("https://buyer.com/leads?email=jane@example.com")
  })
})

describe("redactHeaders", () => {
  it("keeps the Authorization scheme, masks cookies and secrets, joins repeated headers", () => {
    const secrets = secretReader(integration)({ signing_secret: "s1gn-me-please" })
    expect(
      redactHeaders(
        {
          Authorization: "Basic amFuZTpodW50ZXIy",
          "proxy-authorization": "Bearer abc",
          Cookie: "session=xyz",
          "X-Signature": "sha256=s1gn-me-please",
          "Set-Cookie": ["a=1", "b=2"],
          "Content-Type": "application/json"
        },
        secrets
      )
    ).toEqual({
      Authorization: `Basic ${MASK}`,
      "proxy-authorization": `Bearer ${MASK}`,
      Cookie: MASK,
      "X-Signature": `sha256=${MASK}`,
      "Set-Cookie": "a=1, b=2",
      "Content-Type": "application/json"
    })
  })
})
