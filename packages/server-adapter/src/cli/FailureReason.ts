import { Cause, ConfigError } from "effect"

/**
 * A configuration error's message names no variable ("must be one of all, trace, ..."): its path
 * does. Both, unless the message names it already.
 */
const configErrorText = (error: ConfigError.ConfigError): string => {
  if (error._op === "And" || error._op === "Or") return String(error)
  const name = error.path.join(".")
  return name === "" || error.message.includes(name) ? error.message : `${name}: ${error.message}`
}

/**
 * A failure's reason in one line, for the log line a stopped server ends with: each error's
 * message down its `cause` chain ("PgClient: Failed to connect: database \"x\" does not exist",
 * "listen EADDRINUSE: address already in use 0.0.0.0:3000", "LEADFLOW_LOG_LEVEL: must be one of
 * ..."). Effect's own report puts the reason inside the stack text of an otherwise empty message
 * in the JSON log format.
 */
export const failureReason = (cause: Cause.Cause<unknown>): string => {
  const messages: Array<string> = []
  let error: unknown = Cause.squash(cause)
  for (let depth = 0; depth < 8 && error !== undefined && error !== null; depth++) {
    const message = ConfigError.isConfigError(error)
      ? configErrorText(error)
      : error instanceof Error || (typeof error === "object" && "message" in error)
        ? String((error as { readonly message: unknown }).message)
        : String(error)
    const tag = typeof error === "object" && "_tag" in error ? String((error as { readonly _tag: unknown })._tag) : undefined
    const text = message.trim() === "" ? (tag ?? "") : message.trim()
    if (text !== "" && !messages.some((seen) => seen.includes(text))) messages.push(text)
    // A configuration error's `cause`, if any, is a `Cause` (whose text is a stack): not followed.
    error = ConfigError.isConfigError(error)
      ? undefined
      : typeof error === "object" && "cause" in error ? (error as { readonly cause: unknown }).cause : undefined
  }
  return messages.length === 0 ? "unknown failure" : messages.join(": ")
}
