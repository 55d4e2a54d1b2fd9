import { Effect } from "effect"
import { defineIntegration, type Appended, type HandleContext } from "@leadflow/integrations"
import { isRecord, parseJson, textAt, validAt } from "./values.js"

/** Acme's API root; a flow may map `api_url` to Acme's sandbox instead. */
export const ACME_API_URL = "https://api.acme-crm.example/v1"

// Appended under `score`, the prefix of the `score.outcome` response variable.
const scored = (data: Appended): Appended => ({ score: data })
const failed = (outcome: "failure" | "error", reason: string): Appended => scored({ outcome, reason })

/**
 * Two calls, so a `handle`: log in with the API key, then look the lead's score up with the
 * token. Each call goes through `context.http`, which the runtime times out, guards and records.
 * A call that cannot complete (timeout, refused connection) fails the Effect with an
 * IntegrationError, and the engine records an error with its reason.
 */
const score = (vars: Readonly<Record<string, unknown>>, { http }: HandleContext) =>
  Effect.gen(function* () {
    const api = textAt(vars, "api_url") ?? ACME_API_URL
    const login = yield* http.send({
      url: `${api}/auth/token`,
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ api_key: textAt(vars, "api_key") })
    })
    if (login.status !== 200) return failed("error", "Acme CRM refused the API key")
    const session = parseJson(login.body)
    if (!isRecord(session) || typeof session["token"] !== "string") return failed("error", "Unreadable answer from Acme CRM")

    const email = encodeURIComponent(textAt(vars, "lead.email") ?? "")
    const lookup = yield* http.send({
      url: `${api}/scores?email=${email}`,
      method: "GET",
      headers: { Authorization: `Bearer ${session["token"]}`, Accept: "application/json" }
    })
    if (lookup.status === 404) return failed("failure", "No score for this lead")
    if (lookup.status !== 200) return failed("error", `Acme CRM unavailable (HTTP ${lookup.status})`)
    const body = parseJson(lookup.body)
    if (!isRecord(body) || typeof body["score"] !== "number") return failed("error", "Unreadable answer from Acme CRM")
    return scored({ outcome: "success", value: body["score"], segment: typeof body["segment"] === "string" ? body["segment"] : null })
  })

export const scoreLead = defineIntegration({
  id: "leadflow-acme.outbound.score_lead",
  name: "Score lead",
  type: "enhancement",
  description: "Look up Acme's 0-100 score and segment for the lead's email",
  request_variables: [
    { name: "api_key", type: "password", required: true, label: "API key", description: "Your Acme CRM API key (Settings → API)" },
    { name: "api_url", type: "url", description: `Acme's API root (default ${ACME_API_URL})` },
    { name: "lead.email", type: "email", required: true, description: "Email address the score is looked up by" }
  ],
  response_variables: [
    { name: "score.outcome", type: "string", description: "success: scored; failure: Acme has no score; error: no answer" },
    { name: "score.reason", type: "string", description: "Why there is no score" },
    { name: "score.value", type: "number", description: "Acme's score, 0-100" },
    { name: "score.segment", type: "string", description: "Acme's segment (gold, silver, bronze)" }
  ],
  validate: (vars) => {
    if (textAt(vars, "api_key") === undefined) return "API key is required"
    if (textAt(vars, "lead.email") === undefined || !validAt(vars, "lead.email")) return "A valid email is required"
    return undefined
  },
  handle: score
})
