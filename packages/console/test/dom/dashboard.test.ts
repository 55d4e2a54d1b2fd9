// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, cleanup, openConsole, settle, waitFor } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

/** The dashboard's buckets are the viewer's days and hours: it sends the browser's zone as `timezone`. */
describe("console dashboard", () => {
  let server: TestServer
  const savedTz = process.env["TZ"]
  beforeAll(async () => {
    server = await startTestServer()
    const flowId = await deployedFlow(server.url, server.apiKey, server.accountId)
    await submitLead(server.url, flowId, { first_name: "Ada", email: "ada@example.com" })
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(async () => {
    await cleanup()
    if (savedTz === undefined) delete process.env["TZ"]
    else process.env["TZ"] = savedTz
  })

  it("the server buckets by the zone it is given (timezone=)", async () => {
    const end = new Date()
    const start = new Date(end.getTime() - 7 * 86_400_000)
    const q = `start=${start.toISOString()}&end=${end.toISOString()}&interval=daily`
    const utc = await api(server.url, server.apiKey, "GET", `/events/stats?${q}`)
    const ny = await api(server.url, server.apiKey, "GET", `/events/stats?${q}&timezone=America/New_York`)
    expect(String((utc.json[1]?.["timeframe"] as { start: string }).start)).toMatch(/T00:00:00/)
    expect(String((ny.json[1]?.["timeframe"] as { start: string }).start)).toMatch(/T0[45]:00:00/)
  })

  it("daily buckets start at the viewer's midnight, not UTC's", async () => {
    process.env["TZ"] = "America/New_York"
    expect(new Date(Date.UTC(2024, 0, 1)).getHours()).toBe(19) // TZ took effect
    const { root, calls } = await openConsole(server.url, server.apiKey, "#/dashboard", (r) => r.querySelector("[data-testid=lead-total]"))
    const sevenDays = [...root.querySelectorAll("input[name=range]")].find((i) => (i as HTMLInputElement).value === "7d") as HTMLInputElement
    sevenDays.click()
    sevenDays.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => root.querySelector("[data-testid=lead-total]")?.parentElement?.textContent?.includes("7 days"))
    await settle(200)
    const stats = calls.filter((c) => c.url.includes("/events/stats"))
    expect(stats.length).toBeGreaterThan(0)
    expect(stats.every((c) => new URL(c.url).searchParams.get("timezone") === "America/New_York")).toBe(true)
    const labels = [...root.querySelector("figure.chart")!.querySelectorAll("tbody th[scope=row]")].map((th) => th.textContent ?? "")
    expect(labels.length).toBeGreaterThanOrEqual(7)
    // The first bucket starts with the window; every later one is a local day.
    expect(labels.slice(1).filter((l) => !/12:00:00\sAM/.test(l)), `labels: ${labels.join(" | ")}`).toEqual([])
  })
})
