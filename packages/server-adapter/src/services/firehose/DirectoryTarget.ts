import { Config, Data, Effect, Option } from "effect"
import { randomBytes } from "node:crypto"
import { rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { accountDirectory, errnoOf, relativePathProblem } from "../../files/AccountDirectory.js"

/**
 * The built-in firehose target: a directory on the server. An API client must not write
 * wherever the server process may, nor where another account does, so targets live under one
 * root the operator names (`LEADFLOW_FIREHOSE_DIR`), in the account's own folder
 * `<root>/<account id>/`; without the root, directory targets are refused (a flow enabling one
 * is refused when saved). A target's path and
 * prefix are relative to the account's folder and may not leave it (symbolic links included).
 */

export class TargetProblem extends Data.TaggedError("TargetProblem")<{
  /** Which input is at fault (`path` or `prefix`), for the 422's `errors`. */
  readonly field: "path" | "prefix"
  readonly message: string
}> {}

export const firehoseRootConfig = Config.option(Config.string("LEADFLOW_FIREHOSE_DIR"))

export const rootUnsetMessage = "directory targets need LEADFLOW_FIREHOSE_DIR set on the server"

/** The operator's root directory, or undefined when unset, blank or unreadable (directory targets are off). */
export const firehoseRootIfSet: Effect.Effect<string | undefined> = Effect.map(
  Effect.orElseSucceed(firehoseRootConfig, () => Option.none<string>()),
  (root) => Option.getOrUndefined(Option.filter(root, (r) => r.trim() !== ""))
)

/** The operator's root directory, or a problem saying directory targets are off. */
export const firehoseRoot = Effect.flatMap(firehoseRootConfig, (root) =>
  Option.match(Option.filter(root, (r) => r.trim() !== ""), {
    onNone: () => Effect.fail(new TargetProblem({ field: "path", message: rootUnsetMessage })),
    onSome: (r) => Effect.succeed(r)
  })
).pipe(Effect.catchTag("ConfigError", () => Effect.fail(new TargetProblem({ field: "path", message: "LEADFLOW_FIREHOSE_DIR is unreadable" }))))

/** A prefix as S3 keys take it (slashes at either end are dropped), refused when it would climb. */
const cleanPrefix = (prefix: string | undefined): Effect.Effect<string, TargetProblem> => {
  const cleaned = (prefix ?? "").replace(/^\/+|\/+$/g, "")
  const problem = cleaned === "" ? undefined : relativePathProblem(cleaned)
  return problem === undefined ? Effect.succeed(cleaned) : Effect.fail(new TargetProblem({ field: "prefix", message: problem }))
}

/**
 * The existing or new, writable directory `<root>/<accountId>/<path>/<prefix>/<more>` (its real
 * path). `more` is the server's own (a lead id), checked by the caller.
 */
export const targetDirectory = (
  root: string,
  accountId: string,
  path: string,
  prefix: string | undefined,
  more = ""
): Effect.Effect<string, TargetProblem> =>
  Effect.gen(function* () {
    const problem = relativePathProblem(path)
    if (problem !== undefined) return yield* Effect.fail(new TargetProblem({ field: "path", message: problem }))
    const cleaned = yield* cleanPrefix(prefix)
    return yield* accountDirectory(root, accountId, join(path, cleaned, more)).pipe(
      Effect.mapError((failure) => new TargetProblem({ field: "path", message: failure.message }))
    )
  })

/**
 * Write `text` to `dir/name` (a `targetDirectory`); `fresh` refuses an existing file. Otherwise
 * the text goes to a temporary name first and is renamed over `name`: a reader (or an export run
 * again after a crash) sees the whole file or none, never a half-written one.
 */
export const writeInto = (dir: string, name: string, text: string, fresh = false): Effect.Effect<string, TargetProblem> =>
  Effect.tryPromise({
    try: async () => {
      const file = join(dir, name)
      if (fresh) {
        await writeFile(file, text, { flag: "wx" })
        return file
      }
      const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`)
      try {
        await writeFile(temporary, text, { flag: "wx" })
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
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
