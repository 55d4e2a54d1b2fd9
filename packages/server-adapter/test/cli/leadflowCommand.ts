import { readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

/**
 * How the CLI tests run `leadflow`: Node's arguments before the command's own.
 *
 * The built bin (`dist/cli/main.js`, what `npm install` builds and a user runs) when every
 * workspace package's dist/ is newer than its sources, as on a fresh clone after `npm install`
 * (CI). Otherwise the sources through tsx, so a test never runs code older than what was edited.
 * A process from the sources compiles them as it loads: about 5–8 s to start here against 3 s
 * for the bin, and these tests start dozens of processes. `LEADFLOW_TEST_CLI=source` forces the
 * sources.
 */
const packages = resolve(import.meta.dirname, "../../..")
const builtPackages = ["types", "core", "api", "integrations", "server-adapter"]

/** Newest modification time of the TypeScript sources (tests aside) under a directory. */
const newestSource = (dir: string): number => {
  let newest = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  return newest
}

const builtAt = (pkg: string): number => {
  try {
    return statSync(join(packages, pkg, "dist/index.js")).mtimeMs
  } catch {
    return 0
  }
}

/** tsc rewrites every output on a build, so dist/index.js newer than every source means dist/ is current. */
const distIsCurrent = (): boolean => builtPackages.every((pkg) => builtAt(pkg) >= newestSource(join(packages, pkg, "src")))

export const runsBuiltBin: boolean = process.env["LEADFLOW_TEST_CLI"] !== "source" && distIsCurrent()

export const leadflowArgs: ReadonlyArray<string> = runsBuiltBin
  ? [join(packages, "server-adapter/dist/cli/main.js")]
  : ["--conditions=source", "--import", "tsx", join(packages, "server-adapter/src/cli/main.ts")]
