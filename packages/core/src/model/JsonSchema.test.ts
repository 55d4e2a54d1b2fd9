import { JSONSchema } from "effect"
import { describe, expect, it } from "vitest"
import { Flow } from "./Flow.js"
import { LeadEvent } from "./Event.js"

// The server publishes these records in its OpenAPI document, so they must convert.
describe("JSON Schema of the records", () => {
  it("converts flows and events, recursive rules included", () => {
    const flow = JSONSchema.make(Flow) as { $defs?: Record<string, unknown> }
    expect(Object.keys(flow.$defs ?? {})).toContain("Rule")
    expect(() => JSONSchema.make(LeadEvent)).not.toThrow()
  })
})
