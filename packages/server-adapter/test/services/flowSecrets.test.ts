import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { box, declaredFor, owner, seal } from "./secretsFixture.js"
import {
  flowSecretOwner,
  maskSealed,
  openFlowSecrets,
  type Revealed,
  revealSecrets,
  SEALED,
  sealFlowSecrets
} from "../../src/secrets/FlowSecrets.js"

const declared = declaredFor(["acme.outbound.api"])

type Mapping = { property: string; value: unknown }
const step = (id: string | undefined, mappings: ReadonlyArray<Mapping>) => ({
  ...(id === undefined ? {} : { id }),
  type: "recipient",
  integration: { module_id: "acme.outbound.api", mappings }
})
const valuesOf = (body: Record<string, unknown>, i: number) =>
  ((body["steps"] as Array<{ integration: { mappings: Array<Mapping> } }>)[i]?.integration.mappings ?? []).map((m) => m.value)

const reveal = (stored: Record<string, unknown>): Promise<Revealed> => Effect.runPromise(revealSecrets(stored, owner, box))
const open = (stored: Record<string, unknown>) => Effect.runPromise(openFlowSecrets(stored, owner, box))
const sealed = (body: Record<string, unknown>, previous?: Revealed) => {
  const result = sealFlowSecrets(body, previous, declared, seal)
  if (!("body" in result)) throw new Error(JSON.stringify(result.errors))
  return result.body
}
const errorsOf = (body: Record<string, unknown>, previous?: Revealed) => {
  const result = sealFlowSecrets(body, previous, declared, seal)
  return "errors" in result ? result.errors : {}
}
const isSealedText = (value: unknown) => typeof value === "string" && value.startsWith(SEALED)

describe("sealFlowSecrets", () => {
  const flow = {
    steps: [
      step("a1", [
        { property: "cpl_token", value: "declared-secret" },
        { property: "header.Authorization", value: "Bearer abc" },
        { property: "parameter.api_key", value: ["k1", null, "{{lead.key}}"] },
        { property: "url", value: " https://u:p@buyer.example/post" },
        { property: "url_plain", value: "https://buyer.example/post" },
        { property: "token_template", value: "{{lead.token}}" },
        { property: "header.X-Signature", value: '{{sha256 lead.email salt="literal"}}' },
        { property: "credential_id", value: "0123456789abcdef01234567" },
        { property: "email", value: "{{lead.email}}" },
        { property: "price", value: 3 }
      ])
    ]
  }

  it("seals secrets by property and URLs that hold one, but not credential ids or a lone variable", () => {
    const values = valuesOf(sealed(flow), 0)
    expect(isSealedText(values[0])).toBe(true)
    expect(isSealedText(values[1])).toBe(true)
    const list = values[2] as Array<string | null>
    expect(isSealedText(list[0])).toBe(true)
    expect(list.slice(1)).toEqual([null, "{{lead.key}}"])
    expect(isSealedText(values[3])).toBe(true)
    expect(values[4]).toBe("https://buyer.example/post")
    expect(values[5]).toBe("{{lead.token}}")
    // A helper call may carry a literal: sealed.
    expect(isSealedText(values[6])).toBe(true)
    expect(values.slice(7)).toEqual(["0123456789abcdef01234567", "{{lead.email}}", 3])
    // The input is not changed.
    expect(valuesOf(flow, 0)[0]).toBe("declared-secret")
  })

  it("opens what it sealed, only for its owner; answers URLs with their secrets masked, the rest ****", async () => {
    const body = sealed(flow)
    expect(await open(body)).toEqual(flow)
    const other = await Effect.runPromise(Effect.either(openFlowSecrets(body, flowSecretOwner("acct", "flow2"), box)))
    expect(other._tag).toBe("Left")
    const revealed = await reveal(body)
    expect(revealed.unreadable).toEqual([])
    expect(valuesOf(revealed.displayed, 0).slice(0, 4)).toEqual(["****", "****", ["****", null, "{{lead.key}}"], "https://u:****@buyer.example/post"])
    expect(valuesOf(maskSealed(body), 0)[3]).toBe("****")
  })

  it("keeps a secret sent back as answered, or as typed, without sealing it again", async () => {
    const stored = sealed(flow)
    const revealed = await reveal(stored)
    expect(sealed(revealed.displayed, revealed)).toEqual(stored)
    expect(sealed(flow, revealed)).toEqual(stored)
  })

  it("keeps secrets with their step when steps move: by id, or without one by what the step holds", async () => {
    const a = [{ property: "url", value: "https://a.example/post" }, { property: "cpl_token", value: "key-of-a" }]
    const b = [{ property: "url", value: "https://b.example/post" }, { property: "cpl_token", value: "key-of-b" }]
    for (const ids of [["a1", "b2"], [undefined, undefined]] as const) {
      const stored = sealed({ steps: [step(ids[0], a), step(ids[1], b)] })
      const revealed = await reveal(stored)
      const steps = revealed.displayed["steps"] as Array<unknown>
      const swapped = sealed({ steps: [steps[1], steps[0]] }, revealed)
      const opened = await open(swapped)
      expect(valuesOf(opened, 0)).toEqual(["https://b.example/post", "key-of-b"])
      expect(valuesOf(opened, 1)).toEqual(["https://a.example/post", "key-of-a"])
    }
  })

  it("refuses a masked value where nothing is kept: no stored secret, a step changed without an id, a list of another length", async () => {
    expect(errorsOf({ steps: [step("a1", [{ property: "cpl_token", value: "****" }])] })).toEqual({
      "steps.0.integration.mappings.0.value": [expect.stringMatching(/masked secret/)]
    })
    const stored = sealed({ steps: [step(undefined, [{ property: "url", value: "https://a.example/post" }, { property: "cpl_token", value: "k" }])] })
    const revealed = await reveal(stored)
    const moved = { steps: [step(undefined, [{ property: "url", value: "https://elsewhere.example/post" }, { property: "cpl_token", value: "****" }])] }
    expect(Object.keys(errorsOf(moved, revealed))).toEqual(["steps.0.integration.mappings.1.value"])
    const list = sealed({ steps: [step("a1", [{ property: "parameter.api_key", value: ["one", "two"] }])] })
    const listRevealed = await reveal(list)
    expect(Object.keys(errorsOf({ steps: [step("a1", [{ property: "parameter.api_key", value: ["****"] }])] }, listRevealed))).toEqual([
      "steps.0.integration.mappings.0.value.0"
    ])
    // A URL with its secret masked is never sent as it is.
    expect(Object.keys(errorsOf({ steps: [step("a1", [{ property: "url", value: "https://u:****@x.example/" }])] }))).toEqual([
      "steps.0.integration.mappings.0.value"
    ])
    // A bare `****` where no secret goes is a value like any other.
    expect(errorsOf({ steps: [step("a1", [{ property: "json_property.note", value: "****" }])] })).toEqual({})
  })

  it("never gives one step's secret to another: look-alikes without ids are told apart by all they hold, or refused", async () => {
    const campaign = (state: string, key: string) => ({
      ...step(undefined, [
        { property: "url", value: "https://buyer.example/post" },
        { property: "cpl_token", value: key }
      ]),
      rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: state }] }
    })
    const stored = sealed({ steps: [campaign("CA", "key-ca"), campaign("TX", "key-tx")] })
    const shown = (await reveal(stored)).displayed["steps"] as Array<unknown>
    // Delete CA: TX keeps its own key. Swap them: each keeps its own.
    expect(valuesOf(await open(sealed({ steps: [shown[1]] }, await reveal(stored))), 0)[1]).toBe("key-tx")
    const swapped = await open(sealed({ steps: [shown[1], shown[0]] }, await reveal(stored)))
    expect([valuesOf(swapped, 0)[1], valuesOf(swapped, 1)[1]]).toEqual(["key-tx", "key-ca"])
    // A new key typed for one step in the same save as another change leaves the other's alone.
    const edited = { ...(shown[0] as Record<string, unknown>), description: "CA, new key" }
    const editedSteps = [{ ...edited, integration: { module_id: "acme.outbound.api", mappings: [{ property: "url", value: "https://buyer.example/post" }, { property: "cpl_token", value: "key-ca-2" }] } }, shown[1]]
    const afterEdit = await open(sealed({ steps: editedSteps }, await reveal(stored)))
    expect([valuesOf(afterEdit, 0)[1], valuesOf(afterEdit, 1)[1]]).toEqual(["key-ca-2", "key-tx"])

    // Two steps alike but for their keys: kept as they are, refused once one of them goes.
    const twins = sealed({ steps: [step(undefined, [{ property: "cpl_token", value: "one" }]), step(undefined, [{ property: "cpl_token", value: "two" }])] })
    const twinsRevealed = await reveal(twins)
    const twinsShown = twinsRevealed.displayed["steps"] as Array<unknown>
    expect(sealed({ steps: twinsShown }, twinsRevealed)).toEqual(twins)
    expect(Object.keys(errorsOf({ steps: [twinsShown[1]] }, twinsRevealed))).toEqual(["steps.0.integration.mappings.0.value"])
  })

  it("finds a mapping by its id, else by its property and rule set", async () => {
    const when = (state: string) => ({ op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: state }] })
    for (const ids of [["m1", "m2"], [undefined, undefined]] as const) {
      const mapping = (id: string | undefined, state: string, value: string) => ({ ...(id === undefined ? {} : { id }), property: "header.X-Api-Key", value, rule_set: when(state) })
      const stored = sealed({ steps: [step("s1", [mapping(ids[0], "CA", "key-ca"), mapping(ids[1], "TX", "key-tx")])] })
      const revealed = await reveal(stored)
      const shown = (revealed.displayed["steps"] as Array<{ integration: { mappings: Array<unknown> } }>)[0]?.integration.mappings ?? []
      const onlyTx = await open(sealed({ steps: [step("s1", [shown[1] as Mapping])] }, revealed))
      expect(valuesOf(onlyTx, 0)).toEqual(["key-tx"])
      const swapped = await open(sealed({ steps: [step("s1", [shown[1] as Mapping, shown[0] as Mapping])] }, revealed))
      expect(valuesOf(swapped, 0)).toEqual(["key-tx", "key-ca"])
    }
  })

  it("seals a secret typed as a number and opens it as the number", async () => {
    const stored = sealed({ steps: [step("s1", [{ property: "cpl_token", value: 987654321 }])] })
    expect(JSON.stringify(stored)).not.toContain("987654321")
    expect(valuesOf(await open(stored), 0)).toEqual([987654321])
    const revealed = await reveal(stored)
    expect(valuesOf(revealed.displayed, 0)).toEqual(["****"])
    expect(sealed(revealed.displayed, revealed)).toEqual(stored)
  })

  it("masks in answers a secret stored in clear", async () => {
    const clear = { steps: [step("s1", [{ property: "cpl_token", value: "left-in-clear" }])] }
    const revealed = await Effect.runPromise(revealSecrets(clear, owner, box, declared))
    expect(valuesOf(revealed.displayed, 0)).toEqual(["****"])
  })

  it("works out the places of a deeply nested flow in one walk per level", () => {
    // Rule sets two wide at every level, 13 levels deep, in steps without ids.
    const nest = (depth: number): unknown =>
      depth === 0 ? { lhv: "lead.state", op: "is equal to", rhv: "TX" } : { op: "and", rules: [nest(depth - 1), nest(depth - 1)] }
    const flowOf = (key: string) => ({ steps: [{ ...step(undefined, [{ property: "cpl_token", value: key }]), rule_set: nest(13) }] })
    const body = sealed(flowOf("deep-key"))
    expect(isSealedText(valuesOf(body, 0)[0])).toBe(true)
  })

  it("refuses the sealed mark anywhere in what is sent", () => {
    expect(Object.keys(errorsOf({ name: `${SEALED}hello`, steps: [] }))).toEqual(["name"])
  })

  it("reports a sealed value that does not open instead of failing, and masks it", async () => {
    const stored = sealed({ steps: [step("a1", [{ property: "cpl_token", value: "k" }])] })
    const revealed = await Effect.runPromise(revealSecrets(stored, flowSecretOwner("acct", "other"), box))
    expect(revealed.unreadable).toEqual(["steps.0.integration.mappings.0.value"])
    expect(valuesOf(revealed.displayed, 0)).toEqual(["****"])
  })

  it("seals a destination webhook that carries a key, and answers it with the key masked", async () => {
    const body = sealed({ destinations: [{ actions: [{ webhook_url: "https://h.example/in?api_key=xyz" }, { webhook_url: "https://h.example/in" }] }] })
    const actions = (body["destinations"] as Array<{ actions: Array<{ webhook_url: string }> }>)[0]?.actions ?? []
    expect(isSealedText(actions[0]?.webhook_url)).toBe(true)
    expect(actions[1]?.webhook_url).toBe("https://h.example/in")
    const shown = (await reveal(body)).displayed["destinations"] as Array<{ actions: Array<{ webhook_url: string }> }>
    expect(shown[0]?.actions[0]?.webhook_url).toBe("https://h.example/in?api_key=****")
  })
})
