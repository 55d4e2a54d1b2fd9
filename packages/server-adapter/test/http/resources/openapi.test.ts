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

interface Operation {
  readonly summary?: string
  readonly description?: string
  readonly requestBody?: { readonly content: Record<string, unknown> }
  readonly responses: Record<string, unknown>
}

/** The document tells the whole story: every operation explained, lead submission included. */
suite("openapi: summaries, descriptions, submission, property paths", (h) => {
  it("gives every operation a summary and a description", async () => {
    const doc = (await (await fetch(`${h().server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> }
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation }))
    )
    expect(operations.length).toBeGreaterThan(100)
    expect(operations.filter(({ operation }) => (operation.summary ?? "").trim() === "").map(({ name }) => name)).toEqual([])
    expect(operations.filter(({ operation }) => (operation.description ?? "").trim() === "").map(({ name }) => name)).toEqual([])
  })

  it("documents lead submission and ping, by flow source and by router, with bodies, answers and errors", async () => {
    const doc = (await (await fetch(`${h().server.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>
      components: { schemas: Record<string, unknown> }
    }
    for (const path of [
      "/flows/{flow_id}/sources/{source_id}/submit",
      "/flows/{flow_id}/sources/{source_id}/ping",
      "/routers/{router_id}/submit",
      "/routers/{router_id}/ping"
    ]) {
      const post = doc.paths[path]?.["post"]
      expect(post, path).toBeDefined()
      expect(Object.keys(post?.requestBody?.content ?? {}).sort(), path).toEqual([
        "application/json",
        "application/x-www-form-urlencoded",
        "application/xml"
      ])
      expect(Object.keys(post?.responses ?? {}), path).toEqual(expect.arrayContaining(["400", "401", "404", "422", "503"]))
    }
    expect(Object.keys(doc.paths["/flows/{flow_id}/sources/{source_id}/submit"]?.["post"]?.responses ?? {})).toContain("201")
    expect(Object.keys(doc.paths["/flows/{flow_id}/sources/{source_id}/ping"]?.["post"]?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "429"])
    )
    // The answer's members, inline or by reference.
    const answer = JSON.stringify(doc.paths["/flows/{flow_id}/sources/{source_id}/submit"]?.["post"]?.responses["201"])
    const resolved = answer.includes("$ref") ? JSON.stringify(doc.components.schemas["SubmitAnswer"]) : answer
    for (const member of ['"outcome"', '"reason"', '"lead"', '"price"']) expect(resolved).toContain(member)
    expect(doc.components.schemas["SubmittedLead"]).toBeDefined()
    expect(doc.components.schemas["SubmissionError"]).toBeDefined()
  })

  it("documents the event property paths for rules, group_by and filters, and serves the same document at /docs", async () => {
    const doc = (await (await fetch(`${h().server.url}/openapi.json`)).json()) as { info: { description: string } }
    const intro = doc.info.description
    expect(intro).toContain("## Event property paths")
    expect(intro).toContain("`vars.flow.id`")
    for (const parameter of ["rules", "group_by", "filters"]) expect(intro).toContain(`**${parameter}**`)
    const page = await (await fetch(`${h().server.url}/docs`)).text()
    expect(page).toContain("/flows/{flow_id}/sources/{source_id}/submit")
    expect(page).toContain("Event property paths")
  })
})
