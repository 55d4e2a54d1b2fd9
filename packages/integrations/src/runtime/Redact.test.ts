import { describe, expect, it } from "vitest"
import { parse } from "@leadflow/types"
import { allSecrets, MASK, redactHeaders, redactText, redactUri, redactValue, requestSecrets, secretReader } from "./Redact.js"

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

  // The event's mappings showed `json_property.api_key` as ****, its transaction the key itself.
  it("collects the members of wildcard families whose name holds a secret (core's mapping rule)", () => {
    const families = secretReader({
      request_variables: [
        { name: "json_property.*", type: "wildcard", description: "JSON" },
        { name: "form_field.*", type: "wildcard", description: "form" },
        { name: "xml_path.*", type: "wildcard", description: "XML" },
        { name: "extra_parameter.*", type: "wildcard", description: "extra" },
        { name: "header.*", type: "wildcard", description: "headers" }
      ]
    })
    const secrets = families({
      json_property: { api_key: "SUPERSECRETKEY123", email: "jane@example.com", auth: { apiKey: "nested-key-1" } },
      form_field: { password: ["hunter2hunter2", "second-pass"], first_name: "Jane" },
      xml_path: { lead: { "@token": "tok_abcdef123456", "@id": "lead-id-42", name: "Jane Doe" } },
      extra_parameter: { signature: "sig-value-99" },
      header: { "X-Api-Key": "header-key-7", "X-Source": "website" }
    })
    for (const s of ["SUPERSECRETKEY123", "nested-key-1", "hunter2hunter2", "second-pass", "tok_abcdef123456", "sig-value-99", "header-key-7"])
      expect(secrets).toContain(s)
    for (const s of ["jane@example.com", "Jane", "lead-id-42", "Jane Doe", "website"]) expect(secrets).not.toContain(s)
    expect(redactText('{"api_key":"SUPERSECRETKEY123","email":"jane@example.com"}', secrets)).toBe(
      `{"api_key":"${MASK}","email":"jane@example.com"}`
    )
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
  it("masks the userinfo password and secrets in query strings", () => {
    const secrets = secretReader(integration)({ basic_password: "hunter2!xyz" })
    expect(redactUri("https://jane:pa55@buyer.com/leads?ref=hunter2%21xyz&a=1", secrets)).toBe(
      `https://jane:${MASK}@buyer.com/leads?ref=${MASK}&a=1`
    )
    expect(redactUri("https://buyer.com/leads?email=jane@example.com", [])).toBe("https://buyer.com/leads?email=jane@example.com")
  })

  it("masks key-like query parameters whatever the integration declares", () => {
    expect(redactUri("https://buyer.com/leads?api_key=k-123&token=t-456&src=web&client_secret=c", [])).toBe(
      `https://buyer.com/leads?api_key=${MASK}&token=${MASK}&src=web&client_secret=${MASK}`
    )
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
          Cookie: "session=xyz; theme=dark",
          "X-Trace": "sha256=s1gn-me-please",
          "Set-Cookie": ["a=1; Path=/; HttpOnly", "b=2"],
          "Content-Type": "application/json"
        },
        secrets
      )
    ).toEqual({
      Authorization: `Basic ${MASK}`,
      "proxy-authorization": `Bearer ${MASK}`,
      Cookie: `session=${MASK}; theme=${MASK}`,
      "X-Trace": `sha256=${MASK}`,
      "Set-Cookie": `a=${MASK}; Path=/; HttpOnly, b=${MASK}`,
      "Content-Type": "application/json"
    })
  })

  it("masks key, token and secret headers whole, whatever the integration declares", () => {
    expect(
      redactHeaders(
        { "X-Api-Key": "k-12345678", "x-auth-token": "t-1", "X-Client-Secret": "c", "WWW-Authenticate": 'Basic realm="leads"', Accept: "*/*" },
        []
      )
    ).toEqual({ "X-Api-Key": MASK, "x-auth-token": MASK, "X-Client-Secret": MASK, "WWW-Authenticate": 'Basic realm="leads"', Accept: "*/*" })
  })
})

describe("requestSecrets", () => {
  it("collects what a request carries literally: secret headers, a Basic password, cookies, userinfo and key-like parameters", () => {
    const secrets = requestSecrets("https://jane:pa55w0rd-1@buyer.com/leads?api_key=q-key%2F5678&src=website", {
      Authorization: `Basic ${Buffer.from("jane:pa55w0rd-1").toString("base64")}`,
      "X-Api-Key": "h-key-1234",
      Cookie: "session=s3ss10n-id",
      "Content-Type": "application/json"
    })
    for (const s of ["pa55w0rd-1", "h-key-1234", "q-key/5678", "q-key%2F5678", "s3ss10n-id", Buffer.from("jane:pa55w0rd-1").toString("base64")])
      expect(secrets).toContain(s)
    expect(secrets).not.toContain("website")
    expect(secrets).not.toContain("application/json")
    expect([...secrets].sort((a, b) => b.length - a.length)).toEqual(secrets)
  })

  it("collects a userinfo password that holds an `@` whole, as the URL is sent", () => {
    const secrets = requestSecrets("https://jane:p@ss-w0rd-1@buyer.com/leads?to=a@b.c", {})
    expect(secrets).toContain("p@ss-w0rd-1")
    expect(redactText("you sent p@ss-w0rd-1", secrets)).toBe(`you sent ${MASK}`)
  })

  it("ignores short values (flags) and finds nothing in a plain request", () => {
    expect(requestSecrets("https://buyer.com/leads?auth=true&email=jane@example.com", { Accept: "*/*" })).toEqual([])
  })

  it("masks a buyer's echo of the Authorization header and the key in its answer", () => {
    const authorization = `Basic ${Buffer.from("jane:pa55w0rd-1").toString("base64")}`
    const secrets = allSecrets(
      secretReader(integration)({}),
      requestSecrets("https://buyer.com/leads", { Authorization: authorization, "X-Api-Key": "h-key-1234" })
    )
    expect(redactText(JSON.stringify({ you_sent: authorization, key: "h-key-1234" }), secrets)).toBe(
      JSON.stringify({ you_sent: MASK, key: MASK })
    )
    expect(redactHeaders({ "X-Echo": authorization, "X-Echo-Credentials": authorization.slice(6) }, secrets)).toEqual({
      "X-Echo": MASK,
      "X-Echo-Credentials": MASK
    })
  })
})

describe("redactValue", () => {
  it("masks secrets in the text of appended data, keeping what holds none as it is", () => {
    const clean = { b: [1, "two"] }
    const appended = { echo: "key h-key-1234", list: ["h-key-1234", 3], clean }
    const masked = redactValue(appended, requestSecrets("https://buyer.com/?key=h-key-1234", {})) as typeof appended
    expect(masked).toEqual({ echo: `key ${MASK}`, list: [MASK, 3], clean })
    expect(masked.clean).toBe(clean)
    expect(appended.echo).toBe("key h-key-1234")
    expect(redactValue(appended, [])).toBe(appended)
  })
})
