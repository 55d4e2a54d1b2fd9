import { Schema } from "effect"

/**
 * What the browser script sends: `CaptureStart` creates a certificate (on page load), and
 * `CaptureUpdate` records the session at submit. Both arrive as `text/plain` JSON (no CORS
 * preflight), so they are decoded here rather than by the API's JSON payload handling.
 * Sizes are bounded: a certificate is public input.
 */

export const MAX_URL_LENGTH = 4_096
export const MAX_SNAPSHOT_LENGTH = 100_000
export const MAX_FIELDS = 100
export const MAX_FINGERPRINTS = 50
/** Largest capture body read (the script bounds its snapshot well below). */
export const MAX_CAPTURE_BYTES = 512 * 1024

export const FormInputMethod = Schema.Literal("typing", "paste", "autofill")
export type FormInputMethod = typeof FormInputMethod.Type

const Url = Schema.String.pipe(Schema.maxLength(MAX_URL_LENGTH))
const Count = Schema.Finite.pipe(Schema.nonNegative())

export const CaptureStart = Schema.Struct({
  page_url: Url,
  parent_page_url: Schema.optionalWith(Schema.NullOr(Url), { exact: true }),
  is_framed: Schema.optionalWith(Schema.Boolean, { exact: true }),
  /** A masked certificate (the id's masked flag; `data-masked="true"` on the script tag). */
  masked: Schema.optionalWith(Schema.Boolean, { exact: true }),
  /** The same, by the name the ping answers it with (a capture sent by hand may use it). */
  is_masked: Schema.optionalWith(Schema.Boolean, { exact: true })
}).pipe(
  // Both names for one flag: when both are sent they must agree, or which one wins is a guess.
  Schema.filter((start) =>
    start.masked === undefined || start.is_masked === undefined || start.masked === start.is_masked
      ? undefined
      : { path: ["is_masked"], message: `is_masked (${String(start.is_masked)}) contradicts masked (${String(start.masked)}): send one of them, or the same value in both` }
  )
)
export type CaptureStart = typeof CaptureStart.Type

export const CaptureUpdate = Schema.Struct({
  /** The write token the capture answer gave. */
  token: Schema.String.pipe(Schema.maxLength(200)),
  page_url: Schema.optionalWith(Url, { exact: true }),
  /** Time on page: from the script's start to this update. */
  event_duration_ms: Count,
  /** Key presses (modifier keys alone not counted). */
  keystrokes: Count,
  /** Key presses that typed a character. */
  characters: Count,
  /** From the first key press to the last. */
  typing_ms: Count,
  /** Per form field (name or id): how it was filled. */
  fields: Schema.Record({ key: Schema.String.pipe(Schema.maxLength(200)), value: Schema.Array(FormInputMethod) }),
  fingerprints: Schema.Array(Schema.String.pipe(Schema.maxLength(64))).pipe(Schema.maxItems(MAX_FINGERPRINTS)),
  snapshot: Schema.optionalWith(Schema.String, { exact: true })
})
export type CaptureUpdate = typeof CaptureUpdate.Type

/** The answer to a capture: the certificate and the token that lets this browser update it. */
export const CaptureCreated = Schema.Struct({
  cert_id: Schema.String,
  cert_url: Schema.String,
  token: Schema.String
}).annotations({ identifier: "CertificateCaptured" })

/** The browser's counters as the certificate stores them (`session` column). */
export interface SessionData {
  readonly event_duration_ms: number
  readonly keystrokes: number
  readonly characters: number
  readonly typing_ms: number
  readonly fields: Readonly<Record<string, ReadonlyArray<FormInputMethod>>>
}

export const emptySession: SessionData = {
  event_duration_ms: 0,
  keystrokes: 0,
  characters: 0,
  typing_ms: 0,
  fields: {}
}
