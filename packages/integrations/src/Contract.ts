/**
 * The plugin contract: what an integration package declares and exports. A package is plain
 * data plus functions; the runtime (`Runtime.ts`) turns it into the handlers the engine calls.
 * Read docs/writing-an-integration.md for a walk-through.
 */
import type { Effect } from "effect"
import type { IntegrationError, SuppressionLists } from "@leadflow/core"

/**
 * Engine services a `handle` integration may use (the runtime provides them): the suppression
 * lists, for the built-in list integrations. Third-party integrations usually need none.
 */
export type PluginServices = SuppressionLists

/** A variable an integration reads (request) or appends (response). */
export interface Variable {
  /** Lower-case dot path. `lead.` means a lead field; `prefix.*` with type `wildcard` a mapping family. */
  readonly name: string
  /** A field type of `@leadflow/types`, or `wildcard`, `array`, `credential`, `password`, `object`. */
  readonly type: string
  readonly required?: boolean
  readonly description: string
  readonly label?: string
  readonly examples?: ReadonlyArray<string>
  readonly deprecated?: boolean
  /**
   * For a `credential` variable that names a stored credential (`credential_id`): the credential
   * types it can use (`user`, `token`, `oauth`...). A flow naming a stored credential of another
   * type is refused when saved, rather than sending nothing. Any type when absent.
   */
  readonly credential_types?: ReadonlyArray<string>
}

/** How a marketplace integration is priced (shown in the package listing). */
export interface Pricing {
  readonly type: "flat" | "tiered" | "free"
  readonly unit?: string
  readonly transaction?: string
  readonly tiers?: ReadonlyArray<{ readonly up_to?: number; readonly price: number }>
}

/** The outcome of a call, as an integration reports it. `skip` is only ever decided by the engine. */
export type Outcome = "success" | "failure" | "error"

/**
 * What an integration returns to be appended under its step's key. `outcome` and `reason` may sit
 * at the root or under the integration's prefix (`query_item.outcome`, see `appendPrefix`).
 */
export interface Appended {
  readonly [key: string]: unknown
}

/** The HTTP request a request/response integration asks the runtime to send. */
export interface OutboundRequest {
  readonly url: string
  readonly method: string
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
  /** Follow 3xx redirects (default false). */
  readonly followRedirects?: boolean
  /** Seconds; the step's `timeout_seconds` applies when absent. Clamped to 1-360. */
  readonly timeout?: number
}

/** A response as an integration sees it: header names in Camel-Case (`Content-Type`), body as text. */
export interface InboundResponse {
  readonly status: number
  readonly version: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string>>>
  readonly body: string
}

/** The runtime's HTTP client, for `handle` integrations that make several calls. */
export interface Http {
  /** Send a request through the shared pool; SSRF-guarded, timed out, recorded (secrets redacted). */
  readonly send: (request: OutboundRequest) => Effect.Effect<InboundResponse, IntegrationError>
}

export interface HandleContext {
  readonly http: Http
  /** The step's timeout in ms. */
  readonly timeoutMs: number
}

interface IntegrationBase {
  /** `<package id>.<inbound|outbound>.<name>` (e.g. `leadflow-custom.outbound.json`). */
  readonly id: string
  readonly name: string
  readonly type: "delivery" | "enhancement" | "marketplace enhancement"
  readonly description?: string
  readonly tag?: string
  readonly request_variables: ReadonlyArray<Variable>
  readonly response_variables: ReadonlyArray<Variable>
  readonly pricing?: Pricing
  /** A message means the step is skipped with that reason; nothing means go. */
  readonly validate?: (vars: Readonly<Record<string, unknown>>) => string | undefined
  /** Request variable names whose values are secrets (beyond `credential` and `password` typed ones). */
  readonly secrets?: ReadonlyArray<string>
}

/** One HTTP call: the runtime sends `request(vars)` and appends `response(vars, req, res)`. Both pure. */
export interface RequestResponseIntegration extends IntegrationBase {
  readonly request: (vars: Readonly<Record<string, unknown>>) => OutboundRequest
  readonly response: (vars: Readonly<Record<string, unknown>>, request: OutboundRequest, response: InboundResponse) => Appended
}

/** Several calls, SDKs, logins: `handle` returns an Effect that makes its calls through `context.http`. */
export interface HandleIntegration extends IntegrationBase {
  readonly handle: (
    vars: Readonly<Record<string, unknown>>,
    context: HandleContext
  ) => Effect.Effect<Appended, IntegrationError, PluginServices>
}

export type OutboundIntegration = RequestResponseIntegration | HandleIntegration

/** An HTTP answer an inbound integration gives the submitter early (405, 406, 415, 400). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: string
  ) {
    super(body)
    this.name = "HttpError"
  }
}

/** A request as an inbound integration sees it. */
export interface SubmittedRequest {
  readonly method: string
  readonly uri: string
  readonly version?: string
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly body?: string
  readonly timestamp?: number
}

/** A source integration: parses submissions into lead vars, and answers the submitter. */
export interface InboundIntegration {
  readonly id: string
  readonly name: string
  readonly type: "inbound"
  readonly description?: string
  readonly request_variables: ReadonlyArray<Variable>
  readonly response_variables: ReadonlyArray<Variable>
  /** Whether `/ping` is supported. */
  readonly pingable: boolean
  /** The submitted vars, or throws `HttpError` to answer at once. */
  readonly request: (request: SubmittedRequest) => Record<string, unknown>
  /** The answer, from the lead's vars (`outcome`, `reason`, `lead.id`, `price`, ...). */
  readonly response: (
    request: SubmittedRequest,
    vars: Readonly<Record<string, unknown>>,
    fieldIds?: ReadonlyArray<string>
  ) => { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string }
}

export type Integration = OutboundIntegration | InboundIntegration

/** An integration package: what npm publishes and `LEADFLOW_PLUGINS` names. */
export interface IntegrationPackage {
  /** The npm name without scope (`leadflow-custom`); module ids start with it. */
  readonly id: string
  readonly provider: string
  readonly name: string
  readonly description: string
  readonly version: string
  readonly link?: string
  readonly integrations: ReadonlyArray<Integration>
}

export const isHandle = (integration: OutboundIntegration): integration is HandleIntegration =>
  "handle" in integration && typeof integration.handle === "function"

export const isInbound = (integration: Integration): integration is InboundIntegration => integration.type === "inbound"

/** Declare an integration (typed identity: it checks the shape at compile time). */
export const defineIntegration = <I extends Integration>(integration: I): I => integration

/**
 * Declare a package: typed as `IntegrationPackage` (so a package's emitted declarations name the
 * contract, which a consumer's strictest settings accept), its module ids checked when it runs
 * (each must start with the package id: a thrown error says which does not).
 */
export const definePackage = (pkg: IntegrationPackage): IntegrationPackage => {
  for (const integration of pkg.integrations)
    if (!integration.id.startsWith(`${pkg.id}.`))
      throw new Error(`integration ${integration.id} must be named ${pkg.id}.<inbound|outbound>.<name>`)
  return pkg
}
