/**
 * Third-party integration packages, loaded by npm name from configuration (`LEADFLOW_PLUGINS`).
 * A path or `file:` URL may name the module or the package's folder (resolved through its
 * `package.json`, see `PluginFolder`). A package's module exports its `IntegrationPackage` as the default export or as
 * `integrationPackage`. A name that cannot be imported, or a module that exports no package, stops
 * startup with a clear error rather than failing leads later: a plugin that was found but imports
 * something that is not installed is told apart from a plugin that is not there, and named with
 * what it lacks. A plugin loaded by path imports `effect` and `@leadflow/*` from the server
 * (`PluginPeers`), so its folder needs no node_modules for them.
 */
import { createRequire } from "node:module"
import { dirname, isAbsolute, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { Data, Effect } from "effect"
import type { IntegrationPackage } from "../Contract.js"
import { folderEntry, isFolder } from "./PluginFolder.js"
import { sharePeersWith } from "./PluginPeers.js"

export class PluginLoadError extends Data.TaggedError("PluginLoadError")<{
  /** The name as configured. */
  readonly plugin: string
  readonly reason: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `integration package ${this.plugin} could not be loaded: ${this.reason}`
  }
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code

const isPackageShaped = (value: unknown): value is IntegrationPackage =>
  value !== null && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" &&
  Array.isArray((value as { integrations?: unknown }).integrations)

/** The package a module exports (CommonJS modules arrive with their exports under `default`). */
const exportedPackage = (module: Record<string, unknown>): IntegrationPackage | undefined => {
  for (const candidate of [module["default"], module["integrationPackage"]]) {
    if (isPackageShaped(candidate)) return candidate
    if (candidate !== null && typeof candidate === "object") {
      const inner = candidate as Record<string, unknown>
      if (isPackageShaped(inner["default"])) return inner["default"]
      if (isPackageShaped(inner["integrationPackage"])) return inner["integrationPackage"]
    }
  }
  return undefined
}

const isPath = (name: string): boolean => name.startsWith(".") || isAbsolute(name)

/** One way to import a configured name, and the names a "not found" for the plugin itself gives. */
interface Attempt {
  /** The import specifier (may throw when there is none: a folder without an entry, a name npm cannot resolve). */
  readonly specifier: () => string
  /** A "Cannot find …" naming one of these is the plugin itself missing, not something it imports. */
  readonly itself: ReadonlyArray<string>
}

/**
 * The specifiers to try for a configured name: a file URL as it is; a path from the working
 * directory; an npm name as this package resolves it, then as the application (the working
 * directory) does, where plugins are usually installed.
 */
const attempts = (name: string): ReadonlyArray<Attempt> => {
  if (name.startsWith("file:") || isPath(name)) {
    const path = name.startsWith("file:") ? fileURLToPath(name) : resolve(name)
    return [{ specifier: () => pathSpecifier(path), itself: [path] }]
  }
  // "Cannot find package 'leadflow-acme'" for "leadflow-acme/sub" too.
  const packageName = name.split("/").slice(0, name.startsWith("@") ? 2 : 1).join("/")
  const itself = [name, packageName]
  return [
    { specifier: () => name, itself },
    { specifier: () => pathToFileURL(createRequire(join(process.cwd(), "package.json")).resolve(name)).href, itself }
  ]
}

/**
 * A path as an import specifier: a folder by its package's entry file (ESM imports no folder).
 * Its modules import `effect` and `@leadflow/*` from the server (`PluginPeers`).
 */
const pathSpecifier = (path: string): string => {
  if (!isFolder(path)) {
    sharePeersWith(dirname(path))
    return pathToFileURL(path).href
  }
  const entry = folderEntry(path)
  if ("problem" in entry) throw new PluginFolderError(entry.problem)
  sharePeersWith(path)
  return pathToFileURL(entry.file).href
}

/** A plugin folder that names no entry file. */
class PluginFolderError extends Error {}

const notFound = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || code === "ERR_PACKAGE_PATH_NOT_EXPORTED"
}

/** What a "not found" error says is missing (Node's ESM and CommonJS messages): a package name or a file. */
const missingOf = (error: unknown): string | undefined =>
  /Cannot find (?:package|module) '([^']+)'/.exec(error instanceof Error ? error.message : "")?.[1]

/** A "not found" for something the plugin imports (it was found itself), as opposed to the plugin. */
class MissingDependency extends Error {
  constructor(
    readonly missing: string,
    override readonly cause: unknown
  ) {
    super(`${missing} not found`)
  }
}

/** A module or package name as it appears in a Node message, compared with a path or name. */
const sameName = (missing: string, name: string): boolean =>
  missing === name || (isAbsolute(missing) && isAbsolute(name) && resolve(missing) === resolve(name))

const importFirst = async (name: string): Promise<Record<string, unknown>> => {
  let firstError: unknown
  for (const attempt of attempts(name)) {
    try {
      return (await import(attempt.specifier())) as Record<string, unknown>
    } catch (error) {
      if (!notFound(error)) throw error
      const missing = missingOf(error)
      // The plugin was found: what it imports was not. No other way to import it will help.
      if (missing !== undefined && !attempt.itself.some((itself) => sameName(missing, itself)))
        throw new MissingDependency(missing, error)
      firstError ??= error
    }
  }
  throw firstError
}

/**
 * What to tell an operator whose plugin imports something that cannot be found: what is missing,
 * what to do, then Node's words (which name the importing file).
 */
const missingReason = (name: string, error: MissingDependency): string => {
  const node = (error.cause instanceof Error ? error.cause.message : String(error.cause)).split("\n")[0]?.trim() ?? ""
  if (isAbsolute(error.missing)) return `its module ${error.missing} is missing (is the plugin built completely?): ${node}`
  const todo =
    name.startsWith("file:") || isPath(name)
      ? "run npm install in the plugin's folder"
      : "reinstall the plugin where the application runs"
  return `its dependency ${error.missing} is not installed (${todo}): ${node}`
}

/** Import one configured package. */
export const loadPlugin = (name: string): Effect.Effect<IntegrationPackage, PluginLoadError> =>
  Effect.tryPromise({
    try: () => importFirst(name),
    catch: (error) =>
      new PluginLoadError({
        plugin: name,
        reason: error instanceof MissingDependency
          ? missingReason(name, error)
          : notFound(error)
            ? name.startsWith("file:") || isPath(name)
              ? "not found (no such file or folder)"
              : "not found (is it installed where the application runs?)"
            : error instanceof Error
              ? error.message
              : String(error),
        cause: error instanceof MissingDependency ? error.cause : error
      })
  }).pipe(
    Effect.flatMap((module) => {
      const pkg = exportedPackage(module)
      return pkg === undefined
        ? Effect.fail(
            new PluginLoadError({ plugin: name, reason: "it exports no integration package (default export or integrationPackage)" })
          )
        : Effect.succeed(pkg)
    })
  )

/** Import every configured package, in order; the first failure stops startup. */
export const loadPlugins = (names: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<IntegrationPackage>, PluginLoadError> =>
  Effect.forEach(names, loadPlugin)
