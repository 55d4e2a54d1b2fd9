/**
 * Header lookup in a submitted request. Node hands over lower-case names, tests and other callers
 * often Camel-Case: both spellings are tried before a case-insensitive scan.
 */
type HeaderBag = Readonly<Record<string, string | number | undefined>> | undefined

export const headerValue = (headers: HeaderBag, lowerName: string, canonicalName: string): string | undefined => {
  if (headers === undefined) return undefined
  const direct = headers[lowerName] ?? headers[canonicalName]
  if (direct !== undefined) return String(direct)
  for (const key in headers) {
    if (key.length === lowerName.length && key.toLowerCase() === lowerName) {
      const value = headers[key]
      return value === undefined ? undefined : String(value)
    }
  }
  return undefined
}
