/**
 * Runs the field-type conformance corpus (`types-vectors.json`, taken from the public test suite of
 * the platform our users migrate from) against `@leadflow/types`, and reads the list of
 * deliberate deviations from `packages/types/DEVIATIONS.md`.
 *
 * The old platform returned boxed primitives carrying components; we return plain typed values.
 * `expected` keys that describe the boxed object (`toString`, `valueOf`, `json`, `toISOString`,
 * `instanceOf`, `class`) are projected onto our value as documented in the package README.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { isDeepStrictEqual } from "node:util"
import {
  isTypedValue,
  mask,
  parse,
  typeInfo,
  typeNames,
  type ParseOptions,
  type TypedValue,
  type TypeName
} from "@leadflow/types"

export interface Vector {
  readonly id: string
  readonly type: string
  readonly input: unknown
  readonly pre_parse?: ReadonlyArray<string>
  readonly env?: Record<string, string>
  readonly expected: unknown
  /** What the old platform gave (test vectors only): its `normalized` is checked too. */
  readonly observed?: { readonly normalized?: unknown }
  readonly loose?: ReadonlyArray<string>
  readonly note: string
  readonly source: string
}

export interface VectorResult {
  readonly vector: Vector
  /** Why the vector is not run (a utility of the old module we do not have); undefined when it ran. */
  readonly notRun: string | undefined
  /** Where our value differs from what the old test asserted (`expected`). */
  readonly mismatches: ReadonlyArray<string>
  /**
   * Where our value differs from the old platform's recorded output (`observed.normalized`, test
   * vectors only) beyond what `mismatches` already says. A vector passes only when both are empty.
   */
  readonly observedMismatches: ReadonlyArray<string>
}

/** Utilities of the old module that `@leadflow/types` does not have, and why. Their vectors are not run. */
export const notRunUtilities: ReadonlyMap<string, string> = new Map([
  ["util.clone", "no clone(): typed values are plain objects, which structuredClone copies"],
  [
    "util.normalize",
    "no normalize(): typed values already are the plain { normal, ...components } objects that normalize() made of the old boxed values"
  ],
  ["util.expandExamples", "no expandExamples(): typeInfo(type).examples holds the parsed examples (the util.examples vectors check them)"],
  ["util.aggregate", "no aggregate(): the reporting subset of an event is not part of @leadflow/types (event metrics query stored events)"]
])

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

/** Old type names that are ours under another name. */
const renamed: Record<string, TypeName> = { trustedform_url: "certform_url" }
const ourType = (type: string): string => renamed[type] ?? type

/** Hosts that issued the old platform's certificates: the corpus's certificate URLs use them. */
export const corpusCertHosts = [
  "cert.trustedform.com",
  "cert.staging.trustedform.com",
  "cert.trustedform-staging.com",
  "cert.trustedform-dev.com",
  "cert.trustedform.localhost",
  "ping.trustedform.com"
]

export const loadVectors = (): ReadonlyArray<Vector> => {
  const raw = JSON.parse(readFileSync(here("./types-vectors.json"), "utf8")) as Array<Omit<Vector, "id">>
  const seen = new Map<string, number>()
  return raw.map((v) => {
    const n = seen.get(v.type) ?? 0
    seen.set(v.type, n + 1)
    return { ...v, id: `${v.type}:${n}` }
  })
}

/** `| id | reason |` rows of DEVIATIONS.md, by vector id. */
export const loadDeviations = (): ReadonlyMap<string, string> => {
  const text = readFileSync(here("../../packages/types/DEVIATIONS.md"), "utf8")
  const rows = new Map<string, string>()
  for (const line of text.split("\n")) {
    const m = /^\|\s*`?([a-z_.]+:\d+)`?\s*\|\s*(.+?)\s*\|\s*$/.exec(line)
    if (m !== null) rows.set(m[1] as string, m[2] as string)
  }
  return rows
}

export const isFieldTypeVector = (v: Vector): boolean => !v.type.startsWith("util.")

/**
 * Vectors without a frozen clock: the old suite's mask tests ran at its dob tests' date, and the
 * `util.examples` expectations were computed on the day the corpus was generated.
 */
const OLD_SUITE_NOW = Date.parse("2022-06-02T00:00:00.000Z")
const CORPUS_GENERATED_NOW = Date.parse("2026-11-21T00:00:00.000Z")

const optionsFor = (v: Vector): ParseOptions => {
  const env = v.env ?? {}
  const now =
    env["now"] !== undefined ? Date.parse(env["now"]) : v.type === "util.examples" ? CORPUS_GENERATED_NOW : OLD_SUITE_NOW
  const secret = env["CERT_IDS_SECRET_KEY"]
  return {
    ...(now === undefined ? {} : { now }),
    ...(secret === undefined ? {} : { certform: { hosts: corpusCertHosts, secret } })
  }
}

/** Decode the corpus's special encodings into input values. */
const decodeInput = (value: unknown, options: ParseOptions): unknown => {
  if (Array.isArray(value)) return value.map((x) => decodeInput(x, options))
  if (value === null || typeof value !== "object") return value
  const o = value as Record<string, unknown>
  if (o["$undefined"] === true) return undefined
  if (o["$nan"] === true) return Number.NaN
  if (o["$function"] === true) return () => undefined
  if (typeof o["$date"] === "string") return new Date(o["$date"])
  if (Array.isArray(o["$parse"])) {
    const [type, raw] = o["$parse"] as [string, unknown]
    return parse(ourType(type), decodeInput(raw, options), options)
  }
  if (typeof o["$rich"] === "string") {
    const props = decodeInput(o["props"] ?? {}, options) as Record<string, unknown>
    const normal = decodeInput(o["value"], options)
    return { normal: normal instanceof Date ? normal.toISOString() : normal, raw: normal, valid: true, ...props }
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, decodeInput(x, options)]))
}

/** Decode an expectation: `$date` to its ISO text (our dates are text), `$nan` to NaN. */
const decodeExpected = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decodeExpected)
  if (value === null || typeof value !== "object") return value
  const o = value as Record<string, unknown>
  if (o["$undefined"] === true) return undefined
  if (o["$nan"] === true) return Number.NaN
  if (typeof o["$date"] === "string") return o["$date"]
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, decodeExpected(x)]))
}

const DATE_TYPES = new Set(["date", "dob"])
const isDateValued = (type: string, v: TypedValue): boolean =>
  v.valid && (DATE_TYPES.has(type) || type === "time") && typeof v.normal === "string"

/** What the old boxed value's `toISOString()` / `JSON.stringify` gave, derived from our value. */
const isoOf = (type: string, v: TypedValue): string | undefined =>
  !isDateValued(type, v) ? undefined : DATE_TYPES.has(type) ? `${String(v.normal)}T00:00:00.000Z` : String(v.normal)

const wireOf = (type: string, v: TypedValue): unknown => isoOf(type, v) ?? v.normal

const same = (actual: unknown, expected: unknown, loose: boolean): boolean => {
  if (typeof expected === "number" && Number.isNaN(expected))
    return actual === null || (typeof actual === "number" && Number.isNaN(actual))
  if (loose) return String(actual) === String(expected)
  return isDeepStrictEqual(actual, expected)
}

const classOf = (type: string, value: unknown): string => {
  if (value === null) return "null"
  if (value === undefined) return "undefined"
  if (!isTypedValue(value)) return typeof value
  if (isDateValued(type, value)) return "Date"
  switch (typeof value.normal) {
    case "number":
      return "Number"
    case "boolean":
      return "Boolean"
    default:
      return "String"
  }
}

const show = (x: unknown): string => (x === undefined ? "undefined" : JSON.stringify(x) ?? String(x))

/** Compare our value with the keys a vector asserts. Returns the mismatches. */
const compareValue = (type: string, ours: unknown, expected: unknown, loose: ReadonlyArray<string>): string[] => {
  const out: string[] = []
  const exp = expected as Record<string, unknown>
  if (!isTypedValue(ours)) {
    // null / undefined pass-through: only `result` / `class` can hold.
    for (const [key, raw] of Object.entries(exp)) {
      const e = decodeExpected(raw)
      if (key === "result" && same(ours, e, false)) continue
      if (key === "class" && classOf(type, ours) === e) continue
      if (key === "normalized" && same(ours, e, false)) continue
      out.push(`${key}: expected ${show(e)}, got ${show(ours)}`)
    }
    return out
  }
  const v = ours
  const check = (key: string, actual: unknown, e: unknown) => {
    if (!same(actual, e, loose.includes(key))) out.push(`${key}: expected ${show(e)}, got ${show(actual)}`)
  }
  for (const [key, raw] of Object.entries(exp)) {
    const e = decodeExpected(raw)
    switch (key) {
      case "valueOf":
        check(key, typeof e === "string" ? String(v.normal) : v.normal, e)
        break
      case "toString":
        check(key, String(v.normal), e)
        break
      case "json":
        check(key, JSON.stringify(wireOf(type, v)), e)
        break
      case "toISOString":
        check(key, isoOf(type, v), e)
        break
      case "instanceOf":
      case "class": {
        const ours = classOf(type, v)
        const want = e === "string" ? "String" : e
        if (ours !== want) out.push(`${key}: expected ${show(e)}, got ${ours}`)
        break
      }
      case "result":
        check(key, typeof e === "object" && e !== null ? v : v.normal, e)
        break
      case "absent":
      case "undefined_keys":
        for (const k of e as string[]) if (v[k] !== undefined && v[k] !== null) out.push(`${k}: expected absent, got ${show(v[k])}`)
        break
      case "normalized":
        if (e === null || typeof e !== "object") check(key, v.normal, e)
        else
          for (const [k, x] of Object.entries(e as Record<string, unknown>))
            check(`normalized.${k}`, k === "normal" ? wireOf(type, v) : v[k], x)
        break
      default:
        check(key, v[key], e)
    }
  }
  return out
}

const runFieldVector = (v: Vector): Mismatches => {
  const options = optionsFor(v)
  let value = decodeInput(v.input, options)
  for (const t of v.pre_parse ?? []) value = parse(ourType(t), value, options)
  const type = ourType(v.type)
  const ours = parse(type, value, options)
  const loose = v.loose ?? []
  const asserted = compareValue(type, ours, v.expected, loose)
  const observed = v.observed?.normalized
  if (observed === undefined) return { asserted, observed: [] }
  // The old platform's whole output, not only the few keys its test asserted.
  const beyond = compareValue(type, ours, { normalized: observed }, loose).filter((m) => !asserted.includes(m))
  return { asserted, observed: beyond }
}

interface Mismatches {
  readonly asserted: ReadonlyArray<string>
  readonly observed: ReadonlyArray<string>
}

/** A `$rich` expectation against a masked typed value. */
const compareMasked = (ours: unknown, expected: unknown): string[] => {
  const e = expected as Record<string, unknown>
  if (typeof e["$rich"] === "string") {
    const props = (e["props"] ?? {}) as Record<string, unknown>
    return compareValue("string", ours, { valueOf: e["value"], ...props }, [])
  }
  const out: string[] = []
  for (const [k, x] of Object.entries(e)) {
    const actual = (ours as Record<string, unknown> | null)?.[k]
    if (!same(actual, decodeExpected(x), false)) out.push(`${k}: expected ${show(x)}, got ${show(actual)}`)
  }
  return out
}

const runUtilVector = (v: Vector): string[] => {
  const options = optionsFor(v)
  const input = v.input as Record<string, unknown>
  switch (v.type) {
    case "util.mask":
      return compareMasked(mask(decodeInput(v.input, options)), v.expected)
    case "util.names": {
      const ours = typeNames.map((n) => (n === "certform_url" ? "trustedform_url" : n))
      return isDeepStrictEqual(ours, v.expected) ? [] : [`names: expected ${show(v.expected)}, got ${show(ours)}`]
    }
    case "util.operators": {
      const ours = typeInfo(ourType(String(input["type"])) as TypeName).operators
      return isDeepStrictEqual([...ours], v.expected) ? [] : [`operators: expected ${show(v.expected)}, got ${show(ours)}`]
    }
    case "util.examples": {
      const type = ourType(String(input["type"])) as TypeName
      const ours = typeInfo(type).examples
      const expected = v.expected as unknown[]
      if (ours.length !== expected.length) return [`examples: expected ${expected.length}, got ${ours.length}`]
      return expected.flatMap((e, i) =>
        compareValue(type, ours[i], typeof e === "object" && e !== null ? { normalized: e } : { result: e }, []).map(
          (m) => `examples[${i}] ${m}`
        )
      )
    }
    case "util.parse": {
      const value = decodeInput(input["value"], options)
      const ours = parse(ourType(String(input["name"])), value, options)
      const e = v.expected as Record<string, unknown> | unknown[]
      if (!Array.isArray(e) && e["same_object_returned"] === true)
        return ours === value ? [] : ["expected the same object back"]
      return isDeepStrictEqual(ours, e) ? [] : [`parse: expected ${show(e)}, got ${show(ours)}`]
    }
    default:
      throw new Error(`no runner for ${v.type}`)
  }
}

/**
 * Run one vector; an exception in our code counts as a mismatch, never a crash of the suite. A
 * utility vector is either run or not run with its reason; an unknown utility is a mismatch, so a
 * new kind of vector in the corpus cannot go unnoticed.
 */
export const runVector = (v: Vector): VectorResult => {
  const notRun = notRunUtilities.get(v.type)
  if (notRun !== undefined) return { vector: v, notRun, mismatches: [], observedMismatches: [] }
  try {
    const { asserted, observed } = isFieldTypeVector(v) ? runFieldVector(v) : { asserted: runUtilVector(v), observed: [] }
    return { vector: v, notRun: undefined, mismatches: asserted, observedMismatches: observed }
  } catch (error) {
    return { vector: v, notRun: undefined, mismatches: [`threw: ${String(error)}`], observedMismatches: [] }
  }
}

/** Every way a vector's result differs from the old platform: asserted, then observed output. */
export const allMismatches = (result: VectorResult): ReadonlyArray<string> =>
  result.observedMismatches.length === 0
    ? result.mismatches
    : [...result.mismatches, ...result.observedMismatches.map((m) => `observed ${m}`)]

