import { defineIntegration, type Appended, type InboundResponse, type OutboundRequest } from "@leadflow/integrations"
import { isRecord, parseJson, textAt, validAt } from "./values.js"

/** Acme's production endpoint; a flow may map `url` to Acme's sandbox instead. */
export const ACME_LEADS_URL = "https://api.acme-crm.example/v1/leads"

/**
 * Acme's rejection codes as reasons. Acme's own `message` is never passed on: it quotes the
 * lead ("jane@example.com already exists"), and reasons are counted in reports.
 */
const REJECTIONS: Readonly<Record<string, string>> = {
  DUPLICATE: "Duplicate lead",
  OUT_OF_AREA: "Postal code not served",
  INVALID_LEAD: "Lead rejected as invalid"
}

const UNREADABLE: Appended = { outcome: "error", reason: "Unreadable answer from Acme CRM" }

/** What Acme's API wants: its field names, and the normal form of each typed value. */
const acmeLead = (vars: Readonly<Record<string, unknown>>) => ({
  first_name: textAt(vars, "lead.first_name"),
  last_name: textAt(vars, "lead.last_name"),
  email: textAt(vars, "lead.email"),
  phone: textAt(vars, "lead.phone_1"),
  postal_code: textAt(vars, "lead.postal_code"),
  campaign: textAt(vars, "campaign")
})

export const createLead = defineIntegration({
  id: "leadflow-acme.outbound.create_lead",
  name: "Create lead",
  type: "delivery",
  description: "Create the lead in Acme CRM; Acme accepts it with a price or rejects it with a code",
  request_variables: [
    { name: "api_key", type: "password", required: true, label: "API key", description: "Your Acme CRM API key (Settings → API)" },
    { name: "url", type: "url", description: `Acme's leads endpoint (default ${ACME_LEADS_URL})` },
    { name: "campaign", type: "string", description: "Acme campaign the lead is filed under", examples: ["solar-2025"] },
    { name: "lead.email", type: "email", required: true, description: "Email address (Acme requires a valid one)" },
    { name: "lead.first_name", type: "first_name", description: "First name" },
    { name: "lead.last_name", type: "last_name", description: "Last name" },
    { name: "lead.phone_1", type: "phone", description: "Phone number" },
    { name: "lead.postal_code", type: "postal_code", description: "Postal code" }
  ],
  response_variables: [
    { name: "outcome", type: "string", description: "success: Acme took the lead; failure: Acme rejected it; error: no decision" },
    { name: "reason", type: "string", description: "Why Acme rejected the lead, or what went wrong" },
    { name: "lead_id", type: "string", description: "Acme's id of the new lead" },
    { name: "price", type: "number", description: "What Acme pays for the lead" }
  ],
  // A message means the step is skipped with that reason: the lead cannot go to Acme as it is.
  validate: (vars) => {
    if (textAt(vars, "api_key") === undefined) return "API key is required"
    if (textAt(vars, "lead.email") === undefined) return "Email is required"
    if (!validAt(vars, "lead.email")) return "Email is invalid"
    return undefined
  },
  request: (vars): OutboundRequest => ({
    url: textAt(vars, "url") ?? ACME_LEADS_URL,
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      // `api_key` is a password variable: the runtime redacts its value from recorded requests.
      "X-Api-Key": textAt(vars, "api_key") ?? ""
    },
    body: JSON.stringify(acmeLead(vars))
  }),
  response: (_vars, _request, response: InboundResponse): Appended => {
    if (response.status === 401 || response.status === 403) return { outcome: "error", reason: "Acme CRM refused the API key" }
    if (response.status === 429 || response.status >= 500)
      return { outcome: "error", reason: `Acme CRM unavailable (HTTP ${response.status})` }
    const body = parseJson(response.body)
    if (!isRecord(body)) return UNREADABLE
    if (body["status"] === "accepted") {
      const price = typeof body["price"] === "number" && body["price"] >= 0 ? body["price"] : 0
      return { outcome: "success", lead_id: String(body["id"]), price }
    }
    if (body["status"] === "rejected")
      return { outcome: "failure", reason: REJECTIONS[String(body["code"])] ?? "Rejected by Acme CRM" }
    return UNREADABLE
  }
})
