// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, buttonOf, cleanup, clickButton, openConsole, waitFor } from "./harness.js"

/** The batch files page: `GET /batch/files` answers at most 100, newest first; older ones by `before_id`. */
describe("console batch files page", () => {
  let server: TestServer
  let ids: Array<string>
  beforeAll(async () => {
    server = await startTestServer()
    const batch = await api(server.url, server.apiKey, "POST", "/batch/batches", {
      name: "b",
      format: "csv",
      columns: [{ name: "email", template: "{{lead.email}}" }],
      inbound: true,
      delivery: { method: "download" }
    })
    ids = []
    for (let i = 0; i < 105; i++) {
      const file = await api(server.url, server.apiKey, "POST", "/batch/files", { batch_id: batch.json["id"] })
      if (file.status !== 201) throw new Error(JSON.stringify(file))
      ids.push(String(file.json["id"]))
    }
  }, 120_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  const open = async () => (await openConsole(server.url, server.apiKey, "#/files", (r) => r.querySelector("table"))).root
  const rows = (root: HTMLElement) => root.querySelectorAll("table tbody tr").length

  it("shows the newest 100 files, says there are more, and loads the older ones", async () => {
    const root = await open()
    expect(rows(root)).toBe(100)
    expect(root.textContent).toContain("there are more")
    clickButton(root, "Load older files")
    await waitFor(() => rows(root) === 105)
    expect(buttonOf(root, "Load older files")).toBeUndefined()
    // Each file once, newest first.
    const shown = [...root.querySelectorAll("table tbody tr")].map((tr) => tr.querySelector("button")?.getAttribute("aria-label") ?? "")
    expect(new Set(shown).size).toBe(105)
  })

  it("a batch file row is not labelled 'built in'", async () => {
    const root = await open()
    const actions = root.querySelector("table tbody tr td.actions")
    expect(actions?.textContent).not.toContain("built in")
    expect(actions?.textContent).toContain("Download")
  })
})
