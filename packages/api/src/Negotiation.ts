import { HttpApiMiddleware } from "@effect/platform"
import { Schema } from "effect"
import { NotAcceptable, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from "./Errors.js"

/**
 * Content negotiation for the JSON resources (the spec's `application/vnd.com.leadflow.<resource>+json`
 * and `application/json`), run before a body is read: 406, 415, 413 or 422 (a body nesting too deep).
 */
export class Negotiation extends HttpApiMiddleware.Tag<Negotiation>()("Negotiation", {
  failure: Schema.Union(NotAcceptable, UnsupportedMediaType, PayloadTooLarge, ValidationFailed)
}) {}
