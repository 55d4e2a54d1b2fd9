import { Effect, Exit } from "effect"
import { chmod, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFirehoseExporter } from "../../../src/services/firehose/FirehoseExporter.js"
import { startTestServer, type TestServer } from "../TestServer.js"
import { objectId, runLead, storeFlow } from "./leadFixtures.js"

/** The firehose root is read from the environment on each request; this suite owns the variable. */
describe("firehose target check", () => {
  let server: TestServer
  let root: string
  let outside: string
  /** The account's own folder under the root. */
  let home: string
  const previous = process.env["LEADFLOW_FIREHOSE_DIR"]

  const check = (query: string, auth = server.auth) => fetch(`${server.url}/firehose?${query}`, { headers: { authorization: auth } })
  const post = (body: unknown, auth = server.auth) =>
    fetch(`${server.url}/firehose`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  beforeAll(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), "leadflow-firehose-")))
    outside = await realpath(await mkdtemp(join(tmpdir(), "leadflow-firehose-outside-")))
    process.env["LEADFLOW_FIREHOSE_DIR"] = root
    server = await startTestServer()
    home = join(root, server.accountId)
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env["LEADFLOW_FIREHOSE_DIR"]
    else process.env["LEADFLOW_FIREHOSE_DIR"] = previous
    await server?.close()
    await rm(root, { recursive: true, force: true })
    await rm(outside, { recursive: true, force: true })
  })

  it("writes <account id>/<path>/<prefix>/leadflow-test-<random>.json under the root and answers its ETag", async () => {
    const res = await check("path=exports&prefix=events/test")
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ETag: string; file: string }
    expect(body.ETag).toMatch(/^"[0-9a-f]{32}"$/)
    const files = await readdir(join(home, "exports", "events", "test"))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^leadflow-test-[0-9a-f]+\.json$/)
    // Where it is within the account's folder: the server's root is not the client's to see.
    expect(body.file).toBe(join("exports", "events", "test", files[0] ?? ""))
    expect(JSON.stringify(body)).not.toContain(root)
    expect(JSON.parse(await readFile(join(home, body.file), "utf8"))).toMatchObject({ leadflow: "firehose test" })
    // `bucket` (as the flows' setting names it) works as the path, and so does a JSON body.
    expect((await check("bucket=exports")).status).toBe(200)
    const posted = await post({ type: "directory", path: "exports", prefix: "p" })
    expect(posted.status).toBe(200)
    expect(((await posted.json()) as { file: string }).file.startsWith(join("exports", "p") + "/")).toBe(true)
  })

  it("two accounts naming the same directory write into their own folders", async () => {
    const other = await server.createAccount("Other firehose account")
    const mine = (await (await post({ path: "shared" })).json()) as { file: string }
    const theirs = (await (await post({ path: "shared" }, other.auth)).json()) as { file: string }
    expect(mine.file.startsWith("shared/")).toBe(true)
    expect(theirs.file.startsWith("shared/")).toBe(true)
    expect(await readdir(join(root, server.accountId, "shared"))).toEqual([mine.file.slice("shared/".length)])
    expect(await readdir(join(root, other.accountId, "shared"))).toHaveLength(1)
  })

  it("422 with the reason: missing path, escaping path or prefix, a file", async () => {
    const cases: ReadonlyArray<[string, string, string]> = [
      ["", "path", "is missing"],
      ["path=../", "path", "must not contain '..' segments"],
      [`path=../${objectId()}`, "path", "must not contain '..' segments"],
      [`path=${encodeURIComponent(outside)}`, "path", "must be a relative path (it is placed under the account's directory)"],
      [`path=${encodeURIComponent(join(home, "exports"))}`, "path", "must be a relative path (it is placed under the account's directory)"],
      ["path=a%00b", "path", "must not contain a NUL character (U+0000)"],
      ["path=exports&prefix=../../x", "prefix", "must not contain '..' segments"]
    ]
    for (const [query, field, message] of cases) {
      const res = await check(query)
      expect(res.status, query).toBe(422)
      expect(await res.json(), query).toMatchObject({ errors: { [field]: [message] } })
    }
    const posted = await post({ path: outside })
    expect(posted.status).toBe(422)
    // The reference's S3 credentials are refused by name, not ignored with a file written anyway.
    const s3 = await check("bucket=exports&access_key_id=AKIAEXAMPLE&secret_access_key=wrong")
    expect(s3.status).toBe(422)
    expect(Object.keys(((await s3.json()) as { errors: Record<string, unknown> }).errors).sort()).toEqual(["access_key_id", "secret_access_key"])
    const withCredential = await post({ bucket: "exports", credential_id: objectId() })
    expect(withCredential.status).toBe(422)
    expect(Object.keys(((await withCredential.json()) as { errors: Record<string, unknown> }).errors)).toEqual(["credential_id"])
    await writeFile(join(home, "plain.txt"), "x")
    expect(await (await check("path=plain.txt")).json()).toMatchObject({ errors: { path: ["is not a directory"] } })
    expect(await readdir(outside)).toEqual([])
  })

  it("422 for a symbolic link out of the account's folder, into another account's included", async () => {
    const other = await server.createAccount("Neighbour")
    await mkdir(join(root, other.accountId), { recursive: true })
    await symlink(outside, join(home, "escape"))
    await symlink(join(root, other.accountId), join(home, "neighbour"))
    for (const query of ["path=escape", "path=escape&prefix=deeper", "path=neighbour", "path=exports&prefix=../escape"]) {
      const res = await check(query)
      expect(res.status, query).toBe(422)
    }
    expect(await (await check("path=escape")).json()).toMatchObject({ errors: { path: ["must stay inside the account's directory"] } })
    expect(await readdir(outside)).toEqual([])
    expect(await readdir(join(root, other.accountId))).toEqual([])
  })

  it.skipIf(process.getuid?.() === 0)("422 when the directory is not writable", async () => {
    await mkdir(join(home, "locked"), { recursive: true })
    await chmod(join(home, "locked"), 0o500)
    expect(await (await check("path=locked")).json()).toMatchObject({ errors: { path: ["directory is not writable"] } })
    await chmod(join(home, "locked"), 0o700)
  })

  it("refuses directory targets when the server names no firehose root, naming the variable", async () => {
    delete process.env["LEADFLOW_FIREHOSE_DIR"]
    try {
      for (const res of [await check("path=exports"), await post({ type: "directory", path: "exports" })]) {
        expect(res.status).toBe(422)
        expect(await res.json()).toMatchObject({ errors: { path: ["directory targets need LEADFLOW_FIREHOSE_DIR set on the server"] } })
      }
    } finally {
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
    }
  })

  it("needs the API key", async () => {
    expect((await fetch(`${server.url}/firehose?path=exports`)).status).toBe(401)
  })

  it("the exporter writes a lead's events as <account id>/<bucket>/<prefix>/<lead id>/<event id>.json", async () => {
    const source = objectId()
    const firehose = { services: { directory: { enabled: true, bucket: "exports", prefix: "flows/solar" } } }
    let flow: Record<string, unknown> = {
      name: "Exported",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: source, name: "Web" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [],
      firehose
    }
    flow = { ...flow, id: await storeFlow(server, flow) }
    const result = await runLead(server, flow, source, { email: "x@example.com" })
    const exporter = makeFirehoseExporter(root)
    const exported = await Effect.runPromise(exporter.exportLead(server.accountId, flow["firehose"], result.leadId, result.events))
    expect(exported.written).toHaveLength(result.events.length)
    const dir = join(home, "exports", "flows", "solar", result.leadId)
    expect((await readdir(dir)).sort()).toEqual(result.events.map((e) => `${e.id}.json`).sort())
    const sourceEvent = result.events.find((e) => e.type === "source")
    expect(JSON.parse(await readFile(join(dir, `${sourceEvent?.id}.json`), "utf8"))).toMatchObject({ id: sourceEvent?.id, type: "source" })
    // Exporting again overwrites (a retried export is harmless).
    expect((await Effect.runPromise(exporter.exportLead(server.accountId, firehose, result.leadId, result.events))).written).toHaveLength(
      result.events.length
    )
    // Another account's flow with the same setting exports into its own folder.
    const other = objectId()
    await Effect.runPromise(exporter.exportLead(other, firehose, result.leadId, result.events))
    expect((await readdir(join(root, other, "exports", "flows", "solar", result.leadId))).sort()).toEqual(
      result.events.map((e) => `${e.id}.json`).sort()
    )
  })

  it("the exporter skips disabled, unconfigured and non-directory settings, and fails on a bad target", async () => {
    const exporter = makeFirehoseExporter(root)
    const account = server.accountId
    const run = (firehose: unknown) => Effect.runPromise(exporter.exportLead(account, firehose, objectId(), []))
    expect(await run(undefined)).toMatchObject({ written: [], skipped: "no directory target configured" })
    expect(await run({ enabled: true, bucket: "my-bucket", credential_id: objectId() })).toMatchObject({ written: [] })
    expect(await run({ services: { directory: { enabled: false, bucket: "exports" } } })).toMatchObject({ skipped: "directory target disabled" })
    expect(
      await Effect.runPromise(makeFirehoseExporter(undefined).exportLead(account, { services: { directory: { enabled: true } } }, objectId(), []))
    ).toMatchObject({ skipped: "directory targets need LEADFLOW_FIREHOSE_DIR set on the server" })
    for (const bucket of ["plain.txt", "escape", "../x", outside]) {
      const failed = await Effect.runPromiseExit(exporter.exportLead(account, { services: { directory: { enabled: true, bucket } } }, objectId(), []))
      expect(Exit.isFailure(failed), bucket).toBe(true)
    }
    const unsafe = await Effect.runPromiseExit(exporter.exportLead(account, { services: { directory: { enabled: true, bucket: "exports" } } }, "../x", []))
    expect(Exit.isFailure(unsafe)).toBe(true)
    const unsafeAccount = await Effect.runPromiseExit(exporter.exportLead("..", { services: { directory: { enabled: true, bucket: "exports" } } }, objectId(), []))
    expect(Exit.isFailure(unsafeAccount)).toBe(true)
    expect(await readdir(outside)).toEqual([])
  })
})
