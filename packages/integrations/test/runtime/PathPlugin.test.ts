import { execFile, spawn } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { distIsCurrent } from "../../../../test/builtPackages.js"

/**
 * A plugin loaded by path (`LEADFLOW_PLUGINS=/path/to/folder`), as docs/writing-an-integration.md
 * §5 says: the template built, its folder copied without node_modules. It imports `effect` and
 * `@leadflow/integrations` from the server; what it imports and is nowhere is named.
 *
 * Each case runs in a Node process of its own (`fixtures/path-plugin-child.mjs`): Vitest would
 * import the plugin through Vite, which resolves its imports its own way. The process runs the
 * built packages when their dist/ is current, else the sources through tsx.
 */

const repo = resolve(import.meta.dirname, "../../../..")
const template = join(repo, "examples/integration-template")
const child = join(repo, "packages/integrations/test/fixtures/path-plugin-child.mjs")
const require = createRequire(import.meta.url)

const nodeArgs: ReadonlyArray<string> = distIsCurrent(["types", "core", "integrations"].map((name) => join(repo, "packages", name)))
  ? []
  : ["--conditions=source", "--import", pathToFileURL(require.resolve("tsx")).href]

const root = mkdtempSync(join(tmpdir(), "leadflow-path-plugin-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Run the child on a plugin folder; it prints one JSON line. Run from elsewhere than the repository. */
const load = (dir: string, probe?: string): Promise<Record<string, unknown>> =>
  new Promise((done, fail) => {
    const node = spawn(process.execPath, [...nodeArgs, child, dir, ...(probe === undefined ? [] : [probe])], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"]
    })
    let out = ""
    let err = ""
    const timer = setTimeout(() => node.kill("SIGKILL"), 60_000)
    node.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    node.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    node.once("close", (code) => {
      clearTimeout(timer)
      const line = out.trim().split("\n").at(-1) ?? ""
      if (code !== 0 || !line.startsWith("{")) fail(new Error(`child exited ${code}: ${out}\n${err}`))
      else done(JSON.parse(line) as Record<string, unknown>)
    })
  })

/** The template as `npm run build` makes it, copied without node_modules (or with `extra` files). */
const acmeFolder = (name: string, extra: Readonly<Record<string, string>> = {}): string => {
  const dir = join(root, name)
  cpSync(join(template, "package.json"), join(dir, "package.json"))
  cpSync(join(root, "built"), join(dir, "dist"), { recursive: true })
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(join(dir, path, ".."), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const peersProbe = 'export { Effect } from "effect"\nexport { definePackage } from "@leadflow/integrations"\n'

describe("a plugin loaded by path", () => {
  beforeAll(async () => {
    // The template's build (tsc), into the temporary folder: emit only, the repository's dist/ untouched.
    await promisify(execFile)(process.execPath, [
      require.resolve("typescript/bin/tsc"),
      "-p",
      join(template, "tsconfig.json"),
      "--outDir",
      join(root, "built"),
      "--noCheck",
      "--declaration",
      "false",
      "--sourceMap",
      "false"
    ])
  }, 120_000)

  it("a built folder without node_modules loads, uses the server's effect and @leadflow/integrations, and runs", async () => {
    const dir = acmeFolder("bare", { "dist/peers.js": peersProbe })
    const loaded = await load(dir, "dist/peers.js")
    expect(loaded, JSON.stringify(loaded)).toMatchObject({
      packages: ["leadflow-acme"],
      result: { outcome: "success", appended: { score: { outcome: "success", value: 87, segment: "gold" } } },
      shared: { effect: true, integrations: true }
    })
  }, 90_000)

  it("uses the server's copies even when its folder has its own", async () => {
    const dir = acmeFolder("own-copies", {
      "dist/peers.js": peersProbe,
      "node_modules/effect/package.json": JSON.stringify({ name: "effect", type: "module", exports: "./index.js" }),
      "node_modules/effect/index.js": 'export const Effect = "the plugin\'s own"\n',
      "node_modules/@leadflow/integrations/package.json": JSON.stringify({ name: "@leadflow/integrations", type: "module", exports: "./index.js" }),
      "node_modules/@leadflow/integrations/index.js": 'export const definePackage = (p) => p\n'
    })
    const loaded = await load(dir, "dist/peers.js")
    expect(loaded, JSON.stringify(loaded)).toMatchObject({ packages: ["leadflow-acme"], shared: { effect: true, integrations: true } })
  }, 90_000)

  it("importing a package that is not installed fails naming that package and what to do", async () => {
    const dir = join(root, "missing-dependency")
    mkdirSync(dir)
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "leadflow-missing", type: "module", exports: "./index.js" }))
    writeFileSync(
      join(dir, "index.js"),
      'import "leadflow-test-absent-dependency"\nexport default { id: "leadflow-missing", name: "Missing", integrations: [] }\n'
    )
    const loaded = await load(dir)
    expect(loaded["error"]).toBe(
      `integration package ${dir} could not be loaded: its dependency leadflow-test-absent-dependency is not installed ` +
        `(run npm install in the plugin's folder): Cannot find package 'leadflow-test-absent-dependency' imported from ${join(dir, "index.js")}`
    )
  }, 90_000)
})
