import { existsSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

/**
 * A plugin given as a folder (`LEADFLOW_PLUGINS=/path/to/plugin` or its `file:` URL): ESM cannot
 * import a directory, so the folder is resolved through its `package.json` as Node resolves a
 * package: `exports` (its `.` entry, under the `import`, `node` or `default` condition), else
 * `main`, else `index.js`.
 */

const conditions = ["import", "node", "default", "require"] as const

/** The file an `exports` value names, if any (a string, conditions, or a list of fallbacks). */
const exportTarget = (value: unknown): string | undefined => {
  if (typeof value === "string") return value
  if (Array.isArray(value)) {
    for (const item of value) {
      const target = exportTarget(item)
      if (target !== undefined) return target
    }
    return undefined
  }
  if (value === null || typeof value !== "object") return undefined
  const record = value as Record<string, unknown>
  if (Object.keys(record).some((key) => key.startsWith("."))) return exportTarget(record["."])
  for (const condition of conditions) {
    const target = exportTarget(record[condition])
    if (target !== undefined) return target
  }
  return undefined
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile()

/** `main` as Node completes it: the file, then with `.js`, then its folder's `index.js`. */
const mainFile = (dir: string, main: string): string | undefined =>
  [join(dir, main), join(dir, `${main}.js`), join(dir, main, "index.js")].find(isFile)

/** The entry file of a plugin folder, or a message saying why there is none. */
export const folderEntry = (dir: string): { readonly file: string } | { readonly problem: string } => {
  const manifestPath = join(dir, "package.json")
  let manifest: Record<string, unknown> = {}
  if (isFile(manifestPath)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(manifestPath, "utf8"))
      if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) manifest = parsed as Record<string, unknown>
    } catch (error) {
      return { problem: `its package.json does not parse (${error instanceof Error ? error.message : String(error)})` }
    }
  }
  if (manifest["exports"] !== undefined) {
    const target = exportTarget(manifest["exports"])
    if (target === undefined) return { problem: "its package.json exports no entry for . (import, node or default)" }
    return { file: resolve(dir, target) }
  }
  if (typeof manifest["main"] === "string") {
    const file = mainFile(dir, manifest["main"])
    return file === undefined ? { problem: `its package.json main ${JSON.stringify(manifest["main"])} names no file` } : { file }
  }
  const index = join(dir, "index.js")
  return isFile(index) ? { file: index } : { problem: "it is a folder without a package.json exports or main, nor an index.js" }
}

/** Whether a path names a folder. */
export const isFolder = (path: string): boolean => existsSync(path) && statSync(path).isDirectory()
