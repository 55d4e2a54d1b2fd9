import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "../storage/testDatabases.js"
import { leadflowArgs } from "./leadflowCommand.js"
import { basic, exited, serve } from "./spawnedServer.js"

/**
 * `leadflow accounts keys` against a running server in another process: a key made by the CLI
 * works at once with its scope, and a key revoked by the CLI is refused by the server within a
 * second. On SQLite, and on PostgreSQL when `LEADFLOW_PG_URL` is set.
 */
const cli = (args: ReadonlyArray<string>, env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> => {
  const child: ChildProcess = spawn(process.execPath, [...leadflowArgs, ...args], {
    env: { ...process.env, LEADFLOW_API_KEY: "", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  return new Promise((done) => {
    let out = ""
    let err = ""
    child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("close", (code) => done({ code, out, err }))
  })
}

const shownKey = (out: string): string => /API key \(shown once, keep it\): ([0-9a-f]{64})/.exec(out)?.[1] ?? ""

const keysAgainstAServer = (dialect: "sqlite" | "postgres") => {
  let dir: string
  let pg: TestDatabase | undefined
  let db: string
  const env: Record<string, string> = {}
  // The accounts commands hold no secret: on PostgreSQL too they run without LEADFLOW_SECRET.
  const cliEnv: Record<string, string> = { LEADFLOW_SECRET: "" }
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-cli-keys-"))
    if (dialect === "postgres") {
      pg = await postgresTestDatabase(postgresUrl ?? "")
      db = pg.url
      env["LEADFLOW_SECRET"] = randomBytes(32).toString("hex")
    } else db = `sqlite:${join(dir, "keys.db")}`
  })
  afterAll(async () => {
    await pg?.dispose()
    await rm(dir, { recursive: true, force: true })
  })

  it("creates, lists and revokes keys; a running server honours scopes and refuses a revoked key within a second", async () => {
    const ownerKey = randomBytes(32).toString("hex")
    const server = await serve(db, ownerKey, env)
    try {
      const api = async (key: string, method: string, path: string, body?: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: basic(key), "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) })
        })
        return { status: res.status, json: (await res.json()) as Record<string, unknown> }
      }
      const account = await api(ownerKey, "GET", "/account")
      expect(account.status).toBe(200)
      const id = String(account.json["id"])

      const created = await cli(["accounts", "keys", "create", "--id", id, "--name", "Reporting", "--scope", "read", "--db", db], cliEnv)
      expect(created.code).toBe(0)
      expect(created.out).toMatch(new RegExp(`Created key [0-9a-f]{24} \\(Reporting, scope read\\) for account ${id}\\.`))
      const readKey = shownKey(created.out)
      const keyId = /Created key ([0-9a-f]{24})/.exec(created.out)?.[1] ?? ""

      const listed = await cli(["accounts", "keys", "list", "--id", id, "--db", db], cliEnv)
      expect(listed.code).toBe(0)
      expect(listed.out).toMatch(new RegExp(`${keyId}\\s+read\\s+${readKey.slice(0, 6)}\\s+\\S+\\s+never\\s+Reporting`))
      expect(listed.out).toMatch(/\sfull\s.*default/)
      expect(listed.out).not.toContain(readKey)
      expect(listed.out).not.toContain(ownerKey)

      expect((await api(readKey, "GET", "/flows")).status).toBe(200)
      const write = await api(readKey, "POST", "/fields", { id: "favorite_color", name: "Favorite color", type: "string" })
      expect(write.status).toBe(403)

      // A client keeps using the key the whole time, so the server's cache of it stays warm.
      const seen: Array<{ readonly at: number; readonly status: number }> = []
      let polling = true
      const poller = (async () => {
        while (polling) {
          seen.push({ status: (await api(readKey, "GET", "/flows")).status, at: Date.now() })
          await new Promise((done) => setTimeout(done, 20))
        }
      })()
      const revoked = await cli(["accounts", "keys", "revoke", "--id", id, "--key", keyId, "--db", db], cliEnv)
      expect(revoked.code).toBe(0)
      expect(revoked.out).toContain(`Revoked key ${keyId} (Reporting) of account ${id} at `)
      // When the CLI stored the revocation (it takes a while to exit after): the server must follow within a second.
      const committed = Date.parse(/ at (\S+)\.\n/.exec(revoked.out)?.[1] ?? "")
      while (Date.now() - committed < 1_200 && seen.at(-1)?.status !== 401) await new Promise((done) => setTimeout(done, 10))
      polling = false
      await poller
      const lastGood = seen.filter((s) => s.status === 200).at(-1)?.at ?? 0
      const firstRefused = seen.find((s) => s.status === 401)?.at ?? Number.POSITIVE_INFINITY
      console.log(
        `[cli keys ${dialect}] after the CLI revoked the key: last 200 at ${(lastGood - committed).toFixed(0)} ms, first 401 at ${(firstRefused - committed).toFixed(0)} ms (${seen.length} requests)`
      )
      expect(seen.some((s) => s.status === 200)).toBe(true)
      expect(firstRefused - committed).toBeLessThan(1_000)
      expect(seen.filter((s) => s.at > firstRefused).every((s) => s.status === 401)).toBe(true)
      expect((await api(ownerKey, "GET", "/flows")).status).toBe(200)

      const again = await cli(["accounts", "keys", "revoke", "--id", id, "--key", keyId, "--db", db], cliEnv)
      expect(again.code).toBe(1)
      expect(again.err).toContain(`No key ${keyId} of account ${id}`)
      const badScope = await cli(["accounts", "keys", "create", "--id", id, "--name", "x", "--scope", "admin", "--db", db], cliEnv)
      expect(badScope.code).toBe(2)
      expect(badScope.err).toContain("--scope must be one of full, read, submit, got admin")
      const noAccount = await cli(["accounts", "keys", "list", "--id", "5f00000000000000000000ff", "--db", db], cliEnv)
      expect(noAccount.code).toBe(1)
      expect(noAccount.err).toContain("No account 5f00000000000000000000ff.")
    } finally {
      server.child.kill("SIGTERM")
      await exited(server.child)
    }
  }, 180_000)
}

describe("leadflow accounts keys --help", () => {
  it("documents the keys commands, their scopes and how fast a revocation holds", async () => {
    const help = await cli(["accounts", "keys", "--help"], {})
    expect(help.code).toBe(0)
    for (const text of ["keys list --id ID", "keys create --id ID --name NAME --scope full|read|submit", "keys revoke --id ID --key KEY_ID", "within\n1 s"])
      expect(help.out).toContain(text)
  }, 60_000)
})

describe("leadflow accounts keys (SQLite)", () => keysAgainstAServer("sqlite"))

skipNotice("leadflow accounts keys")
describe.skipIf(postgresUrl === undefined)("leadflow accounts keys (PostgreSQL)", () => keysAgainstAServer("postgres"))
