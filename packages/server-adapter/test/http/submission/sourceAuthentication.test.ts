import { Credentials, memoryCredentialsLayer, type Credential } from "@leadflow/core"
import { Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import type { Account, KeyScope } from "@leadflow/api"
import { Accounts, type Authenticated } from "../../../src/accounts/Accounts.js"
import { authenticateSubmitter, presentedCredentials } from "../../../src/submission/SourceAuthentication.js"

const ACCOUNT = "5f00000000000000000000a0"
const account: Account = { id: ACCOUNT, name: "Acme", plan: "pro", created_at: "", updated_at: "" }
const OTHER: Account = { id: "5f00000000000000000000b0", name: "Other", plan: "pro", created_at: "", updated_at: "" }
// The account's keys of each scope, and a full key of another account.
const keys: Readonly<Record<string, Authenticated>> = Object.fromEntries([
  ...(["full", "submit", "read"] as const).map((scope: KeyScope) => [`${scope}-key`, { account, key: { id: `k-${scope}`, scope } }]),
  ["other-account-key", { account: OTHER, key: { id: "k-other", scope: "full" } }]
])
const accounts = Layer.succeed(
  Accounts,
  Accounts.of({
    create: () => Effect.die("unused"),
    authenticate: (key) => Effect.succeed(Object.hasOwn(keys, key) ? Option.some(keys[key] as Authenticated) : Option.none()),
    get: () => Effect.succeed(Option.some(account)),
    count: Effect.succeed(1),
    list: Effect.succeed([account]),
    listKeys: () => Effect.die("unused"),
    createKey: () => Effect.die("unused"),
    revokeKey: () => Effect.die("unused"),
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

  it("accepts a full or submit key of the account, with or without a credential", async () => {
    expect(await check(basic("API", "full-key"))).toBe("accepted")
    expect(await check(basic("API", "submit-key"))).toBe("accepted")
    expect(await check(basic("API", "full-key"), "5f00000000000000000000c1")).toBe("accepted")
    expect(await check(basic("API", "wrong"))).toBe("refused")
    expect(await check(undefined)).toBe("refused")
  })

  it("forbids a read key of the account, and knows no key of another account", async () => {
    expect(await check(basic("API", "read-key"))).toBe("forbidden")
    expect(await check(basic("API", "read-key"), "5f00000000000000000000c1")).toBe("forbidden")
    expect(await check(basic("API", "other-account-key"))).toBe("refused")
  })

  it("accepts a user credential's username and password, a token credential's token", async () => {
    expect(await check(basic("seller", "pa:ss"), "5f00000000000000000000c1")).toBe("accepted")
    expect(await check(basic("seller", "nope"), "5f00000000000000000000c1")).toBe("refused")
    expect(await check(basic("x", "tok-123"), "5f00000000000000000000c2")).toBe("accepted")
    expect(await check("Bearer tok-123", "5f00000000000000000000c2")).toBe("accepted")
    expect(await check("Bearer tok-999", "5f00000000000000000000c2")).toBe("refused")
    // A credential of the source is no key for another source.
    expect(await check(basic("seller", "pa:ss"))).toBe("refused")
  })

  it("uses the Credentials port", async () => {
    const found = await Effect.runPromise(
      Effect.flatMap(Credentials, (c) => c.get("5f00000000000000000000c2")).pipe(Effect.provide(layer))
    )
    expect(found).toMatchObject({ type: "token" })
  })
})
