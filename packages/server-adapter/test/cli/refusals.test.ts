import { spawn, type ChildProcess } from "node:child_process"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { createServer } from "node:net"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadflowArgs } from "./leadflowCommand.js"

/**
 * What `leadflow` refuses, and how it says so: a bad flag or setting is one clear line and a
 * non-zero exit, never a stack trace, never a password it was given, never a server that starts
 * anyway. Run as built, or from the sources (`leadflowCommand.ts`).
 */

/** Every process this file started: none outlives it. */
const started = new Set<ChildProcess>()
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
})

interface Result {
  readonly code: number | null
  readonly out: string
  readonly err: string
  /** Whether it started a server (then killed). */
  readonly listening: boolean
}

const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<Result> =>
  new Promise((done) => {
    const child = spawn(process.execPath, [...leadflowArgs, ...args], {
      env: { ...process.env, LEADFLOW_API_KEY: "", LEADFLOW_LOG_FORMAT: "json", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    started.add(child)
    let out = ""
    let err = ""
    let listening = false
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000)
    const seen = () => {
      if (!listening && /listening on/.test(out + err)) {
        listening = true
        child.kill("SIGKILL")
      }
    }
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      seen()
    })
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString()
      seen()
    })
    child.once("close", (code) => {
      clearTimeout(timer)
      started.delete(child)
      done({ code, out, err, listening })
    })
  })

const stackFrame = /\bat .*[\w/]+\.(js|ts|mjs|cjs):\d+/

/** The output's non-empty lines. */
const lines = (result: Result): ReadonlyArray<string> => `${result.out}\n${result.err}`.split("\n").filter((line) => line.trim() !== "")

/** A start-up failure: exit 1, one line "leadflow stopped: <why>" and nothing else, no stack. */
const expectStopped = (result: Result, why: RegExp) => {
  const all = `${result.out}\n${result.err}`
  expect(result.listening, all).toBe(false)
  expect(result.code, all).toBe(1)
  expect(all).not.toMatch(stackFrame)
  const stopped = lines(result).filter((line) => line.includes("leadflow stopped"))
  expect(stopped, all).toHaveLength(1)
  expect(lines(result), all).toHaveLength(1)
  const line = stopped[0] ?? ""
  const message = line.startsWith("{") ? String((JSON.parse(line) as { readonly message: unknown }).message) : line
  expect(message).toMatch(why)
}

describe("leadflow refusals", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-cli-refusals-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("serve --port takes decimal digits only, as PORT does: exit 2, no server", async () => {
    const db = `sqlite:${join(dir, "port.db")}`
    for (const port of ["", "0x1F90", "1e0", " 0b0 ", "65536"]) {
      const result = await run(["serve", "--port", port, "--host", "127.0.0.1", "--db", db])
      expect(result.listening, result.err).toBe(false)
      expect(result.code).toBe(2)
      expect(result.err).toMatch(/^--port must be a port number/)
    }
  }, 120_000)

  it("a start-up failure is one line that says why and exit 1, without runMain's report and its stack", async () => {
    const nodir = await run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", `sqlite:${join(dir, "nodir", "x.db")}`])
    expectStopped(nodir, /^leadflow stopped: .*directory does not exist/)

    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done))
    try {
      const port = String((taken.address() as AddressInfo).port)
      const inUse = await run(["serve", "--port", port, "--host", "127.0.0.1", "--db", `sqlite:${join(dir, "taken.db")}`])
      expectStopped(inUse, /^leadflow stopped: listen EADDRINUSE/)
    } finally {
      taken.close()
    }

    // Unreachable PostgreSQL, without LEADFLOW_SECRET: whichever it finds first, one line.
    const pg = await run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", "postgres://postgres:hunter2@127.0.0.1:1/test"], {
      LEADFLOW_SECRET: ""
    })
    expectStopped(pg, /^leadflow stopped: /)
    expect(pg.out + pg.err).not.toContain("hunter2")

    // Before the logger exists (its own setting refused): the same one line, on stderr.
    const logLevel = await run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", `sqlite:${join(dir, "level.db")}`], {
      LEADFLOW_LOG_LEVEL: "loud"
    })
    expectStopped(logLevel, /^leadflow stopped: LEADFLOW_LOG_LEVEL: must be one of/)
  }, 180_000)

  it("a plugin that cannot be loaded: one line naming it (or what it lacks), exit 1, no stack", async () => {
    const serve = (plugins: string) =>
      run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", `sqlite:${join(dir, "plugins.db")}`], { LEADFLOW_PLUGINS: plugins })
    expectStopped(
      await serve("leadflow-does-not-exist"),
      /^leadflow stopped: integration package leadflow-does-not-exist could not be loaded: not found \(is it installed where the application runs\?\)/
    )

    // A plugin folder that was found, whose import is not installed: that import is named.
    const plugin = join(dir, "leadflow-lacking")
    await mkdir(plugin)
    await writeFile(join(plugin, "package.json"), JSON.stringify({ name: "leadflow-lacking", type: "module", exports: "./index.js" }))
    await writeFile(join(plugin, "index.js"), 'import "leadflow-absent-dependency"\nexport default { id: "leadflow-lacking", integrations: [] }\n')
    expectStopped(
      await serve(plugin),
      new RegExp(
        `^leadflow stopped: integration package ${plugin} could not be loaded: its dependency leadflow-absent-dependency is not installed ` +
          `\\(run npm install in the plugin's folder\\): Cannot find package 'leadflow-absent-dependency' imported from ${join(plugin, "index.js")}$`
      )
    )
  }, 120_000)

  it("accounts on an unreachable database: one line on stderr, exit 1, no stack, no password", async () => {
    const result = await run(["accounts", "list", "--db", "postgres://postgres:hunter2@127.0.0.1:1/test"])
    expect(result.code, result.err).toBe(1)
    expect(result.out).toBe("")
    expect(lines(result), result.err).toHaveLength(1)
    expect(result.err).toMatch(/^leadflow accounts: PgClient: Failed to connect: connect ECONNREFUSED 127\.0\.0\.1:1/)
    expect(result.err).not.toMatch(stackFrame)
    expect(result.err).not.toContain("hunter2")
  }, 60_000)

  it("a refused --db names its scheme only, never the password in it", async () => {
    for (const args of [["serve"], ["accounts", "list"]]) {
      const result = await run([...args, "--db", "mysql://user:hunter2@db.example/leads"])
      expect(result.code).toBe(2)
      expect(result.err).toMatch(/^--db must be sqlite:<path> or postgres:\/\/…, got "mysql":…/)
      expect(result.out + result.err).not.toContain("hunter2")
    }
  }, 60_000)

  it("--public-url and LEADFLOW_PUBLIC_URL must be an http(s) base URL: refused at start, no server", async () => {
    const db = `sqlite:${join(dir, "url.db")}`
    const flag = await run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", db, "--public-url", "not a url"])
    expectStopped(flag, /^leadflow stopped: --public-url must be an http:\/\/ or https:\/\/ URL$/)
    expect(flag.out).not.toContain("not a url")

    const env = await run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", db], {
      LEADFLOW_PUBLIC_URL: "https://admin:hunter2@leads.example.com"
    })
    expectStopped(env, /^leadflow stopped: LEADFLOW_PUBLIC_URL must not hold a user name or password$/)
    expect(env.out + env.err).not.toContain("hunter2")
  }, 120_000)

  it("a setting read wrongly before is refused at start in one line naming it: numbers, traces, certificates", async () => {
    const serve = (env: Record<string, string>) =>
      run(["serve", "--port", "0", "--host", "127.0.0.1", "--db", `sqlite:${join(dir, "settings.db")}`], env)
    // An empty LEADFLOW_MAX_IN_FLIGHT was 0: the server started and answered every request 503.
    expectStopped(
      await serve({ LEADFLOW_MAX_IN_FLIGHT: "" }),
      /^leadflow stopped: LEADFLOW_MAX_IN_FLIGHT: must be a whole number, 1 to 2147483647 in decimal digits$/
    )
    // 3000000000 ms fired Node's timers after 1 ms: every slow body was a 408 at once.
    expectStopped(
      await serve({ LEADFLOW_BODY_TIMEOUT_MS: "3000000000" }),
      /^leadflow stopped: LEADFLOW_BODY_TIMEOUT_MS: must be a number of milliseconds, 1 to 2147483647 in decimal digits$/
    )
    // A bad escape stopped the start as "URI malformed", naming nothing.
    const headers = await serve({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1", OTEL_EXPORTER_OTLP_HEADERS: "x-api-key=%zz-hunter2" })
    expectStopped(headers, /^leadflow stopped: OTEL_EXPORTER_OTLP_HEADERS: must be name=value pairs/)
    expect(headers.out + headers.err).not.toContain("hunter2")
    // Logged, and the server ran with a random certificate key.
    expectStopped(await serve({ LEADFLOW_TRUST_PROXY: "maybe" }), /^leadflow stopped: LEADFLOW_TRUST_PROXY: Expected a boolean value/)
  }, 180_000)

  it("accounts commands take ids in any case, as the API does", async () => {
    const db = `sqlite:${join(dir, "case.db")}`
    const created = await run(["accounts", "create", "--name", "Case Co", "--db", db])
    expect(created.code, created.err).toBe(0)
    const id = /Created account ([0-9a-f]{24})/.exec(created.out)?.[1] ?? ""
    expect(id).not.toBe("")
    const upper = ` ${id.toUpperCase()} `

    const key = await run(["accounts", "keys", "create", "--id", upper, "--name", "reader", "--scope", "read", "--db", db])
    expect(key.code, key.err).toBe(0)
    const keyId = /Created key ([0-9a-f]{24})/.exec(key.out)?.[1] ?? ""
    expect(keyId).not.toBe("")

    const listed = await run(["accounts", "keys", "list", "--id", upper, "--db", db])
    expect(listed.code, listed.err).toBe(0)
    expect(listed.out).toContain(keyId)

    const revoked = await run(["accounts", "keys", "revoke", "--id", upper, "--key", keyId.toUpperCase(), "--db", db])
    expect(revoked.code, revoked.err).toBe(0)
    expect(revoked.out).toMatch(new RegExp(`Revoked key ${keyId} \\(reader\\) of account ${id}`))

    const rotated = await run(["accounts", "rotate-key", "--id", upper, "--db", db])
    expect(rotated.code, rotated.err).toBe(0)
    expect(rotated.out).toContain(`New API key for account ${id}`)
  }, 180_000)
})
