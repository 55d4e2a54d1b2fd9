import { mkdtemp, readFile, rm, stat, writeFile, chmod } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { CredentialVault } from "../../../src/services/credentials/CredentialStore.js"
import { ConfigProvider, Effect, Either, Exit, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeSecretBox } from "../../../src/secrets/SecretBox.js"
import { keyFileOf, resolveSecret } from "../../../src/secrets/SecretKey.js"
import { appLayer, servicesLayer } from "../../../src/server/AppLayer.js"
import { HttpServerInfo } from "../../../src/server/Server.js"
import type { DatabaseConfig } from "../../../src/storage/Database.js"
import { postgresUrl } from "../../storage/testDatabases.js"
import { basicAuth, postgresAvailable } from "../TestServer.js"
import { Accounts } from "../../../src/accounts/Accounts.js"

const noEnv = ConfigProvider.fromMap(new Map())
const withEnv = (env: Record<string, string>) => ConfigProvider.fromMap(new Map(Object.entries(env)))

const resolve = (database: DatabaseConfig, provider = noEnv, explicit?: string) =>
  Effect.runPromise(Effect.either(Effect.withConfigProvider(resolveSecret(database, explicit), provider)))

const serverOptions = { port: 0, host: "127.0.0.1", publicUrl: "http://127.0.0.1", batchPrefix: "/batch", certPrefix: "/cert", maxInFlight: 100 }

describe("SecretBox", () => {
  const box = makeSecretBox("a-test-secret-of-some-length")

  it("round-trips, with a fresh IV per value", async () => {
    const a = box.seal("hunter2-hunter2", "credentials/acc/1")
    const b = box.seal("hunter2-hunter2", "credentials/acc/1")
    expect(a).not.toBe(b)
    expect(a.split(".")).toHaveLength(4)
    expect(a.startsWith("v1.")).toBe(true)
    expect(a).not.toContain("hunter2")
    expect(await Effect.runPromise(box.open(a, "credentials/acc/1"))).toBe("hunter2-hunter2")
  })

  it("refuses a value tampered with, moved to another owner, or sealed with another key", async () => {
    const sealed = box.seal("value", "owner-1")
    const parts = sealed.split(".")
    const ciphertext = Buffer.from(parts[3] ?? "", "base64url")
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1
    const tampered = [parts[0], parts[1], parts[2], ciphertext.toString("base64url")].join(".")
    const open = (value: string, owner: string, using = box) => Effect.runPromise(Effect.either(using.open(value, owner)))
    expect(Either.isLeft(await open(tampered, "owner-1"))).toBe(true)
    expect(Either.isLeft(await open(sealed, "owner-2"))).toBe(true)
    expect(Either.isLeft(await open(sealed, "owner-1", makeSecretBox("another-secret-entirely")))).toBe(true)
    expect(Either.isLeft(await open("garbage", "owner-1"))).toBe(true)
  })
})

describe("the credentials secret", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-secret-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("SQLite without LEADFLOW_SECRET: a mode-0600 key file beside the database, reused later", async () => {
    const filename = join(dir, "keyed.db")
    const first = await resolve({ dialect: "sqlite", filename })
    expect(Either.isRight(first)).toBe(true)
    if (Either.isLeft(first)) return
    expect(first.right.source).toBe("key file")
    expect(first.right.keyFile).toBe(keyFileOf(filename))
    const info = await stat(keyFileOf(filename))
    expect(info.mode & 0o777).toBe(0o600)
    const second = await resolve({ dialect: "sqlite", filename })
    expect(Either.isRight(second) && Redacted.value(second.right.secret)).toBe(Redacted.value(first.right.secret))
  })

  it("tightens a key file whose mode was loosened, refuses an empty one", async () => {
    const filename = join(dir, "loose.db")
    await writeFile(keyFileOf(filename), "0123456789abcdef0123456789abcdef")
    await chmod(keyFileOf(filename), 0o644)
    const resolved = await resolve({ dialect: "sqlite", filename })
    expect(Either.isRight(resolved)).toBe(true)
    expect((await stat(keyFileOf(filename))).mode & 0o777).toBe(0o600)

    const empty = join(dir, "empty.db")
    await writeFile(keyFileOf(empty), "")
    const refused = await resolve({ dialect: "sqlite", filename: empty })
    expect(Either.isLeft(refused) && refused.left.message).toMatch(/no usable key/)
  })

  it("LEADFLOW_SECRET wins over the key file and must not be trivially short", async () => {
    const filename = join(dir, "env.db")
    const fromEnv = await resolve({ dialect: "sqlite", filename }, withEnv({ LEADFLOW_SECRET: "an-env-secret-long-enough" }))
    expect(Either.isRight(fromEnv) && fromEnv.right.source).toBe("LEADFLOW_SECRET")
    await expect(stat(keyFileOf(filename))).rejects.toThrow()
    const short = await resolve({ dialect: "sqlite", filename }, withEnv({ LEADFLOW_SECRET: "short" }))
    expect(Either.isLeft(short) && short.left.message).toMatch(/LEADFLOW_SECRET is too short/)
    const explicit = await resolve({ dialect: "sqlite", filename }, withEnv({ LEADFLOW_SECRET: "an-env-secret-long-enough" }), "an-explicit-secret-long")
    expect(Either.isRight(explicit) && explicit.right.source).toBe("option")
  })

  it("an in-memory SQLite database gets an ephemeral key and writes no file", async () => {
    const resolved = await resolve({ dialect: "sqlite", filename: ":memory:" })
    expect(Either.isRight(resolved) && resolved.right.source).toBe("ephemeral")
  })

  it("PostgreSQL without LEADFLOW_SECRET is refused, naming LEADFLOW_SECRET", async () => {
    const resolved = await resolve({ dialect: "postgres", url: Redacted.make("postgres://nowhere.invalid/db") })
    expect(Either.isLeft(resolved) && resolved.left.message).toMatch(/LEADFLOW_SECRET is required with PostgreSQL/)
    const withSecret = await resolve(
      { dialect: "postgres", url: Redacted.make("postgres://nowhere.invalid/db") },
      withEnv({ LEADFLOW_SECRET: "a-shared-secret-for-pg" })
    )
    expect(Either.isRight(withSecret)).toBe(true)
  })

  it.skipIf(!postgresAvailable)("a PostgreSQL server does not start without the secret", async () => {
    const layer = servicesLayer({ database: { dialect: "postgres", url: Redacted.make(postgresUrl ?? "") }, server: serverOptions })
    const exit = await Effect.runPromiseExit(
      Effect.withConfigProvider(Effect.scoped(Layer.build(layer)), noEnv)
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/LEADFLOW_SECRET is required with PostgreSQL/)
  })

  it("a restarted server decrypts what it stored, and the key never enters the database", async () => {
    const saved = process.env["LEADFLOW_SECRET"]
    delete process.env["LEADFLOW_SECRET"]
    try {
      const filename = join(dir, "restart.db")
      const options = { database: { dialect: "sqlite" as const, filename }, server: serverOptions }
      const first = ManagedRuntime.make(appLayer(options))
      const { url } = await first.runPromise(HttpServerInfo)
      const { apiKey, account } = await first.runPromise(Effect.flatMap(Accounts, (accounts) => accounts.create({ name: "Restart" })))
      const res = await fetch(`${url}/credentials`, {
        method: "POST",
        headers: { authorization: basicAuth(apiKey), "content-type": "application/json" },
        body: JSON.stringify({ type: "user", package: "leadflow-custom", username: "u", password: "survives-restarts" })
      })
      expect(res.status).toBe(201)
      const { id } = (await res.json()) as { id: string }
      await first.dispose()

      expect((await stat(keyFileOf(filename))).mode & 0o777).toBe(0o600)
      const key = (await readFile(keyFileOf(filename), "utf8")).trim()
      for (const file of [filename, `${filename}-wal`]) {
        const bytes = await readFile(file).catch(() => Buffer.alloc(0))
        expect(bytes.includes(Buffer.from(key))).toBe(false)
        expect(bytes.includes(Buffer.from("survives-restarts"))).toBe(false)
      }

      const second = ManagedRuntime.make(appLayer(options))
      const credential = await second.runPromise(Effect.flatMap(CredentialVault, (vault) => vault.get(account.id, id)))
      expect(credential).toMatchObject({ type: "user", password: "survives-restarts" })
      await second.dispose()
    } finally {
      if (saved !== undefined) process.env["LEADFLOW_SECRET"] = saved
    }
  })
})
