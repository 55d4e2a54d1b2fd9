import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { credentialIdOf } from "./CredentialId.js"

describe("credentialIdOf", () => {
  it("reads a literal id and the text of a typed value a lone template reference renders", () => {
    expect(credentialIdOf("5f00000000000000000000c1")).toBe("5f00000000000000000000c1")
    expect(credentialIdOf(parse("string", "5f00000000000000000000c2"))).toBe("5f00000000000000000000c2")
  })

  it("names no credential for blanks and non-text", () => {
    expect(credentialIdOf(undefined)).toBeUndefined()
    expect(credentialIdOf("")).toBeUndefined()
    expect(credentialIdOf("  ")).toBeUndefined()
    expect(credentialIdOf(parse("string", ""))).toBeUndefined()
    expect(credentialIdOf({ id: "x" })).toBeUndefined()
  })
})
