/**
 * What a promise-facade call rejects with: the HTTP status (0 when no answer arrived) and the
 * error body as the server sent it (`{error}`, or `{message, errors}` for a 422; the management
 * API's bodies also carry `_tag`). The Effect client has the same errors as typed values. A call
 * that got no answer (network error, `timeoutMs` passed, aborted by its `signal`, a request that
 * does not match the API) has status 0 and no body.
 */
export class LeadflowApiError extends Error {
  override readonly name = "LeadflowApiError"
  /** The answer's status; 0 when the request failed before an answer (network, encoding). */
  readonly status: number
  /** The answer's body, parsed when it was JSON; undefined when there was none. */
  readonly body: unknown
  readonly #tag: string | undefined

  constructor(options: {
    readonly status: number
    readonly body: unknown
    readonly message: string
    readonly cause?: unknown
    /** The declared error's name when the body does not carry it (a raw `{error}` answer). */
    readonly tag?: string | undefined
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = options.status
    this.body = options.body
    this.#tag = options.tag
  }

  /**
   * The error's name (`ValidationFailed`, `NotFound`, `ServiceUnavailable`, …): the body's `_tag`,
   * else the declared error of the answer's status that the body was read as (a raw `{error}`
   * answer such as the server's load-shedding 503), when there is one.
   */
  get tag(): string | undefined {
    const tag = memberOf(this.body, "_tag")
    return typeof tag === "string" ? tag : this.#tag
  }

  /** A 422's messages by dotted path of the request (`{"name": ["is missing"]}`), when the body has them. */
  get errors(): Readonly<Record<string, ReadonlyArray<string>>> | undefined {
    const errors = memberOf(this.body, "errors")
    if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return undefined
    const result: Record<string, ReadonlyArray<string>> = {}
    for (const [path, messages] of Object.entries(errors))
      if (Array.isArray(messages)) result[path] = messages.filter((m): m is string => typeof m === "string")
    return result
  }
}

const memberOf = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null && Object.hasOwn(body, key) ? (body as Record<string, unknown>)[key] : undefined
