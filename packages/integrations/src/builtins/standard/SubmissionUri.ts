/**
 * What the submission URI says: whether it is a ping (`.../ping`), its query string, and the
 * `redir_url` a browser form post asks to be sent on to.
 */

/** The path part of a request URI (no query, no fragment). */
const pathOf = (uri: string): string => {
  const query = uri.indexOf("?")
  const fragment = uri.indexOf("#")
  const end = query === -1 ? fragment : fragment === -1 ? query : Math.min(query, fragment)
  return end === -1 ? uri : uri.slice(0, end)
}

/** True for a bid request: the path ends in `/ping`. */
export const isPing = (uri: string): boolean => pathOf(uri).endsWith("/ping")

/** The raw query string (without `?` and fragment), or undefined when there is none. */
export const queryStringOf = (uri: string): string | undefined => {
  const start = uri.indexOf("?")
  if (start === -1) return undefined
  const fragment = uri.indexOf("#", start)
  return fragment === -1 ? uri.slice(start + 1) : uri.slice(start + 1, fragment)
}

const isHttpUrl = (text: string): boolean => {
  try {
    const protocol = new URL(text).protocol
    return protocol === "http:" || protocol === "https:"
  } catch {
    return false
  }
}

/** The first `redir_url` value as given (string or repeated), or undefined when absent. */
export const firstRedirUrl = (query: Readonly<Record<string, unknown>>): unknown => {
  const value = Object.prototype.hasOwnProperty.call(query, "redir_url") ? query["redir_url"] : undefined
  return Array.isArray(value) ? (value[0] as unknown) : value
}

/** A redirect target must be an absolute http(s) URL. */
export const isValidRedirect = (value: unknown): value is string => typeof value === "string" && isHttpUrl(value)
