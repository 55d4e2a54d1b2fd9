import { Cause, ConfigError } from "effect"
import { describe, expect, it } from "vitest"
import { failureReason } from "./FailureReason.js"

describe("failureReason", () => {
  it("follows the cause chain, each message once", () => {
    const inner = new Error('database "x" does not exist')
    const outer = Object.assign(new Error("PgClient: Failed to connect"), { cause: inner })
    expect(failureReason(Cause.fail(outer))).toBe('PgClient: Failed to connect: database "x" does not exist')
    expect(failureReason(Cause.die(Object.assign(new Error("a: b"), { cause: new Error("b") })))).toBe("a: b")
  })

  it("names a tagged error without a message by its tag, and anything else as text", () => {
    expect(failureReason(Cause.fail({ _tag: "ServeError", message: "" }))).toBe("ServeError")
    expect(failureReason(Cause.fail("boom"))).toBe("boom")
  })

  it("names the variable of a configuration error, once", () => {
    expect(failureReason(Cause.fail(ConfigError.InvalidData(["LEADFLOW_LOG_LEVEL"], "must be one of info, none")))).toBe(
      "LEADFLOW_LOG_LEVEL: must be one of info, none"
    )
    expect(failureReason(Cause.fail(ConfigError.InvalidData(["PORT"], "PORT must be a port number")))).toBe("PORT must be a port number")
  })
})
