/**
 * The template helpers of the reference: `format`, `lowercase`, `uppercase`, `substring`,
 * `replace`, `extract`, `math` and one hashing helper per algorithm (`md5`, `sha256`, ...).
 *
 * A helper never throws and never prints `undefined`: a missing value, an unparseable date, an
 * invalid regular expression or math expression, an unknown time zone or encoding all give empty
 * text. `checkHelperCall` reports the mistakes that are visible in the template itself, so a flow
 * can be rejected when it is saved rather than print nothing when it runs.
 */
import { formatDate, isTimeZone, toMoment } from "./DateFormat.js"
import { digest, hashAlgorithms, type HashAlgorithm } from "./Digest.js"
import { parseMath } from "./MathExpression.js"
import { memoize } from "./Memo.js"
import { compileUserRegex, type CompiledRegex } from "../rules/UserRegex.js"
import { formatNumber } from "./NumberFormat.js"
import { toFiniteNumber, toText, unwrap } from "./Text.js"

/** Positional arguments, hash arguments (`key=value`) and the lead's variables. */
export type Helper = (
  params: ReadonlyArray<unknown>,
  hash: Readonly<Record<string, unknown>>,
  vars: unknown
) => unknown

/** An argument as the template checker sees it: a literal's value, or a value known only per lead. */
export type StaticArgument = { readonly literal: true; readonly value: unknown } | { readonly literal: false }

export interface StaticCall {
  readonly params: ReadonlyArray<StaticArgument>
  readonly hash: Readonly<Record<string, StaticArgument>>
}

export interface HelperDefinition {
  readonly run: Helper
  /** Mistakes visible in the template: a bad literal regular expression, an unknown zone. */
  readonly check?: (call: StaticCall) => ReadonlyArray<string>
  /** Variable paths read besides the arguments (the `math` expression's variables). */
  readonly variables?: (call: StaticCall) => ReadonlyArray<string>
}

/** An option as text, or undefined when absent. */
const option = (hash: Readonly<Record<string, unknown>>, key: string): string | undefined => {
  const value = hash[key]
  return value === undefined || value === null ? undefined : toText(value)
}

/** A literal's text, or undefined when the argument is absent, dynamic or not text. */
const literalText = (arg: StaticArgument | undefined): string | undefined =>
  arg?.literal === true && (typeof arg.value === "string" || typeof arg.value === "number") ? String(arg.value) : undefined

/**
 * `dataType="String"` prints the result; `dataType="Number"` turns numeric text into a number and
 * leaves other text alone. Without it a helper's result is text, except `math`'s number or
 * boolean (`keepType`): a comparison's `false` must stay false for `{{#if}}`, where the text
 * "false" would be true (printed, a boolean is still `true` or `false`). With `keepType`,
 * `dataType="Number"` makes a boolean 1 or 0.
 */
const withDataType = (result: unknown, hash: Readonly<Record<string, unknown>>, keepType: boolean): unknown => {
  const dataType = option(hash, "dataType")?.toLowerCase()
  if (dataType === "number") return keepType && typeof result === "boolean" ? Number(result) : (toFiniteNumber(result) ?? toText(result))
  if (dataType === "string" || !keepType || (typeof result !== "number" && typeof result !== "boolean")) return toText(result)
  return result
}

/**
 * `{{format value format="..." timezone="..." locale="..." dataType="String|Number"}}`: a date or
 * time with moment tokens, a number with a numeral pattern; without `format` the value as it is.
 */
const format: Helper = ([value], hash) => {
  const plain = unwrap(value)
  const pattern = option(hash, "format")
  if (pattern === undefined || pattern === "") return withDataType(plain ?? "", hash, false)
  const moment = toMoment(plain)
  const localeName = option(hash, "locale")
  let formatted: string | undefined
  if (moment !== undefined) {
    formatted = formatDate(moment, pattern, option(hash, "timezone"), localeName)
  } else {
    const number = toFiniteNumber(plain)
    formatted = number === undefined ? undefined : formatNumber(number, pattern, localeName)
  }
  return formatted === undefined ? "" : withDataType(formatted, hash, false)
}

const checkFormat = (call: StaticCall): ReadonlyArray<string> => {
  const issues: Array<string> = []
  const zone = literalText(call.hash.timezone)
  if (zone !== undefined && zone !== "" && !isTimeZone(zone)) issues.push(`format: unknown time zone "${zone}"`)
  issues.push(...checkDataType("format", call))
  return issues
}

const checkDataType = (helper: string, call: StaticCall): ReadonlyArray<string> => {
  const dataType = literalText(call.hash.dataType)
  return dataType === undefined || ["string", "number"].includes(dataType.toLowerCase())
    ? []
    : [`${helper}: dataType must be "String" or "Number", not "${dataType}"`]
}

const lowercase: Helper = ([value]) => toText(value).toLowerCase()

const uppercase: Helper = ([value]) => toText(value).toUpperCase()

/** A whole number from an argument (`"3"`, `3`), or undefined. */
const wholeNumber = (value: unknown): number | undefined => {
  const n = toFiniteNumber(value)
  return n === undefined ? undefined : Math.trunc(n)
}

/**
 * `{{substring value start="2" end="4"}}`: characters `start` to `end`, counted from 1 and both
 * included ("Michael" → "ich"); without `end`, to the end of the text. Also positionally:
 * `{{substring value 2 4}}`.
 */
const substring: Helper = ([value, startArg, endArg], hash) => {
  const text = toText(value)
  const startValue = hash.start ?? startArg
  const endValue = hash.end ?? endArg
  const start = startValue === undefined ? 1 : wholeNumber(startValue)
  const end = endValue === undefined ? undefined : wholeNumber(endValue)
  if (start === undefined || (endValue !== undefined && end === undefined)) return ""
  // Count characters, not UTF-16 units, when the text has any outside the basic plane.
  const chars: string | ReadonlyArray<string> = /[\uD800-\uDFFF]/.test(text) ? Array.from(text) : text
  const from = Math.max(start, 1) - 1
  if (end !== undefined && end <= from) return ""
  const piece = chars.slice(from, end)
  return typeof piece === "string" ? piece : piece.join("")
}

const checkNumbers = (helper: string, names: ReadonlyArray<string>) => (call: StaticCall): ReadonlyArray<string> =>
  names.flatMap((name) => {
    const arg = call.hash[name]
    return arg?.literal === true && wholeNumber(arg.value) === undefined ? [`${helper}: ${name} must be a number`] : []
  })

/**
 * A pattern as a regular expression: `regexp(h.{3})` or `regexp(/h.{3}/i)` in `replace`, any
 * pattern in `extract`. Always global. Not ok, with a reason, when it does not compile or could
 * take more than linear time (see `rules/UserRegex.ts`).
 */
const compileRegExp = memoize((source: string): CompiledRegex => {
  const delimited = /^\/(.*)\/([a-z]*)$/s.exec(source)
  const body = delimited === null ? source : (delimited[1] as string)
  const flags = delimited === null ? "" : (delimited[2] as string)
  return compileUserRegex(body, flags)
})

/**
 * Longest text a helper gives (1 MiB characters, a lead body's limit): `replace` would otherwise
 * let a short template make a string of hundreds of MB per lead. Longer, the helper fails (prints
 * empty text).
 */
export const maxHelperText = 1024 * 1024
const tooLong = new RangeError(`a helper's result is longer than ${maxHelperText} characters`)

/** The inside of `regexp(...)`, or undefined when `pattern` is plain text. */
const regExpSource = (pattern: string): string | undefined =>
  pattern.startsWith("regexp(") && pattern.endsWith(")") ? pattern.slice("regexp(".length, -1) : undefined

/**
 * `{{replace value pattern="Mi" replace="At"}}`: every occurrence of the text, or every match of
 * `pattern="regexp(...)"` (where `$1` in the replacement is the first group). Also positionally.
 */
const replace: Helper = ([value, patternArg, replacementArg], hash) => {
  const text = toText(value)
  const pattern = option(hash, "pattern") ?? (patternArg === undefined ? undefined : toText(patternArg))
  const replacement = option(hash, "replace") ?? (replacementArg === undefined ? "" : toText(replacementArg))
  if (pattern === undefined || pattern === "") return ""
  const source = regExpSource(pattern)
  if (source === undefined) {
    const pieces = text.split(pattern)
    // Measured before it is built: nested replaces would otherwise grow tenfold per level.
    if (text.length + (pieces.length - 1) * (replacement.length - pattern.length) > maxHelperText) throw tooLong
    return pieces.join(replacement)
  }
  const compiled = compileRegExp(source)
  if (!compiled.ok) return ""
  const regExp = compiled.regex
  // At most text.length + 1 matches: only a long replacement can make the result too long.
  if (replacement.length > 0 && text.length + (text.length + 1) * replacement.length > maxHelperText) {
    const room = Math.floor((maxHelperText - text.length) / replacement.length)
    if (regExp.count(text, room + 1) > room) throw tooLong
  }
  const out = regExp.replace(text, replacement)
  if (out.length > maxHelperText) throw tooLong
  return out
}

const checkPattern =
  (helper: string, alwaysRegExp: boolean) =>
  (call: StaticCall): ReadonlyArray<string> => {
    const arg = call.hash.pattern ?? call.params[1]
    if (arg === undefined) return [`${helper}: a pattern is required`]
    const pattern = literalText(arg)
    if (pattern === undefined) return []
    const source = regExpSource(pattern) ?? (alwaysRegExp ? pattern : undefined)
    if (source === undefined) return []
    const compiled = compileRegExp(source)
    if (compiled.ok) return []
    return compiled.reason.startsWith("unsafe")
      ? [`${helper}: ${compiled.reason}: ${JSON.stringify(source)}`]
      : [`${helper}: invalid regular expression ${JSON.stringify(source)}`]
  }

/**
 * `{{extract value pattern="#(\w+)"}}`: every match of the regular expression, its first group
 * when it has groups, joined by spaces ("#John#Doe#Smith" with `(?<=#)(\w+)(?=#)` → "John Doe").
 */
const extract: Helper = ([value, patternArg], hash) => {
  const text = toText(value)
  const pattern = option(hash, "pattern") ?? (patternArg === undefined ? undefined : toText(patternArg))
  if (pattern === undefined || pattern === "") return ""
  const compiled = compileRegExp(regExpSource(pattern) ?? pattern)
  if (!compiled.ok) return ""
  const found: Array<string> = []
  for (const match of compiled.regex.matchAll(text)) {
    const piece = match.length > 1 ? match[1] : match[0]
    if (piece !== undefined && piece !== "") found.push(piece)
  }
  return found.join(" ")
}

/**
 * `{{math "(lead.loan / lead.value) * 100" format="0.[00]" locale="en" dataType="String"}}`:
 * evaluate the expression against the lead's variables. The result is a number, or a boolean for
 * a comparison, `and`, `or`, `not` (`{{#if (math "lead.age >= 18")}}` tests it; printed it is
 * `true` or `false`; `dataType="Number"` makes it 1 or 0). It is text when `format` or
 * `dataType="String"` is given; a number that is not finite is empty text.
 */
const math: Helper = ([expression], hash, vars) => {
  const source = toText(expression)
  const parsed = parseMath(source)
  if (!parsed.ok) return ""
  const result = parsed.program.evaluate(vars)
  if (typeof result === "number" && !Number.isFinite(result)) return ""
  const pattern = option(hash, "format")
  if (pattern !== undefined && pattern !== "") {
    // A format gives text: a number formatted, anything else (a boolean, text) printed.
    const formatted = typeof result === "number" ? (formatNumber(result, pattern, option(hash, "locale")) ?? "") : toText(result)
    return withDataType(formatted, hash, true)
  }
  return withDataType(result, hash, true)
}

const checkMath = (call: StaticCall): ReadonlyArray<string> => {
  const arg = call.params[0]
  if (arg === undefined) return ["math: an expression is required"]
  const source = literalText(arg)
  const parsed = source === undefined ? undefined : parseMath(source)
  const issues = parsed !== undefined && !parsed.ok ? [`math: ${parsed.error} in ${JSON.stringify(source)}`] : []
  return [...issues, ...checkDataType("math", call)]
}

const mathVariables = (call: StaticCall): ReadonlyArray<string> => {
  const source = literalText(call.params[0])
  const parsed = source === undefined ? undefined : parseMath(source)
  return parsed?.ok === true ? parsed.program.variables : []
}

const encodings = ["hex", "base64", "latin1"] as const

/**
 * `{{md5 lead.email lead.phone_1 salt="..." encoding="hex|base64|latin1"}}`: the digest of the
 * values' text, concatenated, then the salt. Empty when every value is missing or empty.
 */
const hashWith =
  (algorithm: HashAlgorithm): Helper =>
  (params, hash) => {
    const input = params.map(toText).join("")
    if (input === "") return ""
    const encoding = (option(hash, "encoding") ?? "hex").toLowerCase()
    if (!(encodings as ReadonlyArray<string>).includes(encoding)) return ""
    const bytes = digest(algorithm, input + (option(hash, "salt") ?? ""))
    return Buffer.from(bytes).toString(encoding as (typeof encodings)[number])
  }

const checkHash =
  (algorithm: HashAlgorithm) =>
  (call: StaticCall): ReadonlyArray<string> => {
    const encoding = literalText(call.hash.encoding)
    const issues = call.params.length === 0 ? [`${algorithm}: a value to hash is required`] : []
    return encoding === undefined || (encodings as ReadonlyArray<string>).includes(encoding.toLowerCase())
      ? issues
      : [...issues, `${algorithm}: encoding must be hex, base64 or latin1, not "${encoding}"`]
  }

const needsValue =
  (helper: string, more: (call: StaticCall) => ReadonlyArray<string> = () => []) =>
  (call: StaticCall): ReadonlyArray<string> =>
    call.params.length === 0 ? [`${helper}: a value is required`, ...more(call)] : more(call)

const table: Readonly<Record<string, HelperDefinition>> = {
  format: { run: format, check: needsValue("format", checkFormat) },
  lowercase: { run: lowercase, check: needsValue("lowercase") },
  uppercase: { run: uppercase, check: needsValue("uppercase") },
  substring: { run: substring, check: needsValue("substring", checkNumbers("substring", ["start", "end"])) },
  replace: { run: replace, check: needsValue("replace", checkPattern("replace", false)) },
  extract: { run: extract, check: needsValue("extract", checkPattern("extract", true)) },
  math: { run: math, check: checkMath, variables: mathVariables },
  ...Object.fromEntries(hashAlgorithms.map((a) => [a, { run: hashWith(a), check: checkHash(a) }]))
}

/** The names of every helper. */
export const helperNames: ReadonlyArray<string> = Object.keys(table)

/** The helper called `name`, or undefined. */
export const helper = (name: string): HelperDefinition | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined
