// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { alerts, api, cleanup, openConsole, settle, submitForm, typeInto, waitFor } from "./harness.js"

describe("console certificates page", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  }, 60_000)
  afterAll(() => server?.close())
  afterEach(cleanup)

  it("an unknown certificate shows the API's reason, not a bare '404 Not Found'", async () => {
    const id = "b".repeat(64)
    const answer = await api(server.url, server.apiKey, "POST", `/cert/${id}/ping`)
    expect(answer.status).toBe(404)
    // The certificate API's own body: `{outcome, reason}`, no `error` or `message`.
    expect(answer.json).toEqual({ outcome: "error", reason: "certificate not found" })
    const { root } = await openConsole(server.url, server.apiKey, "#/certificates", (r) => r.querySelector("form[aria-label='Look up a certificate']"))
    typeInto(root.querySelector("form[aria-label='Look up a certificate'] input"), `https://example.com/cert/${id}`)
    await settle()
    submitForm(root.querySelector("form[aria-label='Look up a certificate']"))
    await waitFor(() => alerts(root).length > 0)
    expect(alerts(root).join()).toContain("certificate not found")
    expect(alerts(root).join()).not.toContain("404 Not Found")
  })
})
