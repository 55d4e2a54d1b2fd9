import { spawn, type ChildProcess } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * The new user's path: `leadflow serve` on an empty database prints a key and a curl; pasting
 * that curl submits a lead that is accepted. Run from the sources with tsx.
 */
const main = resolve(import.meta.dirname, "../../src/cli/main.ts")
const tsx = resolve(import.meta.dirname, "../../../../node_modules/.bin/tsx")

const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  spawn(tsx, ["--conditions=source", main, ...args], {
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
