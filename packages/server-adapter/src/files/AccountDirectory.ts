import { Data, Effect } from "effect"
import { constants } from "node:fs"
import { access, mkdir, realpath, stat } from "node:fs/promises"
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path"

/**
 * The directories the server writes into for an account (batch files, firehose exports). The
 * operator names one root per feature; an account writes only beneath `<root>/<account id>`, so
 * accounts never see or overwrite each other's files and no client picks a place of its own. A
 * client's path is relative to the account's directory: absolute paths, `..` segments and NUL
 * bytes are refused as written, and symbolic links are followed and refused when the real path
 * leaves the account's directory.
 */

export class DirectoryProblem extends Data.TaggedError("DirectoryProblem")<{
  /** `refused`: the path is not allowed (a client's mistake); `unusable`: it is, but cannot be written. */
  readonly kind: "refused" | "unusable"
  readonly message: string
}> {}

export const outsideMessage = "must stay inside the account's directory"

const maxSegmentBytes = 255
const maxPathBytes = 1024

/** Why a client's relative path is refused as written, or undefined. */
export const relativePathProblem = (path: string): string | undefined => {
  if (path.includes("\0")) return "must not contain NUL bytes"
  // Backslashes and drive letters too: the same path must mean the same place on every platform.
  if (isAbsolute(path) || /^[\\/]/.test(path) || /^[A-Za-z]:/.test(path))
    return "must be a relative path (it is placed under the account's directory)"
  const segments = path.split(/[\\/]+/)
  if (segments.includes("..")) return "must not contain '..' segments"
  // What file systems take (NAME_MAX, and well under PATH_MAX with the root and account before
  // it): longer would be accepted here and fail at every write.
  if (segments.some((segment) => Buffer.byteLength(segment) > maxSegmentBytes))
    return `has a part longer than ${maxSegmentBytes} bytes between slashes, more than a file name can be`
  if (Buffer.byteLength(path) > maxPathBytes) return `is longer than ${maxPathBytes} bytes`
  return undefined
}

// Account ids become a path segment: only plain id characters may.
const safeSegment = /^[A-Za-z0-9_-]{1,64}$/

const inside = (dir: string, candidate: string): boolean => {
  const rel = relative(dir, candidate)
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel))
}

export const errnoOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined

const refused = (message: string) => new DirectoryProblem({ kind: "refused", message })
const unusable = (message: string) => new DirectoryProblem({ kind: "unusable", message })

/** The real path of the deepest existing directory on the way to `path` (at least `stop`). */
const deepestExisting = async (path: string, stop: string): Promise<string> => {
  for (let candidate = path; ; candidate = dirname(candidate)) {
    try {
      return await realpath(candidate)
    } catch (error) {
      if (errnoOf(error) !== "ENOENT" || candidate === stop) throw error
    }
  }
}

/**
 * Where `real` (a directory `accountDirectory` answered, or a file in it) lies within the
 * account's folder, as a client is shown it: never the server's own layout (the root's path).
 */
export const pathInAccount = (root: string, accountId: string, real: string): Effect.Effect<string> =>
  Effect.promise(() =>
    realpath(root).then(
      (realRoot) => relative(join(realRoot, accountId), real),
      () => basename(real)
    )
  )

/**
 * The real path of `<root>/<accountId>/<path>`, created as needed and checked writable. Fails
 * when the path is refused as written, when it (or a link on the way) leads outside the account's
 * directory, or when it cannot be used.
 */
export const accountDirectory = (root: string, accountId: string, path: string): Effect.Effect<string, DirectoryProblem> =>
  Effect.tryPromise({
    try: async () => {
      const problem = relativePathProblem(path)
      if (problem !== undefined) throw refused(problem)
      if (!safeSegment.test(accountId)) throw refused(`unsafe account id ${JSON.stringify(accountId)}`)
      const home = join(await realpath(root), accountId)
      await mkdir(home).catch((error: unknown) => {
        if (errnoOf(error) !== "EEXIST") throw error
      })
      const wanted = resolve(home, path)
      if (!inside(home, wanted)) throw refused(outsideMessage)
      // Before creating anything: a link on the way must not lead out (nor the account's directory be one).
      if (!inside(home, await deepestExisting(wanted, home))) throw refused(outsideMessage)
      await mkdir(wanted, { recursive: true })
      const real = await realpath(wanted)
      if (!inside(home, real)) throw refused(outsideMessage)
      if (!(await stat(real)).isDirectory()) throw unusable("is not a directory")
      await access(real, constants.W_OK)
      return real
    },
    catch: (error) => {
      if (error instanceof DirectoryProblem) return error
      const code = errnoOf(error)
      if (code === "EACCES" || code === "EPERM" || code === "EROFS") return unusable("directory is not writable")
      if (code === "ENOTDIR" || code === "EEXIST") return unusable("is not a directory")
      if (code === "ENOENT") return unusable("the server's root directory does not exist")
      return unusable(`directory cannot be used (${code ?? "unknown error"})`)
    }
  })
