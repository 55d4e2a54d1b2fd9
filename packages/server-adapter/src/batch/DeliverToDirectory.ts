import type { StoreError } from "@leadflow/core"
import { Effect, Stream } from "effect"
import { mkdir, open, rename, rm } from "node:fs/promises"
import { isAbsolute, join, relative, resolve } from "node:path"

/**
 * Directory delivery: the file is streamed to `<path>/<name>.partial` and renamed into place when
 * complete, so a reader watching the directory never sees half a file. When
 * `LEADFLOW_BATCH_DIRECTORY_ROOT` is set, paths must lie inside it (a server shared by several
 * accounts should set it; otherwise a batch may write wherever the server process may).
 */

/** Why a directory path is refused, or undefined. */
export const directoryProblem = (path: string, root: string | undefined): string | undefined => {
  if (!isAbsolute(path)) return "path must be absolute"
  if (root === undefined || root === "") return undefined
  const inside = relative(resolve(root), resolve(path))
  return inside.startsWith("..") || isAbsolute(inside) ? "path must be inside LEADFLOW_BATCH_DIRECTORY_ROOT" : undefined
}

export const directoryRoot = (): string | undefined => process.env["LEADFLOW_BATCH_DIRECTORY_ROOT"]

const codeOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "failed"

/** Write the content; the full path on success, a reason on failure. */
export const deliverToDirectory = (
  directory: string,
  name: string,
  content: Stream.Stream<Uint8Array, StoreError>
): Effect.Effect<string, string> => {
  const problem = directoryProblem(directory, directoryRoot())
  if (problem !== undefined) return Effect.fail(problem)
  const target = join(directory, name)
  const partial = `${target}.partial`
  const write = Effect.acquireUseRelease(
    Effect.tryPromise(async () => {
      await mkdir(directory, { recursive: true })
      return open(partial, "w")
    }),
    (handle) =>
      Stream.runForEach(content, (bytes) => Effect.tryPromise(() => handle.write(bytes))).pipe(
        Effect.zipRight(Effect.tryPromise(() => handle.sync()))
      ),
    (handle) => Effect.promise(() => handle.close())
  )
  return write.pipe(
    Effect.zipRight(Effect.tryPromise(() => rename(partial, target))),
    Effect.as(target),
    Effect.tapError(() => Effect.promise(() => rm(partial, { force: true }))),
    Effect.mapError((error) =>
      error._tag === "StoreError" ? "the file could not be read from storage" : `could not write the file (${codeOf(error.error)})`
    )
  )
}
