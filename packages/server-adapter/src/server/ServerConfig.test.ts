import { Cause, type ConfigError, ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { failureReason } from "../cli/FailureReason.js"
import { parsePublicUrl, serverOptionsFromEnv, type ServerOptions } from "./ServerConfig.js"

const publicUrl = (env: Record<string, string>, overrides: { readonly publicUrl?: string } = {}) =>
  Effect.runSync(
    Effect.either(Effect.map(serverOptionsFromEnv(overrides), (options) => options.publicUrl)).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )
  )

describe("LEADFLOW_PUBLIC_URL and --public-url", () => {
  it.each([
    ["not a url", /must be an http:\/\/ or https:\/\/ URL/],
    ["localhost:3000", /must be an http:\/\/ or https:\/\/ URL/],
    ["ftp://files.example.com", /not ftp:/],
    ["javascript:alert(1)", /not javascript:/],
    ["http://", /must be an http:\/\/ or https:\/\/ URL/],
    ["https://user:hunter2@leads.example.com", /user name or password/],
    ["https://leads.example.com/?a=1", /query \(\?\) or fragment/],
    ["https://leads.example.com/?", /query \(\?\) or fragment/],
    ["https://leads.example.com/#top", /query \(\?\) or fragment/],
    ["https://leads.example.com/a b", /must be an http:\/\/ or https:\/\/ URL/]
  ])("%j is refused at start, by the variable and by the flag", (value, reason) => {
    const fromEnv = publicUrl({ LEADFLOW_PUBLIC_URL: value })
    const fromFlag = publicUrl({}, { publicUrl: value })
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).toMatch(reason)
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).toMatch(/LEADFLOW_PUBLIC_URL/)
    expect(Either.isLeft(fromFlag) && fromFlag.left.toString()).toMatch(reason)
    expect(Either.isLeft(fromFlag) && fromFlag.left.toString()).toMatch(/--public-url/)
    // The refusal never repeats the value, which may hold a password.
    expect(Either.isLeft(fromEnv) && fromEnv.left.toString()).not.toContain("hunter2")
  })

  it.each([
    ["https://leads.example.com", "https://leads.example.com"],
    ["https://leads.example.com/", "https://leads.example.com"],
    ["  http://127.0.0.1:8080// ", "http://127.0.0.1:8080"],
    ["HTTPS://Leads.Example.com:443/leadflow/", "https://leads.example.com/leadflow"]
  ])("%j is used as %j", (value, expected) => {
    expect(parsePublicUrl(value)).toEqual(Either.right(expected))
    expect(publicUrl({ LEADFLOW_PUBLIC_URL: value })).toEqual(Either.right(expected))
    expect(publicUrl({}, { publicUrl: value })).toEqual(Either.right(expected))
  })

  it("unset or empty, it is http://localhost:<port>", () => {
    expect(publicUrl({ PORT: "4000" })).toEqual(Either.right("http://localhost:4000"))
    expect(publicUrl({ PORT: "4000", LEADFLOW_PUBLIC_URL: " " })).toEqual(Either.right("http://localhost:4000"))
  })
})

const options = (env: Record<string, string>, overrides: Partial<ServerOptions> = {}) =>
  Effect.runSync(Effect.either(serverOptionsFromEnv(overrides)).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))

/** The one line `leadflow serve` stops with (`FailureReason.ts`). */
const refusal = (result: Either.Either<unknown, ConfigError.ConfigError>): string =>
  Either.isLeft(result) ? failureReason(Cause.fail(result.left)) : "accepted"

describe("the server's settings, as docs/operations.md lists them", () => {
  it("unset, each has its documented default", () => {
    expect(options({})).toEqual(
      Either.right({
        port: 3000,
        host: "0.0.0.0",
        publicUrl: "http://localhost:3000",
        batchPrefix: "/batch",
        certPrefix: "/cert",
        maxInFlight: 1000,
        bodyTimeoutMs: 10_000,
        metrics: { enabled: true },
        shutdownDelayMs: 0,
        shutdownTimeoutMs: 30_000
      })
    )
  })

  // `Config.integer` reads with `Number`: "" and " " were 0 (an empty LEADFLOW_MAX_IN_FLIGHT answered
  // every request 503), "0x10" 16, "1e3" 1000, and 3000000000 ms fired after 1 ms (Node's timers).
  const numbers = [
    "LEADFLOW_MAX_IN_FLIGHT",
    "LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT",
    "LEADFLOW_BODY_TIMEOUT_MS",
    "LEADFLOW_SHUTDOWN_DELAY_MS",
    "LEADFLOW_SHUTDOWN_TIMEOUT_MS"
  ]
  const bad = ["", " ", "-1", "abc", "1e3", "0x10", "1.0", "1.5", " 7 ", "+5", "2147483648", "99999999999999999999"]
  it.each(numbers.flatMap((name) => bad.map((value) => [name, value] as const)))("%s=%j is refused at start, naming it", (name, value) => {
    expect(refusal(options({ [name]: value }))).toMatch(new RegExp(`^${name}: must be a (number of milliseconds|whole number), [01] to 2147483647 in decimal digits$`))
  })

  it.each(["LEADFLOW_MAX_IN_FLIGHT", "LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT", "LEADFLOW_BODY_TIMEOUT_MS"])("%s=0 is refused: nothing could be served", (name) => {
    expect(refusal(options({ [name]: "0" }))).toMatch(new RegExp(`^${name}: must be .*, 1 to 2147483647`))
  })

  it("takes decimal digits up to 2147483647, and 0 for the shutdown times", () => {
    const read = options({
      LEADFLOW_MAX_IN_FLIGHT: "2147483647",
      LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT: "7",
      LEADFLOW_BODY_TIMEOUT_MS: "1",
      LEADFLOW_SHUTDOWN_DELAY_MS: "0",
      LEADFLOW_SHUTDOWN_TIMEOUT_MS: "0"
    })
    expect(Either.map(read, (o) => [o.maxInFlight, o.maxInFlightPerAccount, o.bodyTimeoutMs, o.shutdownDelayMs, o.shutdownTimeoutMs])).toEqual(
      Either.right([2_147_483_647, 7, 1, 0, 0])
    )
  })

  it("LEADFLOW_BATCH_PREFIX and LEADFLOW_CERT_PREFIX are paths below the root, apart from each other", () => {
    expect(Either.map(options({ LEADFLOW_BATCH_PREFIX: "b2/", LEADFLOW_CERT_PREFIX: " /certs/v1/ " }), (o) => [o.batchPrefix, o.certPrefix])).toEqual(
      Either.right(["/b2", "/certs/v1"])
    )
    for (const value of ["", " ", "/", "//", "a b", "/x?y", "/x#y", "/x%20", "/../x", "/x/."]) {
      expect(refusal(options({ LEADFLOW_BATCH_PREFIX: value }))).toMatch(/^LEADFLOW_BATCH_PREFIX: must be a path such as \/batch/)
      expect(refusal(options({ LEADFLOW_CERT_PREFIX: value }))).toMatch(/^LEADFLOW_CERT_PREFIX: must be a path such as \/batch/)
    }
    // One inside the other: a request would be rewritten by both.
    for (const [batch, cert] of [["/api", "/api"], ["/api", "/api/cert"], ["/x/batch", "/x"]] as const)
      expect(refusal(options({ LEADFLOW_BATCH_PREFIX: batch, LEADFLOW_CERT_PREFIX: cert }))).toMatch(/^LEADFLOW_CERT_PREFIX must not be LEADFLOW_BATCH_PREFIX/)
    // Nor the other API's default path, where it always answers too.
    expect(refusal(options({ LEADFLOW_BATCH_PREFIX: "/b", LEADFLOW_CERT_PREFIX: "/batch" }))).toMatch(/^LEADFLOW_CERT_PREFIX must not be \/batch/)
    expect(refusal(options({ LEADFLOW_CERT_PREFIX: "/batch/certs" }))).toMatch(/^LEADFLOW_CERT_PREFIX must not be \/batch/)
    expect(refusal(options({ LEADFLOW_BATCH_PREFIX: "/cert" , LEADFLOW_CERT_PREFIX: "/c" }))).toMatch(/^LEADFLOW_BATCH_PREFIX must not be \/cert/)
  })

  it("an empty HOST or --host is refused: Node binds \"\" to every address", () => {
    expect(refusal(options({ HOST: "" }))).toMatch(/^HOST must be an address to bind/)
    expect(refusal(options({ HOST: " " }))).toMatch(/^HOST must be an address to bind/)
    expect(refusal(options({}, { host: "" }))).toMatch(/^--host must be an address to bind/)
    expect(Either.map(options({ HOST: "127.0.0.1" }), (o) => o.host)).toEqual(Either.right("127.0.0.1"))
  })
})
