import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { CreateOnboard, Onboard, OnboardPath, UpdateOnboard } from "./OnboardSchemas.js"

/** Buyer connection onboarding. Every endpoint needs the API key (group middleware). */
export class OnboardsApi extends HttpApiGroup.make("onboards")
  .add(
    HttpApiEndpoint.post("createOnboard", "/onboards")
      .annotate(OpenApi.Description, "Creates an onboard (a buyer connection being set up) from an invitation; 404 when the invitation does not exist.")
      .setPayload(CreateOnboard)
      .addSuccess(Onboard, { status: 201 })
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Start onboarding from an invitation")
  )
  .add(HttpApiEndpoint.get("getOnboard", "/onboards/:id")
      .annotate(OpenApi.Summary, "Get an onboard")
      .annotate(OpenApi.Description, "One onboard by id, with its state (created, in_progress, completed). 404 for an unknown id.").setPath(OnboardPath).addSuccess(Onboard).addError(NotFound))
  .add(
    HttpApiEndpoint.put("updateOnboard", "/onboards/:id")
      .annotate(OpenApi.Description, "Moves the onboard forward (created, in_progress, completed); sending its current state changes nothing, a move backwards is a 422.")
      .setPath(OnboardPath)
      .setPayload(UpdateOnboard)
      .addSuccess(Onboard)
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Move an onboard forward: created → in_progress → completed")
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
