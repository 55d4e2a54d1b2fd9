import type { HttpServerRequest } from "@effect/platform"
import { BadRequest, PayloadTooLarge } from "@leadflow/api"
import { Effect, Stream } from "effect"

/**
 * A streamed upload's bytes as they arrive (a chunked body has no length to check first), failing
 * with 400 when the body cannot be read and with 413 (saying `tooLarge`) past `limit` bytes.
 */
export const boundedBody = (request: HttpServerRequest.HttpServerRequest, limit: number, tooLarge: string) => {
  let received = 0
  return request.stream.pipe(
    Stream.mapError(() => new BadRequest({ error: "The body could not be read" })),
    Stream.mapEffect((bytes) => {
      received += bytes.length
      return received > limit ? Effect.fail(new PayloadTooLarge({ error: tooLarge })) : Effect.succeed(bytes)
    })
  )
}
