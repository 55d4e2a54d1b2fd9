// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { getKey } from "../../src/session.js"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { alerts, api, cleanup, clickButton, openConsole, settle, submitForm, typeInto, waitFor } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

/**
 * The console with a `read` key: every page loads, every write says why it is refused, and the
 * user stays signed in, also after looking a certificate up (the server once answered the read
 * key's ping 401, which the console took for a revoked key).
 */
describe("console with a read key", () => {
  let server: TestServer
  let readKey: string
  let flowId: string
  beforeAll(async () => {
    server = await startTestServer()
    readKey = String((await api(server.url, server.apiKey, "POST", "/account/keys", { name: "viewer", scope: "read" })).json["key"])
    flowId = await deployedFlow(server.url, server.apiKey, server.accountId)
    await submitLead(server.url, flowId, { first_name: "Ada", email: "ada@example.com" })
    await api(server.url, server.apiKey, "POST", "/reports", { name: "R", columns: ["source-success"], group_by: [] })
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  const open = async (hash: string, ready: (r: HTMLElement) => unknown) => (await openConsole(server.url, readKey, hash, ready)).root

  it.each(["dashboard", "flows", "flows/FLOW", "leads", "reports", "fields", "entities", "credentials", "batches", "files", "certificates"])(
    "#/%s loads without errors",
    async (page) => {
      const root = await open(`#/${page.replace("FLOW", flowId)}`, (r) => r.querySelector("main h1") && !r.querySelector(".loading"))
      expect(alerts(root)).toEqual([])
      expect(getKey()).toBe(readKey)
    }
  )

  it("looking a certificate up says the read key may not ping; the user stays signed in", async () => {
    const root = await open("#/certificates", (r) => r.querySelector("form[aria-label='Look up a certificate']"))
    typeInto(root.querySelector("form[aria-label='Look up a certificate'] input"), "a".repeat(64))
    await settle()
    submitForm(root.querySelector("form[aria-label='Look up a certificate']"))
    await waitFor(() => root.querySelector("[role=alert]") ?? root.querySelector("#api-key"))
    await settle(100)
    expect(root.querySelector("#api-key"), "the sign-in page is shown again").toBeNull()
    expect(getKey(), "the session's key was cleared").toBe(readKey)
    expect(alerts(root).join()).toMatch(/read scope/)
    expect(alerts(root).join()).toContain("HTTP 403")
  })

  it("saving a flow, sharing a report and creating an entity say the key is read-only", async () => {
    let root = await open(`#/flows/${flowId}`, (r) => r.querySelector("#flow-json"))
    clickButton(root, "Save draft")
    await waitFor(() => alerts(root).length > 0)
    expect(alerts(root).join()).toMatch(/read scope/)
    await cleanup()
    root = await open("#/reports", (r) => r.querySelector("table"))
    clickButton(root, "Share")
    await waitFor(() => alerts(root).length > 0)
    expect(alerts(root).join()).toMatch(/read scope/)
    await cleanup()
    root = await open("#/entities", (r) => r.querySelector("table"))
    clickButton(root, "New entity")
    await settle()
    submitForm(root.querySelector("form.editor"))
    await waitFor(() => alerts(root).length > 0)
    expect(alerts(root).join()).toMatch(/read scope/)
    expect(getKey()).toBe(readKey)
  })

  it("the account page says the keys need a full key", async () => {
    const root = await open("#/account", (r) => r.querySelector("[role=alert]"))
    expect(alerts(root).join()).toMatch(/full scope/)
    typeInto(root.querySelector("#key-name"), "x")
    await settle()
    submitForm(root.querySelector("form[aria-labelledby=new-key-title]"))
    await settle(200)
    expect(getKey()).toBe(readKey)
  })

  it("a revoked key is signed out (GET /account confirms the 401)", async () => {
    const doomed = (await api(server.url, server.apiKey, "POST", "/account/keys", { name: "doomed", scope: "read" })).json
    const root = (await openConsole(server.url, String(doomed["key"]), "#/flows", (r) => r.querySelector("table"))).root
    expect((await api(server.url, server.apiKey, "DELETE", `/account/keys/${String(doomed["id"])}`)).status).toBe(200)
    window.location.hash = "#/reports"
    await waitFor(() => root.querySelector("#api-key"))
    expect(root.querySelector("#api-key")).not.toBeNull()
    expect(getKey()).toBeNull()
  })
})
