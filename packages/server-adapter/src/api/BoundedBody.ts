import type { HttpServerRequest } from "@effect/platform"
import { BadRequest, PayloadTooLarge } from "@leadflow/api"
import { Effect, Option, Stream } from "effect"

/**
 * How much of a body past its limit is still read, and dropped, before the connection is given
 * up. A client that sends a body without a length (chunked) is still writing when the server
 * finds it too large: answering then and closing resets the connection under the client's write,
 * and it never reads the 413. Reading (not keeping) the rest lets it read the answer; a body
 * larger still is cut off as before.
 */
export const drainPastLimitBytes = 64 * 1024 * 1024

/**
 * A streamed upload's bytes as they arrive (a chunked body has no length to check first), failing
 * with 400 when the body cannot be read and with 413 (saying `tooLarge`) past `limit` bytes: the
 * bytes past the limit are dropped, and the 413 comes when the body ends (or once
 * `drainPastLimitBytes` more have come), so a consumer never sees a byte past the limit.
 */
export const boundedBody = (request: HttpServerRequest.HttpServerRequest, limit: number, tooLarge: string) => {
  let received = 0
  const tooLargeError = () => new PayloadTooLarge({ error: tooLarge })
  return request.stream.pipe(
    Stream.mapError(() => new BadRequest({ error: "The body could not be read" })),
    Stream.mapEffect((bytes) => {
      received += bytes.length
      if (received <= limit) return Effect.succeed(Option.some(bytes))
      return received > limit + drainPastLimitBytes ? Effect.fail(tooLargeError()) : Effect.succeed(Option.none<Uint8Array>())
    }),
    Stream.filterMap((bytes) => bytes),
    Stream.concat(Stream.suspend(() => (received > limit ? Stream.fail(tooLargeError()) : Stream.empty)))
  )
}
