import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The API's error answers, as the spec's table has them. Each carries a JSON body so that a client
 * always gets `{error}` (or `{errors}` for validation), never an empty reply.
 */

/** 400: a body that does not parse (malformed JSON, a form that cannot be read). */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

/** 401: the API key is missing, wrong, or wrongly specified. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/**
 * 403: the record cannot be modified (a standard, built-in record), or the API key's scope does
 * not allow the request (a `read` key writing, a `submit` key on the management API).
 */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** 404: no such record (in the caller's account). */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** 406: the Accept header names no type this resource answers in. */
export class NotAcceptable extends Schema.TaggedError<NotAcceptable>()(
  "NotAcceptable",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 406 })
) {}

/** 409: the update names a version (or `updated_at`) older than the stored record's. */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** 413: the body is larger than the server accepts. */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 413 })
) {}

/** 415: the body's Content-Type is not one this resource reads. */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 415 })
) {}

/** 422: the document is invalid; `errors` maps each dotted path of it to its messages. */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()(
  "ValidationFailed",
  {
    message: Schema.String,
    errors: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) })
  },
  HttpApiSchema.annotations({ status: 422 })
) {
  static fromErrors(errors: Readonly<Record<string, ReadonlyArray<string>>>): ValidationFailed {
    return new ValidationFailed({ message: "Validation failed", errors })
  }
  /** One message for one field. */
  static of(field: string, message: string): ValidationFailed {
    return ValidationFailed.fromErrors({ [field]: [message] })
  }
}

/** 503: the server is shedding load or its storage is unavailable; try again later. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { error: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}
