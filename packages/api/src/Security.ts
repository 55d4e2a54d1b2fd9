import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CurrentAccount, MaybeAccount } from "./CurrentAccount.js"
import { Forbidden, ServiceUnavailable, Unauthorized } from "./Errors.js"

/**
 * HTTP Basic auth with the username `API` and the account's API key as the password. The batch
 * API takes any username (its examples do), so the username is not checked: the key decides. A
 * good key whose scope does not allow the request is a 403, not a 401.
 */
export const basicSecurity = HttpApiSecurity.basic.pipe(
  HttpApiSecurity.annotate(
    OpenApi.Description,
    "HTTP Basic: username `API`, password an API key of the account. A key's scope limits it: `full` keys may do everything, `read` keys only GET and HEAD, `submit` keys only lead submission; a key of the wrong scope gets 403."
  )
)

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Schema.Union(Unauthorized, Forbidden, ServiceUnavailable),
  provides: CurrentAccount,
  security: { basic: basicSecurity }
}) {}

/**
 * For the public-or-private cases (a package by id, a report by id or share token, a certificate
 * ping by key or ping-URL token): an account when a good key is sent, none otherwise. A good key
 * whose scope does not allow the request adds nothing to what anyone may do without a key (a share
 * or ping-URL token still works with it), but it is not taken for a missing or wrong key: it is
 * `KeyOutOfScope` (see `MaybeAccount`), and where the endpoint needs an account it answers 403 with
 * why (as `Authentication` does), not 401. The batch API's record add, which answers outcomes, says
 * so in an `outcome: "error"` with that reason.
 */
export class OptionalAuthentication extends HttpApiMiddleware.Tag<OptionalAuthentication>()("OptionalAuthentication", {
  optional: true,
  provides: MaybeAccount,
  security: { basic: basicSecurity }
}) {}
