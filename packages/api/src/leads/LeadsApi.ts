import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NotFound, Unauthorized } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { Lead, LeadSearchResults, LeadsQuery, LeadWithEvents, SearchQuery } from "./LeadSchemas.js"

/**
 * Stored leads: full-text search (`/search/leads`), a listing and one lead with its events
 * (`/leads`). Free accounts have no access to leads: 401 `{error}`. Every endpoint needs the API
 * key (group middleware).
 */
export class LeadsApi extends HttpApiGroup.make("leads")
  .add(
    HttpApiEndpoint.get("searchLeads", "/search/leads")
      .annotate(OpenApi.Description, "Full-text search over the account's stored leads (names, email, phone, \u2026). Free accounts have no access to leads: 401.")
      .setUrlParams(SearchQuery)
      .addSuccess(LeadSearchResults)
      .addError(Unauthorized)
      .annotate(OpenApi.Summary, "Search leads")
  )
  .add(HttpApiEndpoint.get("listLeads", "/leads")
      .annotate(OpenApi.Summary, "List leads")
      .annotate(OpenApi.Description, "The account's stored leads, newest first, each with its outcome and submitted values. Free accounts: 401.").setUrlParams(LeadsQuery).addSuccess(Schema.Array(Lead)).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("getLead", "/leads/:id")
      .annotate(OpenApi.Summary, "Get a lead")
      .annotate(OpenApi.Description, "One lead with its events (source, recipients, filters, feedback). 404 for an unknown id; free accounts: 401.")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(LeadWithEvents)
      .addError(Unauthorized)
      .addError(NotFound)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
