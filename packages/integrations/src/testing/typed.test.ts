import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Engine, Flow } from "@leadflow/core"
import { testIntegration } from "@leadflow/core/testing"
import { isTypedValue, parse } from "@leadflow/types"
import { varsTyper } from "../runtime/RequestVars.js"
import { engineVars, typed } from "./typed.js"

describe("typed", () => {
  it("replaces { $type, $raw } markers at any depth with the parsed value", () => {
    const out = typed({
      lead: { phone_1: { $type: "phone", $raw: "(512) 789-1111" }, first_name: "Jane" },
      list: [{ $type: "number", $raw: "1,000" }],
      plain: 3
    })
    expect(out).toEqual({
      lead: { phone_1: parse("phone", "(512) 789-1111"), first_name: "Jane" },
      list: [parse("number", "1,000")],
      plain: 3
    })
    expect((out["lead"] as { phone_1: { area: string } }).phone_1.area).toBe("512")
  })

  it("leaves objects that only look like markers, and does not change its input", () => {
    const input = { a: { $type: "phone", $raw: "5127891111", extra: 1 }, b: { $type: 1, $raw: "x" } }
    const copy = structuredClone(input)
    expect(typed(input)).toEqual(copy)
    expect(input).toEqual(copy)
  })
})

describe("engineVars", () => {
  const requestVariables = [
    { name: "phone", type: "phone" },
    { name: "zip", type: "postal_code" },
    { name: "note", type: "string" },
    { name: "when", type: "date" },
    { name: "lead.email", type: "email" },
    { name: "extra.*", type: "wildcard" },
    { name: "absent", type: "number" },
    { name: "token", type: "credential" }
  ]

  it("types declared field-typed variables, and only those", () => {
    const out = engineVars(requestVariables, {
      phone: "512-789-1111",
      zip: "78701",
      note: "hello",
      lead: { email: "JANE@example.com" },
      extra: { a: "1" },
      other: "78701"
    })
    expect(out["phone"]).toEqual(parse("phone", "512-789-1111"))
    expect(out["zip"]).toEqual(parse("postal_code", "78701"))
    expect(out["lead"]).toEqual({ email: parse("email", "JANE@example.com") })
    expect(out["note"]).toBe("hello")
    expect(out["extra"]).toEqual({ a: "1" })
    expect(out["other"]).toBe("78701")
    expect("absent" in out).toBe(false)
  })

  it("leaves a credential variable as given, as the runtime's varsTyper does", () => {
    const variables = [{ name: "token", type: "credential" }, { name: "lead.email", type: "email" }]
    const vars = { token: "s3cret-token", lead: { email: "Jane@Example.com" } }
    const out = engineVars(variables, vars)
    expect(out["token"]).toBe("s3cret-token")
    expect(out).toEqual(varsTyper(variables)(vars))
  })

  it("keeps a value that is already typed (a lead field the engine typed at inbound)", () => {
    const phone = parse("phone", "(512) 789-1111")
    const out = engineVars(requestVariables, { phone, zip: { $type: "string", $raw: "78701" } })
    expect(out["phone"]).toBe(phone)
    expect(out["zip"]).toEqual(parse("string", "78701"))
  })

  it("gives the integration what the engine gives it", async () => {
    const SOURCE = "5f00000000000000000000a1"
    const moduleId = "leadflow-probe.outbound.capture"
    const mapped = { phone: "(512) 789-1111 x12", zip: "78701-1234", note: "a note", when: "2024-02-29", token: "s3cret-token", lead: { email: "Jane@Example.com" } }
    let seen: Record<string, unknown> | undefined
    const probe = testIntegration({
      id: moduleId,
      requestVariables,
      respond: (vars) => {
        seen = { ...vars }
        return {}
      }
    })
    const flow = Schema.decodeUnknownSync(Flow)({
      name: "probe",
      enabled: true,
      fields: [],
      sources: [{ entity: { id: SOURCE, name: "Form" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          entity: { id: "5f00000000000000000000b1", name: "Buyer" },
          integration: {
            module_id: moduleId,
            mappings: [
              { property: "phone", value: mapped.phone },
              { property: "zip", value: mapped.zip },
              { property: "note", value: mapped.note },
              { property: "when", value: mapped.when },
              { property: "token", value: mapped.token },
              { property: "lead.email", value: mapped.lead.email }
            ]
          }
        }
      ]
    })
    const compiled = Engine.compile(flow, [])
    await Effect.runPromise(
      Engine.submit(compiled, { sourceId: SOURCE, data: {} }).pipe(Effect.provide(Engine.memoryLayer({ integrations: [probe] })))
    )
    const engine = seen ?? {}
    const kit = engineVars(requestVariables, mapped)
    for (const name of ["phone", "zip", "note", "when", "token"]) expect(kit[name], name).toEqual(engine[name])
    expect(isTypedValue(kit["phone"])).toBe(true)
    expect(kit["token"]).toBe("s3cret-token")
    expect((kit["lead"] as Record<string, unknown>)["email"]).toEqual((engine["lead"] as Record<string, unknown>)["email"])
  })
})
