import fc from "fast-check"

/**
 * What careless and hostile clients send: bodies (any JSON, near-valid documents with one member
 * spoiled, prototype member names, broken JSON, other types, multipart, nesting past the limits up
 * to 100,000 deep) and query values (some past the URL limit).
 */

/** Percent-encoding that survives lone surrogates (sent as U+FFFD, as a browser would). */
const encode = (text: string): string => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
  const code = c.charCodeAt(0)
  const next = all.charCodeAt(i + 1)
  const prev = all.charCodeAt(i - 1)
  const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00
  return paired ? c : "\ufffd"
}))

export interface Sent {
  readonly type: string | undefined
  readonly text: string
}

export const objectId = fc.hexaString({ minLength: 24, maxLength: 24 })

/**
 * A path parameter as sent (already percent-encoded): mostly an id, sometimes one no record has.
 * No dot segments: `fetch` resolves them before sending (the request would be for another path).
 */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: objectId },
  { weight: 2, arbitrary: fc.constantFrom("%00", "a%00b", "%2500", "%20", "%C3%BC%F0%9F%99%82", "x".repeat(300), "'", "%27%20OR%201%3D1") }
)

/** Names that a careless `body[key]` finds on `Object.prototype`. */
const prototypeKeys = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "toJSON", "prototype"] as const

const memberNames = [
  "name", "id", "type", "fields", "sources", "steps", "enabled", "rules", "columns", "package", "token", "format", "routes",
  "invitation_id", "batch_id", "email", "updated_at", "version", "entity", "integration", "module_id", "field_suffix",
  "rule_set", "lhv", "op", "rhv", "status", "event_id", "page_url", "delivery", "schedule", "group_by", "password",
  "username", "source", "recipient", "module_ids", "flow_id", "source_id", "description", "see", "deprecated", "path",
  "prefix", "mappings", "outcome", "caps", "pricing", "list_checks", "ping_enabled", "template", "limit", ...prototypeKeys
] as const

/** Values that break careless code: wrong types, extremes, odd strings. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, "", " ", "0", "-1", "NaN", "null",
    "true", "1e309", "99999999999999999999999", "2020-13-45T99:99:99Z", "1970-01-01T00:00:00.000Z", "9999-12-31T23:59:59Z",
    "__proto__", "constructor", "{{lead.email}}", "{{#if}}", "../../etc/passwd", "x".repeat(5000), "\u0000", "\ud800",
    "ü🙂", [], {}, [null], [[]], { "": "" }, "5e0be1000000000000000001"
  ),
  objectId,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 })
)

/** JSON text of an object whose members are given as pairs (so that `__proto__` is an own member). */
const objectText = (entries: ReadonlyArray<readonly [string, unknown]>): string =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`

const withOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  // defineProperty so that `__proto__` becomes an own member, as JSON.parse makes it.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

type Mutation =
  | { readonly kind: "set"; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: "delete"; readonly at: number; readonly index: number }
  | { readonly kind: "replace"; readonly at: number; readonly value: unknown }
  | { readonly kind: "retype"; readonly at: number; readonly text: string; readonly number: number }
  | { readonly kind: "protoName"; readonly at: number; readonly name: string }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("set" as const), at: fc.nat(), key: fc.constantFrom<string>(...memberNames), value: oddValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), index: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: oddValue }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("retype" as const), at: fc.nat(), text: fc.string({ maxLength: 12 }), number: fc.integer({ min: -5, max: 1000 }) })
  },
  // A member's text replaced by a name `Object.prototype` has: `table[value]` finds a function.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("protoName" as const), at: fc.nat(), name: fc.constantFrom<string>(...prototypeKeys) }) }
)

/** A value of the same JSON type as `value` (a plausible edit that may well be valid). */
const sameType = (value: unknown, text: string, number: number): unknown =>
  typeof value === "string" ? text : typeof value === "number" ? number : typeof value === "boolean" ? !value : value

const edited = (m: Mutation, value: unknown): unknown => {
  switch (m.kind) {
    case "retype":
      return sameType(value, m.text, m.number)
    case "protoName":
      return typeof value === "string" ? m.name : value
    case "replace":
      return m.value
    default:
      return value
  }
}

const clone = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null") as unknown

type Container = Record<string, unknown> | Array<unknown>

/** Every object and array inside a value (the value first). */
const containers = (value: unknown, out: Array<Container> = []): Array<Container> => {
  if (Array.isArray(value)) {
    out.push(value)
    for (const item of value) containers(item, out)
  } else if (typeof value === "object" && value !== null) {
    out.push(value as Record<string, unknown>)
    for (const item of Object.values(value)) containers(item, out)
  }
  return out
}

/** Every member of every container: where an edit can land. */
const slots = (doc: unknown): Array<readonly [Container, string | number]> =>
  containers(doc).flatMap((c): Array<readonly [Container, string | number]> =>
    Array.isArray(c) ? c.map((_, i) => [c, i] as const) : Object.keys(c).map((key) => [c, key] as const)
  )

/** A valid document with a few members spoiled, added or removed, anywhere in it. */
const mutate = (valid: unknown, mutations: ReadonlyArray<Mutation>): unknown => {
  const doc = clone(valid)
  for (const m of mutations) {
    if (m.kind === "set") {
      const all = containers(doc)
      const target = all[m.at % Math.max(all.length, 1)]
      if (Array.isArray(target)) target.push(m.value)
      else if (target !== undefined) withOwn(target, m.key, m.value)
      continue
    }
    const all = slots(doc)
    const slot = all[m.at % Math.max(all.length, 1)]
    if (slot === undefined) continue
    const [target, key] = slot
    if (Array.isArray(target) && typeof key === "number") {
      if (m.kind === "delete") target.splice(key, 1)
      else target[key] = edited(m, target[key])
    } else if (!Array.isArray(target) && typeof key === "string") {
      if (m.kind === "delete") delete target[key]
      else withOwn(target, key, edited(m, target[key]))
    }
  }
  return doc
}

/** JSON nesting around and past the limits (16 for leads, 32 for records), up to 100,000 deep. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(15, 16, 17, 31, 32, 33, 1_000, 100_000), fc.constantFrom("array", "object", "mixed"), fc.constantFrom("1", "\"\\ud800\"", ""))
  .map(([depth, shape, leaf]) => {
    const open = shape === "array" ? "[" : shape === "object" ? "{\"a\":" : "[{\"a\":"
    const close = shape === "array" ? "]" : shape === "object" ? "}" : "}]"
    const times = shape === "mixed" ? Math.ceil(depth / 2) : depth
    return `${open.repeat(times)}${leaf}${close.repeat(times)}`
  })

/** Multipart types (with and without a boundary), which no endpoint reads. */
const multipartType = fc.constantFrom("multipart/form-data; boundary=x", "multipart/form-data", "multipart/mixed; boundary=y", "Multipart/Form-Data; boundary=\"q\"")

/** Bodies for a write endpoint; `valid` (when known) is mutated into near-valid documents. */
export const bodyFor = (valid: unknown): fc.Arbitrary<Sent> => {
  const json = (text: string): Sent => ({ type: "application/json", text })
  const arbitraries: Array<fc.WeightedArbitrary<Sent>> = [
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => json(JSON.stringify(value))) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom<string>(...memberNames), fc.oneof(oddValue, objectId)), { maxLength: 6 })
        .map((entries) => json(objectText(entries)))
    },
    { weight: 1, arbitrary: fc.constantFrom<string>(...prototypeKeys).map((key) => json(objectText([[key, null]]))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => json(`{${text}`)) },
    { weight: 1, arbitrary: fc.constantFrom("", "null", "[]", "{}", "\"\"", "0", "{\"a\":1}x", "\ufeff{}", "[".repeat(5000)).map(json) },
    { weight: 1, arbitrary: deepJson.map(json) },
    {
      weight: 1,
      arbitrary: fc.record({ type: multipartType, text: fc.constantFrom("", "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nA\r\n--x--\r\n", "name=A") })
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constantFrom<string | undefined>(
          undefined, "text/plain", "application/xml", "multipart/form-data; boundary=x", "application/json; charset=latin1",
          "application/vnd.com.leadflow.flow+json", "application/x-www-form-urlencoded", "*/*", "garbage", "application/json;;;"
        ),
        text: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)))
      })
    }
  ]
  if (valid !== undefined)
    arbitraries.push({ weight: 1, arbitrary: fc.constant(json(JSON.stringify(valid))) }, {
      weight: 6,
      arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => json(JSON.stringify(mutate(valid, mutations))))
    })
  return fc.oneof(...arbitraries)
}

/** Values for a query parameter: good ones, bad ones and odd ones. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "", "0", "-1", "1", "10", "1.5", "1e309", "99999999999999999999", "NaN", "Infinity", "asc", "desc", "ASC", "random",
    "day", "hour", "week", "month", "year", "minute", "today", "yesterday", "last_7_days", "this_week", "this_month",
    "2024-01-01", "2024-01-01T00:00:00Z", "2024-13-45", "1700000000000", "source.id", "vars.flow.id", "outcome",
    "lead.email", "America/Chicago", "Not/AZone", "true", "false", "null", "[]", "{}", "[{\"lhv\":\"outcome\",\"op\":\"is equal to\",\"rhv\":\"success\"}]",
    "[{\"property_name\":\"outcome\",\"operator\":\"eq\",\"property_value\":\"success\"}]", "{\"__proto__\":1}",
    "[{\"toString\":1}]", "[", "{", "constructor", "__proto__", "toString", "x".repeat(3000), "%", "%zz", "a,b,,c",
    "5e0be1000000000000000001", "ffffffffffffffffffffffff", "' OR 1=1 --", "\u0000", "a\u0000b"
  ),
  // Past the URL limit (414) and past Node's header limit (414 or 431).
  fc.constantFrom("a".repeat(9_000), "b".repeat(20_000)),
  objectId,
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  // Numbers of every magnitude, past what a Date or a 64-bit integer holds.
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  fc.double().map(String),
  fc.constantFrom("8640000000000000", "8640000000000001", "-8640000000000001", "9223372036854775808", "1e21", "0x10", "1_000"),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v))
)

/** Known query parameter names (besides the ones the OpenAPI document lists). */
export const knownParams = [
  "limit", "sort", "start", "end", "after_id", "before_id", "flow_id", "rules", "timeframe", "interval", "group_by", "filters",
  "timezone", "type", "include", "exclude", "steps", "target_property", "by_lead", "column", "outcome", "query", "sort_by",
  "sort_dir", "from", "action", "purge", "batch_id", "__proto__", "constructor", "toString"
] as const

/** A query string: some of `names` (repeated now and then), each with an odd value or a real id. */
export const queryFor = (names: ReadonlyArray<string>, realIds: ReadonlyArray<string>): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), realIds.length === 0 ? queryValue : fc.oneof(queryValue, fc.constantFrom(...realIds))), {
      maxLength: 5
    })
    .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&"))

/** A submission: a body of some type (or none), its Content-Type (right, wrong or absent), and Accept. */
export interface Submission {
  readonly method: "GET" | "POST"
  readonly type: string | undefined
  readonly accept: string | undefined
  readonly text: string | undefined
  readonly query: string
}

const leadObject = fc.dictionary(
  fc.constantFrom("email", "first_name", "phone_1", "color_fuzz", "state", "trustedform_cert_url", "xxTrustedFormCertUrl", "redir_url", "a\u0000b", "c\ud800", ...prototypeKeys),
  oddValue,
  { maxKeys: 5 }
)

/** Elements around and past the lead limit (16), the root included, up to 100,000 deep. */
const deepXml = fc.constantFrom(15, 16, 17, 1_000, 100_000).map((depth) => `<lead>${"<a>".repeat(depth - 1)}1${"</a>".repeat(depth - 1)}</lead>`)

const xmlText = fc.oneof(
  deepXml,
  leadObject.map((lead) => `<lead>${Object.entries(lead).map(([k, v]) => `<${k}>${String(v)}</${k}>`).join("")}</lead>`),
  fc.constantFrom("<lead>", "<?xml version=\"1.0\"?><a b=\"1\"><b>2</b><b>3</b></a>", "<a><__proto__>1</__proto__></a>", "<!DOCTYPE x [<!ENTITY e \"e\">]><a>&e;</a>", "<a>&unknown;</a>"),
  fc.string({ maxLength: 40 })
)

const formText = fc.oneof(
  // Dotted names nest: around and past the lead limit (16).
  fc.constantFrom(15, 16, 17, 200).map((depth) => `email=a%40b.c&x${".a".repeat(depth - 1)}=1`),
  leadObject.map((lead) => Object.entries(lead).map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join("&")),
  fc.constantFrom("a=1&a.b=2", "a.b=1&a=2", "__proto__.x=1", "constructor.prototype.x=1", "a[b]=1", "=&=&", "%zz=1", "a.0.b=1&a.1=2"),
  fc.string({ maxLength: 40 })
)

const jsonText = fc.oneof(
  deepJson,
  leadObject.map((lead) => JSON.stringify(lead)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom("{\"__proto__\":{\"x\":1}}", "{\"email\":\"a\nb\"}", "{", "[".repeat(5000), "\"text\"", "null", "{\"a\":1}x")
)

export const submission: fc.Arbitrary<Submission> = fc.record({
  method: fc.constantFrom<"GET" | "POST">("POST", "POST", "POST", "GET"),
  type: fc.constantFrom<string | undefined>(
    "application/json", "application/x-www-form-urlencoded", "application/xml", "text/xml", "text/plain", undefined,
    "application/json; charset=utf-8", "multipart/form-data", "multipart/form-data; boundary=x", "APPLICATION/JSON", "garbage/;;"
  ),
  accept: fc.constantFrom<string | undefined>(undefined, "*/*", "application/json", "text/xml", "application/xml", "text/html", "image/png", "garbage", "application/json;q=0"),
  text: fc.option(fc.oneof(jsonText, formText, xmlText, fc.string({ maxLength: 60 })), { nil: undefined }),
  query: fc.oneof(
    fc.constant(""),
    formText,
    fc.constantFrom("redir_url=javascript:alert(1)", "redir_url=https://example.com/thanks", "email=a%40b.c&email=x", "%"),
    // Past the URL limit (414) and past Node's header limit.
    fc.constantFrom(`email=${"a".repeat(9_000)}`, `email=${"b".repeat(20_000)}`)
  )
})

/**
 * Not random: a valid document with each of its texts in turn replaced by a name that
 * `Object.prototype` has, and each of its objects in turn given such a member. A lookup like
 * `table[value]` or `body[key]` that forgets own members fails on one of these.
 */
export const prototypeSweep = (valid: unknown): ReadonlyArray<string> => {
  const bodies: Array<string> = []
  const count = slots(valid).length
  for (let at = 0; at < count; at++)
    for (const name of ["constructor", "__proto__", "toString"]) {
      const body = JSON.stringify(mutate(valid, [{ kind: "protoName", at, name }]))
      if (!bodies.includes(body) && body !== JSON.stringify(valid)) bodies.push(body)
    }
  const objects = containers(valid).length
  for (let at = 0; at < objects; at++)
    for (const [key, value] of [["constructor", "x"], ["__proto__", { polluted: true }], ["toString", 1]] as const)
      bodies.push(JSON.stringify(mutate(valid, [{ kind: "set", at, key, value }])))
  return bodies
}
