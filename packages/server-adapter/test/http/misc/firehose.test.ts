import { Effect, Exit } from "effect"
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFirehoseExporter } from "../../../src/api/firehose/FirehoseExporter.js"
import { startTestServer, type TestServer } from "../TestServer.js"
import { objectId, runLead, storeFlow } from "./leadFixtures.js"

/** The firehose root is read from the environment on each request; this suite owns the variable. */
describe("firehose target check", () => {
  let server: TestServer
  let root: string
  const previous = process.env["LEADFLOW_FIREHOSE_DIR"]

  const check = (query: string) => fetch(`${server.url}/firehose?${query}`, { headers: { authorization: server.auth } })

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "leadflow-firehose-"))
    await mkdir(join(root, "exports"))
    process.env["LEADFLOW_FIREHOSE_DIR"] = root
    server = await startTestServer()
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env["LEADFLOW_FIREHOSE_DIR"]
    else process.env["LEADFLOW_FIREHOSE_DIR"] = previous
    await server?.close()
    await rm(root, { recursive: true, force: true })
  })

  it("writes <prefix>/leadflow-test-<random>.json into the directory and answers its ETag", async () => {
    const res = await check("path=exports&prefix=events/test")
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ETag: string; file: string }
    expect(body.ETag).toMatch(/^"[0-9a-f]{32}"$/)
    const files = await readdir(join(root, "exports", "events", "test"))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^leadflow-test-[0-9a-f]+\.json$/)
    expect(JSON.parse(await readFile(body.file, "utf8"))).toMatchObject({ leadflow: "firehose test" })
    // `bucket` (as the flows' setting names it) works as the path, and so does a JSON body.
    expect((await check("bucket=exports")).status).toBe(200)
    const posted = await fetch(`${server.url}/firehose`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: JSON.stringify({ type: "directory", path: "exports", prefix: "p" })
    })
    expect(posted.status).toBe(200)
  })

  it("422 with the reason: missing path, missing directory, a file, outside the root, a climbing prefix", async () => {
    const cases: ReadonlyArray<[string, string, string]> = [
      ["", "path", "is missing"],
      ["path=nowhere", "path", "directory does not exist"],
      ["path=../", "path", "must be inside the server's firehose directory"],
      [`path=${encodeURIComponent(tmpdir())}`, "path", "must be inside the server's firehose directory"],
      ["path=exports&prefix=../../x", "prefix", "must not leave the directory"]
    ]
    for (const [query, field, message] of cases) {
      const res = await check(query)
      expect(res.status, query).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { [field]: [message] } })
    }
    await writeFile(join(root, "plain.txt"), "x")
    expect(await (await check("path=plain.txt")).json()).toMatchObject({ errors: { path: ["is not a directory"] } })
    // A symbolic link out of the root is outside it too.
    await symlink(tmpdir(), join(root, "escape"))
    expect(await (await check("path=escape")).json()).toMatchObject({
      errors: { path: ["must be inside the server's firehose directory"] }
    })
  })

  it.skipIf(process.getuid?.() === 0)("422 when the directory is not writable", async () => {
    await mkdir(join(root, "locked"))
    await chmod(join(root, "locked"), 0o500)
    expect(await (await check("path=locked")).json()).toMatchObject({ errors: { path: ["directory is not writable"] } })
    await chmod(join(root, "locked"), 0o700)
  })

  it("refuses directory targets when the server names no firehose root", async () => {
    delete process.env["LEADFLOW_FIREHOSE_DIR"]
    try {
      const res = await check("path=exports")
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { path: [expect.stringContaining("disabled")] } })
    } finally {
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
    }
  })

  it("needs the API key", async () => {
    expect((await fetch(`${server.url}/firehose?path=exports`)).status).toBe(401)
  })

  it("the exporter writes a lead's events as <prefix>/<lead id>/<event id>.json", async () => {
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
    const exported = await Effect.runPromise(exporter.exportLead(flow["firehose"], result.leadId, result.events))
    expect(exported.written).toHaveLength(result.events.length)
    const dir = join(root, "exports", "flows", "solar", result.leadId)
    expect((await readdir(dir)).sort()).toEqual(result.events.map((e) => `${e.id}.json`).sort())
    const sourceEvent = result.events.find((e) => e.type === "source")
    expect(JSON.parse(await readFile(join(dir, `${sourceEvent?.id}.json`), "utf8"))).toMatchObject({ id: sourceEvent?.id, type: "source" })
    // Exporting again overwrites (a retried export is harmless).
    expect((await Effect.runPromise(exporter.exportLead(firehose, result.leadId, result.events))).written).toHaveLength(result.events.length)
  })

  it("the exporter skips disabled, unconfigured and non-directory settings, and fails on a bad target", async () => {
    const exporter = makeFirehoseExporter(root)
    const run = (firehose: unknown) => Effect.runPromise(exporter.exportLead(firehose, objectId(), []))
    expect(await run(undefined)).toMatchObject({ written: [], skipped: "no directory target configured" })
    expect(await run({ enabled: true, bucket: "my-bucket", credential_id: objectId() })).toMatchObject({ written: [] })
    expect(await run({ services: { directory: { enabled: false, bucket: "exports" } } })).toMatchObject({ skipped: "directory target disabled" })
    expect(await Effect.runPromise(makeFirehoseExporter(undefined).exportLead({ services: { directory: { enabled: true } } }, objectId(), []))).toMatchObject({
      skipped: "directory targets are disabled on this server"
    })
    const failed = await Effect.runPromiseExit(exporter.exportLead({ services: { directory: { enabled: true, bucket: "missing" } } }, objectId(), []))
    expect(Exit.isFailure(failed)).toBe(true)
    const unsafe = await Effect.runPromiseExit(exporter.exportLead({ services: { directory: { enabled: true, bucket: "exports" } } }, "../x", []))
    expect(Exit.isFailure(unsafe)).toBe(true)
  })
})
