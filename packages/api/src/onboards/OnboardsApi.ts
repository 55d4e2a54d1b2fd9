import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Conflict, NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { CreateOnboard, Onboard, OnboardPath, UpdateOnboard } from "./OnboardSchemas.js"

/** Buyer connection onboarding. Every endpoint needs the API key (group middleware). */
export class OnboardsApi extends HttpApiGroup.make("onboards")
  .add(
    HttpApiEndpoint.post("createOnboard", "/onboards")
      .annotate(
        OpenApi.Description,
        "Creates an onboard (a buyer connection being set up) from an invitation; 404 when the invitation does not exist, 422 for the caller's own invitation, 409 when an onboard (of this account or another) has taken it already: an invitation is accepted once."
      )
      .setPayload(CreateOnboard)
      .addSuccess(Onboard, { status: 201 })
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Start onboarding from an invitation")
  )
  .add(HttpApiEndpoint.get("getOnboard", "/onboards/:id")
      .annotate(OpenApi.Summary, "Get an onboard")
      .annotate(OpenApi.Description, "One onboard by id, with its state (created, in_progress, completed). 404 for an unknown id.").setPath(OnboardPath).addSuccess(Onboard).addError(NotFound))
  .add(
    HttpApiEndpoint.put("updateOnboard", "/onboards/:id")
      .annotate(
        OpenApi.Description,
        "Moves the onboard forward (created, in_progress, completed); sending its current state changes nothing, a move backwards is a 422. Completing it accepts its invitation, in one transaction; 409 when another onboard has accepted that invitation."
      )
      .setPath(OnboardPath)
      .setPayload(UpdateOnboard)
      .addSuccess(Onboard)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Move an onboard forward: created → in_progress → completed")
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
