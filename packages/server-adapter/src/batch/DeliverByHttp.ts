import { Credentials, type StoreError } from "@leadflow/core"
import { failureReason, publicLookup, redactText, requestSecrets, urlProblem } from "@leadflow/integrations"
import { Data, Deferred, Effect, Exit, Stream } from "effect"
import * as http from "node:http"
import * as https from "node:https"

/**
 * HTTP delivery: the file is POSTed as the request body, streamed chunk by chunk with
 * back-pressure and a Content-Length, so a file of any size goes out in constant memory. The
 * integration runtime's client takes string bodies only, so this uses `node:http` with the
 * runtime's SSRF guard (`urlProblem` before sending, `publicLookup` on connecting) and its
 * private-hosts setting, and words failures with the runtime's `failureReason`. A 2xx answer is
 * success, another status a failure, a transport problem an error. A reason never holds a secret
 * the request carried (its URL's, its secret headers', the credential's), as the runtime masks
 * recorded calls: a receiver that quotes them in its refusal has them masked.
 */

export interface HttpTarget {
  readonly url: string
  readonly credentialId?: string | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
  readonly allowPrivateHosts: boolean
}

export interface Upload {
  readonly name: string
  readonly contentType: string
  readonly size: number
  readonly headers: Readonly<Record<string, string>>
  readonly content: Stream.Stream<Uint8Array, StoreError>
}

export type HttpDeliveryResult =
  | { readonly outcome: "success" }
  | { readonly outcome: "failure" | "error"; readonly reason: string }

/** Idle socket time allowed before the delivery is an error. */
const socketTimeoutSeconds = 60
/** The most of a refusal's body quoted in the reason. */
const quotedBytes = 200
/**
 * The most of it read: well past what is quoted, so that a secret echoed in the quoted part is
 * read whole however the body comes in chunks, to be masked before the quote is cut.
 */
const readBytes = quotedBytes + 16 * 1024

const authorization = (credentialId: string | undefined): Effect.Effect<string | undefined, string, Credentials> => {
  if (credentialId === undefined) return Effect.succeed(undefined)
  return Credentials.pipe(
    Effect.flatMap((credentials) => credentials.get(credentialId)),
    Effect.mapError(() => "credential could not be read"),
    Effect.flatMap((credential) => {
      if (credential === undefined) return Effect.fail("credential not found")
      if (credential.type === "user")
        return Effect.succeed(`Basic ${Buffer.from(`${credential.username}:${credential.password}`).toString("base64")}`)
      if (credential.type === "token") return Effect.succeed(`Bearer ${credential.token}`)
      return Effect.succeed(`Bearer ${credential.access_token}`)
    })
  )
}

/** A request Node would not make (its message names the header, never its value). */
class InvalidRequest extends Data.TaggedError("InvalidRequest")<{ readonly message: string }> {}

interface Answer {
  readonly status: number
  readonly text: string
  /** The body went on past `text` (whose end may cut a secret in two). */
  readonly truncated: boolean
}

const send = (url: URL, headers: Record<string, string>, upload: Upload, allowPrivateHosts: boolean) =>
  Effect.gen(function* () {
    const answered = yield* Deferred.make<Answer, Error>()
    const client = url.protocol === "https:" ? https : http
    // Node throws at once on a header it will not send (a name that is no token, a line break in
    // a value): a row stored before the save refused those is an error of its delivery, not a defect.
    const request = yield* Effect.try({
      try: () =>
        client.request(url, {
          method: "POST",
          headers,
          timeout: socketTimeoutSeconds * 1000,
          ...(allowPrivateHosts ? {} : { lookup: publicLookup() })
        }),
      catch: (error) => new InvalidRequest({ message: error instanceof Error ? error.message : String(error) })
    })
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })))
    request.on("error", (error) => Deferred.unsafeDone(answered, Exit.fail(error)))
    request.on("response", (response) => {
      const parts: Array<Buffer> = []
      let kept = 0
      response.on("data", (chunk: Buffer) => {
        if (kept < readBytes) parts.push(chunk.subarray(0, readBytes - kept))
        kept += chunk.length
      })
      response.on("error", (error) => Deferred.unsafeDone(answered, Exit.fail(error)))
      response.on("end", () =>
        Deferred.unsafeDone(
          answered,
          // Cut to `quotedBytes` once the secrets are masked, so that no secret is cut in two.
          Exit.succeed({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8"), truncated: kept > readBytes })
        )
      )
    })
    const write = (bytes: Uint8Array) =>
      Effect.async<void>((resume) => {
        if (request.write(bytes)) resume(Effect.void)
        else request.once("drain", () => resume(Effect.void))
      })
    const upload$ = Stream.runForEach(upload.content, write).pipe(Effect.zipRight(Effect.sync(() => request.end())))
    const awaitAnswer = Deferred.await(answered)
    // An early answer or a broken connection ends the upload; otherwise wait for the answer.
    return yield* Effect.raceFirst(Effect.zipRight(upload$, awaitAnswer), awaitAnswer).pipe(
      Effect.onExit(() => Effect.sync(() => request.destroyed || request.writableFinished || request.destroy()))
    )
  })

// Node decodes the userinfo to send it; a malformed escape fails the request (`InvalidRequest`).
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The headers as Node sends them: a URL's userinfo becomes `Authorization: Basic` when no
 * `Authorization` is set (`http.request`), so an echo of that header is known as a secret too.
 */
const withUserinfoAuthorization = (url: URL, headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> => {
  if (url.username === "" && url.password === "") return headers
  if (Object.keys(headers).some((name) => name.toLowerCase() === "authorization")) return headers
  const userinfo = `${decoded(url.username)}:${decoded(url.password)}`
  return { ...headers, Authorization: `Basic ${Buffer.from(userinfo).toString("base64")}` }
}

export const deliverByHttp = (
  target: HttpTarget,
  upload: Upload
): Effect.Effect<HttpDeliveryResult, never, Credentials> =>
  Effect.gen(function* () {
    const problem = urlProblem(target.url, target.allowPrivateHosts)
    if (problem !== undefined) return { outcome: "error", reason: problem } as const
    const auth = yield* Effect.either(authorization(target.credentialId))
    if (auth._tag === "Left") return { outcome: "error", reason: auth.left } as const
    const headers: Record<string, string> = {
      "Content-Type": upload.contentType,
      "Content-Disposition": `attachment; filename="${upload.name}"`,
      ...upload.headers,
      ...target.headers
    }
    // The length is the stored size whatever the configured headers say (any spelling of it).
    for (const name of Object.keys(headers)) if (name.toLowerCase() === "content-length") delete headers[name]
    headers["Content-Length"] = String(upload.size)
    if (auth.right !== undefined) headers["Authorization"] = auth.right
    const url = new URL(target.url)
    const secrets = requestSecrets(target.url, withUserinfoAuthorization(url, headers))
    const failed = (outcome: "failure" | "error", reason: string) => ({ outcome, reason: redactText(reason, secrets) }) as const
    const answer = yield* Effect.either(send(url, headers, upload, target.allowPrivateHosts))
    if (answer._tag === "Left") {
      const error = answer.left
      const reason =
        "_tag" in error && error._tag === "StoreError"
          ? "the file could not be read from storage"
          : error instanceof InvalidRequest
            ? `the request could not be made: ${error.message}`
            : failureReason(error, socketTimeoutSeconds, 0)
      return failed("error", reason)
    }
    const { status, text, truncated } = answer.right
    if (status >= 200 && status < 300) return { outcome: "success" } as const
    // A body read in part may end in the start of a secret, which masking does not find: that end
    // (as long as the longest secret) is left out.
    const masked = redactText(text, secrets)
    const whole = truncated ? masked.slice(0, Math.max(0, masked.length - (secrets[0]?.length ?? 0))) : masked
    const quoted = whole.slice(0, quotedBytes).trim()
    return { outcome: "failure", reason: quoted === "" ? `HTTP ${status}` : `HTTP ${status}: ${quoted}` } as const
  })
