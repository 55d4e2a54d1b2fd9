// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, cleanup, openConsole } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

const xss = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`
const long = "W".repeat(20_000)
const unicode = "Zoë 👩🏽‍💻 مرحبا \u202Eevil\u202C"

/** Injected markup or script URLs anywhere in the rendered tree. */
const injected = (root: Element): Array<string> => {
  const found: Array<string> = []
  for (const el of root.querySelectorAll("*")) {
    if (["SCRIPT", "IMG", "IFRAME", "OBJECT", "EMBED"].includes(el.tagName)) found.push(el.outerHTML.slice(0, 80))
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? ""
      if (attr.startsWith("on")) found.push(`${el.tagName} ${attr}`)
      if ((attr === "href" || attr === "src" || attr === "action") && /^\s*(javascript|data):/i.test(value)) found.push(`${el.tagName} ${attr}=${value}`)
    }
  }
  return found
}

/** Data stored by API users shown as text: markup, script URLs, very long and odd Unicode values, nested values. */
describe("console with hostile data", () => {
  let server: TestServer
  let flowId: string
  let leadId: string
  beforeAll(async () => {
    server = await startTestServer()
    flowId = await deployedFlow(server.url, server.apiKey, server.accountId, `${xss} flow ${unicode}`)
    const lead = await submitLead(server.url, flowId, {
      first_name: xss,
      last_name: long,
      email: "x@example.com",
      state: unicode,
      website: "javascript:alert(1)",
      address: { street: "1 Main St", city: "Springfield" },
      phones: ["555-0100", "555-0101"]
    })
    leadId = lead.lead?.id ?? ""
    expect((await api(server.url, server.apiKey, "POST", "/entities", { name: xss, source: "seller", recipient: "buyer", module_ids: [] })).status).toBe(201)
    expect((await api(server.url, server.apiKey, "POST", "/fields", { id: "hostile_field", name: xss, type: "string", description: xss })).status).toBe(201)
    expect((await api(server.url, server.apiKey, "POST", "/reports", { name: `${xss} report`, columns: ["source-success"], group_by: ["vars.flow.id"] })).status).toBe(201)
    expect((await api(server.url, server.apiKey, "POST", "/account/keys", { name: xss.slice(0, 100), scope: "read" })).status).toBe(201)
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  const open = async (hash: string, ready: (root: HTMLElement) => unknown) => (await openConsole(server.url, server.apiKey, hash, ready)).root

  it.each([
    ["#/dashboard", (r: HTMLElement) => r.querySelector("[data-testid=lead-total]")],
    ["#/flows", (r: HTMLElement) => r.querySelector("table")],
    ["#/leads", (r: HTMLElement) => r.querySelector("table")],
    ["#/reports", (r: HTMLElement) => r.querySelector("table")],
    ["#/entities", (r: HTMLElement) => r.querySelector("table")],
    ["#/fields", (r: HTMLElement) => r.querySelector("table")],
    ["#/account", (r: HTMLElement) => r.querySelector("table")]
  ])("%s renders hostile names as text", async (hash, ready) => {
    const root = await open(hash, ready)
    expect(ready(root)).toBeTruthy()
    expect(injected(root)).toEqual([])
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it("a flow page and a lead page render hostile values as text", async () => {
    const flowPage = await open(`#/flows/${flowId}`, (r) => r.querySelector("#flow-json"))
    expect(injected(flowPage)).toEqual([])
    await cleanup()
    const leadPage = await open(`#/leads/${leadId}`, (r) => r.querySelector("ol.timeline"))
    expect(injected(leadPage)).toEqual([])
    expect(leadPage.querySelector("h1")?.textContent).toContain("<img")
  })

  it("a lead value that is an object or a list is shown as JSON, not as [object Object]", async () => {
    const stored = await api(server.url, server.apiKey, "GET", `/leads/${leadId}`)
    expect((stored.json["lead"] as Record<string, unknown>)["address"]).toEqual(expect.objectContaining({ city: "Springfield" }))
    const leadPage = await open(`#/leads/${leadId}`, (r) => r.querySelector("ol.timeline"))
    const row = (name: string) => [...leadPage.querySelectorAll("table tr")].find((tr) => tr.querySelector("th")?.textContent === name)
    expect(leadPage.textContent).not.toContain("[object Object]")
    expect(row("address")?.querySelector("td")?.textContent).toBe(JSON.stringify((stored.json["lead"] as Record<string, unknown>)["address"]))
    expect(row("phones")?.querySelector("td")?.textContent).toContain("555-0101")
    expect(row("email")?.querySelector("td")?.textContent).toBe("x@example.com")
  })
})
