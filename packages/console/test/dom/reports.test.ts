// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { cleanup, clickButton, openConsole, settle, waitFor } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

describe("console reports", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    const flowId = await deployedFlow(server.url, server.apiKey, server.accountId)
    await submitLead(server.url, flowId, { first_name: "Ada", email: "ada@example.com" })
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  it("Download CSV downloads the table on the screen, not the form as edited since", async () => {
    const blobs: Array<Blob> = []
    vi.spyOn(URL, "createObjectURL").mockImplementation((b: Blob | MediaSource) => {
      blobs.push(b as Blob)
      return "blob:x"
    })
    const { root, calls } = await openConsole(server.url, server.apiKey, "#/reports", (r) => r.querySelector("form[aria-labelledby=new-report]"))
    clickButton(root, "Run preview")
    const table = await waitFor(() => root.querySelector("section.run table"))
    const shownColumns = [...table!.querySelectorAll("thead th")].map((th) => th.textContent)
    expect(shownColumns).toContain("revenue")
    const preview = calls.filter((c) => c.url.includes("/reports/preview"))
    expect(preview).toHaveLength(1)
    // The user unticks "revenue" and picks another period (without running the preview again), then downloads.
    const revenue = [...root.querySelectorAll("fieldset.columns label")].find((l) => l.textContent?.trim() === "revenue")!.querySelector("input")!
    revenue.click()
    revenue.dispatchEvent(new Event("change", { bubbles: true }))
    const week = [...root.querySelectorAll("input[name=report-range]")][1] as HTMLInputElement
    week.click()
    week.dispatchEvent(new Event("change", { bubbles: true }))
    await settle()
    clickButton(root, "Download CSV")
    await waitFor(() => blobs.length > 0)
    const header = (await blobs[0]!.text()).split("\n")[0] ?? ""
    expect(header, `CSV header: ${header}; table: ${shownColumns.join(",")}`).toContain("revenue")
    // The same request again: the same window.
    const again = calls.filter((c) => c.url.includes("/reports/preview"))
    expect(again).toHaveLength(2)
    expect(again[1]?.url).toBe(again[0]?.url)
  })
})
