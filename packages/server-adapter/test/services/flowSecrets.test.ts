import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeSecretBox } from "../../src/secrets/SecretBox.js"
import { flowSecretOwner, maskSealed, openFlowSecrets, SEALED, sealFlowSecrets } from "../../src/secrets/FlowSecrets.js"

const box = makeSecretBox("test secret")
const owner = flowSecretOwner("acct", "flow1")
const seal = (plain: string) => box.seal(plain, owner)
const declared = (moduleId: string) => (moduleId === "acme.outbound.api" ? new Set(["cpl_token"]) : undefined)

const step = (id: string, mappings: ReadonlyArray<{ property: string; value: unknown }>) => ({
  id,
  type: "recipient",
  integration: { module_id: "acme.outbound.api", mappings }
})
const valuesOf = (body: Record<string, unknown>, i: number) =>
  ((body["steps"] as Array<ReturnType<typeof step>>)[i]?.integration.mappings ?? []).map((m) => m.value)

const sealed = (body: Record<string, unknown>, previous?: Record<string, unknown>) => {
  const result = sealFlowSecrets(body, previous, declared, seal)
  if (!("body" in result)) throw new Error(JSON.stringify(result.errors))
  return result.body
}

describe("sealFlowSecrets", () => {
  const flow = {
    steps: [
      step("a1", [
        { property: "cpl_token", value: "declared-secret" },
        { property: "header.Authorization", value: "Bearer abc" },
        { property: "parameter.api_key", value: ["k1", null, "{{lead.key}}"] },
        { property: "url", value: "https://u:p@buyer.example/post" },
        { property: "url_plain", value: "https://buyer.example/post" },
        { property: "token_template", value: "{{lead.token}}" },
        { property: "email", value: "{{lead.email}}" },
        { property: "price", value: 3 }
      ])
    ]
  }

  it("seals secrets by property (declared, header, name) and URLs with one, leaving templates and the rest", () => {
    const body = sealed(flow)
    const values = valuesOf(body, 0)
    expect(String(values[0])).toMatch(new RegExp(`^${SEALED}`))
    expect(String(values[1])).toMatch(new RegExp(`^${SEALED}`))
    const list = values[2] as Array<string | null>
    expect(list[0]).toMatch(new RegExp(`^${SEALED}`))
    expect(list[1]).toBeNull()
    expect(list[2]).toBe("{{lead.key}}")
    expect(String(values[3])).toMatch(new RegExp(`^${SEALED}`))
    expect(values.slice(4)).toEqual(["https://buyer.example/post", "{{lead.token}}", "{{lead.email}}", 3])
    // The input is not changed.
    expect(valuesOf(flow, 0)[0]).toBe("declared-secret")
  })

  it("opens what it sealed, only for its owner, and masks it", async () => {
    const body = sealed(flow)
    expect(await Effect.runPromise(openFlowSecrets(body, owner, box))).toEqual(flow)
    const other = await Effect.runPromise(Effect.either(openFlowSecrets(body, flowSecretOwner("acct", "flow2"), box)))
    expect(other._tag).toBe("Left")
    expect(valuesOf(maskSealed(body), 0).slice(0, 4)).toEqual(["****", "****", ["****", null, "{{lead.key}}"], "****"])
  })

  it("keeps the stored secret where the mask is sent back, by step id even when steps move", () => {
    const stored = sealed({ steps: [step("a1", [{ property: "cpl_token", value: "one" }]), step("b2", [{ property: "cpl_token", value: "two" }])] })
    const back = sealed({ steps: [step("b2", [{ property: "cpl_token", value: "****" }]), step("a1", [{ property: "cpl_token", value: "****" }])] }, stored)
    expect(valuesOf(back, 0)[0]).toBe(valuesOf(stored, 1)[0])
    expect(valuesOf(back, 1)[0]).toBe(valuesOf(stored, 0)[0])
  })

  it("refuses the mask where nothing is stored, and leaves it when asked to (old flows)", () => {
    const body = { steps: [step("a1", [{ property: "cpl_token", value: "****" }])] }
    expect(sealFlowSecrets(body, undefined, declared, seal)).toEqual({
      errors: { "steps.0.integration.mappings.0.value": [expect.stringMatching(/mask of a stored secret/)] }
    })
    expect(sealFlowSecrets(body, undefined, declared, seal, "leave")).toEqual({ body })
  })

  it("seals a destination webhook that carries a key", () => {
    const body = sealed({ destinations: [{ actions: [{ webhook_url: "https://h.example/in?api_key=xyz" }, { webhook_url: "https://h.example/in" }] }] })
    const actions = (body["destinations"] as Array<{ actions: Array<{ webhook_url: string }> }>)[0]?.actions ?? []
    expect(actions[0]?.webhook_url).toMatch(new RegExp(`^${SEALED}`))
    expect(actions[1]?.webhook_url).toBe("https://h.example/in")
  })
})
