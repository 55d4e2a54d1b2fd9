// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, buttonOf, cleanup, clickButton, openConsole, settle, waitFor } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

/**
 * The lead list and search a page at a time: `/leads` pages by `from` (the console asks 200 at a
 * time), `/search/leads` by `from` with its `total`. The outcome, source and time filters are the
 * console's own (the API has none), so they apply to the leads loaded so far, and the page says so.
 */
describe("console lead list and search", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    const flowId = await deployedFlow(server.url, server.apiKey, server.accountId)
    // 3 failures first (no email), then 200 successes: the failures are older than the first page.
    for (let i = 0; i < 3; i++) expect((await submitLead(server.url, flowId, { first_name: `Nomail${i}` })).outcome).toBe("failure")
    for (let i = 0; i < 200; i++) await submitLead(server.url, flowId, { first_name: "Ada", last_name: `Lovelace${i}`, email: `ada${i}@example.com` })
  }, 120_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  const open = async (hash: string) =>
    (await openConsole(server.url, server.apiKey, hash, (r) => r.querySelector("table caption") ?? r.querySelector("section.empty"))).root
  const caption = (root: HTMLElement) => root.querySelector("table caption")?.textContent ?? ""
  const rows = (root: HTMLElement) => root.querySelectorAll("table tbody tr").length

  it("the API has the 3 failed leads, older than the newest 200", async () => {
    const all = await api(server.url, server.apiKey, "GET", "/leads?limit=1000")
    expect(all.json.filter((l) => l["outcome"] === "failure")).toHaveLength(3)
    expect(all.json.slice(0, 200).filter((l) => l["outcome"] === "failure")).toHaveLength(0)
  })

  it("the list shows the newest 200 and loads the rest with “Load more leads”", async () => {
    const root = await open("#/leads")
    expect(rows(root)).toBe(200)
    expect(caption(root)).toBe("The newest 200 leads")
    clickButton(root, "Load more leads")
    await waitFor(() => rows(root) === 203)
    expect(caption(root)).toBe("203 leads")
    expect(buttonOf(root, "Load more leads")).toBeUndefined()
  })

  it("filtering by outcome says it applies to the loaded leads only, and loading more finds the 3 failed leads", async () => {
    const root = await open("#/leads?outcome=failure")
    expect(root.querySelector("[data-testid=loaded-only]")?.textContent).toMatch(/outcome filter applies to the 200 leads loaded so far/)
    expect(root.querySelector("section.empty h2")?.textContent).toBe("No matching leads")
    clickButton(root, "Load more leads")
    await waitFor(() => rows(root) === 3)
    expect(caption(root)).toBe("3 leads match among the 203 leads loaded")
    expect([...root.querySelectorAll("table tbody tr .outcome")].map((o) => o.textContent)).toEqual(["failure", "failure", "failure"])
    // Everything is loaded: the note is gone.
    expect(root.querySelector("[data-testid=loaded-only]")).toBeNull()
  })

  it("a search with more hits than one page says how many there are and loads the next page", async () => {
    const answer = await api(server.url, server.apiKey, "GET", "/search/leads?query=ada&limit=100")
    expect(answer.json["total"]).toBe(200)
    const root = await open("#/leads?q=ada")
    expect(rows(root)).toBe(100)
    expect(caption(root)).toBe("100 of 200 leads")
    expect(root.textContent).toContain("100 of 200 loaded")
    clickButton(root, "Load more leads")
    await waitFor(() => rows(root) === 200)
    await settle(50)
    expect(caption(root)).toBe("200 leads")
    expect(new Set([...root.querySelectorAll("table tbody th a")].map((a) => a.getAttribute("href"))).size).toBe(200)
    expect(buttonOf(root, "Load more leads")).toBeUndefined()
  })
})
