/**
 * `npm run test:consumers`: the packages as a user outside this repository gets them. Builds and
 * packs every @leadflow/* package and the integration template (leadflow-acme), installs the
 * tarballs into fresh projects in a temporary directory, and there:
 *   - checks what each tarball ships (its exports exist, no tests) and that no installed package
 *     has an install script outside a short allowlist (a script that reaches the network fails
 *     offline and runs in every consumer's install);
 *   - type-checks and runs every ```ts example of the root README.md, docs/*.md, the
 *     examples' READMEs and the packages' READMEs and docs/ (a block preceded by
 *     `<!-- not-run: reason -->` is type-checked only, and listed; the example projects' src/
 *     modules are copied beside the blocks so that `./leadDesk.js` or `./values.js` resolve),
 *     with a `leadflow serve` of the installed bin running on a fresh SQLite database: the
 *     examples find it in `LEADFLOW_URL` and its default account's key in `LEADFLOW_API_KEY` (the account has the
 *     deployed starter flow "My first flow");
 *   - builds the template and runs its tests against the packed packages;
 *   - starts the installed `leadflow` bin on a temporary SQLite database and asks GET /status,
 *     and GET / for the web console (its index.html and script).
 * Exits non-zero when anything fails. KEEP=1 keeps the temporary directory.
 *
 * Installs run with --prefer-offline (the npm cache the workspace install filled, so no registry
 * round trip for effect and the other peers) and --ignore-scripts: the only native dependency,
 * better-sqlite3 (through @effect/sql-sqlite-node), would otherwise compile from source again
 * (about 4 minutes on this machine); its compiled build/ is copied from the workspace instead,
 * after checking the versions match.
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { distIsCurrent } from "../builtPackages.js"
import { checkExamples, root, runCommand, workspaceTypeRoots, type Finished } from "./examples.js"
import { extractBlocks, judge, type CodeBlock } from "./extract.js"

const packages = [
  "packages/types",
  "packages/core",
  "packages/api",
  "packages/client",
  "packages/console",
  "packages/integrations",
  "packages/server-adapter"
]
const template = "examples/integration-template"
/** Source folders of the example projects, copied beside the markdown examples (see the examples stage). */
const exampleSources = [`${template}/src`, "examples/embedded-service/src"]
/** Packages whose install script may run (the root package.json's allowScripts, for the same reasons). */
const allowedInstallScripts = new Set(["better-sqlite3", "esbuild", "msgpackr-extract", "@parcel/watcher"])
const installArgs = ["install", "--no-audit", "--no-fund", "--prefer-offline", "--ignore-scripts", "--loglevel=error"]

const failures: Array<string> = []
const started = Date.now()
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`
const tail = (text: string, lines = 30) => text.trim().split("\n").slice(-lines).join("\n")

const stage = async (name: string, body: () => Promise<void>): Promise<void> => {
  const t = Date.now()
  try {
    await body()
    console.log(`ok   ${name} (${seconds(t)})`)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    failures.push(`${name}: ${message}`)
    console.log(`FAIL ${name} (${seconds(t)})\n${message}`)
  }
}

const npm = (args: ReadonlyArray<string>, cwd: string, timeoutMs = 240_000): Promise<Finished> =>
  runCommand("npm", args, { cwd, timeoutMs })

const mustSucceed = (what: string, result: Finished): string => {
  if (result.exitCode !== 0) throw new Error(`${what} ${result.timedOut ? "timed out" : `exited with ${result.exitCode}`}:\n${tail(result.output)}`)
  return result.output
}

const readJson = async (file: string): Promise<Record<string, unknown>> => JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>

interface Packed {
  readonly name: string
  readonly filename: string
  readonly files: ReadonlyArray<{ readonly path: string }>
}

/** Every file an `exports` map points at (conditions nested or not). */
const exportTargets = (exports: unknown): ReadonlyArray<string> =>
  typeof exports === "string"
    ? [exports]
    : typeof exports === "object" && exports !== null
      ? Object.values(exports).flatMap(exportTargets)
      : []

const checkTarball = async (dir: string, packed: Packed): Promise<void> => {
  const manifest = await readJson(join(root, dir, "package.json"))
  const shipped = new Set(packed.files.map((f) => f.path))
  const missing = [...exportTargets(manifest["exports"]), ...Object.values((manifest["bin"] ?? {}) as Record<string, string>)]
    .map((target) => target.replace(/^\.\//, ""))
    // A subpath pattern (`./dist/*`) is shipped when some file matches it.
    .filter((target) =>
      target.includes("*")
        ? ![...shipped].some((path) => path.startsWith(target.slice(0, target.indexOf("*"))) && path.endsWith(target.slice(target.indexOf("*") + 1)))
        : !shipped.has(target)
    )
  if (missing.length > 0) throw new Error(`${packed.name} does not ship what package.json points at: ${missing.join(", ")}`)
  const tests = [...shipped].filter((path) => /\.test\.[cm]?[jt]s$|\.tsbuildinfo$/.test(path))
  if (tests.length > 0) throw new Error(`${packed.name} ships tests or build state: ${tests.slice(0, 5).join(", ")}`)
  for (const field of dir === template ? ["license", "engines"] : ["license", "repository", "engines"])
    if (manifest[field] === undefined) throw new Error(`${packed.name} has no "${field}"`)
}

/** Install scripts of every package under node_modules, by package name. */
const installScripts = async (nodeModules: string): Promise<ReadonlyArray<string>> => {
  const found: Array<string> = []
  const visit = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue
      const path = join(dir, entry.name)
      if (entry.name.startsWith("@")) {
        await visit(path)
        continue
      }
      const manifest = await readJson(join(path, "package.json")).catch(() => undefined)
      if (manifest !== undefined) {
        const scripts = (manifest["scripts"] ?? {}) as Record<string, string>
        const gyp = await readFile(join(path, "binding.gyp")).then(() => true, () => false)
        if (["preinstall", "install", "postinstall"].some((s) => scripts[s] !== undefined) || gyp)
          found.push(String(manifest["name"]))
      }
      await visit(join(path, "node_modules"))
    }
  }
  await visit(nodeModules)
  return [...new Set(found)].sort()
}

const installInto = async (project: string): Promise<void> => {
  mustSucceed(`npm install in ${relative(tmpdir(), project)}`, await npm(installArgs, project))
  const scripts = await installScripts(join(project, "node_modules"))
  const refused = scripts.filter((name) => !allowedInstallScripts.has(name))
  if (refused.length > 0) throw new Error(`dependencies with install scripts (run by every consumer's npm install): ${refused.join(", ")}`)
}

/** better-sqlite3 as built by the workspace install: same version, same Node, so the same binary. */
const reuseBetterSqlite = async (project: string): Promise<void> => {
  const installed = join(project, "node_modules/better-sqlite3")
  const own = join(root, "node_modules/better-sqlite3")
  const [theirs, ours] = [await readJson(join(installed, "package.json")), await readJson(join(own, "package.json"))]
  if (theirs["version"] !== ours["version"])
    throw new Error(`better-sqlite3 ${String(theirs["version"])} installed, the workspace built ${String(ours["version"])}`)
  await cp(join(own, "build"), join(installed, "build"), { recursive: true })
}

interface Served {
  readonly url: string
  readonly key: string
  readonly stop: () => void
}

/** `leadflow serve` from the installed bin on a new SQLite database, once it listens. */
const serve = async (app: string, dir: string, database: string): Promise<Served> => {
  const key = randomBytes(32).toString("hex")
  const child = spawn(join(app, "node_modules/.bin/leadflow"), ["serve", "--port", "0", "--host", "127.0.0.1", "--db", `sqlite:${join(dir, database)}`], {
    cwd: dir,
    env: { ...process.env, LEADFLOW_API_KEY: key },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  try {
    const port = await new Promise<string>((done, failed) => {
      const timer = setTimeout(() => failed(new Error(`no "listening" line in 60s:\n${tail(output)}`)), 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /listening on \S+ \(port (\d+)/.exec(output)
        if (match?.[1] !== undefined) {
          clearTimeout(timer)
          done(match[1])
        }
      }
      child.stdout.on("data", read)
      child.stderr.on("data", read)
      child.on("exit", (code) => failed(new Error(`leadflow serve exited with ${code}:\n${tail(output)}`)))
    })
    return { url: `http://127.0.0.1:${port}`, key, stop: () => void child.kill("SIGTERM") }
  } catch (error) {
    child.kill("SIGTERM")
    throw error
  }
}

const serveAndAskStatus = async (app: string, dir: string): Promise<void> => {
  const served = await serve(app, dir, "serve.db")
  try {
    const response = await fetch(`${served.url}/status`, {
      headers: { authorization: `Basic ${Buffer.from(`API:${served.key}`).toString("base64")}` },
      signal: AbortSignal.timeout(10_000)
    })
    if (response.status !== 200) throw new Error(`GET /status answered ${response.status}: ${await response.text()}`)
    // The web console, found by the installed server in the installed @leadflow/console.
    const page = await fetch(`${served.url}/`, { signal: AbortSignal.timeout(10_000) })
    const html = await page.text()
    if (page.status !== 200 || !html.includes("Leadflow console")) throw new Error(`GET / answered ${page.status}, not the console: ${html.slice(0, 200)}`)
    const asset = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
    const script = asset === undefined ? undefined : await fetch(`${served.url}/${asset}`, { signal: AbortSignal.timeout(10_000) })
    if (script?.status !== 200) throw new Error(`the console's script ${asset ?? "(none in index.html)"} answered ${script?.status}`)
  } finally {
    served.stop()
  }
}

/** Markdown files of a directory (relative to the root), sorted; none when it does not exist. */
const markdownIn = async (dir: string): Promise<ReadonlyArray<string>> =>
  (await readdir(join(root, dir)).catch(() => []))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => (dir === "." ? f : `${dir}/${f}`))

/**
 * Every markdown file whose examples are checked: the root README.md, docs/*.md, each
 * examples/<name>/README.md, and each package's README.md and docs/*.md.
 */
const markdownFiles = async (): Promise<ReadonlyArray<string>> => {
  const files: Array<string> = ["README.md", ...(await markdownIn("docs"))]
  const examples = await readdir(join(root, "examples"), { withFileTypes: true }).catch(() => [])
  for (const entry of examples.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)))
    if (await stat(join(root, "examples", entry.name, "README.md")).then(() => true, () => false)) files.push(`examples/${entry.name}/README.md`)
  for (const dir of packages) {
    // A package still without a README (a skeleton, not yet published) has no examples to run.
    if (await stat(join(root, dir, "README.md")).then(() => true, () => false)) files.push(`${dir}/README.md`)
    const docs = await readdir(join(root, dir, "docs")).catch(() => [])
    files.push(...docs.filter((f) => f.endsWith(".md")).sort().map((f) => `${dir}/docs/${f}`))
  }
  return files
}

const main = async (): Promise<void> => {
  const work = await mkdtemp(join(tmpdir(), "leadflow-consumers-"))
  const tarballs = join(work, "tarballs")
  const app = join(work, "app")
  const acme = join(work, "leadflow-acme")
  const tarballOf = new Map<string, string>()

  await stage("build the packages when dist/ is older than src/", async () => {
    if (distIsCurrent(packages.map((dir) => join(root, dir)))) return console.log("     dist/ is current (npm install builds it)")
    mustSucceed("npm run build", await npm(["run", "build", "--silent"], root, 480_000))
  })
  await stage("pack the packages and the template", async () => {
    await mkdir(tarballs, { recursive: true })
    const workspaces = [...packages, template].flatMap((dir) => ["-w", dir])
    const result = await npm(["pack", "--json", "--loglevel=error", "--pack-destination", tarballs, ...workspaces], root)
    mustSucceed("npm pack", result)
    // Its JSON from stdout alone: each package's prepack builds it, and a build may talk on stderr.
    const packed = JSON.parse(result.stdout.slice(result.stdout.indexOf("["))) as ReadonlyArray<Packed>
    for (const [i, dir] of [...packages, template].entries()) {
      const one = packed[i]
      if (one === undefined) throw new Error(`npm pack gave no tarball for ${dir}`)
      await checkTarball(dir, one)
      tarballOf.set(one.name, `file:${join(tarballs, one.filename)}`)
    }
  })
  if (failures.length > 0) return finish(work)

  await stage("install the tarballs into fresh projects", async () => {
    await mkdir(app, { recursive: true })
    await writeFile(
      join(app, "package.json"),
      JSON.stringify(
        // fast-check as the READMEs say to install it (the arbitraries' optional peer dependency).
        { name: "consumer-app", private: true, type: "module", dependencies: { ...Object.fromEntries(tarballOf), "fast-check": "^3.23.2" } },
        null,
        2
      )
    )
    // The template as a user copies it: its own package.json, the @leadflow/* names pointed at the tarballs.
    await cp(join(root, template), acme, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) })
    // Until the packages are on a registry, @leadflow/types (core's dependency) comes as a tarball too.
    const manifest = await readJson(join(acme, "package.json"))
    const devDependencies: Record<string, string> = { ...(manifest["devDependencies"] as Record<string, string>), "@leadflow/types": "0.1.0" }
    for (const name of Object.keys(devDependencies)) devDependencies[name] = tarballOf.get(name) ?? devDependencies[name] ?? ""
    manifest["devDependencies"] = devDependencies
    await writeFile(join(acme, "package.json"), JSON.stringify(manifest, null, 2))
    await Promise.all([installInto(app), installInto(acme)])
    await reuseBetterSqlite(app)
  })
  if (failures.length > 0) return finish(work)

  const skipped: Array<CodeBlock> = []
  await stage("type-check and run the README and docs examples", async () => {
    const blocks: Array<CodeBlock> = []
    for (const file of await markdownFiles()) blocks.push(...extractBlocks(await readFile(join(root, file), "utf8"), file))
    // The example projects' modules, for the blocks that show or use them: next to the examples
    // (`./values.js`, `./leadDesk.js`) and in the app's src/ (`../src/index.js`, as a template test has it).
    for (const dir of exampleSources) {
      const modules = (await readdir(join(root, dir))).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      for (const target of dir === `${template}/src` ? [join(app, "examples"), join(app, "src")] : [join(app, "examples")]) {
        await mkdir(target, { recursive: true })
        for (const file of modules) await cp(join(root, dir, file), join(target, file))
      }
    }
    // The client's examples talk to a server: one runs for the whole stage.
    const served = await serve(app, work, "examples.db")
    const outcomes = await checkExamples(join(app, "examples"), blocks, {
      timeoutMs: 60_000,
      typeRoots: workspaceTypeRoots,
      env: { LEADFLOW_URL: served.url, LEADFLOW_API_KEY: served.key }
    }).finally(served.stop)
    const verdict = judge(outcomes)
    skipped.push(...verdict.skipped)
    if (verdict.failed.length > 0)
      throw new Error(
        verdict.failed.map((f) => `${f.block.file}:${f.block.line} ${tail(f.why, 15)}`).join("\n\n") +
          `\n(${verdict.failed.length} of ${blocks.length} examples failed)`
      )
    console.log(`     ${verdict.passed.length} examples ran, ${verdict.skipped.length} marked not-run`)
  })
  for (const block of skipped) console.log(`     not run: ${block.file}:${block.line} (${block.notRun})`)

  await stage("integration template: build and test against the tarballs", async () => {
    mustSucceed("npm run build", await npm(["run", "build", "--silent"], acme))
    const tests = mustSucceed("npm test", await npm(["test", "--silent"], acme, 180_000))
    const summary = /Tests\s+(.*)/.exec(tests)?.[1]
    if (summary !== undefined) console.log(`     template tests: ${summary.trim()}`)
  })

  await stage("leadflow serve from the installed bin, GET /status", () => serveAndAskStatus(app, work))
  return finish(work)
}

const finish = async (work: string): Promise<void> => {
  if (process.env["KEEP"] === "1") console.log(`kept ${work}`)
  else await rm(work, { recursive: true, force: true })
  if (failures.length > 0) {
    console.log(`consumer check failed in ${seconds(started)}: ${failures.length} stage(s)`)
    process.exitCode = 1
  } else console.log(`consumer check ok in ${seconds(started)}`)
}

await main()
