import { expect, it } from "vitest"
import { suite } from "./harness.js"

/** The generated OpenAPI document describes these resources, and every `$ref` in it resolves. */
suite("openapi for flows, fields, entities, changelogs", (h) => {
  it("documents the paths and resolves every reference", async () => {
    const res = await fetch(`${h().server.url}/openapi.json`)
    const doc = (await res.json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
    for (const path of [
      "/flows",
      "/flows/{id}",
      "/flows/{id}/deploy",
      "/flows/{id}/fields",
      "/flows/{id}/fields/usage",
      "/flows/{id}/changelog",
      "/fields",
      "/fields/{id}",
      "/fields/{id}/changelogs",
      "/entities",
      "/entities/{id}",
      "/entities/{id}/changelogs",
      "/changelogs",
      "/changelogs/{id}"
    ])
      expect(doc.paths[path], path).toBeDefined()
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name ?? "")
    const missing = [...new Set(refs)].filter((name) => doc.components.schemas[name] === undefined)
    expect(missing).toEqual([])
    expect(doc.components.schemas["Flow"]).toBeDefined()
    expect(doc.components.schemas["Changelog"]).toBeDefined()
  })
})
