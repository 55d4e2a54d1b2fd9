/**
 * Third-party integration packages, loaded by npm name from configuration (`LEADFLOW_PLUGINS`).
 * A path or `file:` URL may name the module or the package's folder (resolved through its
 * `package.json`, see `PluginFolder`). A package's module exports its `IntegrationPackage` as the default export or as
 * `integrationPackage`. A name that cannot be imported, or a module that exports no package, stops
 * startup with a clear error rather than failing leads later.
 */
import { createRequire } from "node:module"
import { isAbsolute, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { Data, Effect } from "effect"
import type { IntegrationPackage } from "../Contract.js"
import { folderEntry, isFolder } from "./PluginFolder.js"

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

/**
 * The specifiers to try for a configured name: a file URL as it is; a path from the working
 * directory; an npm name as this package resolves it, then as the application (the working
 * directory) does, where plugins are usually installed.
 */
const specifiers = (name: string): ReadonlyArray<() => string> => {
  if (name.startsWith("file:")) return [() => fileSpecifier(fileURLToPath(name))]
  if (isPath(name)) return [() => fileSpecifier(resolve(name))]
  return [() => name, () => pathToFileURL(createRequire(join(process.cwd(), "package.json")).resolve(name)).href]
}

/** A path as an import specifier: a folder by its package's entry file (ESM imports no folder). */
const fileSpecifier = (path: string): string => {
  if (!isFolder(path)) return pathToFileURL(path).href
  const entry = folderEntry(path)
  if ("problem" in entry) throw new PluginFolderError(entry.problem)
  return pathToFileURL(entry.file).href
}

/** A plugin folder that names no entry file. */
class PluginFolderError extends Error {}

const notFound = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || code === "ERR_PACKAGE_PATH_NOT_EXPORTED"
}

const importFirst = async (name: string): Promise<Record<string, unknown>> => {
  let firstError: unknown
  for (const specifier of specifiers(name)) {
    try {
      return (await import(specifier())) as Record<string, unknown>
    } catch (error) {
      firstError ??= error
      if (!notFound(error)) throw error
    }
  }
  throw firstError
}

/** Import one configured package. */
export const loadPlugin = (name: string): Effect.Effect<IntegrationPackage, PluginLoadError> =>
  Effect.tryPromise({
    try: () => importFirst(name),
    catch: (error) =>
      new PluginLoadError({
        plugin: name,
        reason: notFound(error)
          ? "not found (is it installed where the application runs?)"
          : error instanceof Error
            ? error.message
            : String(error),
        cause: error
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
