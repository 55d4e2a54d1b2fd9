import { HttpServerRequest } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect } from "effect"
import type { IncomingMessage } from "node:http"

/**
 * The account a management request authenticated as, noted by the authentication middleware on
 * the `node:http` request so that the access log (written by the `node:http` front, once the
 * answer is sent) can name it. Only the account id: never the key.
 */
const accounts = new WeakMap<IncomingMessage, string>()

export const accountOfRequest = (req: IncomingMessage): string | undefined => accounts.get(req)

/** Note the account of the current request (no-op off `node:http`, e.g. in `HttpApp` tests). */
export const noteRequestAccount = (accountId: string): Effect.Effect<void, never, HttpServerRequest.HttpServerRequest> =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    try {
      accounts.set(NodeHttpServerRequest.toIncomingMessage(request), accountId)
    } catch {
      // Not a node:http request: nothing to note it on.
    }
  })
