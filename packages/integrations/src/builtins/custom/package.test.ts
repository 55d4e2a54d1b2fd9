import { describe, expect, it } from "vitest"
import { checkPackage } from "../../testing/index.js"
import { customPackage } from "./index.js"

describe("leadflow-custom", () => {
  it("passes the package checks the engine relies on", () => {
    expect(checkPackage(customPackage)).toEqual([])
  })

  it("offers the four HTTP deliveries, sharing one response parser", () => {
    expect(customPackage.integrations.map((i) => i.id)).toEqual([
      "leadflow-custom.outbound.json",
      "leadflow-custom.outbound.form",
      "leadflow-custom.outbound.query",
      "leadflow-custom.outbound.xml"
    ])
    const parsers = new Set(customPackage.integrations.map((i) => ("response" in i ? i.response : undefined)))
    expect(parsers.size).toBe(1)
  })
})
