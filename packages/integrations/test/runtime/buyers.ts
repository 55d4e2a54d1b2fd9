/**
 * A small integration package for the runtime's tests: a JSON delivery (request/response style),
 * a prefixed enhancement, and a handle-style delivery that checks a suppression list and makes two
 * calls.
 */
import { Effect } from "effect"
import { IntegrationError, SuppressionLists } from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"
import { defineIntegration, definePackage, type InboundResponse, type Variable } from "../../src/Contract.js"
import { urlProblem } from "../../src/runtime/Ssrf.js"

const text = (value: unknown): string =>
  isTypedValue(value) ? String(value.valid ? value.normal : value.raw) : value === undefined || value === null ? "" : String(value)

const outcomeVariables: ReadonlyArray<Variable> = [
  { name: "outcome", type: "string", description: "success, failure or error" },
  { name: "reason", type: "string", description: "why" },
  { name: "price", type: "number", description: "the buyer's price" }
]

const answer = (response: InboundResponse): Record<string, unknown> => {
  if (response.status >= 500) return { outcome: "error", reason: "Server error" }
  return JSON.parse(response.body) as Record<string, unknown>
}

/** POSTs `{ email, phone_valid }` as JSON to `url`; 5xx is an error, else the buyer's JSON is the answer. */
export const jsonBuyer = defineIntegration({
  id: "leadflow-testbuyer.outbound.json",
  name: "JSON buyer",
  type: "delivery",
  description: "Delivers the lead as JSON",
  tag: "Test",
  request_variables: [
    { name: "url", type: "string", required: true, description: "Where to send the lead" },
    { name: "lead.email", type: "email", description: "Email" },
    { name: "lead.phone_1", type: "phone", description: "Phone" },
    { name: "api_key", type: "credential", description: "The buyer's API key" },
    { name: "basic_password", type: "password", description: "Basic authentication password" },
    { name: "timeout", type: "number", description: "A request timeout of the integration's own" }
  ],
  response_variables: outcomeVariables,
  secrets: ["signing_secret"],
  validate: (vars) => urlProblem(vars["url"], true),
  request: (vars) => {
    const lead = (vars["lead"] ?? {}) as Record<string, unknown>
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" }
    if (vars["api_key"] !== undefined) headers["X-Api-Key"] = text(vars["api_key"])
    if (vars["basic_password"] !== undefined)
      headers["Authorization"] = `Basic ${Buffer.from(`user:${text(vars["basic_password"])}`).toString("base64")}`
    const phone = lead["phone_1"]
    return {
      url: text(vars["url"]),
      method: "POST",
      headers,
      body: JSON.stringify({
        email: text(lead["email"]),
        phone_valid: isTypedValue(phone) ? phone.valid : null,
        signature: vars["signing_secret"] ?? null,
        key: vars["api_key"] === undefined ? null : text(vars["api_key"])
      }),
      ...(vars["timeout"] === undefined ? {} : { timeout: Number(text(vars["timeout"])) })
    }
  },
  response: (_vars, _request, response) => answer(response)
})

/** Looks a value up at `url`; appends under `lookup.*` (its outcome is `lookup.outcome`). */
export const lookupEnhancement = defineIntegration({
  id: "leadflow-testbuyer.outbound.lookup",
  name: "Lookup",
  type: "enhancement",
  request_variables: [{ name: "url", type: "string", description: "Service URL" }],
  response_variables: [
    { name: "lookup.outcome", type: "string", description: "outcome" },
    { name: "lookup.reason", type: "string", description: "reason" },
    { name: "lookup.found", type: "boolean", description: "found" }
  ],
  request: (vars) => ({ url: text(vars["url"]), method: "GET" }),
  response: (_vars, _request, response) => ({ lookup: answer(response) })
})

/**
 * Handle style: fails with "Duplicate" when the email is on the `sent` list; else POSTs to
 * `url` twice (a login, then the lead) and adds the email to the list.
 */
export const handleBuyer = defineIntegration({
  id: "leadflow-testbuyer.outbound.handle",
  name: "Two-call buyer",
  type: "delivery",
  request_variables: [
    { name: "url", type: "string", description: "Base URL" },
    { name: "lead.email", type: "email", description: "Email" },
    { name: "basic_password", type: "password", description: "Password" }
  ],
  response_variables: outcomeVariables,
  handle: (vars, { http }) =>
    Effect.gen(function* () {
      const lists = yield* SuppressionLists
      const email = text((vars["lead"] as Record<string, unknown> | undefined)?.["email"]).toLowerCase()
      const seen = yield* Effect.mapError(lists.query("sent", email), () => new IntegrationError({ reason: "lists unavailable" }))
      if (seen.found) return { outcome: "failure", reason: "Duplicate" }
      const login = yield* http.send({
        url: `${text(vars["url"])}/login`,
        method: "POST",
        body: JSON.stringify({ password: text(vars["basic_password"]) })
      })
      if (login.status !== 200) return yield* Effect.fail(new IntegrationError({ reason: "login failed" }))
      const delivered = yield* http.send({ url: `${text(vars["url"])}/leads`, method: "POST", body: JSON.stringify({ email }) })
      yield* Effect.ignore(lists.add("sent", [email], 0))
      return answer(delivered)
    })
})

export const testBuyers = definePackage({
  id: "leadflow-testbuyer",
  provider: "Leadflow tests",
  name: "Test buyers",
  description: "Integrations for the runtime's tests",
  version: "1.2.3",
  link: "https://example.com/testbuyer",
  integrations: [jsonBuyer, lookupEnhancement, handleBuyer]
})
