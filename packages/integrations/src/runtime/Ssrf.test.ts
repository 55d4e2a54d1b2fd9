import type { LookupAddress } from "node:dns"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { parse } from "@leadflow/types"
import { isPrivateAddress, isPublicHost, PrivateAddressError, publicLookup, urlProblem, type Resolve } from "./Ssrf.js"

describe("urlProblem", () => {
  it.each([
    [undefined, "URL is required"],
    ["", "URL is required"],
    ["   ", "URL is required"],
    ["not a url", "URL must be valid"],
    ["ftp://foo.com/file", "URL must be valid"],
    ["mailto:jane@foo.com", "URL must be valid"],
    ["http://foo.zzz", "URL must be public"],
    ["http://169.254.169.254/latest/meta-data/", "URL must be public"],
    ["http://10.0.0.1", "URL must be public"],
    ["http://127.0.0.1:8080/leads", "URL must be public"],
    ["http://localhost:3000", "URL must be public"],
    ["http://api.localhost", "URL must be public"],
    ["http://buyer", "URL must be public"],
    ["http://metadata.google.internal/computeMetadata/v1/", "URL must be public"],
    ["http://[::1]/", "URL must be public"],
    ["http://[::ffff:127.0.0.1]/", "URL must be public"],
    ["http://[fd00:ec2::254]/", "URL must be public"],
    ["http://0x7f.1/", "URL must be public"],
    ["http://2130706433/", "URL must be public"],
    ["http://foo.com", undefined],
    ["http://foo.bar?fname=Mel", undefined],
    ["https://api.buyer.co.uk/v2/leads", undefined],
    ["https://FOO.COM./x", undefined],
    ["http://8.8.8.8/", undefined],
    ["http://[2606:4700::1111]/", undefined],
    ["https://xn--bcher-kva.example.xn--p1ai/", undefined]
  ])("%s → %s", (url, expected) => {
    expect(urlProblem(url, false)).toBe(expected)
  })

  it("allows private hosts when the configuration does, but still wants a valid http(s) URL", () => {
    expect(urlProblem("http://10.0.0.1", true)).toBeUndefined()
    expect(urlProblem("http://localhost:3000", true)).toBeUndefined()
    expect(urlProblem("http://foo.zzz", true)).toBeUndefined()
    expect(urlProblem("ftp://localhost", true)).toBe("URL must be valid")
    expect(urlProblem(undefined, true)).toBe("URL is required")
  })

  it("reads a typed url value", () => {
    expect(urlProblem(parse("url", "http://10.0.0.1/x"), false)).toBe("URL must be public")
    expect(urlProblem(parse("url", "https://foo.com/x"), false)).toBeUndefined()
  })
})

describe("isPrivateAddress", () => {
  it.each([
    ["10.1.2.3", true],
    ["172.15.255.255", false],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["172.32.0.1", false],
    ["192.168.1.1", true],
    ["192.169.0.1", false],
    ["100.63.255.255", false],
    ["100.64.0.1", true],
    ["100.100.100.200", true],
    ["169.254.169.254", true],
    ["127.0.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["8.8.8.8", false],
    ["93.184.216.34", false],
    ["::", true],
    ["::1", true],
    ["::ffff:10.0.0.1", true],
    ["::ffff:808:808", false],
    ["64:ff9b::a00:1", true],
    ["64:ff9b::808:808", false],
    ["2002:a00:1::", true],
    ["2002:808:808::1", false],
    ["2001:db8::1", true],
    ["fc00::1", true],
    ["fd00:ec2::254", true],
    ["fe80::1%eth0", true],
    ["ff02::1", true],
    ["2606:4700:4700::1111", false],
    ["not an address", true]
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected)
  })

  it("judges an IPv4-mapped IPv6 address as its IPv4 address", () => {
    const octet = fc.integer({ min: 0, max: 255 })
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (parts) => {
        const v4 = parts.join(".")
        expect(isPrivateAddress(`::ffff:${v4}`)).toBe(isPrivateAddress(v4))
      })
    )
  })

  it("reads hostnames as URL gives them", () => {
    expect(isPublicHost("[::1]")).toBe(false)
    expect(isPublicHost("[2606:4700::1111]")).toBe(true)
    expect(isPublicHost("example.com")).toBe(true)
  })
})

describe("publicLookup", () => {
  const table: Record<string, ReadonlyArray<LookupAddress>> = {
    "public.example.com": [{ address: "93.184.216.34", family: 4 }],
    "private.example.com": [{ address: "10.0.0.7", family: 4 }],
    "mixed.example.com": [
      { address: "127.0.0.1", family: 4 },
      { address: "2606:4700::1111", family: 6 }
    ]
  }
  const fakeResolve = (calls: string[]): Resolve => (hostname, _options, callback) => {
    calls.push(hostname)
    const found = table[hostname]
    if (found === undefined) callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }), [])
    else callback(null, found)
  }
  const lookupOnce = (lookup: ReturnType<typeof publicLookup>, host: string, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family: unknown }>((resolve) =>
      lookup(host, { all }, (error, address, family) => resolve({ error, address, family }))
    )

  it("answers public addresses, in both callback forms", async () => {
    const lookup = publicLookup({ resolve: fakeResolve([]) })
    expect(await lookupOnce(lookup, "public.example.com", false)).toEqual({ error: null, address: "93.184.216.34", family: 4 })
    expect((await lookupOnce(lookup, "public.example.com", true)).address).toEqual([{ address: "93.184.216.34", family: 4 }])
  })

  it("refuses a name with only private addresses, and drops private ones from a mixed answer", async () => {
    const lookup = publicLookup({ resolve: fakeResolve([]) })
    const refused = await lookupOnce(lookup, "private.example.com", false)
    expect(refused.error).toBeInstanceOf(PrivateAddressError)
    expect((await lookupOnce(lookup, "mixed.example.com", true)).address).toEqual([{ address: "2606:4700::1111", family: 6 }])
  })

  it("passes resolution errors on", async () => {
    const lookup = publicLookup({ resolve: fakeResolve([]) })
    expect((await lookupOnce(lookup, "nowhere.example.com", false)).error).toMatchObject({ code: "ENOTFOUND" })
  })

  it("caches answers for the TTL only", async () => {
    const calls: string[] = []
    let now = 1_000
    const lookup = publicLookup({ resolve: fakeResolve(calls), ttlMs: 30_000, now: () => now })
    await lookupOnce(lookup, "public.example.com", false)
    now += 29_999
    await lookupOnce(lookup, "public.example.com", false)
    expect(calls).toHaveLength(1)
    now += 1
    await lookupOnce(lookup, "public.example.com", false)
    expect(calls).toHaveLength(2)
  })
})
