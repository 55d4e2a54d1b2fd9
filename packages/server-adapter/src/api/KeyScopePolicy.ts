import type { KeyScope } from "../accounts/ApiKey.js"

/**
 * What each key scope may do on the management, batch and certificate APIs (the lean submission
 * handler checks its own: `full` and `submit` keys submit, `read` keys do not). One function, so
 * the rule for every route is read in one place: `read` keys only read (GET and HEAD, and the
 * read-only `POST /reports/preview`), `submit` keys reach none
 * of these APIs, and only `full` keys manage keys.
 */

/** Paths of the key-management endpoints (`/account/keys`, `/account/keys/{id}`). */
const isKeyManagement = (pathname: string): boolean => pathname === "/account/keys" || pathname.startsWith("/account/keys/")

/**
 * GET routes that change something, as the spec has them: sharing or unsharing a report (a new
 * public token, or the end of one others rely on) and the firehose check (it writes a test file).
 * A `read` key may not use them.
 */
const WRITING_GETS = /^\/(?:reports\/[^/]+\/(?:share|unshare)|firehose)\/?$/

/**
 * POST routes that only read: a report preview runs a definition sent in the body over the
 * stored events and stores nothing (the console's dashboard and report builder use it). A `read`
 * key may use them; every other POST, and `POST /reports` (which stores a report), stays refused.
 */
const READING_POSTS = /^\/reports\/preview\/?$/

/** Why a key of this scope may not make this request, or undefined when it may. */
export const scopeRefusal = (scope: KeyScope, method: string, pathname: string): string | undefined => {
  switch (scope) {
    case "full":
      return undefined
    case "submit":
      return "Forbidden: this API key has the submit scope; it may only submit leads to flow sources"
    case "read":
      if (isKeyManagement(pathname)) return "Forbidden: only an API key with the full scope may manage API keys"
      if (WRITING_GETS.test(pathname)) return "Forbidden: this API key has the read scope; it may not share reports or write firehose test files"
      if (method === "POST" && READING_POSTS.test(pathname)) return undefined
      return method === "GET" || method === "HEAD" ? undefined : "Forbidden: this API key has the read scope; it may only read (GET and HEAD)"
  }
}
