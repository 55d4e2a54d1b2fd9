import { typeNames } from "@leadflow/types"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { definePackage, type IntegrationPackage } from "@leadflow/integrations"
import { Documents } from "../../../src/storage/Documents.js"
import { startTestServer, type TestServer } from "../TestServer.js"

interface Module {
  id: string
  package: string
  name: string
  type: string
  direction: string
  feedback: boolean
  median_wait_ms: number
  request_variables: Array<{ name: string; type: string; description: string }>
  response_variables: Array<{ name: string; type: string; description: string }>
}
interface Package {
  id: string
  provider: string
  name: string
  description: string
  version: string
  ui: boolean
  images: boolean
  paths: string[]
  integrations: Module[]
}

/** A third-party package, scoped like an npm name, priced per lead. */
const acme: IntegrationPackage = definePackage({
  id: "@acme/leadflow-acme",
  provider: "Acme",
  name: "Acme Verify",
  description: "<p>Verifies leads</p>",
  version: "1.2.3",
  link: "https://acme.example",
  integrations: [
    {
      id: "@acme/leadflow-acme.outbound.verify",
      name: "Verify",
      type: "marketplace enhancement",
      tag: "Verification",
      request_variables: [{ name: "credential_id", type: "credential", required: true, description: "Acme login" }],
      response_variables: [{ name: "verify.outcome", type: "string", description: "success or failure" }],
      pricing: { type: "flat", unit: "lead", transaction: "per lead", tiers: [{ price: 0.25 }] },
      request: () => ({ url: "https://acme.example/verify", method: "POST" }),
      response: () => ({ verify: { outcome: "success" } })
    }
  ]
})

describe("packages, modules, types and vars", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ integrations: { packages: [acme] } })
  })
  afterAll(() => server.close())

  const get = async (path: string, auth: string | null = server.auth) => {
    const res = await fetch(`${server.url}${path}`, auth === null ? {} : { headers: { authorization: auth } })
    return { res, body: (await res.json()) as unknown }
  }

  describe("/packages", () => {
    it("lists every package in the spec's shape, with the key only", async () => {
      expect((await get("/packages", null)).res.status).toBe(401)
      const { res, body } = await get("/packages")
      expect(res.status).toBe(200)
      const packages = body as Package[]
      const ids = packages.map((p) => p.id)
      expect(ids).toEqual(expect.arrayContaining(["leadflow-custom", "leadflow-standard", "leadflow-suppressionlist"]))
      const custom = packages.find((p) => p.id === "leadflow-custom")
      expect(custom).toMatchObject({ provider: expect.any(String), name: expect.any(String), ui: false, images: false })
      expect(custom?.version).toMatch(/^\d+\.\d+\.\d+/)
      const json = custom?.integrations.find((m) => m.id === "leadflow-custom.outbound.json")
      expect(json).toMatchObject({ direction: "outbound", type: "delivery", feedback: false, median_wait_ms: 0 })
      expect(custom?.paths).toContain("leadflow-custom.outbound.json")
      expect(json?.request_variables.map((v) => v.name)).toContain("timeout_seconds")
      expect(json?.response_variables.map((v) => v.name)).toContain("outcome")
      const inbound = packages.flatMap((p) => p.integrations).find((m) => m.direction === "inbound")
      expect(inbound?.type).toBe("inbound")
    })

    it("one package by id, with or without the key; 404 for an unknown one", async () => {
      const anonymous = await get("/packages/leadflow-custom", null)
      expect(anonymous.res.status).toBe(200)
      expect((anonymous.body as Package).id).toBe("leadflow-custom")
      const keyed = await get("/packages/leadflow-custom")
      expect(keyed.body).toEqual(anonymous.body)
      const missing = await get("/packages/leadflow-nothing")
      expect(missing.res.status).toBe(404)
      expect(missing.body).toMatchObject({ error: expect.stringContaining("leadflow-nothing") })
    })
  })

  it("third-party packages are listed alike, scoped ids included, pricing in the spec's shape", async () => {
    const ids = ((await get("/packages")).body as Package[]).map((p) => p.id)
    expect(ids).toContain("@acme/leadflow-acme")
    const { res, body } = await get(`/packages/${encodeURIComponent("@acme/leadflow-acme")}`, null)
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ id: "@acme/leadflow-acme", provider: "Acme", version: "1.2.3", link: "https://acme.example" })
    const verify = (body as Package).integrations[0] as Module & { pricing: unknown; tag: string }
    expect(verify).toMatchObject({ type: "marketplace enhancement", tag: "Verification", direction: "outbound" })
    expect(verify.pricing).toEqual({ type: "flat", unit: "lead", unit_price: "0.25", transaction: true, tiers: [{ unit_price: 0.25, start_qty: 0 }] })
    expect(verify.request_variables.find((v) => v.name === "credential_id")?.type).toBe("credential")
  })

  describe("/modules (deprecated)", () => {
    it("lists the modules with Deprecation and a Link to /packages", async () => {
      expect((await get("/modules", null)).res.status).toBe(401)
      const { res, body } = await get("/modules")
      expect(res.status).toBe(200)
      expect(res.headers.get("deprecation")).toBe("true")
      expect(res.headers.get("link")).toContain("</packages>")
      const modules = body as Module[]
      expect(modules.map((m) => m.id)).toContain("leadflow-custom.outbound.json")
      expect(modules.find((m) => m.id === "leadflow-custom.outbound.json")?.package).toBe("leadflow-custom")
    })

    it("one module by id, linking to its package; 404 for an unknown one", async () => {
      const { res, body } = await get("/modules/leadflow-custom.outbound.json")
      expect(res.status).toBe(200)
      expect(res.headers.get("deprecation")).toBe("true")
      expect(res.headers.get("link")).toContain("</packages/leadflow-custom>")
      expect(body).toMatchObject({ id: "leadflow-custom.outbound.json", direction: "outbound" })
      expect((await get("/modules/leadflow-custom.outbound.nothing")).res.status).toBe(404)
    })
  })

  describe("/types", () => {
    it("lists the 21 field types with components, operators, examples and maskable", async () => {
      expect((await get("/types", null)).res.status).toBe(401)
      const { res, body } = await get("/types")
      expect(res.status).toBe(200)
      const types = body as Array<{ name: string; components: Array<{ name: string; type: string }>; operators: string[]; maskable: boolean; examples: unknown[] }>
      expect(types.map((t) => t.name)).toEqual([...typeNames])
      expect(types).toHaveLength(21)
      const phone = types.find((t) => t.name === "phone")
      expect(phone?.components.map((c) => c.name)).toEqual(expect.arrayContaining(["area", "exchange", "line"]))
      expect(phone?.operators).toContain("is equal to")
      expect(phone?.examples.length).toBeGreaterThan(0)
      expect(types.find((t) => t.name === "ssn")?.maskable).toBe(true)
    })

    it("one type by name; 404 for an unknown name", async () => {
      const { res, body } = await get("/types/email")
      expect(res.status).toBe(200)
      expect(body).toMatchObject({ name: "email", components: expect.arrayContaining([expect.objectContaining({ name: "domain" })]) })
      expect((await get("/types/nonsense")).res.status).toBe(404)
    })
  })

  describe("/vars", () => {
    const flowA = "64b7f0c2a1b2c3d4e5f607a1"
    const flowB = "64b7f0c2a1b2c3d4e5f607b2"
    beforeAll(async () => {
      await server.run(
        Effect.flatMap(Documents, (documents) =>
          Effect.all([
            documents.insert(
              "fields",
              server.accountId,
              "favorite_color_acme",
              { name: "Favorite Color", type: "string", description: "The lead's favorite color" },
              Date.now()
            ),
            documents.insert(
              "flows",
              server.accountId,
              flowA,
              {
                name: "A",
                enabled: true,
                fields: ["email", "favorite_color_acme"],
                list_checks: { duplicate: { list_name: "seen" } },
                sources: [],
                steps: [
                  {
                    type: "recipient",
                    id: "abc123",
                    entity: { id: "5fd4371e940df5a34a3888b2", name: "Buyer" },
                    integration: { module_id: "leadflow-custom.outbound.json" }
                  }
                ]
              },
              Date.now()
            ),
            documents.insert("flows", server.accountId, flowB, { name: "B", enabled: true, fields: ["phone"], sources: [], steps: [] }, Date.now())
          ])
        )
      )
    })

    const names = (body: unknown) => (body as Array<{ name: string }>).map((v) => v.name)

    it("lists metadata, the flows' lead fields, list check results and appended data", async () => {
      expect((await get("/vars", null)).res.status).toBe(401)
      const { res, body } = await get("/vars")
      expect(res.status).toBe(200)
      const vars = body as Array<{ name: string; label: string; type?: string; module_id?: string; entity_id?: string }>
      expect(names(body)).toEqual(
        expect.arrayContaining([
          "lead.id",
          "flow.id",
          "source.name",
          "submission.timestamp",
          "random",
          "lead.email",
          "lead.phone",
          "lead.favorite_color_acme",
          "suppressionlist.is_duplicate",
          "custom.outcome"
        ])
      )
      expect(vars.every((v) => typeof v.label === "string" && v.label !== "")).toBe(true)
      expect(vars.find((v) => v.name === "lead.favorite_color_acme")).toMatchObject({ label: "Favorite Color", type: "string" })
      expect(vars.find((v) => v.name === "lead.email")?.type).toBe("email")
      expect(vars.find((v) => v.name === "custom.outcome")).toMatchObject({
        module_id: "leadflow-custom.outbound.json",
        entity_id: "5fd4371e940df5a34a3888b2"
      })
      expect(new Set(names(body)).size).toBe(vars.length)
    })

    it("flow_id narrows to those flows; exclude drops names and namespaces", async () => {
      const onlyB = names((await get(`/vars?flow_id=${flowB}`)).body)
      expect(onlyB).toContain("lead.phone")
      expect(onlyB).not.toContain("lead.email")
      expect(onlyB).not.toContain("custom.outcome")
      expect(onlyB).toContain("flow.id")
      const both = names((await get(`/vars?flow_id=${flowA}&flow_id=${flowB}`)).body)
      expect(both).toEqual(expect.arrayContaining(["lead.phone", "lead.email"]))
      const excluded = names((await get(`/vars?exclude=custom&exclude=lead.email`)).body)
      expect(excluded).not.toContain("custom.outcome")
      expect(excluded).not.toContain("lead.email")
      expect(excluded).toContain("lead.phone")
    })

    it("another account sees none of this account's fields", async () => {
      const other = await server.createAccount("Other")
      const theirs = names((await get("/vars", other.auth)).body)
      expect(theirs).toContain("flow.id")
      expect(theirs).not.toContain("lead.favorite_color_acme")
    })
  })

  it("the OpenAPI document describes these endpoints", async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { deprecated?: boolean }>> }
    for (const path of ["/credentials", "/credentials/{id}", "/packages", "/packages/{id}", "/modules", "/types", "/types/{name}", "/vars"])
      expect(doc.paths).toHaveProperty([path])
    expect(doc.paths["/modules"]?.["get"]?.deprecated).toBe(true)
  })
})
