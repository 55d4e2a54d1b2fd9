import { Effect, Either } from "effect"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { loadPlugin } from "./Plugins.js"

/** Plugins named by folder: the folder's package.json says which file to import. */

const root = mkdtempSync(join(tmpdir(), "leadflow-plugin-folder-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const folder = (name: string, files: Readonly<Record<string, string>>): string => {
  const dir = join(root, name)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const esmPackage = (id: string) => `export default { id: ${JSON.stringify(id)}, name: "Folder plugin", integrations: [] }\n`

const load = (name: string) => Effect.runPromise(Effect.either(loadPlugin(name)))

describe("a plugin given as a folder", () => {
  it("is imported through its package.json exports (the . entry, import condition)", async () => {
    const dir = folder("exports", {
      "package.json": JSON.stringify({ name: "exports-plugin", type: "module", exports: { ".": { import: "./dist/index.js" } } }),
      "dist/index.js": esmPackage("exports-plugin")
    })
    for (const name of [dir, pathToFileURL(dir).href, `${dir}/`]) {
      const loaded = await load(name)
      expect(Either.isRight(loaded) ? loaded.right.id : loaded.left.message, name).toBe("exports-plugin")
    }
  })

  it("is imported through main (CommonJS too), or its index.js", async () => {
    const main = folder("main", {
      "package.json": JSON.stringify({ name: "main-plugin", main: "lib/entry" }),
      "lib/entry.js": 'module.exports = { integrationPackage: { id: "main-plugin", name: "Main", integrations: [] } }\n'
    })
    const index = folder("index", { "package.json": JSON.stringify({ type: "module" }), "index.js": esmPackage("index-plugin") })
    for (const [dir, id] of [
      [main, "main-plugin"],
      [index, "index-plugin"]
    ] as const) {
      const loaded = await load(dir)
      expect(Either.isRight(loaded) ? loaded.right.id : loaded.left.message, dir).toBe(id)
    }
  })

  it("without an entry is a clear load error", async () => {
    const empty = folder("empty", { "README.md": "nothing here\n" })
    const loaded = await load(empty)
    expect(Either.isLeft(loaded) && loaded.left.message).toMatch(/could not be loaded: .*without a package.json exports or main/)
    const badMain = folder("bad-main", { "package.json": JSON.stringify({ main: "missing.js" }) })
    const missing = await load(badMain)
    expect(Either.isLeft(missing) && missing.left.message).toMatch(/main "missing.js" names no file/)
  })
})
