import { describe, expect, it } from "vitest"
import { project } from "./EventList.js"

describe("project", () => {
  // A stored event may hold a member named __proto__ (a buyer's answer, kept as an own member).
  const hostile = JSON.parse('{"id":"e1","vars":{"data":{"__proto__":{"polluted":"yes"},"kept":1}}}') as Record<string, unknown>

  it("never walks or writes through __proto__, constructor or prototype", () => {
    const picked = project(hostile, ["vars.data.__proto__.polluted", "vars.constructor.prototype.x"], undefined)
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined()
    // Nothing under them is copied (the API refuses such paths before: 422).
    expect(picked).toEqual({ id: "e1", vars: { data: {} } })
    const dropped = project(hostile, undefined, ["vars.data.__proto__"])
    expect(Object.getPrototypeOf(dropped["vars"])).toBe(Object.prototype)
  })

  it("picks and drops dotted paths, sharing what it does not change", () => {
    const event = { id: "e2", type: "source", vars: { lead: { email: "a@b.c", phone: "1" }, flow: { id: "f" } } }
    expect(project(event, ["vars.lead.email", "type"], undefined)).toEqual({ id: "e2", type: "source", vars: { lead: { email: "a@b.c" } } })
    expect(project(event, ["vars", "vars.lead.email"], undefined)).toEqual({ id: "e2", vars: event.vars })
    const dropped = project(event, undefined, ["vars.lead"])
    expect(dropped).toEqual({ id: "e2", type: "source", vars: { flow: { id: "f" } } })
    expect((dropped["vars"] as Record<string, unknown>)["flow"]).toBe(event.vars.flow)
    expect(event.vars.lead.email).toBe("a@b.c")
  })
})
