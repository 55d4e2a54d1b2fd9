import * as nodeModule from "node:module"
import { realpathSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

/**
 * A plugin loaded by path (`LEADFLOW_PLUGINS=/path/to/leadflow-acme`) shares the server's copies
 * of its peer dependencies, `effect` and `@leadflow/*`, as an installed one does (npm puts one
 * copy of a peer next to the server). Node resolves an ES module's bare imports from its own
 * file, so a folder outside the server's `node_modules` would otherwise need its own copies (two
 * copies of `effect` in one process), or fail with "Cannot find package '@leadflow/integrations'".
 *
 * A resolve hook redirects those imports, made by a module inside the plugin's folder, to where
 * the server resolves them: from `@leadflow/integrations` itself, then from the application (the
 * working directory), even when the folder has copies of its own (a developer's, for building and
 * testing). A peer the server has not got resolves from the plugin's folder as usual; every other
 * import is left alone. Before Node 22.15 the hook sees ES module imports only: there, a CommonJS
 * plugin loaded by path needs its dependencies installed in its folder.
 */

/** Bare specifiers the server provides to plugins: `effect`, `@leadflow/<name>`, and their subpaths. */
export const peerSpecifier = /^(?:effect|@leadflow\/[^/]+)(?:\/.*)?$/

/** What a resolve hook is told of an import: the importing module's URL, among others. */
export interface ResolveContext {
  readonly parentURL?: string | undefined
  readonly [key: string]: unknown
}

/** The next resolver in Node's chain (synchronous form). */
export type NextResolve<R> = (specifier: string, context: ResolveContext) => R

const notFound = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code
  return code === "ERR_MODULE_NOT_FOUND" || code === "ERR_PACKAGE_PATH_NOT_EXPORTED"
}

/**
 * The resolve hook (synchronous form, for `module.registerHooks`): a peer imported by a module
 * under one of `roots` (folder URLs ending in "/") resolves as imported from each of `bases` in
 * turn, else as usual.
 */
export const resolvePeers =
  (roots: ReadonlySet<string>, bases: ReadonlyArray<string>) =>
  <R>(specifier: string, context: ResolveContext, next: NextResolve<R>): R => {
    const parent = context.parentURL
    if (typeof parent === "string" && peerSpecifier.test(specifier) && [...roots].some((root) => parent.startsWith(root))) {
      for (const parentURL of bases) {
        try {
          return next(specifier, { ...context, parentURL })
        } catch (error) {
          if (!notFound(error)) throw error
        }
      }
    }
    return next(specifier, context)
  }

// The same hook for `module.register` (Node before 22.15), which runs hooks on a thread of their
// own, from a module: one per folder, its data in its source, so each registration is a module of
// its own (Node would reuse one module registered twice by the same URL).
const asyncHookSource = (root: string, bases: ReadonlyArray<string>): string => `
const root = ${JSON.stringify(root)}
const bases = ${JSON.stringify(bases)}
const peer = ${peerSpecifier.toString()}
const notFound = (error) => error?.code === "ERR_MODULE_NOT_FOUND" || error?.code === "ERR_PACKAGE_PATH_NOT_EXPORTED"
export async function resolve(specifier, context, next) {
  if (typeof context.parentURL === "string" && context.parentURL.startsWith(root) && peer.test(specifier)) {
    for (const parentURL of bases) {
      try {
        return await next(specifier, { ...context, parentURL })
      } catch (error) {
        if (!notFound(error)) throw error
      }
    }
  }
  return next(specifier, context)
}
`

/** Where the server resolves a peer from: this package (its own copy of effect), then the application. */
const serverBases = (): ReadonlyArray<string> => [import.meta.url, pathToFileURL(join(process.cwd(), "package.json")).href]

/** Folders (as URLs ending in "/") whose modules resolve their peers from the server. */
const roots = new Set<string>()
let syncHookRegistered = false

interface NodeModuleHooks {
  readonly registerHooks?: (hooks: { readonly resolve: ReturnType<typeof resolvePeers> }) => unknown
  readonly register?: (specifier: string) => void
}

/**
 * Make the modules under `folder` (a plugin's folder) import `effect` and `@leadflow/*` from the
 * server: through `module.registerHooks` where Node has it (22.15 and later; it covers `require`
 * too), else `module.register` (20.6 and later; ES modules only). Once per folder; a no-op where
 * Node has neither, or the folder does not exist.
 */
export const sharePeersWith = (folder: string): void => {
  let real: string
  try {
    real = realpathSync(folder)
  } catch {
    return
  }
  // Node names modules by their real path (symlinks resolved), as URLs.
  const root = `${pathToFileURL(real).href.replace(/\/$/, "")}/`
  if (roots.has(root)) return
  const hooks = nodeModule as NodeModuleHooks
  if (typeof hooks.registerHooks === "function") {
    roots.add(root)
    if (!syncHookRegistered) hooks.registerHooks({ resolve: resolvePeers(roots, serverBases()) })
    syncHookRegistered = true
  } else if (typeof hooks.register === "function") {
    roots.add(root)
    hooks.register(`data:text/javascript,${encodeURIComponent(asyncHookSource(root, serverBases()))}`)
  }
}
