import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../server/ServerConfig.js"
import { parseServeFlags } from "./ServeFlags.js"
import { UsageError } from "./Usage.js"

const portFromEnv = (port: string) =>
  Effect.runSync(
    Effect.either(Effect.map(serverOptionsFromEnv(), (options) => options.port)).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map([["PORT", port]])))
    )
  )

// `Number()` read "" as 0 (a random port), "0x1F90" as 8080, "1e0" as 1 and " 0b0 " as 0.
const refused = ["", "0x1F90", "0x0", "1e0", " 0b0 ", "0b0", "0o7", " 80", "80 ", "+80", "-1", "8.0", "65536", "123456", "80\n", "Infinity"]

describe("serve --port and PORT: one rule", () => {
  it.each(refused)("--port %j is refused with a usage error, as PORT is", (port) => {
    expect(() => parseServeFlags([`--port=${port}`])).toThrow(UsageError)
    expect(() => parseServeFlags([`--port=${port}`])).toThrow(/^--port must be a port number/)
    expect(Either.isLeft(portFromEnv(port))).toBe(true)
  })

  it.each([
    ["0", 0],
    ["80", 80],
    ["8080", 8080],
    ["65535", 65_535]
  ])("--port %j and PORT %j are port %d", (text, port) => {
    expect(parseServeFlags([`--port=${text}`])).toMatchObject({ port })
    expect(portFromEnv(text)).toEqual(Either.right(port))
  })

  it("PORT's refusal names the variable", () => {
    const result = portFromEnv("0x1F90")
    expect(Either.isLeft(result) && String(result.left)).toMatch(/PORT/)
  })
})
