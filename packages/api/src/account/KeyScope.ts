import { Schema } from "effect"

/**
 * What an API key may do, and the longest name a key may have: the one source of both, for the
 * account API's schemas and for the accounts store (`accounts/ApiKey.ts`). No other imports, so
 * the store can read it without loading the API definition.
 */
export const KeyScope = Schema.Literal("full", "read", "submit").annotations({
  identifier: "ApiKeyScope",
  description:
    "full: everything; read: GET and HEAD on the management, batch and certificate APIs (not the keys), and POST /reports/preview (a report run, nothing stored); submit: lead submission to sources with authentication_required, nothing else"
})
export type KeyScope = typeof KeyScope.Type

/** Longest key name. */
export const maxKeyNameLength = 100
