import { Config, Data, Effect, Option } from "effect"
import { constants } from "node:fs"
import { access, mkdir, realpath, stat, writeFile } from "node:fs/promises"
import { isAbsolute, join, relative, resolve } from "node:path"

/**
 * The built-in firehose target: a directory on the server. An API client must not write
 * wherever the server process may, so targets live under one root the operator names
 * (`LEADFLOW_FIREHOSE_DIR`); without it directory targets are refused. A target's path is read
 * relative to the root, and neither it (symbolic links included) nor a prefix may leave it.
 */

export class TargetProblem extends Data.TaggedError("TargetProblem")<{
  /** Which input is at fault (`path` or `prefix`), for the 422's `errors`. */
  readonly field: "path" | "prefix"
  readonly message: string
}> {}

export const firehoseRootConfig = Config.option(Config.string("LEADFLOW_FIREHOSE_DIR"))

/** The operator's root directory, or a problem saying directory targets are off. */
export const firehoseRoot = Effect.flatMap(firehoseRootConfig, (root) =>
  Option.match(Option.filter(root, (r) => r.trim() !== ""), {
    onNone: () =>
      Effect.fail(
        new TargetProblem({ field: "path", message: "directory targets are disabled on this server (set LEADFLOW_FIREHOSE_DIR)" })
      ),
    onSome: (r) => Effect.succeed(r)
  })
).pipe(Effect.catchTag("ConfigError", () => Effect.fail(new TargetProblem({ field: "path", message: "LEADFLOW_FIREHOSE_DIR is unreadable" }))))

const inside = (root: string, candidate: string): boolean => {
  const rel = relative(root, candidate)
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel))
}

const errnoOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined

/** The existing, writable directory `path` names under `root` (its real path). */
export const resolveDirectory = (root: string, path: string): Effect.Effect<string, TargetProblem> =>
  Effect.tryPromise({
    try: async () => {
      const realRoot = await realpath(root)
      const wanted = resolve(realRoot, path)
      if (!inside(realRoot, wanted)) throw new TargetProblem({ field: "path", message: "must be inside the server's firehose directory" })
      const real = await realpath(wanted)
      if (!inside(realRoot, real)) throw new TargetProblem({ field: "path", message: "must be inside the server's firehose directory" })
      if (!(await stat(real)).isDirectory()) throw new TargetProblem({ field: "path", message: "is not a directory" })
      await access(real, constants.W_OK)
      return real
    },
    catch: (error) => {
      if (error instanceof TargetProblem) return error
      const code = errnoOf(error)
      if (code === "ENOENT") return new TargetProblem({ field: "path", message: "directory does not exist" })
      if (code === "EACCES" || code === "EPERM" || code === "EROFS")
        return new TargetProblem({ field: "path", message: "directory is not writable" })
      return new TargetProblem({ field: "path", message: `directory cannot be used (${code ?? "unknown error"})` })
    }
  })

/** `dir/prefix`, refusing a prefix that climbs out of `dir`. */
export const underPrefix = (dir: string, prefix: string | undefined): Effect.Effect<string, TargetProblem> => {
  const cleaned = (prefix ?? "").replace(/^\/+|\/+$/g, "")
  const target = cleaned === "" ? dir : resolve(dir, cleaned)
  return inside(dir, target)
    ? Effect.succeed(target)
    : Effect.fail(new TargetProblem({ field: "prefix", message: "must not leave the directory" }))
}

/** Write `text` to `dir/name`, creating `dir` (a prefix) as needed; `fresh` refuses an existing file. */
export const writeInto = (dir: string, name: string, text: string, fresh = false): Effect.Effect<string, TargetProblem> =>
  Effect.tryPromise({
    try: async () => {
      await mkdir(dir, { recursive: true })
      const file = join(dir, name)
      await writeFile(file, text, { flag: fresh ? "wx" : "w" })
      return file
    },
    catch: (error) => {
      const code = errnoOf(error)
      return new TargetProblem({
        field: "path",
        message: code === "EACCES" || code === "EPERM" || code === "EROFS" ? "directory is not writable" : `could not write (${code ?? "unknown error"})`
      })
    }
  })
