/**
 * The SSRF guard: deliveries go to public hosts only, unless the configuration allows private
 * ones (tests and local demos on loopback). A host is public when it is an IP address outside
 * the private, loopback, link-local, metadata, multicast and documentation ranges, or a name
 * under a known top-level domain that is not `localhost`. Names are checked again when a
 * connection is made: their addresses come from `dns.lookup`, and private ones are refused, so a
 * name that resolves to 10.0.0.1 (or is re-pointed there later) is never connected to.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from "node:dns"
import { isIP, type LookupFunction } from "node:net"
import { isTypedValue } from "@leadflow/types"
import { knownTlds } from "./Tlds.js"

/** Why a connection was refused: the host resolves to a private address. */
export class PrivateAddressError extends Error {
  readonly code = "LEADFLOW_PRIVATE_ADDRESS"
  constructor(readonly host: string) {
    super(`${host} is not a public address`)
    this.name = "PrivateAddressError"
  }
}

const ipv4Number = (address: string): number => {
  const parts = address.split(".")
  return (((Number(parts[0]) << 24) | (Number(parts[1]) << 16) | (Number(parts[2]) << 8) | Number(parts[3])) >>> 0)
}

// Ranges that are not the public internet: [first address, prefix length].
const PRIVATE_V4: ReadonlyArray<readonly [number, number]> = (
  [
    ["0.0.0.0", 8], // "this network"
    ["10.0.0.0", 8],
    ["100.64.0.0", 10], // carrier-grade NAT (Alibaba's metadata service is 100.100.100.200)
    ["127.0.0.0", 8],
    ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4] // reserved, broadcast
  ] as const
).map(([first, bits]) => [ipv4Number(first), bits] as const)

const privateV4 = (n: number): boolean => {
  for (const [first, bits] of PRIVATE_V4) if (n >>> (32 - bits) === first >>> (32 - bits)) return true
  return false
}

/** The eight 16-bit groups of an IPv6 address (which `isIP` has accepted). */
const ipv6Groups = (address: string): ReadonlyArray<number> => {
  let text = address
  const zone = text.indexOf("%")
  if (zone >= 0) text = text.slice(0, zone)
  // A trailing dotted IPv4 (`::ffff:10.0.0.1`) is two groups.
  const lastColon = text.lastIndexOf(":")
  const tail = text.slice(lastColon + 1)
  if (tail.includes(".")) {
    const n = ipv4Number(tail)
    text = `${text.slice(0, lastColon + 1)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = "", rest] = text.split("::")
  const left = head === "" ? [] : head.split(":")
  const right = rest === undefined || rest === "" ? [] : rest.split(":")
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(zeros).fill("0"), ...right].map((g) => Number.parseInt(g, 16))
}

const privateV6 = (address: string): boolean => {
  const g = ipv6Groups(address)
  const g0 = g[0] ?? 0
  const embeddedV4 = (((g[6] ?? 0) << 16) | (g[7] ?? 0)) >>> 0
  const zeroTo = (end: number) => g.slice(0, end).every((x) => x === 0)
  if (zeroTo(6)) return privateV4(embeddedV4) // ::, ::1 and the old IPv4-compatible form
  if (zeroTo(5) && g[5] === 0xffff) return privateV4(embeddedV4) // IPv4-mapped
  if (g0 === 0x64 && g[1] === 0xff9b) return g[2] === 1 || privateV4(embeddedV4) // NAT64
  if (g0 === 0x2002) return privateV4((((g[1] ?? 0) << 16) | (g[2] ?? 0)) >>> 0) // 6to4
  if (g0 === 0x100 && zeroTo(4)) return true // discard
  if (g0 === 0x2001 && g[1] === 0xdb8) return true // documentation
  if ((g0 & 0xfe00) === 0xfc00) return true // unique local (AWS metadata fd00:ec2::254)
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return true // link-local, site-local
  return (g0 & 0xff00) === 0xff00 // multicast
}

/** Whether an IP address (v4 or v6) is outside the public internet. */
export const isPrivateAddress = (address: string): boolean => {
  const version = isIP(address)
  if (version === 4) return privateV4(ipv4Number(address))
  if (version === 6) return privateV6(address)
  return true
}

/**
 * Whether a URL's hostname (as `URL` gives it: lower-case, IPv6 in brackets, IDN as `xn--`) is
 * public: a public IP address, or a name of two labels or more under a known top-level domain.
 */
export const isPublicHost = (hostname: string): boolean => {
  const host = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname
  if (isIP(host) !== 0) return !isPrivateAddress(host)
  const name = (host.endsWith(".") ? host.slice(0, -1) : host).toLowerCase()
  const dot = name.lastIndexOf(".")
  if (dot <= 0) return false
  if (name.endsWith(".localhost")) return false
  return knownTlds.has(name.slice(dot + 1))
}

const textOf = (value: unknown): string => {
  if (typeof value === "string") return value.trim()
  if (isTypedValue(value)) return textOf(value.valid ? value.normal : value.raw)
  if (typeof value === "number") return String(value)
  return ""
}

/**
 * What is wrong with a delivery URL, in the words `validate` answers with (the step is skipped
 * with that reason): "URL is required", "URL must be valid", "URL must be public". Nothing when
 * it may be delivered to. Pure: names are not resolved here (`publicLookup` does that at send time).
 */
export const urlProblem = (url: unknown, allowPrivate: boolean): string | undefined => {
  const text = textOf(url)
  if (text === "") return "URL is required"
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    return "URL must be valid"
  }
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.hostname === "") return "URL must be valid"
  if (!allowPrivate && !isPublicHost(parsed.hostname)) return "URL must be public"
  return undefined
}

/** `dns.lookup` with every answer (`all: true`). Tests pass their own. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: ReadonlyArray<LookupAddress>) => void
) => void

const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback)

export interface PublicLookupOptions {
  readonly resolve?: Resolve
  /** How long answers are reused (ms); default 30 s. */
  readonly ttlMs?: number
  readonly now?: () => number
}

// Entries kept before the cache starts over: a bound on memory, not a tuning knob.
const CACHE_LIMIT = 1000

/**
 * A `lookup` for sockets (`net.connect`'s option) that resolves names with `dns.lookup` and keeps
 * only public addresses; a name with none fails with `PrivateAddressError`. Answers are cached
 * briefly, since a pool may open many connections to one buyer at once.
 */
export const publicLookup = (options: PublicLookupOptions = {}): LookupFunction => {
  const resolve = options.resolve ?? systemResolve
  const ttlMs = options.ttlMs ?? 30_000
  const now = options.now ?? Date.now
  const cache = new Map<string, { readonly until: number; readonly addresses: ReadonlyArray<LookupAddress> }>()
  return (hostname: string, lookupOptions: LookupOptions, callback) => {
    const answer = (addresses: ReadonlyArray<LookupAddress>) => {
      const first = addresses[0] as LookupAddress
      if (lookupOptions.all === true) callback(null, addresses as LookupAddress[])
      else callback(null, first.address, first.family)
    }
    const family = lookupOptions.family ?? 0
    const key = `${family}/${hostname}`
    const cached = cache.get(key)
    if (cached !== undefined && cached.until > now()) return answer(cached.addresses)
    const resolveOptions: LookupAllOptions = { all: true }
    if (family !== 0) resolveOptions.family = family
    if (lookupOptions.hints !== undefined) resolveOptions.hints = lookupOptions.hints
    resolve(hostname, resolveOptions, (error, addresses) => {
      if (error !== null) return callback(error, "")
      const open = addresses.filter((a) => !isPrivateAddress(a.address))
      if (open.length === 0) return callback(new PrivateAddressError(hostname), "")
      if (cache.size >= CACHE_LIMIT) cache.clear()
      cache.set(key, { until: now() + ttlMs, addresses: open })
      answer(open)
    })
  }
}
