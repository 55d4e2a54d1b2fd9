import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication, OptionalAuthentication } from "../Security.js"
import { IntegrationModuleView, IntegrationPackageView } from "./PackageView.js"

const idPath = HttpApiSchema.param("id", Schema.String)

/**
 * The `packages` endpoints: every integration package the server runs (built-in and plugins).
 * The list needs the API key; one package by id is public (the key is optional). `/modules` is
 * the deprecated view of the same modules, answered with `Deprecation` and a `Link` to
 * `/packages`.
 */
export class PackagesApi extends HttpApiGroup.make("packages")
  .add(
    HttpApiEndpoint.get("list", "/packages")
      .annotate(OpenApi.Summary, "List integration packages")
      .annotate(OpenApi.Description, "Every integration package the server runs (built-in and plugins), with its integrations, their request and response variables and pricing.")
      .addSuccess(Schema.Array(IntegrationPackageView))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("get")`/packages/${idPath}`
      .annotate(OpenApi.Summary, "Get an integration package")
      .annotate(OpenApi.Description, "One package by id (e.g. `leadflow-standard`). Public: the API key is optional. 404 for an unknown id.")
      .addSuccess(IntegrationPackageView)
      .addError(NotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("listModules", "/modules")
      .annotate(OpenApi.Summary, "List integration modules (deprecated)")
      .addSuccess(Schema.Array(IntegrationModuleView))
      .middleware(Authentication)
      .annotate(OpenApi.Deprecated, true)
      .annotate(OpenApi.Description, "Deprecated: use /packages.")
  )
  .add(
    HttpApiEndpoint.get("getModule")`/modules/${idPath}`
      .annotate(OpenApi.Summary, "Get an integration module (deprecated)")
      .addSuccess(IntegrationModuleView)
      .addError(NotFound)
      .middleware(OptionalAuthentication)
      .annotate(OpenApi.Deprecated, true)
      .annotate(OpenApi.Description, "Deprecated: use /packages/{id}.")
  )
  .middleware(Negotiation) {}
