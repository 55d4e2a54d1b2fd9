/**
 * Templates (`Hello {{lead.first_name}}`, `{{format submission.timestamp format="HHmm"}}`): the
 * Handlebars subset the old platform's flows use. A template is parsed once, when its flow version
 * is compiled, into plain closures `(vars) => string`; rendering a lead only reads variables and
 * calls helpers. A template without `{{` compiles to a constant.
 *
 * Rendering never throws. A malformed tag prints as the text it is, a missing variable prints as
 * empty text, and a helper that fails prints as empty text; `checkTemplate` lists these mistakes
 * so that a flow can be refused when it is saved.
 */
import { compilePath, type Getter } from "../vars/Path.js"
import { helper, type HelperDefinition, type StaticArgument, type StaticCall } from "./Helpers.js"
import { isTruthy, toText } from "./Text.js"

/** A problem in a template's source, at an offset (0-based) into it. */
export interface TemplateIssue {
  readonly message: string
  readonly at: number
}

/** Compile `source` into a function that renders it for a lead's variables. */
export const compileTemplate = (source: string): ((vars: unknown) => string) => {
  if (!source.includes("{{")) return () => source
  return compileNodes(parse(source).nodes)
}

/**
 * Compile `source` into a function that keeps the value's type when the whole template is one
 * expression: `{{lead.phone}}` gives the typed phone, `{{math "a + 1"}}` a number, a missing
 * variable `undefined`. Any other template gives its text, as `compileTemplate` does. For mappings,
 * where `{{lead.age}}` must stay a number.
 */
export const compileValueTemplate = (source: string): ((vars: unknown) => unknown) => {
  if (!source.includes("{{")) return () => source
  const { nodes } = parse(source)
  const [only] = nodes
  if (nodes.length === 1 && only?.kind === "mustache") {
    const evaluate = compileExpression(only.expression)
    return (vars) => {
      try {
        return evaluate(vars)
      } catch {
        return undefined
      }
    }
  }
  return compileNodes(nodes)
}

/** How many of a template's mistakes are answered: the first ones say what to fix, thousands would not. */
const maxIssues = 20

/** The mistakes in `source`: unclosed tags and blocks, unknown helpers, bad literal arguments (the first 20). */
export const checkTemplate = (source: string): ReadonlyArray<TemplateIssue> =>
  source.includes("{{") ? parse(source).issues.slice(0, maxIssues) : []

/** The variable paths `source` reads (`lead.email`, and those inside `math` expressions), each once. */
export const templateVariables = (source: string): ReadonlyArray<string> => {
  if (!source.includes("{{")) return []
  const found = new Set<string>()
  const visitExpression = (expression: Expression): void => {
    switch (expression.kind) {
      case "path":
        if (expression.name !== "") found.add(expression.name)
        return
      case "call":
        expression.params.forEach(visitExpression)
        Object.values(expression.hash).forEach(visitExpression)
        if (expression.definition?.variables !== undefined) {
          expression.definition.variables(staticCall(expression)).forEach((v) => found.add(v))
        }
        return
      case "literal":
        return
    }
  }
  const visitNodes = (nodes: ReadonlyArray<TemplateNode>): void => {
    for (const node of nodes) {
      if (node.kind === "mustache") visitExpression(node.expression)
      if (node.kind === "block") {
        if (node.condition !== undefined) visitExpression(node.condition)
        visitNodes(node.body)
        visitNodes(node.inverse)
      }
    }
  }
  visitNodes(parse(source).nodes)
  return [...found]
}

// ---------------------------------------------------------------------------------------------
// Syntax tree

type Expression =
  | { readonly kind: "literal"; readonly value: unknown }
  | { readonly kind: "path"; readonly name: string; readonly get: Getter }
  | {
      readonly kind: "call"
      readonly name: string
      readonly definition: HelperDefinition | undefined
      readonly params: ReadonlyArray<Expression>
      readonly hash: Readonly<Record<string, Expression>>
    }

type TemplateNode =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "mustache"; readonly expression: Expression }
  | {
      readonly kind: "block"
      /** `if`, `unless`, or a block helper this engine does not support (rendered as nothing). */
      readonly name: string
      readonly condition: Expression | undefined
      readonly body: ReadonlyArray<TemplateNode>
      readonly inverse: ReadonlyArray<TemplateNode>
    }

// ---------------------------------------------------------------------------------------------
// Compiling the tree into closures

type Render = (vars: unknown) => string
type Evaluate = (vars: unknown) => unknown

const compileNodes = (nodes: ReadonlyArray<TemplateNode>): Render => {
  // Constant text and dynamic parts alternate: texts[0] + parts[0] + texts[1] + ...
  const texts: Array<string> = [""]
  const parts: Array<Render> = []
  for (const node of nodes) {
    if (node.kind === "text") {
      texts[texts.length - 1] += node.text
    } else {
      parts.push(node.kind === "mustache" ? compileMustache(node.expression) : compileBlock(node))
      texts.push("")
    }
  }
  const [first = ""] = texts
  if (parts.length === 0) return () => first
  if (parts.length === 1 && first === "" && texts[1] === "") return parts[0] as Render
  return (vars) => {
    let out = first
    for (let i = 0; i < parts.length; i++) out += (parts[i] as Render)(vars) + (texts[i + 1] as string)
    return out
  }
}

const compileMustache = (expression: Expression): Render => {
  const evaluate = compileExpression(expression)
  return (vars) => {
    try {
      return toText(evaluate(vars))
    } catch {
      // A getter or helper that throws on odd data prints nothing rather than failing the lead.
      return ""
    }
  }
}

const compileBlock = (node: TemplateNode & { readonly kind: "block" }): Render => {
  if ((node.name !== "if" && node.name !== "unless") || node.condition === undefined) return () => ""
  const condition = compileExpression(node.condition)
  const body = compileNodes(node.body)
  const inverse = compileNodes(node.inverse)
  const wanted = node.name === "if"
  return (vars) => {
    let truthy: boolean
    try {
      truthy = isTruthy(condition(vars))
    } catch {
      truthy = false
    }
    return truthy === wanted ? body(vars) : inverse(vars)
  }
}

const compileExpression = (expression: Expression): Evaluate => {
  switch (expression.kind) {
    case "literal": {
      const value = expression.value
      return () => value
    }
    case "path":
      return expression.get
    case "call":
      return compileCall(expression)
  }
}

const compileCall = (call: Expression & { readonly kind: "call" }): Evaluate => {
  const definition = call.definition
  if (definition === undefined) return () => undefined
  const run = definition.run
  const params = call.params.map(compileExpression)
  const hashEntries = Object.entries(call.hash).map(([key, value]) => [key, compileExpression(value)] as const)
  // Literal arguments are built once; only variables are read per lead.
  const constantParams = call.params.every((p) => p.kind === "literal")
    ? call.params.map((p) => (p as { readonly value: unknown }).value)
    : undefined
  const constantHash = Object.values(call.hash).every((v) => v.kind === "literal")
    ? Object.fromEntries(Object.entries(call.hash).map(([k, v]) => [k, (v as { readonly value: unknown }).value]))
    : undefined
  return (vars) => {
    const args = constantParams ?? params.map((p) => p(vars))
    let hash = constantHash
    if (hash === undefined) {
      const built: Record<string, unknown> = {}
      for (const [key, value] of hashEntries) built[key] = value(vars)
      hash = built
    }
    return run(args, hash, vars)
  }
}

const staticArgument = (expression: Expression): StaticArgument =>
  expression.kind === "literal" ? { literal: true, value: expression.value } : { literal: false }

const staticCall = (call: Expression & { readonly kind: "call" }): StaticCall => ({
  params: call.params.map(staticArgument),
  hash: Object.fromEntries(Object.entries(call.hash).map(([k, v]) => [k, staticArgument(v)]))
})

// ---------------------------------------------------------------------------------------------
// Parsing

interface Parsed {
  readonly nodes: ReadonlyArray<TemplateNode>
  readonly issues: ReadonlyArray<TemplateIssue>
}

/** An open block while its body is read. `chained` frames come from `{{else if}}` and close with their parent. */
interface Frame {
  readonly name: string
  readonly condition: Expression | undefined
  readonly body: Array<TemplateNode>
  readonly inverse: Array<TemplateNode>
  inElse: boolean
  readonly chained: boolean
  readonly at: number
}

const parse = (source: string): Parsed => {
  const root: Array<TemplateNode> = []
  const stack: Array<Frame> = []
  const issues: Array<TemplateIssue> = []
  const current = (): Array<TemplateNode> => {
    const top = stack[stack.length - 1]
    return top === undefined ? root : top.inElse ? top.inverse : top.body
  }
  let text = ""
  let stripNext = false
  const addText = (piece: string): void => {
    text += stripNext ? piece.trimStart() : piece
    if (piece !== "") stripNext = false
  }
  const flushText = (): void => {
    if (text !== "") current().push({ kind: "text", text })
    text = ""
  }
  // Blocks opened inside each other; an `{{else if}}` chain continues its block, it does not nest.
  let blockDepth = 0
  const closeFrame = (): void => {
    const frame = stack.pop() as Frame
    if (!frame.chained) blockDepth--
    current().push({
      kind: "block",
      name: frame.name,
      condition: frame.condition,
      body: frame.body,
      inverse: frame.inverse
    })
  }
  const openFrame = (name: string, condition: Expression | undefined, at: number, chained: boolean): void => {
    // Deeper blocks are not opened (their closing tags then close outer ones): rendering and
    // checking recurse per level, and no template needs this many.
    // A chain's branches are rendered one inside the other, so a chain is bounded too, far higher.
    if ((!chained && blockDepth >= maxNesting) || stack.length >= maxChainedFrames) {
      if (!issues.some((issue) => issue.message === nestedTooDeep)) issues.push({ message: nestedTooDeep, at })
      return
    }
    if (name !== "if" && name !== "unless") issues.push({ message: `unsupported block helper "#${name}"`, at })
    else if (condition === undefined) issues.push({ message: `{{#${name}}} needs a condition`, at })
    stack.push({ name, condition, body: [], inverse: [], inElse: false, chained, at })
    if (!chained) blockDepth++
  }

  let pos = 0
  while (pos < source.length) {
    const open = source.indexOf("{{", pos)
    if (open === -1) {
      addText(source.slice(pos))
      break
    }
    // `\{{` prints `{{`; `\\{{` prints one backslash and opens a tag, as in Handlebars.
    if (source[open - 1] === "\\" && source[open - 2] !== "\\") {
      addText(source.slice(pos, open - 1) + "{{")
      pos = open + 2
      continue
    }
    addText(source.slice(pos, source[open - 1] === "\\" ? open - 1 : open))
    const tag = readTag(source, open)
    if (tag.kind === "broken") {
      issues.push({ message: tag.message, at: open })
      addText("{{")
      pos = open + 2
      continue
    }
    if (tag.stripBefore) text = text.trimEnd()
    flushText()
    pos = tag.end
    stripNext = tag.stripAfter
    if (tag.kind === "comment") continue

    const statement = readStatement(tag.tokens, open, issues, tag.sigil === "#")
    switch (tag.sigil) {
      case "#": {
        if (statement.head === undefined) issues.push({ message: "a block needs a helper name", at: open })
        else openFrame(statement.head, statement.params[0], open, false)
        break
      }
      case "^": {
        const top = stack[stack.length - 1]
        if (statement.head === undefined && statement.expression === undefined) {
          // `{{^}}` is another spelling of `{{else}}`.
          if (top === undefined || top.inElse) issues.push({ message: "{{^}} outside a block", at: open })
          else top.inElse = true
        } else {
          openFrame("unless", statement.expression, open, false)
        }
        break
      }
      case "/": {
        const name = statement.head ?? ""
        if (stack.length === 0) {
          issues.push({ message: `{{/${name}}} closes no block`, at: open })
          break
        }
        while (stack[stack.length - 1]?.chained === true) closeFrame()
        const top = stack[stack.length - 1] as Frame
        if (top.name !== name) issues.push({ message: `{{/${name}}} closes {{#${top.name}}}`, at: open })
        closeFrame()
        break
      }
      case ">":
        issues.push({ message: "partials ({{> name}}) are not supported", at: open })
        break
      default: {
        if (statement.isElse) {
          const top = stack[stack.length - 1]
          if (top === undefined || top.inElse) {
            issues.push({ message: "{{else}} outside a block", at: open })
          } else {
            top.inElse = true
            if (statement.elseHead !== undefined) openFrame(statement.elseHead, statement.params[0], open, true)
          }
          break
        }
        if (statement.expression !== undefined) current().push({ kind: "mustache", expression: statement.expression })
        else issues.push({ message: "empty tag", at: open })
      }
    }
  }
  flushText()
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame
    if (!top.chained) issues.push({ message: `{{#${top.name}}} is not closed`, at: top.at })
    closeFrame()
  }
  return { nodes: root, issues }
}

// ---------------------------------------------------------------------------------------------
// Reading one tag: `{{`, `{{{`, `{{~`, comments, sigils, then expression tokens up to `}}`

type Token =
  | { readonly kind: "open" | "close" | "equals" }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "id"; readonly value: string }

type Tag =
  | { readonly kind: "broken"; readonly message: string }
  | { readonly kind: "comment"; readonly end: number; readonly stripBefore: boolean; readonly stripAfter: boolean }
  | {
      readonly kind: "tag"
      readonly end: number
      readonly stripBefore: boolean
      readonly stripAfter: boolean
      readonly sigil: string
      readonly tokens: ReadonlyArray<Token>
    }

const readTag = (source: string, open: number): Tag => {
  let i = open + 2
  const triple = source[i] === "{"
  if (triple) i++
  const stripBefore = source[i] === "~"
  if (stripBefore) i++
  const closer = triple ? "}}}" : "}}"

  if (source[i] === "!" && !triple) {
    // `{{!-- ... --}}` may hold `}}`; `{{! ... }}` ends at the first `}}`.
    const close = source.startsWith("!--", i) ? longCommentClose(source, i + 3) : source.indexOf("}}", i)
    if (close === -1) return { kind: "broken", message: "comment is not closed" }
    return { kind: "comment", end: close + 2, stripBefore, stripAfter: source[close - 1] === "~" }
  }

  let sigil = ""
  const mark = source[i]
  if (!triple && (mark === "#" || mark === "/" || mark === "^" || mark === "&" || mark === ">")) {
    sigil = mark
    i++
  }
  const tokens: Array<Token> = []
  while (i < source.length) {
    const ch = source[i] as string
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (source.startsWith(closer, i) || source.startsWith(`~${closer}`, i)) {
      const stripAfter = ch === "~"
      return { kind: "tag", end: i + closer.length + (stripAfter ? 1 : 0), stripBefore, stripAfter, sigil, tokens }
    }
    if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "open" : "close" })
      i++
      continue
    }
    if (ch === "=") {
      tokens.push({ kind: "equals" })
      i++
      continue
    }
    if (ch === '"' || ch === "'") {
      const read = readString(source, i)
      if (read === undefined) return { kind: "broken", message: "string is not closed" }
      tokens.push({ kind: "string", value: read.value })
      i = read.end
      continue
    }
    const number = /^-?\d+(?:\.\d+)?(?=[\s)}~=]|$)/.exec(source.slice(i, i + 64))
    if (number !== null) {
      tokens.push({ kind: "number", value: Number(number[0]) })
      i += number[0].length
      continue
    }
    const id = readId(source, i)
    if (id.end === i) return { kind: "broken", message: `unexpected "${ch}"` }
    tokens.push({ kind: "id", value: id.value })
    i = id.end
  }
  return { kind: "broken", message: `tag is not closed (expected "${closer}")` }
}

/** Where the `}}` of a `{{!-- --}}` comment starts, or -1. */
const longCommentClose = (source: string, from: number): number => {
  const plain = source.indexOf("--}}", from)
  const strip = source.indexOf("--~}}", from)
  if (plain === -1 && strip === -1) return -1
  if (strip === -1 || (plain !== -1 && plain < strip)) return plain + 2
  return strip + 3
}

/** A quoted string; a backslash escapes only the quote itself, so `"\d+"` keeps its backslash. */
const readString = (source: string, start: number): { value: string; end: number } | undefined => {
  const quote = source[start] as string
  let value = ""
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i] as string
    if (ch === "\\" && source[i + 1] === quote) {
      value += quote
      i++
    } else if (ch === quote) {
      return { value, end: i + 1 }
    } else {
      value += ch
    }
  }
  return undefined
}

/** An identifier or path: up to whitespace or one of `(){}="'~`; `[...]` segments may hold anything but `]`. */
const readId = (source: string, start: number): { value: string; end: number } => {
  let i = start
  while (i < source.length) {
    const ch = source[i] as string
    if (ch === "[") {
      const close = source.indexOf("]", i + 1)
      if (close === -1) break
      i = close + 1
      continue
    }
    if (/[\s(){}="'~]/.test(ch)) break
    i++
  }
  return { value: source.slice(start, i), end: i }
}

// ---------------------------------------------------------------------------------------------
// Reading a tag's tokens into an expression

interface Statement {
  /** The first identifier: a helper or block name, or the path of a lone variable. */
  readonly head: string | undefined
  /** The whole tag as one expression (a path, a literal, or a helper call). */
  readonly expression: Expression | undefined
  /** Positional arguments after the head (a block's condition is the first). */
  readonly params: ReadonlyArray<Expression>
  readonly isElse: boolean
  /** `if` in `{{else if x}}`. */
  readonly elseHead: string | undefined
}

const readStatement = (
  tokens: ReadonlyArray<Token>,
  at: number,
  issues: Array<TemplateIssue>,
  block: boolean
): Statement => {
  const reader = new TokenReader(tokens, at, issues)
  const first = tokens[0]
  const head = first?.kind === "id" ? first.value : undefined
  if (block) {
    // `{{#if cond}}`: a block name and its arguments, not a helper call.
    reader.skip(head === undefined ? 0 : 1)
    const { params } = reader.readArguments()
    return { head, expression: undefined, params, isElse: false, elseHead: undefined }
  }
  if (head === "else") {
    const second = tokens[1]
    const elseHead = second?.kind === "id" ? second.value : undefined
    reader.skip(elseHead === undefined ? 1 : 2)
    const { params } = reader.readArguments()
    return { head, expression: undefined, params, isElse: true, elseHead }
  }
  if (tokens.length === 0) return { head: undefined, expression: undefined, params: [], isElse: false, elseHead: undefined }
  if (tokens.length === 1 || head === undefined) {
    const expression = reader.readExpression()
    reader.expectEnd()
    return { head, expression, params: [], isElse: false, elseHead: undefined }
  }
  reader.skip(1)
  const { params, hash } = reader.readArguments()
  const expression = callExpression(head, params, hash, at, issues)
  return { head, expression, params, isElse: false, elseHead: undefined }
}

const callExpression = (
  name: string,
  params: ReadonlyArray<Expression>,
  hash: Readonly<Record<string, Expression>>,
  at: number,
  issues: Array<TemplateIssue>
): Expression => {
  const definition = helper(name)
  const call = { kind: "call", name, definition, params, hash } as const
  if (definition === undefined) issues.push({ message: `unknown helper "${name}"`, at })
  else definition.check?.(staticCall(call)).forEach((message) => issues.push({ message, at }))
  return call
}

/** How deep blocks and `( )` sub-expressions may nest: each level is a call deeper when a template is read, checked and rendered. */
export const maxNesting = 100
/** How many blocks and `{{else if}}` branches may be open at once (a long chain of branches). */
const maxChainedFrames = 2_000
const nestedTooDeep = `blocks or ( ) nested more than ${maxNesting} levels deep (or more than ${maxChainedFrames} blocks and {{else if}} branches open at once)`

class TokenReader {
  private index = 0
  private depth = 0

  constructor(
    private readonly tokens: ReadonlyArray<Token>,
    private readonly at: number,
    private readonly issues: Array<TemplateIssue>
  ) {}

  skip(count: number): void {
    this.index += count
  }

  expectEnd(): void {
    if (this.index < this.tokens.length) this.issues.push({ message: "unexpected text after the expression", at: this.at })
  }

  /** Positional arguments and `key=value` pairs, to the end of the tag or of a `( )`. */
  readArguments(): { params: Array<Expression>; hash: Record<string, Expression> } {
    const params: Array<Expression> = []
    const hash: Record<string, Expression> = {}
    for (;;) {
      const token = this.tokens[this.index]
      if (token === undefined || token.kind === "close") return { params, hash }
      const next = this.tokens[this.index + 1]
      if (token.kind === "id" && next?.kind === "equals") {
        this.index += 2
        hash[token.value] = this.readExpression()
      } else {
        params.push(this.readExpression())
      }
    }
  }

  readExpression(): Expression {
    const token = this.tokens[this.index++]
    switch (token?.kind) {
      case "string":
      case "number":
        return { kind: "literal", value: token.value }
      case "id":
        return idExpression(token.value, this.at, this.issues)
      case "open":
        return this.readSubExpression()
      default:
        this.issues.push({ message: token === undefined ? "missing value" : `unexpected "${token.kind === "close" ? ")" : "="}"`, at: this.at })
        return { kind: "literal", value: undefined }
    }
  }

  /** `(helper args...)`, or `(path)`, after its `(`. */
  private readSubExpression(): Expression {
    if (this.depth >= maxNesting) {
      // The rest of the tag is not read: a deeper expression would recurse per level.
      if (!this.issues.some((issue) => issue.message === nestedTooDeep)) this.issues.push({ message: nestedTooDeep, at: this.at })
      this.index = this.tokens.length
      return { kind: "literal", value: undefined }
    }
    this.depth++
    try {
      return this.readNestedExpression()
    } finally {
      this.depth--
    }
  }

  private readNestedExpression(): Expression {
    const first = this.tokens[this.index]
    const second = this.tokens[this.index + 1]
    let expression: Expression
    if (first?.kind === "id" && second !== undefined && second.kind !== "close") {
      this.index++
      const { params, hash } = this.readArguments()
      expression = callExpression(first.value, params, hash, this.at, this.issues)
    } else {
      expression = this.readExpression()
    }
    if (this.tokens[this.index]?.kind === "close") this.index++
    else this.issues.push({ message: 'missing ")"', at: this.at })
    return expression
  }
}

const keywords: Readonly<Record<string, unknown>> = { true: true, false: false, null: null, undefined: undefined }

/** A keyword literal or a variable path (`lead.email`, `this.lead`, `@root.lead`, `lead.[first name]`). */
const idExpression = (id: string, at: number, issues: Array<TemplateIssue>): Expression => {
  if (Object.hasOwn(keywords, id)) return { kind: "literal", value: keywords[id] }
  const segments = pathSegments(id)
  if (segments === undefined) {
    issues.push({ message: `unsupported path "${id}" (no ../ or @data variables outside blocks)`, at })
    return { kind: "path", name: "", get: () => undefined }
  }
  if (segments.length === 0) return { kind: "path", name: "", get: (vars) => vars }
  const name = segments.join(".")
  // A bracketed segment with a dot in it is one key; otherwise Path finds dotted keys itself.
  const get = segments.some((s) => s.includes(".")) ? segmentGetter(segments) : compilePath(name)
  return { kind: "path", name, get }
}

/** Split a path into keys, dropping `this`/`@root`/`./` prefixes; undefined for `../` and `@data`. */
const pathSegments = (id: string): Array<string> | undefined => {
  const segments: Array<string> = []
  let i = 0
  let piece = ""
  while (i < id.length) {
    const ch = id[i] as string
    if (ch === "[") {
      const close = id.indexOf("]", i + 1)
      piece += id.slice(i + 1, close)
      i = close + 1
    } else if (ch === ".") {
      segments.push(piece)
      piece = ""
      i++
    } else {
      piece += ch
      i++
    }
  }
  segments.push(piece)
  if (id.startsWith("../") || (id.startsWith("@") && segments[0] !== "@root")) return undefined
  while (segments[0] === "this" || segments[0] === "@root" || segments[0] === "") {
    if (segments[0] === "" && id.startsWith(".") && !id.startsWith("./") && id !== ".") return undefined
    segments.shift()
    if (segments[0]?.startsWith("/") === true) segments[0] = segments[0].slice(1)
  }
  return segments.filter((s) => s !== "")
}

const segmentGetter =
  (segments: ReadonlyArray<string>): Getter =>
  (vars) => {
    let value = vars
    for (const key of segments) {
      if (value === null || typeof value !== "object") return undefined
      value = (value as Record<string, unknown>)[key]
    }
    return value
  }
