import { Effect, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Engine } from "../Engine.js"
import { Flow } from "../model/Flow.js"

const SOURCE = "5f00000000000000000000a1"
const fields = [{ id: "email", type: "email" }] as const
const flowMapping = (property: string): Flow =>
  Schema.decodeUnknownSync(Flow)({
    name: "Mapped",
    enabled: true,
    fields: ["email"],
    steps: [],
    sources: [
      {
        entity: { id: SOURCE, name: "Web form" },
        integration: { module_id: "leadflow-standard.inbound", mappings: [{ property, value: "{{email}}" }, { property: "lead.note", value: "kept" }] }
      }
    ]
  })

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>)["polluted"]
})

describe("source mappings", () => {
  for (const property of ["lead.__proto__.polluted", "__proto__.polluted", "note.__proto__.polluted", "lead.constructor.prototype.polluted"])
    it(`a mapping of ${property} sets nothing and pollutes no prototype`, async () => {
      const result = await Effect.runPromise(
        Engine.submit(Engine.compile(flowMapping(property), fields), { sourceId: SOURCE, data: { email: "a@b.co" } }).pipe(
          Effect.provide(Engine.memoryLayer())
        )
      )
      expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
      expect(result.outcome).toBe("success")
      const lead = result.events.find((e) => e.type === "source")?.vars?.["lead"] as Record<string, unknown>
      expect(Object.getPrototypeOf(lead)).toBe(Object.prototype)
      expect(Object.keys(lead)).not.toContain("__proto__")
      expect(Object.keys(lead)).not.toContain("constructor")
      expect(lead["note"]).toBe("kept")
    })
})
