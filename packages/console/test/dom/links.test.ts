// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { cleanup, mountConsole, settle, waitFor } from "./harness.js"
import { deployedFlow, submitLead } from "./fixtures.js"

/** Links the console did not make (pasted, cut short, typed): a page, never a crashed app. */
describe("console links", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    const flowId = await deployedFlow(server.url, server.apiKey, server.accountId)
    await submitLead(server.url, flowId, { first_name: "Ada", email: "ada@example.com" })
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  /** Draws the app, collecting what it throws outside the render (an effect, an answer's handler). */
  const drawn = async (hash: string, ready: (root: HTMLElement) => unknown) => {
    const { root, draw } = mountConsole(server.url, server.apiKey, hash)
    const thrown: Array<unknown> = []
    const onError = (e: unknown) => thrown.push(e)
    process.on("uncaughtException", onError)
    try {
      draw()
      await waitFor(() => ready(root), 3_000)
      await settle(100)
    } finally {
      process.off("uncaughtException", onError)
    }
    return { root, thrown }
  }

  it("a malformed percent-escape in the fragment shows a page (the segment as it stands)", async () => {
    // A lead id pasted with a stray '%', or a link cut short: decodeURIComponent throws URIError.
    const { root, thrown } = await drawn("#/leads/abc%E0%A4%A", (r) => r.querySelector("main h1") && !r.querySelector(".loading"))
    expect(thrown.map(String)).toEqual([])
    expect(root.querySelector("main h1")?.textContent).toBe("Lead abc%E0%A4%A")
  })

  it("a lead search link with an unreadable date shows the leads and says the date is not applied", async () => {
    const { root, thrown } = await drawn("#/leads?since=yesterday", (r) => r.querySelector("table") ?? r.querySelector("section.empty"))
    expect(thrown.map(String)).toEqual([])
    expect(root.querySelector("table caption")?.textContent).toBe("1 lead")
    expect(root.querySelector(".note.warning")?.textContent).toContain("The From date “yesterday” could not be read, so it is not applied.")
  })

  it("a readable date still filters", async () => {
    const { root } = await drawn("#/leads?since=2999-01-01T00:00", (r) => r.querySelector("table") ?? r.querySelector("section.empty"))
    expect(root.querySelector("section.empty h2")?.textContent).toBe("No matching leads")
    expect(root.querySelector(".note.warning")).toBeNull()
  })
})
