import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { assetCacheControl, assetName, indexCacheControl, makeConsoleAssets } from "../../../src/server/ConsoleAssets.js"

/** The console's static files over a plain node:http server (no API behind it: unmatched paths are 418). */
describe("console assets", () => {
  let dir: string
  let server: Server
  let url: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "console-assets-"))
    mkdirSync(join(dir, "assets"))
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Leadflow console</title>")
    writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log(1)")
    writeFileSync(join(dir, "assets", "index-abc123.css"), "body{}")
    writeFileSync(join(dir, "secret.txt"), "not an asset")
    const assets = makeConsoleAssets(dir)
    server = createServer((req, res) => {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/"
      if (assets.matches(req.method, pathname)) return assets.handle(req, res, pathname)
      res.writeHead(418).end()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it("answers / with index.html, revalidated on every load, with a CSP", async () => {
    const res = await fetch(`${url}/?x=1`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(res.headers.get("cache-control")).toBe(indexCacheControl)
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'")
    expect(await res.text()).toContain("Leadflow console")
  })

  it("answers hashed assets with their content type, cached for a year", async () => {
    const js = await fetch(`${url}/assets/index-abc123.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(js.headers.get("cache-control")).toBe(assetCacheControl)
    expect(js.headers.get("x-content-type-options")).toBe("nosniff")
    expect(await js.text()).toBe("console.log(1)")
    const css = await fetch(`${url}/assets/index-abc123.css`)
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8")
  })

  it("answers HEAD with the headers and no body", async () => {
    const res = await fetch(`${url}/assets/index-abc123.js`, { method: "HEAD" })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-length")).toBe("14")
    expect(await res.text()).toBe("")
  })

  it("answers an unknown asset with a JSON 404", async () => {
    const res = await fetch(`${url}/assets/nope.js`)
    expect(res.status).toBe(404)
    expect(res.headers.get("content-type")).toBe("application/json")
    expect(await res.json()).toEqual({ error: "Not Found" })
  })

  it("refuses names that leave the assets folder", async () => {
    for (const path of ["/assets/..%2Fsecret.txt", "/assets/%2e%2e%2fsecret.txt", "/assets/..%5Csecret.txt", "/assets/.hidden", "/assets/%E0%A4%A"]) {
      const res = await fetch(`${url}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain("not an asset")
    }
    expect(assetName(join(dir, "assets"), "/assets/../secret.txt")).toBeUndefined()
    expect(assetName(join(dir, "assets"), "/assets/a/b.js")).toBeUndefined()
    expect(assetName(join(dir, "assets"), "/assets/index-abc123.js")).toBe(join(dir, "assets", "index-abc123.js"))
  })

  it("leaves other methods and paths to the API", async () => {
    expect((await fetch(`${url}/`, { method: "POST" })).status).toBe(418)
    expect((await fetch(`${url}/flows`)).status).toBe(418)
    expect((await fetch(`${url}/assetsx`)).status).toBe(418)
  })

  it("says so when the console is not built", async () => {
    const empty = mkdtempSync(join(tmpdir(), "console-empty-"))
    const assets = makeConsoleAssets(empty)
    const bare = createServer((req, res) => assets.handle(req, res, "/"))
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve))
    const res = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toContain("not built")
    await new Promise((resolve) => bare.close(resolve))
    rmSync(empty, { recursive: true, force: true })
  })
})
