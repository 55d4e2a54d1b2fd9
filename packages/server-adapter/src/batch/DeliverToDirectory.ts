import type { StoreError } from "@leadflow/core"
import { Effect, Stream } from "effect"
import { open, rename, rm } from "node:fs/promises"
import { join } from "node:path"
import { accountDirectory, errnoOf, pathInAccount, relativePathProblem } from "../files/AccountDirectory.js"

/**
 * Directory delivery: the file goes to `<LEADFLOW_BATCH_DIRECTORY_ROOT>/<account id>/<path>/<name>`,
 * streamed to `<name>.partial` and renamed into place when complete, so a reader watching the
 * directory never sees half a file. Without the root, directory delivery is off: a batch that
 * asks for it is refused on save, and a stored one's files fail delivery, never writing elsewhere.
 * The batch's path is relative to the account's folder and may not leave it (symbolic links
 * included), so accounts never write into each other's files.
 */

export const rootUnsetMessage = "directory delivery needs LEADFLOW_BATCH_DIRECTORY_ROOT set on the server"

export const directoryRoot = (): string | undefined => {
  const root = process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]
  return root === undefined || root.trim() === "" ? undefined : root
}

/** The 422 `errors` of a directory delivery a batch is saved with (empty when it may be). */
export const directoryDeliveryErrors = (path: string, root: string | undefined): Record<string, Array<string>> => {
  if (root === undefined) return { "delivery.method": [rootUnsetMessage] }
  const problem = relativePathProblem(path)
  return problem === undefined ? {} : { "delivery.path": [problem] }
}

/** Why a delivery did not happen: `failure` when it is not allowed, `error` when writing failed. */
export interface DirectoryFailure {
  readonly outcome: "failure" | "error"
  readonly reason: string
}

/** Write the content; on success, where it is within the account's folder (`<path>/<name>`). */
export const deliverToDirectory = (
  accountId: string,
  path: string,
  name: string,
  content: Stream.Stream<Uint8Array, StoreError>
): Effect.Effect<string, DirectoryFailure> => {
  const root = directoryRoot()
  if (root === undefined) return Effect.fail({ outcome: "failure", reason: rootUnsetMessage })
  return Effect.gen(function* () {
    const directory = yield* accountDirectory(root, accountId, path).pipe(
      Effect.mapError((problem): DirectoryFailure => ({
        outcome: problem.kind === "refused" ? "failure" : "error",
        reason: `path ${JSON.stringify(path)}: ${problem.message}`
      }))
    )
    const target = join(directory, name)
    const partial = `${target}.partial`
    const write = Effect.acquireUseRelease(
      Effect.tryPromise(() => open(partial, "w")),
      (handle) =>
        Stream.runForEach(content, (bytes) => Effect.tryPromise(() => handle.write(bytes))).pipe(
          Effect.zipRight(Effect.tryPromise(() => handle.sync()))
        ),
      (handle) => Effect.promise(() => handle.close())
    )
    return yield* write.pipe(
      Effect.zipRight(Effect.tryPromise(() => rename(partial, target))),
      Effect.zipRight(pathInAccount(root, accountId, target)),
      Effect.tapError(() => Effect.promise(() => rm(partial, { force: true }))),
      Effect.mapError(
        (error): DirectoryFailure => ({
          outcome: "error",
          reason:
            error._tag === "StoreError"
              ? "the file could not be read from storage"
              : `could not write the file (${errnoOf(error.error) ?? "failed"})`
        })
      )
    )
  })
}
