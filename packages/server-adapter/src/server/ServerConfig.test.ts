import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { parsePublicUrl, serverOptionsFromEnv } from "./ServerConfig.js"

const publicUrl = (env: Record<string, string>, overrides: { readonly publicUrl?: string } = {}) =>
  Effect.runSync(
    Effect.either(Effect.map(serverOptionsFromEnv(overrides), (options) => options.publicUrl)).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )
  )

describe("LEADFLOW_PUBLIC_URL and --public-url", () => {
  it.each([
    ["not a url", /must be an http:\/\/ or https:\/\/ URL/],
    ["localhost:3000", /must be an http:\/\/ or https:\/\/ URL/],
    ["ftp://files.example.com", /not ftp:/],
    ["javascript:alert(1)", /not javascript:/],
    ["http://", /must be an http:\/\/ or https:\/\/ URL/],
    ["https://user:hunter2@leads.example.com", /user name or password/],
    ["https://leads.example.com/?a=1", /query \(\?\) or fragment/],
    ["https://leads.example.com/?", /query \(\?\) or fragment/],
    ["https://leads.example.com/#top", /query \(\?\) or fragment/],
    ["https://leads.example.com/a b", /must be an http:\/\/ or https:\/\/ URL/]
  ])("%j is refused at start, by the variable and by the flag", (value, reason) => {
    const fromEnv = publicUrl({ LEADFLOW_PUBLIC_URL: value })
    const fromFlag = publicUrl({}, { publicUrl: value })
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).toMatch(reason)
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).toMatch(/LEADFLOW_PUBLIC_URL/)
    expect(Either.isLeft(fromFlag) && fromFlag.left.toString()).toMatch(reason)
    expect(Either.isLeft(fromFlag) && fromFlag.left.toString()).toMatch(/--public-url/)
    // The refusal never repeats the value, which may hold a password.
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).not.toContain("hunter2")
  })

  it.each([
    ["https://leads.example.com", "https://leads.example.com"],
    ["https://leads.example.com/", "https://leads.example.com"],
    ["  http://127.0.0.1:8080// ", "http://127.0.0.1:8080"],
    ["HTTPS://Leads.Example.com:443/leadflow/", "https://leads.example.com/leadflow"]
  ])("%j is used as %j", (value, expected) => {
    expect(parsePublicUrl(value)).toEqual(Either.right(expected))
    expect(publicUrl({ LEADFLOW_PUBLIC_URL: value })).toEqual(Either.right(expected))
    expect(publicUrl({}, { publicUrl: value })).toEqual(Either.right(expected))
  })

  it("unset or empty, it is http://localhost:<port>", () => {
    expect(publicUrl({ PORT: "4000" })).toEqual(Either.right("http://localhost:4000"))
    expect(publicUrl({ PORT: "4000", LEADFLOW_PUBLIC_URL: " " })).toEqual(Either.right("http://localhost:4000"))
  })
})
