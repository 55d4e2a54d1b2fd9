import type { IncomingMessage } from "node:http"

/**
 * Reading a submission's body as text, up to a limit. Callbacks rather than an async iterator:
 * this runs once per lead and a body is usually one chunk.
 */

/** Largest submission body read (1 MiB); a larger one is answered 413. */
export const maxSubmissionBytes = 1024 * 1024

/** The body was larger than the limit. */
export const TOO_LARGE = Symbol("TooLarge")
/** The client went away before the body ended. */
export const ABORTED = Symbol("Aborted")

export type BodyRead = string | typeof TOO_LARGE | typeof ABORTED

export const readBody = (req: IncomingMessage, limit: number = maxSubmissionBytes): Promise<BodyRead> =>
  new Promise((resolve) => {
    let first: Buffer | undefined
    let rest: Array<Buffer> | undefined
    let size = 0
    let done = false
    const finish = (value: BodyRead): void => {
      if (done) return
      done = true
      req.removeListener("data", onData)
      resolve(value)
    }
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > limit) return finish(TOO_LARGE)
      if (first === undefined) first = chunk
      else (rest ??= [first]).push(chunk)
    }
    req.on("data", onData)
    req.once("end", () =>
      finish(rest !== undefined ? Buffer.concat(rest).toString("utf8") : first === undefined ? "" : first.toString("utf8"))
    )
    req.once("error", () => finish(ABORTED))
    req.once("close", () => finish(ABORTED))
  })
