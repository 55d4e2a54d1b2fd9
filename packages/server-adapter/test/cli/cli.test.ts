import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect } from "effect"
import { spawn, type ChildProcess } from "node:child_process"
import { createHash } from "node:crypto"
import { createServer } from "node:net"
import type { AddressInfo } from "node:net"
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadflowArgs } from "./leadflowCommand.js"

/**
 * The new user's path: `leadflow serve` on an empty database prints a key and a curl; pasting
 * that curl submits a lead that is accepted. Run as built, or from the sources (`leadflowCommand.ts`).
 */
const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  spawn(process.execPath, [...leadflowArgs, ...args], {
    env: { ...process.env, LEADFLOW_API_KEY: "", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })

const collect = (child: ChildProcess): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((done) => {
    let out = ""
    let err = ""
    child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("close", (code) => done({ code, out, err }))
  })

describe("leadflow CLI", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-cli-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("--help on every command", async () => {
    for (const args of [["--help"], ["serve", "--help"], ["accounts", "--help"], ["accounts", "create", "--help"]]) {
      const result = await collect(run(args))
      expect(result.code).toBe(0)
      expect(result.out).toMatch(/Usage/)
    }
  }, 60_000)

  it("refuses a bad flag with the usage and a non-zero exit", async () => {
    const result = await collect(run(["accounts", "create"]))
    expect(result.code).not.toBe(0)
    expect(result.err).toMatch(/--name is required/)
  }, 30_000)

  it("serve that cannot start says why in one line of the JSON log, and exits non-zero", async () => {
    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done))
    const port = (taken.address() as AddressInfo).port
    try {
      const db = `sqlite:${join(dir, "taken.db")}`
      const result = await collect(run(["serve", "--port", String(port), "--host", "127.0.0.1", "--db", db], { LEADFLOW_LOG_FORMAT: "json" }))
      expect(result.code).not.toBe(0)
      const lines = `${result.out}\n${result.err}`.split("\n").filter((line) => line.startsWith("{"))
      const messages = lines.map((line) => (JSON.parse(line) as { readonly message: unknown }).message)
      expect(messages).toContainEqual(expect.stringMatching(/^leadflow stopped: listen EADDRINUSE: address already in use 127\.0\.0\.1:\d+$/))
    } finally {
      taken.close()
    }
  }, 60_000)

  it("serve on an empty database prints a key and a curl that gets a lead accepted", async () => {
    const db = `sqlite:${join(dir, "first.db")}`
    const child = run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", db], { LEADFLOW_API_KEY: "" })
    try {
      const out = await new Promise<string>((done, failed) => {
        let text = ""
        const timer = setTimeout(() => failed(new Error(`no curl printed:\n${text}`)), 45_000)
        child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()))
        child.stdout?.on("data", (chunk: Buffer) => {
          text += chunk.toString()
          if (/-d '\{.*\}'/.test(text)) {
            clearTimeout(timer)
            done(text)
          }
        })
      })
      const key = /API key \(shown once, keep it\): ([0-9a-f]{64})/.exec(out)?.[1]
      expect(key).toBeDefined()
      const url = /curl -i -X POST (\S+)/.exec(out)?.[1] ?? ""
      const body = /-d '(\{.*\})'/.exec(out)?.[1] ?? ""
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body })
      expect(res.status).toBe(201)
      const answer = (await res.json()) as { outcome: string; lead: { id: string } }
      expect(answer.outcome).toBe("success")
      expect(answer.lead.id).toMatch(/^[0-9a-f]{24}$/)
      // The key works on the API.
      const status = await fetch(new URL("/status", url), {
        headers: { authorization: `Basic ${Buffer.from(`API:${key}`).toString("base64")}` }
      })
      expect(status.status).toBe(200)
    } finally {
      child.kill("SIGTERM")
      await collect(child)
    }
  }, 60_000)

  it("accounts create prints a new key for the named account and plan", async () => {
    const db = `sqlite:${join(dir, "accounts.db")}`
    const result = await collect(run(["accounts", "create", "--name", "Acme Leads", "--plan", "free", "--db", db]))
    expect(result.code).toBe(0)
    expect(result.out).toMatch(/Created account [0-9a-f]{24} \(Acme Leads, plan free\)/)
    expect(result.out).toMatch(/API key \(shown once, keep it\): [0-9a-f]{64}/)
  }, 60_000)
})

describe("leadflow CLI: version, accounts list and rotate-key", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-cli-accounts-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("--version prints the package's version", async () => {
    const manifest = JSON.parse(await readFile(resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string }
    const result = await collect(run(["--version"]))
    expect(result.code).toBe(0)
    expect(result.out.trim()).toBe(manifest.version)
  }, 30_000)

  it("lists accounts, and rotate-key revokes every key of the account and stores the new key's hash, printed once", async () => {
    const db = join(dir, "rotate.db")
    const created = await collect(run(["accounts", "create", "--name", "Rotating Co", "--db", `sqlite:${db}`]))
    expect(created.code).toBe(0)
    const id = /Created account ([0-9a-f]{24})/.exec(created.out)?.[1] ?? ""
    const oldKey = /API key \(shown once, keep it\): ([0-9a-f]{64})/.exec(created.out)?.[1] ?? ""

    const listed = await collect(run(["accounts", "list", "--db", `sqlite:${db}`]))
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(new RegExp(`${id}\\s+pro\\s+\\S+\\s+Rotating Co`))
    expect(listed.out).not.toContain(oldKey)

    const rotated = await collect(run(["accounts", "rotate-key", "--id", id, "--db", `sqlite:${db}`]))
    expect(rotated.code).toBe(0)
    expect(rotated.out).toContain(`New API key for account ${id} (Rotating Co); every older key of the account is revoked.`)
    const newKey = /API key \(shown once, keep it\): ([0-9a-f]{64})/.exec(rotated.out)?.[1] ?? ""
    expect(newKey).toMatch(/^[0-9a-f]{64}$/)
    expect(newKey).not.toBe(oldKey)

    const stored = await Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ key_hash: string; revoked: number }>`SELECT key_hash, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE account_id = ${id} ORDER BY created_at`
      ).pipe(Effect.provide(SqliteClient.layer({ filename: db, readonly: true })))
    )
    const sha = (key: string) => createHash("sha256").update(key).digest("hex")
    expect(stored.map((r) => [r.key_hash, Number(r.revoked)])).toEqual([[sha(oldKey), 1], [sha(newKey), 0]])

    const unknown = await collect(run(["accounts", "rotate-key", "--id", "5f00000000000000000000ff", "--db", `sqlite:${db}`]))
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain("No account 5f00000000000000000000ff.")
    const missing = await collect(run(["accounts", "rotate-key", "--db", `sqlite:${db}`]))
    expect(missing.code).toBe(2)
    expect(missing.err).toMatch(/--id is required/)
  }, 180_000)

  it("--help lists every environment variable the server's sources read, and no other", async () => {
    const sources = ["../../src", "../../../integrations/src"].map((d) => resolve(import.meta.dirname, d))
    const read = new Set<string>()
    for (const sourceDir of sources) {
      for (const file of await readdir(sourceDir, { recursive: true })) {
        if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue
        const text = await readFile(join(sourceDir, file), "utf8")
        for (const m of text.matchAll(/process\.env(?:\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\]|\.([A-Z][A-Z0-9_]*))/g)) read.add(m[1] ?? m[2] ?? "")
        for (const m of text.matchAll(/Config\.[a-zA-Z]+\(\s*["'`]([A-Z][A-Z0-9_]*)["'`]/g)) read.add(m[1] ?? "")
        // Names handed to a Config helper of our own (`nonNegativeMs("LEADFLOW_...")`, `Config.literal(...)("LEADFLOW_...")`).
        for (const m of text.matchAll(/\(\s*["'](LEADFLOW_[A-Z0-9_]+)["']/g)) read.add(m[1] ?? "")
      }
    }
    expect(read.has("LEADFLOW_DB")).toBe(true)
    const help = await collect(run(["--help"]))
    const section = help.out.slice(help.out.indexOf("Environment"))
    const listed = new Set([...section.matchAll(/^ {2}([A-Z][A-Z0-9_]+)\s/gm)].map((m) => m[1] ?? ""))
    expect([...listed].sort()).toEqual([...read].sort())
  }, 30_000)
})
