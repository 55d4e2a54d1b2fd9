import { BL, EQ, FV, IN, OB, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const SCHEME_SEPARATOR = "://"

const parsedUrl = (text: string): URL | undefined => {
  try {
    return new URL(text.includes(SCHEME_SEPARATOR) ? text : `http://${text}`)
  } catch {
    return undefined
  }
}

/**
 * Parse a web address with the WHATWG URL parser; text without a scheme is read as `http://`.
 * Only http and https addresses with a host are valid. The normal form is the serialised URL
 * (scheme and host lower-cased, host IDNA-encoded, default port dropped, `/` for an empty path).
 */
const parseUrl = (input: unknown): TypedValue => {
  const raw = textOf(input)
  const url = parsedUrl(raw)
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") {
    return { normal: raw, raw, valid: false }
  }
  return {
    normal: url.href,
    raw,
    valid: true,
    protocol: url.protocol.slice(0, -1),
    host: url.host,
    port: url.port,
    path: url.pathname,
    query: url.search.slice(1),
    hash: url.hash
  }
}

export const url: FieldType = {
  name: "url",
  description: "Web address (http or https); a missing scheme reads as http",
  components: [
    { name: "protocol", type: "string", description: "Scheme without the colon: http or https" },
    { name: "host", type: "string", description: "Host name, with the port when it is not the default" },
    { name: "port", type: "string", description: "Port, empty when absent or the scheme's default" },
    { name: "path", type: "string", description: "Path, starting with /" },
    { name: "query", type: "string", description: "Query string without the leading ?" },
    { name: "hash", type: "string", description: "Fragment including the leading #, empty when absent" }
  ],
  operators: operators(EQ, BL, OB, FV, IN),
  examples: [
    "https://google.com",
    "https://yourwebsite.com/some/file.asp?type=offer",
    "http://referringurl.com/a/landing/page.html"
  ],
  maskable: false,
  parse: parseUrl
}
