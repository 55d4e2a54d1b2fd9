import { Credentials, memoryCredentialsLayer, type Credential } from "@leadflow/core"
import { Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Accounts, type Account } from "../../../src/accounts/Accounts.js"
import { authenticateSubmitter, presentedCredentials } from "../../../src/submission/SourceAuthentication.js"

const ACCOUNT = "5f00000000000000000000a0"
const account: Account = { id: ACCOUNT, name: "Acme", plan: "pro", created_at: "", updated_at: "" }
const accounts = Layer.succeed(
  Accounts,
  Accounts.of({
    create: () => Effect.die("unused"),
    authenticate: (key) => Effect.succeed(key === "account-key" ? Option.some(account) : Option.none()),
    get: () => Effect.succeed(Option.some(account)),
    count: Effect.succeed(1),
    list: Effect.succeed([account]),
    rotateKey: () => Effect.die("unused")
  })
)
// Stored credentials of two sources: a user and password, a token.
const credentials: ReadonlyArray<Credential> = [
  { id: "5f00000000000000000000c1", package: "leadflow-standard", type: "user", username: "seller", password: "pa:ss" } as Credential,
  { id: "5f00000000000000000000c2", package: "leadflow-standard", type: "token", token: "tok-123" } as Credential
]
const layer = Layer.merge(accounts, memoryCredentialsLayer(credentials))
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`
const check = (header: string | undefined, credentialId?: string) =>
  Effect.runPromise(authenticateSubmitter(header, ACCOUNT, credentialId).pipe(Effect.provide(layer)))

describe("source authentication", () => {
  it("reads Basic (a password may hold colons) and Bearer", () => {
    expect(presentedCredentials(basic("u", "a:b"))).toEqual({ username: "u", secret: "a:b" })
    expect(presentedCredentials("Bearer xyz")).toEqual({ username: undefined, secret: "xyz" })
    expect(presentedCredentials("Digest abc")).toBeUndefined()
    expect(presentedCredentials(undefined)).toBeUndefined()
  })

  it("accepts the account's API key, with or without a credential", async () => {
    expect(await check(basic("API", "account-key"))).toBe(true)
    expect(await check(basic("API", "account-key"), "5f00000000000000000000c1")).toBe(true)
    expect(await check(basic("API", "wrong"))).toBe(false)
    expect(await check(undefined)).toBe(false)
  })

  it("accepts a user credential's username and password, a token credential's token", async () => {
    expect(await check(basic("seller", "pa:ss"), "5f00000000000000000000c1")).toBe(true)
    expect(await check(basic("seller", "nope"), "5f00000000000000000000c1")).toBe(false)
    expect(await check(basic("x", "tok-123"), "5f00000000000000000000c2")).toBe(true)
    expect(await check("Bearer tok-123", "5f00000000000000000000c2")).toBe(true)
    expect(await check("Bearer tok-999", "5f00000000000000000000c2")).toBe(false)
    // A credential of the source is no key for another source.
    expect(await check(basic("seller", "pa:ss"))).toBe(false)
  })

  it("uses the Credentials port", async () => {
    const found = await Effect.runPromise(
      Effect.flatMap(Credentials, (c) => c.get("5f00000000000000000000c2")).pipe(Effect.provide(layer))
    )
    expect(found).toMatchObject({ type: "token" })
  })
})
