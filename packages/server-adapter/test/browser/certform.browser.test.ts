import { existsSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { parse } from "@leadflow/types"
import { type Browser, chromium } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { certformSettings } from "../../src/certform/CertformSettings.js"
import { demoPage } from "../../src/certform/DemoPage.js"
import type { PingResponse } from "@leadflow/api"
import { startTestServer, type TestServer } from "../http/TestServer.js"

/**
 * The capture script in a real browser: a form on another origin (a loopback page server)
 * includes the script from the real server; typing fills it in, the submit carries the
 * certificate URL, and a ping of that certificate reports what the browser did.
 */

const CHROMIUM = "/usr/bin/chromium"
const hasChromium = existsSync(CHROMIUM)
if (!hasChromium) console.warn(`certform browser test skipped: ${CHROMIUM} is not installed`)

const EMAIL = "Ada.Lovelace@Example.com"
const PHONE = "(512) 555-0142"

interface PageServer {
  readonly url: string
  readonly submissions: Array<URLSearchParams>
  readonly server: Server
}

/** The demo form on its own origin; its GET submissions are recorded. */
const startPageServer = async (scriptUrl: string): Promise<PageServer> => {
  const submissions: Array<URLSearchParams> = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    if (url.pathname === "/form") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end(demoPage({ scriptUrl, action: "/submitted" }))
    } else if (url.pathname === "/frame") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end("<!doctype html><h1>Publisher</h1><iframe id='embedded' src='/form' width='600' height='600'></iframe>")
    } else if (url.pathname === "/submitted") {
      submissions.push(url.searchParams)
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end("<!doctype html><p id='thanks'>Thank you</p>")
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, submissions, server }
}

describe.skipIf(!hasChromium)("certform script in Chromium", () => {
  let server: TestServer
  let pages: PageServer
  let browser: Browser

  beforeAll(async () => {
    server = await startTestServer()
    pages = await startPageServer(`${server.url}/cert/certform.js`)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync"
      ]
    })
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => pages?.server.close(resolve))
    await server?.close()
  })

  const pingOf = async (certId: string, query: string): Promise<PingResponse> => {
    const res = await fetch(`${server.url}/cert/${certId}/ping?${query}`, { method: "POST", headers: { authorization: server.auth } })
    expect(res.status).toBe(201)
    return (await res.json()) as PingResponse
  }

  /** The certificate URL of the latest submission, and its ping once the session landed. */
  const submittedPing = async (query: string, landed: (ping: PingResponse) => boolean) => {
    const submitted = pages.submissions[pages.submissions.length - 1] as URLSearchParams
    const certUrl = submitted.get("certform_cert_url") ?? ""
    const certId = certUrl.slice(certUrl.lastIndexOf("/") + 1)
    // The session travels as a beacon while the page navigates: wait for it to land.
    let result = await pingOf(certId, query)
    for (let attempt = 0; attempt < 50 && !landed(result); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      result = await pingOf(certId, query)
    }
    return { submitted, certUrl, result }
  }

  it("records typing, fingerprints and the page, and the submitted form carries a valid certificate URL", async () => {
    const page = await browser.newPage()
    await page.goto(`${pages.url}/form`)
    // The certificate is created on load and its URL written into the form.
    // (Browser-side code as text: this package is type-checked without the DOM library.)
    await page.waitForFunction(`(document.querySelector("input[name=certform_cert_url]")?.value ?? "") !== ""`)
    await page.click("#first_name")
    await page.keyboard.type("Ada", { delay: 20 })
    await page.click("#email")
    await page.keyboard.type(EMAIL, { delay: 20 })
    await page.click("#phone_1")
    await page.keyboard.type(PHONE, { delay: 20 })
    await Promise.all([page.waitForURL(/\/submitted/), page.click("#submit")])
    await page.close()

    expect(pages.submissions).toHaveLength(1)
    const query = `email=${encodeURIComponent(EMAIL.toLowerCase())}&phone=${encodeURIComponent("512-555-0142")}&required_scan=${encodeURIComponent("I agree to be contacted")}`
    const { submitted, certUrl, result } = await submittedPing(query, (ping) => ping.cert.form_input_method.length > 0)
    expect(submitted.get("email")).toBe(EMAIL)
    const settings = await server.run(certformSettings)
    expect(parse("certform_url", certUrl, { certform: settings.parseOptions })).toMatchObject({ valid: true, type: "web" })
    expect(result.cert.form_input_method).toContain("typing")
    expect(result.cert.kpm).toBeGreaterThan(0)
    expect(result.cert.wpm).toBeGreaterThan(0)
    expect(result.cert.page_url).toBe(`${pages.url}/form`)
    expect(result.cert.domain).toBe("127.0.0.1")
    expect(result.cert.is_framed).toBe(false)
    expect(result.cert.parent_page_url).toBeNull()
    expect(result.cert.event_duration_ms).toBeGreaterThan(0)
    expect(result.cert.browser.name).toBe("Chrome")
    expect(result.cert.ip).toBe("127.0.0.1")
    expect(result.fingerprints.matching).toEqual([EMAIL.toLowerCase(), "512-555-0142"])
    expect(result.fingerprints.non_matching).toEqual([])
    expect(result.scans.required_found).toEqual(["I agree to be contacted"])
    expect(result).toMatchObject({ outcome: "success", warnings: [] })
  })

  it("in a frame: records the framing page, autofill and paste", async () => {
    const page = await browser.newPage()
    await page.goto(`${pages.url}/frame`)
    const frame = page.frameLocator("#embedded")
    await frame.locator("input[name=certform_cert_url]").and(frame.locator("[value^=http]")).waitFor({ state: "attached" })
    // Filled without key presses, as autofill does.
    await frame.locator("#email").fill("grace@example.com")
    // A paste: the paste event, then the pasted text's input.
    await page.frame({ url: /\/form$/ })?.evaluate(`(() => {
      const el = document.getElementById("phone_1")
      el.dispatchEvent(new Event("paste", { bubbles: true }))
      el.value = "2125550100"
      el.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste", data: "2125550100" }))
    })()`)
    const before = pages.submissions.length
    await frame.locator("#submit").click()
    await expect.poll(() => pages.submissions.length).toBe(before + 1)
    const { result } = await submittedPing("email=grace%40example.com&phone=2125550100", (ping) => ping.cert.form_input_method.length > 0)
    await page.close()
    expect(result.cert).toMatchObject({
      is_framed: true,
      parent_page_url: `${pages.url}/frame`,
      page_url: `${pages.url}/form`,
      form_input_method: ["paste", "autofill"],
      kpm: 0,
      wpm: 0
    })
    expect(result.fingerprints.matching).toEqual(["grace@example.com", "2125550100"])
  })
})
