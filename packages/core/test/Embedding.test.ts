import { describe, expect, it } from "vitest"

describe("the README's embedding example", () => {
  it("compiles a flow, submits a lead and reads its events", async () => {
    const { result } = await import("../examples/embed.js")
    expect([result.outcome, result.price]).toEqual(["success", 12.5])
    expect(result.events.map((e) => e.type)).toEqual(["source"])
    const lead = (result.events[0]?.vars as { lead: { state: { normal: string } } }).lead
    expect(lead.state.normal).toBe("TX")
  })
})
