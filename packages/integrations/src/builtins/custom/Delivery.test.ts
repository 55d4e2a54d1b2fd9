/** The custom deliveries run by the plugin runtime against a local server: what reaches it, what is recorded. */
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { Engine, Flow, makeMemorySuppressionLists, memoryLayer, type RecipientEvent } from "@leadflow/core"
import { Effect, Schema } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { handlerFor, makeHttpClient, setAllowPrivateHosts } from "../../runtime/index.js"
import { customForm, customJson, customPackage, customQuery, customXml } from "./package.js"

const http = makeHttpClient({ allowPrivateHosts: true })
const options = { http, lists: makeMemorySuppressionLists() }
const handlers = [customJson, customForm, customQuery, customXml].map((integration) => handlerFor(integration, customPackage, options))
const handler = (name: string) => handlers.find((h) => h.id === `leadflow-custom.outbound.${name}`)!

let origin = ""
const received: Array<{ readonly url: string; readonly headers: IncomingHttpHeaders }> = []
const server = createServer((req, res) => {
  received.push({ url: req.url ?? "", headers: req.headers })
  req.resume()
  req.on("end", () => {
    res.writeHead(200, { "Content-Type": "application/json" })
    res.end("{}")
  })
})

beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, "127.0.0.1", () => {
        origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        resolve()
      })
    )
)
afterEach(() => {
  received.length = 0
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await http.close()
})

const invoke = (name: string, vars: Record<string, unknown>) =>
  Effect.runPromise(handler(name).invoke({ url: origin, ...vars }, { timeoutMs: 5000, stepId: "s1" }))

describe("header.* values a header cannot carry as they are", () => {
  it("delivers a value beyond Latin-1 transliterated and one with a control character without it, and records the call", async () => {
    for (const [value, sent] of [["Łukasz", "Lukasz"], ["a\u0001b", "ab"], ["José", "José"]] as const) {
      const result = await invoke("json", { header: { "X-Name": value }, json_property: { a: 1 } })
      expect([result.outcome, result.reason], value).toEqual(["success", undefined])
      expect(result.transactions, value).toHaveLength(1)
      expect(result.transactions[0]?.request.headers["X-Name"], value).toBe(sent)
      // Node reads header bytes as Latin-1: José arrives as José.
      expect(received.at(-1)?.headers["x-name"], value).toBe(sent)
    }
    expect(received).toHaveLength(3)
  })
})

describe("yes/no and number settings that cannot be read", () => {
  it("end a call made without validate in error naming the setting, with nothing sent", async () => {
    const cases: ReadonlyArray<readonly [string, Record<string, unknown>, RegExp]> = [
      ["json", { follow_redirects: "maybe" }, /^request could not be built: follow_redirects must be true or false/],
      ["query", { send_ascii: "sure" }, /^request could not be built: send_ascii must be true or false/],
      ["form", { encode_form_field_names: "perhaps", form_field: { a: "1" } }, /^request could not be built: encode_form_field_names must be true or false/],
      ["xml", { fallback_price: "ten dollars" }, /^request could not be built: fallback_price must be a number of 0 or more, not "ten dollars"/]
    ]
    for (const [name, vars, reason] of cases) {
      const result = await invoke(name, vars)
      expect(result.outcome, name).toBe("error")
      expect(result.reason, name).toMatch(reason)
      expect(result.appended["price"], name).not.toBe("ten dollars")
      expect(result.transactions, name).toHaveLength(0)
    }
    expect(received).toHaveLength(0)
  })

  it("are read per lead when a template sets them: the step is skipped with the reason, never sent with the default", async () => {
    const source = "5f00000000000000000000a1"
    const flow = Engine.compile(
      Schema.decodeUnknownSync(Flow)({
        id: "5f0000000000000000000001",
        name: "F",
        enabled: true,
        fields: ["email", "redirects"],
        sources: [{ entity: { id: source, name: "S" }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: [
          {
            type: "recipient",
            entity: { id: "5f00000000000000000000b1", name: "Buyer" },
            integration: {
              module_id: "leadflow-custom.outbound.json",
              mappings: [
                { property: "url", value: origin },
                { property: "follow_redirects", value: "{{lead.redirects}}" },
                { property: "json_property.email", value: "{{lead.email}}" }
              ]
            }
          }
        ]
      }),
      [
        { id: "email", type: "email" },
        { id: "redirects", type: "string" }
      ]
    )
    const submit = (redirects: string) =>
      Effect.runPromise(
        Engine.submit(flow, { sourceId: source, data: { email: "a@example.com", redirects } }).pipe(
          Effect.provide(memoryLayer({ integrations: handlers }))
        )
      )
    const previous = setAllowPrivateHosts(true)
    try {
      const refused = (await submit("maybe")).events.find((e): e is RecipientEvent => e.type === "recipient")
      expect([refused?.outcome, refused?.reason]).toEqual([
        "skip",
        'follow_redirects must be true or false (also yes/no, y/n, t/f, 1/0, on/off), not "maybe"'
      ])
      expect(received).toHaveLength(0)
      const sent = (await submit("yes")).events.find((e): e is RecipientEvent => e.type === "recipient")
      expect(sent?.outcome).toBe("success")
      expect(received).toHaveLength(1)
    } finally {
      setAllowPrivateHosts(previous)
    }
  })
})
