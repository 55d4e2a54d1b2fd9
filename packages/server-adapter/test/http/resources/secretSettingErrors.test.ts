import { definePackage, type IntegrationPackage } from "@leadflow/integrations"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * A 422 for a mapping of a module's setting never quotes its value: whether a setting is secret
 * can be the module's own word (a `password` variable, a `credential` one, a name in `secrets`)
 * under a plain name (`pin`), which the formatter of a refused document does not know.
 */

const PIN = 424299
const PASSPHRASE = 515377

const vault: IntegrationPackage = definePackage({
  id: "@acme/leadflow-vault",
  provider: "Acme",
  name: "Vault",
  description: "Sends leads to a vault",
  version: "1.0.0",
  integrations: [
    {
      id: "@acme/leadflow-vault.outbound.send",
      name: "Send",
      type: "delivery",
      request_variables: [
        { name: "pin", type: "password", description: "The vault's PIN" },
        { name: "passphrase", type: "string", description: "The vault's passphrase" },
        { name: "login", type: "credential", description: "The vault's login" }
      ],
      secrets: ["passphrase"],
      response_variables: [],
      request: () => ({ url: "https://vault.example/in", method: "POST" }),
      response: () => ({ outcome: "success" })
    }
  ]
})

describe("a refused mapping of a module-declared secret setting", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ integrations: { packages: [vault] } })
  })
  afterAll(() => server.close())

  const flow = (mappings: ReadonlyArray<Record<string, unknown>>) => ({
    name: "Vault",
    enabled: true,
    fields: ["email"],
    sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [{ type: "recipient", id: "vault1", entity: { id: server.accountId }, integration: { module_id: "@acme/leadflow-vault.outbound.send", mappings } }]
  })

  it("says the wrong JSON type of its value by kind, on create and update", async () => {
    const mappings = [
      { property: "pin", value: [PIN] },
      { property: "passphrase", value: [true, PASSPHRASE] },
      { property: "login", value: [PIN + 1] }
    ]
    const send = (method: string, path: string) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify(flow(mappings))
      })
    const created = await send("POST", "/flows")
    expect(created.status).toBe(422)
    const text = await created.text()
    const errors = (JSON.parse(text) as { errors: Record<string, Array<string>> }).errors
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["steps.0.integration.mappings.0.value.0", "steps.0.integration.mappings.1.value.1"]))
    expect(errors["steps.0.integration.mappings.0.value.0"]).toEqual(["Expected string | null, actual a number"])
    for (const secret of [PIN, PASSPHRASE, PIN + 1]) expect(text).not.toContain(String(secret))
    const valid = await fetch(`${server.url}/flows`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: JSON.stringify(flow([]))
    })
    expect(valid.status).toBe(201)
    const { id } = (await valid.json()) as { id: string }
    const updated = await send("PUT", `/flows/${id}`)
    expect(updated.status).toBe(422)
    const updatedText = await updated.text()
    for (const secret of [PIN, PASSPHRASE, PIN + 1]) expect(updatedText).not.toContain(String(secret))
  })
})
