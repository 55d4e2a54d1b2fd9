import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"

/**
 * Whether the workspace packages' `dist/` is current: each package's build output newer than
 * every TypeScript source of its `src/` (tests aside). tsc and Vite rewrite their outputs on every
 * build, so `dist/index.js` (or the console's `dist/index.html`) newer than every source means the
 * last build saw them all: so it is on a fresh clone after `npm install` (the root `prepare`).
 * Used by the consumers check (build only when stale) and the CLI tests (run the built bin).
 */

/** Newest modification time of the TypeScript sources (tests aside) under a directory. */
const newestSource = (dir: string): number => {
  let newest = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  return newest
}

/** When the package was last built: its entry's modification time, 0 when it was never built. */
const builtAt = (packageDir: string): number => {
  const entry = ["dist/index.js", "dist/index.html"].map((file) => join(packageDir, file)).find((file) => existsSync(file))
  return entry === undefined ? 0 : statSync(entry).mtimeMs
}

/** Every package (an absolute folder holding `src/` and `dist/`) built after its last source edit. */
export const distIsCurrent = (packageDirs: ReadonlyArray<string>): boolean =>
  packageDirs.every((dir) => builtAt(dir) >= newestSource(join(dir, "src")))
