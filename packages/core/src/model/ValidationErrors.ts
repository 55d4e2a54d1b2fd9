import { Either, ParseResult, Schema, SchemaAST } from "effect"

/**
 * Decoding failures as the API's 422 body: `{ "steps.0.rules.1.op": ["Expected ..., actual ..."] }`,
 * one key per dotted path into the submitted document (the document itself is `""`), every
 * message for that path.
 */
export type ValidationErrors = Record<string, Array<string>>

type Issue = ParseResult.ArrayFormatterIssue

const expectedActual = /^Expected (.+), actual (.*)$/s

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

/** The per-field error map of a decoding failure. */
export const validationErrors = (error: ParseResult.ParseError): ValidationErrors =>
  issuesByPath(ParseResult.ArrayFormatter.formatIssueSync(pruneUnions(error.issue)))

/**
 * The per-field error map of issues already formatted (`ParseResult.ArrayFormatter`, as an
 * `HttpApiDecodeError` carries them): one key per path, a value that matches none of a literal
 * union's members said once ("Expected "a" | "b" | ..., actual "x"") rather than once per member.
 */
export const issuesByPath = (issues: ReadonlyArray<Issue>): ValidationErrors => {
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
