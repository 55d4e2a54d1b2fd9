import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { type Browser, chromium, type Page } from "playwright-core"
import { build } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../../server-adapter/test/http/TestServer.js"
import { api, consoleFlow, startBuyer } from "./fixtures.js"

/**
 * The console end to end: the real server on SQLite serving the freshly built console at `/`,
 * driven in Debian's Chromium. Every page is checked with axe-core (no serious or critical
 * violations) and every test leaves a screenshot under test-results/.
 */

const CHROMIUM = "/usr/bin/chromium"
const hasChromium = existsSync(CHROMIUM)
if (!hasChromium) console.warn(`console end-to-end tests skipped: ${CHROMIUM} is not installed`)

const consoleDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const results = resolve(consoleDir, "../../test-results")
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")
const maxGzippedJs = 300 * 1024

const buildConsole = () => build({ root: consoleDir, configFile: join(consoleDir, "vite.config.ts"), logLevel: "warn" })

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string> }>
}

/** axe-core on the page as it stands: serious and critical violations fail the test. */
const checkA11y = async (page: Page, name: string): Promise<void> => {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.addScriptTag({ path: axePath })
  const violations = (await page.evaluate(
    "window.axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => ({ target: n.target })) })))"
  )) as ReadonlyArray<Violation>
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  const minor = violations.filter((v) => !bad.includes(v))
  if (minor.length > 0) console.info(`axe on ${name}: minor: ${minor.map((v) => `${v.id} (${v.impact})`).join(", ")}`)
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${name}`).toEqual([])
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(results, `console-${name}.png`), fullPage: true })

describe("console bundle", () => {
  it("builds, and its JavaScript is at most 300 KB gzipped", async () => {
    await buildConsole()
    const assets = join(consoleDir, "dist", "assets")
    const js = readdirSync(assets).filter((f) => f.endsWith(".js"))
    expect(js.length).toBeGreaterThan(0)
    const gzipped = js.reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0)
    console.info(`console JavaScript: ${js.length} file(s), ${(gzipped / 1024).toFixed(1)} KB gzipped`)
    expect(gzipped).toBeLessThanOrEqual(maxGzippedJs)
    const html = readFileSync(join(consoleDir, "dist", "index.html"), "utf8")
    // Relative URLs (base "./") and nothing from another origin.
    expect(html).toMatch(/src="\.\/assets\//)
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
  })
})

describe.skipIf(!hasChromium)("console in Chromium", { timeout: 60_000 }, () => {
  let server: TestServer
  let buyer: Awaited<ReturnType<typeof startBuyer>>
  let browser: Browser
  let page: Page
  let flowId = ""
  let call: ReturnType<typeof api>

  beforeAll(async () => {
    mkdirSync(results, { recursive: true })
    if (!existsSync(join(consoleDir, "dist", "index.html"))) await buildConsole()
    server = await startTestServer()
    buyer = await startBuyer(4)
    call = api(server.url, server.auth)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    })
    // bypassCSP: the server's CSP refuses inline scripts, which is how axe-core is injected.
    const context = await browser.newContext({ acceptDownloads: true, bypassCSP: true, viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
    page.setDefaultTimeout(10_000)
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`))
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await buyer?.close()
    await server?.close()
  })

  it("serves the console at / and signs in with an API key kept out of the URL", async () => {
    // Warm the server (and Chromium's code cache), then time a fresh page until the form can be used.
    const warm = await browser.newPage()
    await warm.goto(`${server.url}/`)
    await warm.waitForSelector("#api-key")
    await warm.close()
    const timed = await browser.newPage()
    const started = performance.now()
    await timed.goto(`${server.url}/`)
    await timed.locator("#api-key").fill("x")
    const interactiveMs = performance.now() - started
    // In the page's clock (from its navigation start): when the form had taken the input.
    const inPage = (await timed.evaluate("performance.now()")) as number
    const nav = (await timed.evaluate("JSON.stringify(performance.getEntriesByType('navigation')[0])")) as string
    const { domInteractive } = JSON.parse(nav) as { domInteractive: number }
    console.info(
      `first page interactive (warm server): ${interactiveMs.toFixed(0)} ms from goto until the sign-in form took input (${inPage.toFixed(0)} ms in the page's clock); domInteractive ${domInteractive.toFixed(0)} ms`
    )
    await timed.close()

    const res = await fetch(`${server.url}/`)
    expect(res.headers.get("cache-control")).toBe("no-cache")
    // The console's requests are counted under their own routes, never their paths.
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(metrics).toMatch(/route="\/"/)
    expect(metrics).toMatch(/route="\/assets\/\*"/)
    expect(metrics).not.toMatch(/route="\/assets\/index-/)
    await page.goto(`${server.url}/`)
    await checkA11y(page, "sign in")
    await page.locator("#api-key").fill("not-a-key")
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("not accepted")
    await page.locator("#api-key").fill(server.apiKey)
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor()
    // Signing in moves focus to the first page's heading.
    await expect.poll(() => page.evaluate("document.activeElement.tagName + ' ' + document.activeElement.textContent")).toBe("H1 Dashboard")
    expect(page.url()).not.toContain(server.apiKey)
    // The favicon is inline: no request for /favicon.ico.
    expect(await page.locator("link[rel=icon]").getAttribute("href")).toMatch(/^data:image\/svg\+xml,/)
    expect(await page.evaluate("sessionStorage.getItem('leadflow.apiKey')")).toBe(server.apiKey)
    expect(await page.evaluate("localStorage.length")).toBe(0)
    // A new account: the empty state tells how to submit a first lead.
    await page.getByRole("heading", { name: "Submit your first lead" }).waitFor()
    expect(await page.locator(".empty pre").textContent()).toContain("curl -X POST")
    await checkA11y(page, "dashboard (empty)")
    await shot(page, "sign-in")
  })

  it("works from the keyboard: a skip link, the main navigation, focus on each page's heading", async () => {
    await page.goto(`${server.url}/#/dashboard`)
    await page.reload()
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor()
    await page.keyboard.press("Tab")
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Skip to content")
    await page.keyboard.press("Tab")
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Dashboard")
    await page.keyboard.press("Tab")
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Flows")
    await page.keyboard.press("Enter")
    await page.waitForURL(/#\/flows$/)
    await expect.poll(() => page.evaluate("document.activeElement.tagName + ' ' + document.activeElement.textContent")).toBe("H1 Flows")
    await page.keyboard.press("Tab")
    expect(await page.evaluate("document.activeElement.textContent")).toBe("New flow")
    // "New flow" asks for a name first (focus in the name input), then creates the flow and
    // opens it: focus lands on its heading once it has loaded.
    await page.keyboard.press("Enter")
    await expect.poll(() => page.evaluate("document.activeElement.id")).toBe("new-flow-name")
    await checkA11y(page, "new flow form")
    await page.keyboard.type("Keyboard flow")
    await page.keyboard.press("Enter")
    await page.waitForURL(/#\/flows\/[0-9a-f]{24}$/)
    await expect.poll(() => page.evaluate("document.activeElement.tagName + ' ' + document.activeElement.textContent")).toBe("H1 Keyboard flow")
    await page.getByText("Not deployed yet: deploy the draft").waitFor()
    await shot(page, "keyboard")
  })

  it("shows leads submitted through the API on the dashboard", async () => {
    const created = await call("POST", "/flows", consoleFlow(server.accountId, buyer.url))
    expect(created.status).toBe(201)
    flowId = (created.json as { id: string }).id
    expect((await call("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
    for (const lead of [
      { first_name: "Ada", email: "ada@example.com", state: "CA" },
      { first_name: "Bob", email: "bob@example.com", state: "TX" },
      { first_name: "Cy" }
    ])
      expect((await call("POST", `/flows/${flowId}/sources/src001/submit`, lead)).status).toBe(201)
    await page.goto(`${server.url}/#/dashboard`)
    await page.reload()
    await expect.poll(() => page.getByTestId("lead-total").textContent(), { timeout: 15_000 }).toBe("3")
    await page.getByRole("cell", { name: "Texas leads are not accepted" }).or(page.getByRole("rowheader", { name: "Texas leads are not accepted" })).waitFor()
    await page.getByRole("rowheader", { name: "Test Account" }).first().waitFor()
    expect(await page.locator("figure.chart [role=img]").first().getAttribute("aria-label")).toContain("Success 1")
    await page.getByLabel("Last 7 days").check()
    await expect.poll(() => page.getByTestId("lead-total").textContent(), { timeout: 15_000 }).toBe("3")
    await checkA11y(page, "dashboard")
    await shot(page, "dashboard")
  })

  it("finds a lead and shows its timeline with the delivery's request and response", async () => {
    await page.getByRole("link", { name: "Leads" }).click()
    await page.getByRole("link", { name: "Ada" }).waitFor()
    await checkA11y(page, "leads")
    await page.getByLabel("Lead id, name, email or phone").fill("ada")
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByRole("link", { name: "Ada" }).click()
    await page.getByRole("heading", { name: "Lead Ada", level: 1 }).waitFor()
    // Opened by a link: focus on the lead's heading once it has loaded.
    await expect.poll(() => page.evaluate("document.activeElement.tagName + ' ' + document.activeElement.textContent")).toBe("H1 Lead Ada")
    const timeline = page.getByRole("list", { name: "Events of this lead, in order" })
    await timeline.getByText("Received from the source").waitFor()
    await timeline.getByText("Delivery to Test Account").waitFor()
    await timeline.locator("summary", { hasText: "Request" }).first().click()
    expect(await timeline.locator("pre").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("ada@example.com")]))
    // The delivery to the buyer: its request and response, and what it appended.
    const delivery = timeline.locator("details", { has: page.locator("summary", { hasText: /Delivery: POST http:\/\/127\.0\.0\.1:\d+\/leads → 200/ }) })
    await delivery.locator("summary").click()
    expect(await delivery.locator("pre").allTextContents()).toEqual([expect.stringContaining('\\"email\\":\\"ada@example.com\\"'), expect.stringContaining("buyer-ref")])
    await timeline.getByLabel("Appended data of event 3").getByText('"id": "buyer-ref"').waitFor()
    await checkA11y(page, "lead timeline")
    await shot(page, "lead")
  })

  it("edits a flow: errors at their path, save a draft, the diff, deploy and revert", async () => {
    await page.getByRole("link", { name: "Flows" }).click()
    await page.getByRole("link", { name: "Console flow" }).click()
    await page.getByRole("heading", { name: "Console flow", level: 1 }).waitFor()
    await expect.poll(() => page.evaluate("document.activeElement.tagName + ' ' + document.activeElement.textContent")).toBe("H1 Console flow")
    await page.getByText("lead.state is equal to TX").waitFor()
    // Deployed as saved: the diff reads the live version's document; nothing to deploy.
    await page.getByText("The draft is the deployed version.").waitFor()
    await page.getByRole("heading", { name: "Phases of draft v1" }).waitFor()
    await page.getByText("The draft is the live version (v1).").waitFor()
    expect(await page.getByRole("button", { name: "Deploy draft v1" }).isDisabled()).toBe(true)
    await page.getByText("Draft v1 is already live.").waitFor()
    await checkA11y(page, "flow")
    const editor = page.getByLabel("Flow document (JSON)")
    const doc = JSON.parse(await editor.inputValue()) as { name: string; steps: Array<Record<string, unknown>> }
    await editor.fill(JSON.stringify({ ...doc, steps: [{ ...doc.steps[0], bogus: 1 }, ...doc.steps.slice(1)] }, null, 2))
    await page.getByRole("button", { name: "Save draft" }).click()
    const problems = page.locator("#flow-json-errors")
    await problems.getByText("steps.0.bogus").waitFor()
    await problems.getByRole("button", { name: "steps.0.bogus" }).click()
    // The error's line is selected in the editor.
    await expect
      .poll(() => editor.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)))
      .toContain("bogus")
    await checkA11y(page, "flow with errors")
    await editor.fill(JSON.stringify({ ...doc, name: "Console flow v2" }, null, 2))
    await page.getByRole("button", { name: "Save draft" }).click()
    await page.getByText("Draft saved as version 2.").waitFor()
    await page.locator(".diff .added", { hasText: "Console flow v2" }).waitFor()
    await page.getByText("The saved draft, not live yet: v1 is live.").waitFor()
    await page.getByRole("button", { name: "Deploy draft v2" }).click()
    await page.getByText(/deployed.*\(version 2\)/).waitFor()
    await page.getByRole("button", { name: "Revert to v1" }).waitFor()
    await page.getByText("The draft is the deployed version.").waitFor()
    await shot(page, "flow")
    expect(await page.getByRole("button", { name: "Deploy draft v2" }).isDisabled()).toBe(true)
    // Revert asks first; Cancel leaves v2 live.
    await page.getByRole("button", { name: "Revert to v1" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("Revert to v1? Submissions will run version 1 instead of v2.").waitFor()
    await checkA11y(page, "revert confirmation")
    await confirm.getByRole("button", { name: "Cancel" }).click()
    expect(await page.getByRole("alertdialog").count()).toBe(0)
    await page.getByRole("button", { name: "Revert to v1" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Version 1 of your flow is live again.", { exact: true }).waitFor()
    expect(await page.locator(".notice").textContent()).not.toContain("(version 1 is live)")
    await page.getByRole("button", { name: "Deploy draft v2" }).and(page.locator(":enabled")).waitFor()
    const live = (await call("GET", `/flows/${flowId}/versions`)).json as Array<{ version: number; live: boolean }>
    expect(live.find((v) => v.live)?.version).toBe(1)
    // A draft saved with problems cannot be deployed, and the page says why.
    await editor.fill(JSON.stringify({ ...doc, version: 2, name: "Console flow v2", steps: [{ ...doc.steps[0], reason: "Texas {{lead.state" }, ...doc.steps.slice(1)] }, null, 2))
    await page.getByRole("button", { name: "Save draft" }).click()
    await page.getByText("Draft saved as version 3, with problems to fix before deploying.").waitFor()
    await page.getByText(/Draft v3 has problems: fix them/).waitFor()
    expect(await page.getByRole("button", { name: "Deploy draft v3" }).isDisabled()).toBe(true)
  })

  it("runs a report as a table and a chart, downloads its CSV, shares and unshares it", async () => {
    await page.getByRole("link", { name: "Reports" }).click()
    await page.getByRole("heading", { name: "No saved reports" }).waitFor()
    await checkA11y(page, "reports")
    await page.getByRole("button", { name: "Run preview" }).click()
    await page.getByRole("heading", { name: "Preview: Leads by flow" }).waitFor()
    await page.getByRole("button", { name: "Save report" }).click()
    await page.getByText("Report “Leads by flow” saved.").waitFor()
    await page.getByRole("button", { name: "Run Leads by flow" }).click()
    const run = page.locator("section.run")
    await run.getByRole("heading", { name: "Leads by flow" }).waitFor()
    await run.locator("tfoot").getByText("1", { exact: true }).first().waitFor()
    // Grouped by vars.flow.id: the flow's name, with its id in the title.
    await expect.poll(() => run.locator("tbody th").allTextContents()).toContain("Console flow v2")
    expect(await run.locator("table").first().locator("tbody th", { hasText: "Console flow v2" }).getAttribute("title")).toBe(`Flow id ${flowId}`)
    expect(await run.locator("figure.chart [role=img]").count()).toBe(1)
    await checkA11y(page, "report run")
    const [download] = await Promise.all([page.waitForEvent("download"), run.getByRole("button", { name: "Download CSV" }).click()])
    const csv = readFileSync((await download.path()) ?? "", "utf8")
    expect(download.suggestedFilename()).toBe("leads-by-flow.csv")
    expect(csv.split("\n")[0]).toContain("vars.flow.id")
    expect(csv).toContain(flowId)
    await page.getByRole("button", { name: "Share Leads by flow" }).click()
    await page.getByText(/is shared:/).waitFor()
    await page.getByRole("button", { name: "Unshare Leads by flow" }).click()
    await page.getByText(/no longer shared/).waitFor()
    await shot(page, "report")
    await page.getByRole("button", { name: "Delete Leads by flow" }).click()
    await page.getByRole("alertdialog").getByText("Delete report Leads by flow? This cannot be undone.").waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Report “Leads by flow” deleted.").waitFor()
  })

  it("lists fields, entities, credentials, batches and files, and looks up certificates, accessibly", async () => {
    for (const [link, heading] of [
      ["Fields", "Fields"],
      ["Entities", "Entities"],
      ["Credentials", "Credentials"],
      ["Batches", "Batches"],
      ["Batch files", "Batch files"],
      ["Certificates", "Certificates"]
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click()
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor()
      await page.waitForFunction("document.querySelector('.loading') === null")
      expect(await page.getByRole("alert").count(), `errors on ${heading}`).toBe(0)
      await checkA11y(page, heading)
    }
    // A batch: created from the template, listed, its editor refusing a bad format with the path.
    await page.getByRole("link", { name: "Batches", exact: true }).click()
    await page.getByRole("button", { name: "New batch" }).click()
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Saved batch Daily leads.").waitFor()
    await page.getByRole("rowheader", { name: "Daily leads" }).waitFor()
    await page.getByRole("button", { name: "Edit Daily leads" }).click()
    const batchEditor = page.getByLabel("The batch (JSON)")
    await batchEditor.fill(JSON.stringify({ name: "Daily leads", format: "xlsx" }))
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.locator("#batches-json-errors").getByText("format").first().waitFor()
    await checkA11y(page, "batch editor with errors")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("alert").first().waitFor()
    // A page's messages do not follow you to the next page.
    await page.getByRole("link", { name: "Fields", exact: true }).click()
    await page.getByRole("heading", { name: "Fields", level: 1 }).waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    // A custom field from the template: the suffix the API appends is said, with the full id.
    await page.getByRole("columnheader", { name: "Built in" }).waitFor()
    await page.getByRole("cell", { name: "Yes" }).first().waitFor()
    await page.getByRole("button", { name: "New field" }).click()
    await page.getByText(/roof_age is stored as roof_age_<suffix>/).waitFor()
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText(/^Saved field My field with the id my_field_[0-9a-z]{3,5} \(your entity's field suffix was appended to my_field\)/).waitFor()
    // An entity from the template; the account's own entity has no Delete (the API refuses it).
    await page.getByRole("link", { name: "Entities", exact: true }).click()
    await page.getByRole("rowheader", { name: "Test Account" }).waitFor()
    expect(await page.getByRole("button", { name: "Delete Test Account" }).count()).toBe(0)
    await page.getByRole("button", { name: "New entity" }).click()
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Saved entity New buyer.").waitFor()
    // Delete asks first.
    await page.getByRole("button", { name: "Delete New buyer" }).click()
    await page.getByRole("alertdialog").getByText("Delete entity New buyer? This cannot be undone.").waitFor()
    await checkA11y(page, "delete confirmation")
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click()
    await page.getByRole("rowheader", { name: "New buyer" }).waitFor()
    await page.getByRole("button", { name: "Delete New buyer" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Deleted entity New buyer.").waitFor()
    // A custom field: created and listed; the credential's secret never comes back.
    await page.getByRole("link", { name: "Credentials", exact: true }).click()
    await page.getByRole("button", { name: "New credential" }).click()
    // A user credential takes a password only: no token inputs.
    expect(await page.locator("#secret-token").count()).toBe(0)
    await page.getByLabel("password").fill("s3cret-value")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Saved credential Buyer login.").waitFor()
    expect(await page.content()).not.toContain("s3cret-value")
    await page.getByRole("button", { name: "Edit Buyer login" }).click()
    await page.getByRole("heading", { name: "Edit credential Buyer login" }).waitFor()
    await page.getByRole("button", { name: "Cancel" }).click()
    await page.getByRole("button", { name: "Delete Buyer login" }).click()
    await page.getByRole("alertdialog").getByText(/Flows that name this credential will error/).waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Deleted credential Buyer login.").waitFor()
    await page.getByRole("link", { name: "Certificates" }).click()
    await page.getByLabel("Certificate id or URL").fill("000000000000000000000000")
    await page.getByRole("button", { name: "Look up" }).click()
    await page.getByRole("alert").waitFor()
    await shot(page, "resources")
  })

  it("shows the account and its API keys: a new key once, revoked after a confirmation", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account", exact: true }).click()
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor()
    await page.getByRole("heading", { name: "API keys" }).waitFor()
    await page.getByLabel("Name (what the key is for)").fill("CI export")
    await page.getByLabel("Scope").selectOption("read")
    await page.getByRole("button", { name: "Create key" }).click()
    const key = (await page.getByTestId("new-key").textContent()) ?? ""
    expect(key.length).toBeGreaterThan(10)
    expect((await fetch(`${server.url}/account`, { headers: { authorization: `Basic ${btoa(`API:${key}`)}` } })).status).toBe(200)
    await page.getByRole("rowheader", { name: "CI export" }).waitFor()
    await checkA11y(page, "account")
    await shot(page, "account")
    await page.getByRole("button", { name: "Revoke CI export" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click()
    await page.getByText("Key “CI export” revoked: it no longer works.").waitFor()
    await expect.poll(() => page.getByRole("rowheader", { name: "CI export" }).count()).toBe(0)
  })
})
