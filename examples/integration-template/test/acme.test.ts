import { describePackage, type PackageFixtures } from "@leadflow/integrations/testing"
import acme from "../src/index.js"

const KEY = "acme-key-123"
const lead = {
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.com",
  phone_1: "(512) 789-1111",
  postal_code: "78701"
}

const fixtures: PackageFixtures = {
  "leadflow-acme.outbound.create_lead": {
    validate: [
      { name: "no API key", vars: { lead }, expected: "API key is required" },
      { name: "no email", vars: { api_key: KEY, lead: { first_name: "Jane" } }, expected: "Email is required" },
      { name: "invalid email", vars: { api_key: KEY, lead: { email: "jane@" } }, expected: "Email is invalid" },
      { name: "ready", vars: { api_key: KEY, lead }, expected: null }
    ],
    request: [
      {
        name: "JSON post with the API key header",
        vars: { api_key: KEY, campaign: "solar-2025", lead },
        expected: {
          url: "https://api.acme-crm.example/v1/leads",
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json", "X-Api-Key": KEY },
          // Typed values are sent in their normal form: the phone as 10 digits.
          body: { first_name: "Jane", last_name: "Doe", email: "jane@example.com", phone: "5127891111", postal_code: "78701", campaign: "solar-2025" }
        }
      },
      {
        name: "sandbox url, lead fields typed by the flow",
        vars: {
          api_key: KEY,
          url: "https://sandbox.acme-crm.example/v1/leads",
          lead: { email: { $type: "email", $raw: "Jane@Example.com" }, phone_1: { $type: "phone", $raw: "512.789.1111" } }
        },
        expected: { url: "https://sandbox.acme-crm.example/v1/leads", body: { email: "jane@example.com", phone: "5127891111" } },
        match: "subset"
      }
    ],
    response: [
      {
        name: "accepted, with a price",
        vars: { api_key: KEY, lead },
        response: { status: 201, body: { status: "accepted", id: "A-1001", price: 12.5 } },
        expected: { outcome: "success", lead_id: "A-1001", price: 12.5 }
      },
      {
        name: "duplicate: a generic reason, never Acme's message",
        vars: { api_key: KEY, lead },
        response: { status: 200, body: { status: "rejected", code: "DUPLICATE", message: "jane@example.com already exists" } },
        expected: { outcome: "failure", reason: "Duplicate lead" }
      },
      {
        name: "a rejection code we do not know",
        vars: { api_key: KEY, lead },
        response: { status: 200, body: { status: "rejected", code: "NEW_CODE" } },
        expected: { outcome: "failure", reason: "Rejected by Acme CRM" }
      },
      {
        name: "bad API key",
        vars: { api_key: "wrong", lead },
        response: { status: 401, body: { error: "unauthorized" } },
        expected: { outcome: "error", reason: "Acme CRM refused the API key" }
      },
      {
        name: "Acme is down",
        vars: { api_key: KEY, lead },
        response: { status: 503, headers: { "content-type": "text/html" }, body: "<h1>Service Unavailable</h1>" },
        expected: { outcome: "error", reason: "Acme CRM unavailable (HTTP 503)" }
      },
      {
        name: "a proxy's HTML page",
        vars: { api_key: KEY, lead },
        response: { status: 200, headers: { "content-type": "text/html" }, body: "<html>hello</html>" },
        expected: { outcome: "error", reason: "Unreadable answer from Acme CRM" }
      }
    ]
  },
  "leadflow-acme.outbound.score_lead": {
    validate: [
      { name: "no API key", vars: { lead }, expected: "API key is required" },
      { name: "no email", vars: { api_key: KEY }, expected: "A valid email is required" },
      { name: "ready", vars: { api_key: KEY, lead }, expected: null }
    ],
    handle: [
      {
        name: "log in, then look the score up",
        vars: { api_key: KEY, lead },
        responses: [{ body: { token: "t-1" } }, { body: { score: 87, segment: "gold" } }],
        expected: { score: { outcome: "success", value: 87, segment: "gold" } },
        requests: [
          {
            url: "https://api.acme-crm.example/v1/auth/token",
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: { api_key: KEY }
          },
          {
            url: "https://api.acme-crm.example/v1/scores?email=jane%40example.com",
            method: "GET",
            headers: { Authorization: "Bearer t-1", Accept: "application/json" }
          }
        ]
      },
      {
        name: "no score",
        vars: { api_key: KEY, lead },
        responses: [{ body: { token: "t-1" } }, { status: 404, body: { error: "not found" } }],
        expected: { score: { outcome: "failure", reason: "No score for this lead" } }
      },
      {
        name: "refused login: no second call",
        vars: { api_key: "wrong", lead },
        responses: [{ status: 401, body: { error: "unauthorized" } }],
        expected: { score: { outcome: "error", reason: "Acme CRM refused the API key" } },
        requests: [{ url: "https://api.acme-crm.example/v1/auth/token" }],
        match: "subset"
      },
      {
        name: "the score call times out",
        vars: { api_key: KEY, lead },
        responses: [{ body: { token: "t-1" } }, { error: "timed out after 5 s" }],
        // A failed call fails the Effect: the runtime records an error with the call's reason.
        expected: { score: { outcome: "error", reason: "timed out after 5 s" } }
      }
    ]
  }
}

describePackage(acme, fixtures)
