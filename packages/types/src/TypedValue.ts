/**
 * The value model shared by every field type: a plain object with the normal form, the raw input,
 * a validity flag and type-specific components (`phone.area`, `email.domain`, ...).
 */

/** The 21 field type names, in catalogue order. */
export const typeNames = [
  "boolean",
  "city",
  "credential",
  "date",
  "dob",
  "email",
  "first_name",
  "gender",
  "ip",
  "last_name",
  "number",
  "phone",
  "postal_code",
  "range",
  "ssn",
  "state",
  "street",
  "string",
  "time",
  "certform_url",
  "url"
] as const

export type TypeName = (typeof typeNames)[number]

/** A primitive that a typed value's `normal` (and a component) may hold. */
export type Primitive = string | number | boolean | null

/**
 * A parsed value. `normal` is what templates and deliveries print (dates as `YYYY-MM-DD`, times as
 * ISO-8601 instants); `valid` is information and never blocks a lead by itself.
 */
export interface TypedValue {
  readonly normal: Primitive
  readonly raw: unknown
  readonly valid: boolean
  readonly [component: string]: unknown
}

/** Settings for the certform_url type: the hosts our certificate API serves and its signing key. */
export interface CertformOptions {
  /**
   * Where certificates are served: `host[:port][/prefix]` (https) or `http://host[:port][/prefix]`,
   * e.g. `cert.example.com`, `leadflow.example.com/cert`.
   */
  readonly hosts: ReadonlyArray<string>
  /**
   * Key(s) that authenticate certificate ids (HMAC-SHA256); a list verifies with every key and
   * the certificate API signs with the first.
   */
  readonly secret: string | Uint8Array | ReadonlyArray<string | Uint8Array>
  /** Certificates whose age in whole days is over this are not valid (90.5 days old is 90). Default 90. */
  readonly maxAgeDays?: number
}

export interface ParseOptions {
  /** The current time in ms since the epoch (dob age, certificate age). Default: `Date.now()`. */
  readonly now?: number
  /** Certificate settings for certform_url; without them certificate ids cannot be verified. */
  readonly certform?: CertformOptions
}

/** Options as a type's parser sees them: every default filled in. */
export interface ResolvedParseOptions {
  readonly now: () => number
  readonly certform: CertformOptions | undefined
}

/** A component a type exposes, for documentation, UIs and rule pickers. */
export interface ComponentInfo {
  readonly name: string
  readonly type: TypeName | "boolean" | "number" | "string"
  readonly description: string
}

/** True when `value` is a typed value produced by `parse` (or shaped like one). */
export const isTypedValue = (value: unknown): value is TypedValue =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  "normal" in value &&
  "valid" in value &&
  "raw" in value
