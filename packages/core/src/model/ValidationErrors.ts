import { Either, ParseResult, Schema, SchemaAST } from "effect"
import { isSecretHeader, isSecretName, maskUrl } from "../secrets/SecretNames.js"

/**
 * Decoding failures as the API's 422 body: `{ "steps.0.rules.1.op": ["Expected ..., actual ..."] }`,
 * one key per dotted path into the submitted document (the document itself is `""`), every
 * message for that path.
 *
 * The "actual" of a message never quotes a secret: a member whose name holds one (`isSecretName`,
 * `isSecretHeader`: `password`, `token`, `X-Api-Key`, ...), anything under such a member, and
 * any mapping's `value` are said by their type only ("Expected string, actual a number"). A
 * mapping sets an integration's setting, and whether that is a secret may be the module's own
 * word (a `password` or `credential` variable, a name it lists in `secrets`: `pin`), which a
 * refused document's formatter does not know; the value is the sender's own, so its kind says
 * enough. Elsewhere a non-empty object or array is said by its type too (it may hold anything),
 * and a URL keeps its password and secret parameters masked; other values are quoted, as Effect
 * writes them.
 */
export type ValidationErrors = Record<string, Array<string>>

type Issue = ParseResult.ArrayFormatterIssue

// The expected part stops at the first ", actual ": a value quoted after it may hold those words.
const expectedActual = /^Expected (.+?), actual (.*)$/s

/** What a value is, without its value: the words a refusal says instead of quoting a secret. */
export const kindOfValue = (value: unknown): string => {
  if (value === null) return "null"
  if (Array.isArray(value)) return value.length === 0 ? "an empty array" : "an array"
  switch (typeof value) {
    case "string":
      return value === "" ? "an empty string" : "a string"
    case "number":
    case "bigint":
      return "a number"
    case "boolean":
      return "a boolean"
    case "undefined":
      return "nothing"
    case "object":
      return Object.keys(value).length === 0 ? "an empty object" : "an object"
    default:
      return "a value"
  }
}

// The words `kindOfValue` answers: an "actual" already said by its type (a message formatted twice).
const KINDS = /^(null|nothing|a value|a number|a boolean|an? (empty )?(string|array|object))$/

/** The kind of a value as Effect quotes it (JSON for what a request holds). */
const kindOfQuoted = (actual: string): string => {
  const text = actual.trim()
  if (KINDS.test(text)) return text
  if (text.startsWith('"')) return text === '""' ? "an empty string" : "a string"
  if (text.startsWith("[")) return text === "[]" ? "an empty array" : "an array"
  if (text.startsWith("{")) return text === "{}" ? "an empty object" : "an object"
  if (text === "true" || text === "false") return "a boolean"
  if (text === "null") return "null"
  if (text === "undefined") return "nothing"
  if (/^-?(\d|Infinity|NaN)/.test(text)) return "a number"
  return "a value"
}

/** An "actual" fit to repeat for a member that holds no secret. */
const shownActual = (actual: string): string => {
  const text = actual.trim()
  if ((text.startsWith("{") && text !== "{}") || (text.startsWith("[") && text !== "[]")) return kindOfQuoted(text)
  if (text.startsWith('"') && text.includes("://")) {
    try {
      const value: unknown = JSON.parse(text)
      return typeof value === "string" ? JSON.stringify(maskUrl(value)) : actual
    } catch {
      return actual
    }
  }
  return actual
}

const isSecretSegment = (segment: PropertyKey): boolean =>
  typeof segment === "string" && (isSecretName(segment) || isSecretHeader(segment))

/**
 * Whether the member at `path` may hold a secret: a segment of its path is a secret's name, or
 * (read in `document`, when known) it is in the `value` of a mapping (an object with a `property`).
 */
const isSecretPath = (path: ReadonlyArray<PropertyKey>, document: unknown): boolean => {
  if (path.some(isSecretSegment)) return true
  let node = document
  for (const segment of path) {
    if (typeof node !== "object" || node === null) return false
    const property = (node as { readonly property?: unknown }).property
    if (segment === "value" && typeof property === "string") return true
    node = (node as Record<PropertyKey, unknown>)[segment as string]
  }
  return false
}

/** A message with its "actual" fit to repeat: by its type only where a secret may be. */
const withoutSecrets = (issue: Issue, document: unknown): Issue => {
  const match = expectedActual.exec(issue.message)
  if (match === null) return issue
  const [, expected = "", actual = ""] = match
  const shown = isSecretPath(issue.path, document) ? kindOfQuoted(actual) : shownActual(actual)
  return shown === actual ? issue : { ...issue, message: `Expected ${expected}, actual ${shown}` }
}

const pathKey = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join(".")

const isPrefix = (prefix: ReadonlyArray<PropertyKey>, path: ReadonlyArray<PropertyKey>): boolean =>
  prefix.length < path.length && prefix.every((key, i) => key === path[i])

const issuesOf = (issue: ParseResult.Composite): ReadonlyArray<ParseResult.ParseIssue> =>
  new Array<ParseResult.ParseIssue>().concat(issue.issues)

const isLiteralType = (ast: SchemaAST.AST): boolean =>
  SchemaAST.isLiteral(ast) || (SchemaAST.isUnion(ast) && ast.types.every(isLiteralType))

/** How many of a record's own keys hold the wrong literal: a `type` or `op` that is not this record's. */
const literalMismatches = (issue: ParseResult.ParseIssue): number => {
  switch (issue._tag) {
    case "Refinement":
    case "Transformation":
      return literalMismatches(issue.issue)
    case "Composite":
      return SchemaAST.isUnion(issue.ast) ? 0 : issuesOf(issue).reduce((n, child) => n + literalMismatches(child), 0)
    case "Pointer":
      return (issue.issue._tag === "Type" || issue.issue._tag === "Composite") && isLiteralType(issue.issue.ast) ? 1 : 0
    default:
      return 0
  }
}

/**
 * Of a union's failed alternatives, the ones the value came closest to: those whose type check
 * it passed (its problems lie inside, or in a refinement), then those whose literal keys it
 * matched, then those with the fewest bad paths. A rule with a bad operator is reported as a
 * rule, not also as a malformed rule set. When no alternative got past its type check, all are
 * kept and their "Expected X" messages are folded together later.
 */
const closestAlternatives = (
  alternatives: ReadonlyArray<ParseResult.ParseIssue>
): ReadonlyArray<ParseResult.ParseIssue> => {
  const scored = alternatives.map((alternative) => {
    const issues = ParseResult.ArrayFormatter.formatIssueSync(alternative)
    return {
      alternative,
      passedTypeCheck: !issues.some((issue) => issue.path.length === 0 && issue._tag === "Type"),
      literalMismatches: literalMismatches(alternative),
      badPaths: new Set(issues.map((issue) => pathKey(issue.path))).size
    }
  })
  const close = scored.filter((s) => s.passedTypeCheck)
  if (close.length === 0) return alternatives
  const fewestMismatches = Math.min(...close.map((s) => s.literalMismatches))
  const matching = close.filter((s) => s.literalMismatches === fewestMismatches)
  const fewestPaths = Math.min(...matching.map((s) => s.badPaths))
  return matching.filter((s) => s.badPaths === fewestPaths).map((s) => s.alternative)
}

const pruneUnions = (issue: ParseResult.ParseIssue): ParseResult.ParseIssue => {
  switch (issue._tag) {
    case "Pointer":
      return new ParseResult.Pointer(issue.path, issue.actual, pruneUnions(issue.issue))
    case "Refinement":
      return new ParseResult.Refinement(issue.ast, issue.actual, issue.kind, pruneUnions(issue.issue))
    case "Transformation":
      return new ParseResult.Transformation(issue.ast, issue.actual, issue.kind, pruneUnions(issue.issue))
    case "Composite": {
      const children = issuesOf(issue).map(pruneUnions)
      const kept = SchemaAST.isUnion(issue.ast) ? closestAlternatives(children) : children
      const [first, ...rest] = kept
      if (first === undefined) return issue
      return new ParseResult.Composite(issue.ast, issue.actual, [first, ...rest], issue.output)
    }
    default:
      return issue
  }
}

/**
 * The messages of one path. Alternatives left by `closestAlternatives` each say "Expected X,
 * actual v": they are folded into one "Expected A | B, actual v", and dropped altogether when
 * the value got past the type check elsewhere (a problem deeper in the document, or a
 * refinement, missing or unexpected key at this path).
 */
const messagesAt = (path: ReadonlyArray<PropertyKey>, here: ReadonlyArray<Issue>, all: ReadonlyArray<Issue>) => {
  const isTypeMismatch = (issue: Issue) => issue._tag === "Type" && expectedActual.test(issue.message)
  const passedTypeCheck =
    here.some((issue) => !isTypeMismatch(issue)) || all.some((issue) => isPrefix(path, issue.path))
  const messages: Array<string> = []
  const expectedByActual = new Map<string, Array<string>>()
  for (const issue of here) {
    const match = isTypeMismatch(issue) ? expectedActual.exec(issue.message) : null
    if (match === null) {
      messages.push(issue.message)
    } else if (!passedTypeCheck) {
      const [, expected = "", actual = ""] = match
      const alternatives = expectedByActual.get(actual) ?? []
      if (alternatives.length === 0) expectedByActual.set(actual, alternatives)
      alternatives.push(expected)
    }
  }
  for (const [actual, alternatives] of expectedByActual) {
    messages.push(`Expected ${[...new Set(alternatives)].join(" | ")}, actual ${actual}`)
  }
  return [...new Set(messages)]
}

/** The per-field error map of a decoding failure (its input is the document secrets are looked for in). */
export const validationErrors = (error: ParseResult.ParseError): ValidationErrors =>
  issuesByPath(ParseResult.ArrayFormatter.formatIssueSync(pruneUnions(error.issue)), error.issue.actual)

/**
 * The per-field error map of issues already formatted (`ParseResult.ArrayFormatter`, as an
 * `HttpApiDecodeError` carries them): one key per path, a value that matches none of a literal
 * union's members said once ("Expected "a" | "b" | ..., actual "x"") rather than once per member.
 * No message quotes a secret (see above); `document`, the decoded input when known, tells the
 * mappings that set one.
 */
export const issuesByPath = (formatted: ReadonlyArray<Issue>, document?: unknown): ValidationErrors => {
  const issues = formatted.map((issue) => withoutSecrets(issue, document))
  const byPath = new Map<string, { path: ReadonlyArray<PropertyKey>; issues: Array<Issue> }>()
  for (const issue of issues) {
    const key = pathKey(issue.path)
    const entry = byPath.get(key)
    if (entry === undefined) byPath.set(key, { path: issue.path, issues: [issue] })
    else entry.issues.push(issue)
  }
  const errors: ValidationErrors = {}
  for (const [key, entry] of byPath) {
    const messages = messagesAt(entry.path, entry.issues, issues)
    if (messages.length > 0) errors[key] = messages
  }
  return errors
}

/** Decode with every issue reported, not only the first; failures as the per-field map. */
export const decodeWithErrors = <A, I>(
  schema: Schema.Schema<A, I, never>
): ((input: unknown) => Either.Either<A, ValidationErrors>) => {
  const decode = Schema.decodeUnknownEither(schema, { errors: "all" })
  return (input) => Either.mapLeft(decode(input), validationErrors)
}
