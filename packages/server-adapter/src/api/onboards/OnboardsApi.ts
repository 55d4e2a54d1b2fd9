import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { CreateOnboard, Onboard, OnboardPath, UpdateOnboard } from "./OnboardSchemas.js"

/** Buyer connection onboarding. Every endpoint needs the API key (group middleware). */
export class OnboardsApi extends HttpApiGroup.make("onboards")
  .add(
    HttpApiEndpoint.post("createOnboard", "/onboards")
      .setPayload(CreateOnboard)
      .addSuccess(Onboard, { status: 201 })
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Start onboarding from an invitation")
  )
  .add(HttpApiEndpoint.get("getOnboard", "/onboards/:id").setPath(OnboardPath).addSuccess(Onboard).addError(NotFound))
  .add(
    HttpApiEndpoint.put("updateOnboard", "/onboards/:id")
      .setPath(OnboardPath)
      .setPayload(UpdateOnboard)
      .addSuccess(Onboard)
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Move an onboard forward: created → in_progress → completed")
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
