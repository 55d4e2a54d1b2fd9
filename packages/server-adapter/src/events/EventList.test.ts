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

  it("walks arrays element by element, as a MongoDB projection does", () => {
    const items = [{ name: "a", price: 1 }, 7, { price: 2 }, { name: "c", tags: [{ k: "x", v: 1 }, "loose"] }]
    const event = { id: "e3", vars: { appended: { items, count: 4 } } }
    // Each object element keeps the path (empty when it lacks it); an element that is no object is dropped.
    expect(project(event, ["vars.appended.items.name"], undefined)).toEqual({
      id: "e3",
      vars: { appended: { items: [{ name: "a" }, {}, { name: "c" }] } }
    })
    // Two paths into the same elements merge; nested arrays are walked too.
    expect(project(event, ["vars.appended.items.name", "vars.appended.items.tags.k"], undefined)).toEqual({
      id: "e3",
      vars: { appended: { items: [{ name: "a" }, {}, { name: "c", tags: [{ k: "x" }] }] } }
    })
    // A whole array included wins over a path into it, whichever comes first.
    expect(project(event, ["vars.appended.items.name", "vars.appended.items"], undefined)).toEqual({ id: "e3", vars: { appended: { items } } })
    // Excluded from each object element; other elements and the source are left as they are.
    const dropped = project(event, undefined, ["vars.appended.items.name", "vars.appended.items.tags.v"])
    expect(dropped).toEqual({
      id: "e3",
      vars: { appended: { items: [{ price: 1 }, 7, { price: 2 }, { tags: [{ k: "x" }, "loose"] }], count: 4 } }
    })
    expect(items[0]).toEqual({ name: "a", price: 1 })
    // Through an array to a member nobody has: the object elements, empty.
    expect(project(event, ["vars.appended.items.missing"], undefined)).toEqual({ id: "e3", vars: { appended: { items: [{}, {}, {}] } } })
  })
})
