import { Cause } from "effect"

/**
 * A failure's reason in one line, for the log line a stopped server ends with: each error's
 * message down its `cause` chain ("PgClient: Failed to connect: database \"x\" does not exist",
 * "listen EADDRINUSE: address already in use 0.0.0.0:3000"). Effect's own report puts the reason
 * inside the stack text of an otherwise empty message in the JSON log format.
 */
export const failureReason = (cause: Cause.Cause<unknown>): string => {
  const messages: Array<string> = []
  let error: unknown = Cause.squash(cause)
  for (let depth = 0; depth < 8 && error !== undefined && error !== null; depth++) {
    const message =
      error instanceof Error || (typeof error === "object" && "message" in error)
        ? String((error as { readonly message: unknown }).message)
        : String(error)
    const tag = typeof error === "object" && "_tag" in error ? String((error as { readonly _tag: unknown })._tag) : undefined
    const text = message.trim() === "" ? (tag ?? "") : message.trim()
    if (text !== "" && !messages.some((seen) => seen.includes(text))) messages.push(text)
    error = typeof error === "object" && "cause" in error ? (error as { readonly cause: unknown }).cause : undefined
  }
  return messages.length === 0 ? "unknown failure" : messages.join(": ")
}
