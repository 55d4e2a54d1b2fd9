// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, buttonOf, cleanup, clickButton, openConsole, settle, typeInto, waitFor } from "./harness.js"

/** The flow page's editor keeps unsaved edits when the flow reloads (after a deploy or a revert). */
describe("console flow editor", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  const editorOf = (root: HTMLElement) => root.querySelector("#flow-json") as HTMLTextAreaElement
  const open = async (id: string, name: string) =>
    (await openConsole(server.url, server.apiKey, `#/flows/${id}`, (r) => (r.querySelector("#flow-json") as HTMLTextAreaElement | null)?.value.includes(name))).root
  const flow = async (name: string) => String((await api(server.url, server.apiKey, "POST", "/flows", { name, enabled: true, fields: ["email"], sources: [], steps: [] })).json["id"])

  it("deploying does not throw away the flow document the user is editing, and says what it deploys", async () => {
    const id = await flow("Draft only")
    const root = await open(id, "Draft only")
    typeInto(editorOf(root), editorOf(root).value.replace("Draft only", "Draft only (renamed, not saved yet)"))
    await settle()
    expect(root.textContent).toContain("unsaved changes: deploying makes the saved draft v1 live, without them")
    clickButton(root, /^Deploy draft v/)
    await waitFor(() => root.querySelector("p.notice")?.textContent)
    await settle(200)
    expect(root.querySelector("p.notice")?.textContent).toMatch(/version 1/)
    expect(editorOf(root).value).toContain("renamed, not saved yet")
    // The deployed version is the saved draft's name.
    expect((await api(server.url, server.apiKey, "GET", `/flows/${id}/versions/1`)).json["flow"]).toMatchObject({ name: "Draft only" })
  })

  it("reverting keeps the edits too; “Discard unsaved edits” goes back to the saved draft", async () => {
    const id = await flow("Reverted")
    expect((await api(server.url, server.apiKey, "POST", `/flows/${id}/deploy`)).status).toBe(200)
    const saved = await api(server.url, server.apiKey, "PUT", `/flows/${id}`, { name: "Reverted v2", enabled: true, fields: ["email"], sources: [], steps: [] })
    expect(saved.status).toBe(200)
    expect((await api(server.url, server.apiKey, "POST", `/flows/${id}/deploy`)).status).toBe(200)
    const root = await open(id, "Reverted v2")
    typeInto(editorOf(root), editorOf(root).value.replace("Reverted v2", "Reverted v3 (editing)"))
    await settle()
    clickButton(root, "Revert to v1")
    await settle()
    clickButton(root, "Confirm")
    await waitFor(() => root.querySelector("p.notice")?.textContent)
    await settle(200)
    expect(editorOf(root).value).toContain("Reverted v3 (editing)")
    clickButton(root, "Discard unsaved edits")
    await settle()
    expect(editorOf(root).value).toContain('"Reverted v2"')
    expect(buttonOf(root, "Discard unsaved edits")).toBeUndefined()
  })

  it("a saved edit takes the server's answer (its new version) in the editor", async () => {
    const id = await flow("Saved")
    const root = await open(id, "Saved")
    typeInto(editorOf(root), editorOf(root).value.replace('"Saved"', '"Saved twice"'))
    await settle()
    clickButton(root, "Save draft")
    await waitFor(() => root.querySelector("p.notice")?.textContent?.includes("version 2"))
    await waitFor(() => editorOf(root).value.includes('"version": 2'))
    expect(editorOf(root).value).toContain('"Saved twice"')
    expect(buttonOf(root, "Discard unsaved edits")).toBeUndefined()
  })
})
