import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

/**
 * Media types on every resource: an Accept header that names neither JSON nor the spec's vendor
 * type is a 406 (CSV only where an endpoint serves CSV or files), and a vendor type asked for is
 * the answer's Content-Type.
 */

/** One GET per resource group (list endpoints where there is one). */
const resources = [
  "/status",
  "/types",
  "/vars",
  "/credentials",
  "/packages",
  "/modules",
  "/caps",
  "/ping_limits",
  "/routers",
  "/flows",
  "/events",
  "/leads",
  "/firehose",
  "/destinations",
  "/entities",
  "/changelogs",
  "/reports",
  "/fields",
  "/batch/batches",
  "/batch/files"
]

describe("media types", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const get = (path: string, accept: string) => fetch(`${server.url}${path}`, { headers: { authorization: server.auth, accept } })

  it.each(resources)("GET %s with Accept: text/csv is a JSON 406", async (path) => {
    const res = await get(path, "text/csv")
    expect(res.status).toBe(406)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
  })

  /** Those that answer a bare GET (counters and the firehose settings need a query). */
  const bare = resources.filter((path) => !["/caps", "/ping_limits", "/firehose"].includes(path))

  it.each(bare)("GET %s answers in the vendor type asked for", async (path) => {
    const res = await get(path, "application/vnd.com.leadflow.resource+json")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("application/vnd.com.leadflow.resource+json")
    await res.json()
  })

  it("answers plain JSON when application/json comes first, and for a wildcard", async () => {
    const first = await get("/entities", "application/json, application/vnd.com.leadflow.entity+json")
    expect(first.headers.get("content-type")).toContain("application/json")
    const any = await get("/entities", "*/*")
    expect(any.headers.get("content-type")).toContain("application/json")
  })

  it("a vendor type refused with q=0 does not count", async () => {
    const res = await get("/entities", "application/vnd.com.leadflow.entity+json;q=0")
    expect(res.status).toBe(406)
  })

  it("a created resource carries the vendor type too", async () => {
    const res = await fetch(`${server.url}/entities`, {
      method: "POST",
      headers: {
        authorization: server.auth,
        accept: "application/vnd.com.leadflow.entity+json",
        "content-type": "application/vnd.com.leadflow.entity+json"
      },
      body: JSON.stringify({ name: "Vendor answered", source: "seller", recipient: null, module_ids: [] })
    })
    expect(res.status).toBe(201)
    expect(res.headers.get("content-type")).toBe("application/vnd.com.leadflow.entity+json")
  })

  it("report runs still answer CSV when asked (and 406 for HTML)", async () => {
    const created = await fetch(`${server.url}/reports/preview`, {
      method: "POST",
      headers: { authorization: server.auth, accept: "text/csv", "content-type": "application/json" },
      body: JSON.stringify({ name: "r", columns: ["source-submitted"] })
    })
    expect(created.status).toBe(200)
    expect(created.headers.get("content-type")).toContain("text/csv")
    const html = await get("/reports/nothing/run", "text/html")
    expect(html.status).toBe(406)
  })
})

describe("a body that is missing as a whole", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it("an empty PUT body is a 422 naming the body", async () => {
    for (const path of ["/entities/0123456789abcdef01234567", "/fields/color_acme", "/flows/0123456789abcdef01234567"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "PUT",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: ""
      })
      expect(res.status, path).toBe(422)
      const body = (await res.json()) as { errors: Record<string, unknown> }
      expect(Object.keys(body.errors), path).toEqual(["body"])
    }
  })
})
