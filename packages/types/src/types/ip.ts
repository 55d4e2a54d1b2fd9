import { BL, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const BLANKS = /\s+/g
const SCHEME_SEPARATOR = "://"
/** An IPv4 address in canonical dotted decimal (no leading zeros): needs no URL parsing. */
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)"
const CANONICAL_IPV4 = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`)
/** Text that starts like an IPv4 address; whatever follows (`:port`, `/cidr`) is left to the URL parser. */
const DOTTED_QUAD_START = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/
/** The IPv6 address at the start of a text (up to 8 groups, or 6 and an IPv4 tail), unbracketed. */
const IPV6_START = /^(?:[0-9a-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4})/i
const IPV4_HOST = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/

/**
 * The address as the old platform spells it in IPv6: the serialisation of `ffff::a.b.c.d`. (The
 * standard IPv4-mapped prefix is `::ffff:`; the old prefix is kept so stored values still match.)
 */
const ipv6FormatOf = (a: number, b: number, c: number, d: number): string => {
  const high = a * 256 + b
  const low = c * 256 + d
  if (high === 0) return low === 0 ? "ffff::" : `ffff::${low.toString(16)}`
  return `ffff::${high.toString(16)}:${low.toString(16)}`
}

const ipv4 = (normal: string, raw: string, octets: RegExpExecArray): TypedValue => ({
  normal,
  raw,
  valid: true,
  is_ipv4: true,
  ipv6_format: ipv6FormatOf(Number(octets[1]), Number(octets[2]), Number(octets[3]), Number(octets[4]))
})

/** The host the WHATWG URL parser reads from `authority`, or `undefined` when it rejects it. */
const urlHost = (authority: string): string | undefined => {
  try {
    return new URL(`http://${authority}`).hostname
  } catch {
    return undefined
  }
}

/**
 * Parse an IPv4 or IPv6 address, also out of a URL or with a port or prefix length after it
 * (`http://[::1]:80`, `10.0.0.1/8`). Blanks anywhere are ignored. The address is read the way the
 * WHATWG URL parser reads hosts: IPv6 compressed in lower case, IPv4 octets with a leading zero
 * as octal (`010.0.0.1` is `8.0.0.1`). Host names are not addresses.
 */
const parseIp = (input: unknown): TypedValue => {
  const raw = textOf(input)
  let text = raw.replace(BLANKS, "")
  const scheme = text.lastIndexOf(SCHEME_SEPARATOR)
  if (scheme >= 0) text = text.slice(scheme + SCHEME_SEPARATOR.length)

  const canonical = CANONICAL_IPV4.exec(text)
  if (canonical !== null) return ipv4(text, raw, canonical)

  let authority: string
  if (text.startsWith("[") || DOTTED_QUAD_START.test(text)) {
    authority = text
  } else {
    const v6 = IPV6_START.exec(text)
    if (v6 === null) return { normal: raw, raw, valid: false }
    authority = `[${v6[0]}]${text.slice(v6[0].length)}`
  }

  const host = urlHost(authority)
  if (host !== undefined && host.startsWith("[")) {
    const normal = host.slice(1, -1)
    return { normal, raw, valid: true, is_ipv4: false, ipv6_format: normal }
  }
  const octets = host === undefined ? null : IPV4_HOST.exec(host)
  if (host === undefined || octets === null) return { normal: raw, raw, valid: false }
  return ipv4(host, raw, octets)
}

export const ip: FieldType = {
  name: "ip",
  description: "IPv4 or IPv6 address; a surrounding URL, port or prefix length is ignored",
  components: [
    { name: "is_ipv4", type: "boolean", description: "True for an IPv4 address" },
    {
      name: "ipv6_format",
      type: "string",
      description: "The address in IPv6 notation (IPv4 addresses as ffff::xxxx:xxxx)"
    }
  ],
  operators: operators(EQ, BL, FV, IN),
  examples: [
    "198.51.90.161",
    "https://198.51.90.162",
    "0d49:6f05:e485:29bb:3122:f151:aa71:4a3b",
    "[ffff::198.51.90.163]",
    "https://[56c6:75e8:cddf:199b:f696:4192:baae:eb2e]"
  ],
  maskable: false,
  parse: parseIp
}
