import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Conflict } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { PricingServiceInput, PricingServiceRecord } from "./ServiceSchemas.js"

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * The `services` endpoints: pricing services, external services that answer a lead's price.
 * The reference lists them (`GET /services`); creating, reading, updating and deleting one are
 * this server's, in the shape of the other resources. Every endpoint needs the API key.
 */
export class ServicesApi extends HttpApiGroup.make("services")
  .add(
    HttpApiEndpoint.get("list", "/services")
      .addSuccess(Schema.Array(PricingServiceRecord))
      .annotate(OpenApi.Summary, "Get Pricing Services")
      .annotate(OpenApi.Description, "Returns a list of configured pricing services.")
  )
  .add(
    HttpApiEndpoint.post("create", "/services")
      .setPayload(PricingServiceInput)
      .addSuccess(PricingServiceRecord, { status: 201 })
      .annotate(OpenApi.Summary, "Create a pricing service")
      .annotate(
        OpenApi.Description,
        "A pricing service is an outbound integration (module and mappings, as a recipient step has them) whose response carries the price, for example `leadflow-custom.outbound.json` with `url` and `price_path`. Flows and sources use it by `pricing_service.service_id` (a flow naming an unknown one reports it in its `errors` and cannot be deployed); when it fails, errs, answers no price or times out (10 s unless its mappings set `timeout_seconds`), the lead gets the configuration's `fallback_price`. 422 when the module is not an outbound integration."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/services/:id")
      .annotate(OpenApi.Description, "One pricing service of the account, by id. 404 for an unknown id.")
      .setPath(IdPath)
      .addSuccess(PricingServiceRecord)
      .annotate(OpenApi.Summary, "Get a pricing service")
  )
  .add(
    HttpApiEndpoint.put("update", "/services/:id")
      .setPath(IdPath)
      .setPayload(PricingServiceInput)
      .addSuccess(PricingServiceRecord)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Update a pricing service")
      .annotate(OpenApi.Description, "Replaces the service. With `updated_at`, 409 when the stored service is newer.")
  )
  .add(
    HttpApiEndpoint.del("delete", "/services/:id")
      .setPath(IdPath)
      .addSuccess(PricingServiceRecord)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Delete a pricing service")
      .annotate(
        OpenApi.Description,
        "Returns the service as it was. A service that flows use (as the flow's or a source's `pricing_service`, in the saved or the deployed version) cannot be deleted (409 naming them): a deployed flow naming a service that is gone takes no leads."
      )
  )
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Pricing services") {}
