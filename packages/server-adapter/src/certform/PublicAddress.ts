import { BlockList, isIPv4, isIPv6 } from "node:net"

/**
 * A client address as something to geolocate: IPv4 or IPv6, IPv4-mapped IPv6 addresses
 * (`::ffff:1.2.3.4`, `::ffff:102:304`) taken as the IPv4 address they carry, and addresses no
 * geolocation database can place (private, loopback, link-local, shared, documentation,
 * multicast, reserved) refused up front.
 */
export interface PublicAddress {
  readonly family: 4 | 6
  readonly address: string
}

const nonPublic = new BlockList()
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
] as const)
  nonPublic.addSubnet(network, prefix, "ipv4")
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8]
] as const)
  nonPublic.addSubnet(network, prefix, "ipv6")

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i

const hexPairToIpv4 = (high: string, low: string): string => {
  const h = Number.parseInt(high, 16)
  const l = Number.parseInt(low, 16)
  return [h >> 8, h & 0xff, l >> 8, l & 0xff].join(".")
}

/** The address to look up, or undefined when it is not a public IP address. */
export const publicAddress = (raw: string): PublicAddress | undefined => {
  // A zone (`fe80::1%eth0`) only ever follows a link-local address.
  const text = raw.trim().replace(/%.*$/, "")
  const dotted = MAPPED_DOTTED.exec(text)
  const hex = dotted === null ? MAPPED_HEX.exec(text) : null
  const unmapped = dotted?.[1] ?? (hex?.[1] !== undefined && hex[2] !== undefined ? hexPairToIpv4(hex[1], hex[2]) : text)
  if (isIPv4(unmapped)) return nonPublic.check(unmapped, "ipv4") ? undefined : { family: 4, address: unmapped }
  if (isIPv6(unmapped)) return nonPublic.check(unmapped, "ipv6") ? undefined : { family: 6, address: unmapped.toLowerCase() }
  return undefined
}
