/**
 * The expression language of the `math` helper (`{{math "(lead.loan / lead.value) * 100"}}`),
 * the grammar the reference documents: numbers, strings, variables by dot path, `( )`, function
 * calls, `!` (factorial), `^`, unary `- + not` and named functions, `* / %`, `+ - ||`, comparisons,
 * `and`, `or` and `c ? a : b`. Parsed once into closures; no `eval`, no `Function`.
 */
import { compilePath } from "../vars/Path.js"
import { memoize } from "./Memo.js"
import { isTruthy, toText, unwrap } from "./Text.js"

type Evaluate = (vars: unknown) => unknown

export interface MathProgram {
  readonly evaluate: Evaluate
  /** The variable paths the expression reads, in order of appearance. */
  readonly variables: ReadonlyArray<string>
}

export type MathParse =
  | { readonly ok: true; readonly program: MathProgram }
  | { readonly ok: false; readonly error: string }

/** Parse `source`, remembering the result: expressions are nearly always template literals. */
export const parseMath: (source: string) => MathParse = memoize((source) => {
  try {
    const parser = new Parser(tokenize(source))
    const evaluate = parser.parseAll()
    return { ok: true, program: { evaluate, variables: parser.variables } }
  } catch (error) {
    return { ok: false, error: error instanceof MathSyntaxError ? error.message : String(error) }
  }
})

class MathSyntaxError extends Error {}

type Token =
  | { readonly kind: "number"; readonly value: number; readonly at: number }
  | { readonly kind: "string"; readonly value: string; readonly at: number }
  | { readonly kind: "name"; readonly value: string; readonly at: number }
  | { readonly kind: "op"; readonly value: string; readonly at: number }

const operators = ["||", "==", "!=", ">=", "<=", ">", "<", "+", "-", "*", "/", "%", "^", "!", "?", ":", "(", ")", ","]

const tokenize = (source: string): ReadonlyArray<Token> => {
  const tokens: Array<Token> = []
  let i = 0
  while (i < source.length) {
    const ch = source[i] as string
    if (/\s/.test(ch)) {
      i++
      continue
    }
    const number = /^(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(source.slice(i))
    if (number !== null) {
      tokens.push({ kind: "number", value: Number(number[0]), at: i })
      i += number[0].length
      continue
    }
    const name = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*/.exec(source.slice(i))
    if (name !== null) {
      tokens.push({ kind: "name", value: name[0], at: i })
      i += name[0].length
      continue
    }
    if (ch === '"' || ch === "'") {
      const [value, end] = readString(source, i)
      tokens.push({ kind: "string", value, at: i })
      i = end
      continue
    }
    const op = operators.find((o) => source.startsWith(o, i))
    if (op === undefined) throw new MathSyntaxError(`unexpected "${ch}" at position ${i + 1}`)
    tokens.push({ kind: "op", value: op, at: i })
    i += op.length
  }
  return tokens
}

const readString = (source: string, start: number): [string, number] => {
  const quote = source[start]
  let value = ""
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i] as string
    if (ch === quote) return [value, i + 1]
    if (ch === "\\" && i + 1 < source.length) {
      const next = source[++i] as string
      value += next === "n" ? "\n" : next === "t" ? "\t" : next
    } else {
      value += ch
    }
  }
  throw new MathSyntaxError(`unterminated string at position ${start + 1}`)
}

/** A number from a value: typed values by `normal`, numeric text, booleans as 1/0; else NaN. */
const num = (value: unknown): number => {
  const plain = unwrap(value)
  switch (typeof plain) {
    case "number":
      return plain
    case "boolean":
      return plain ? 1 : 0
    case "string":
      return plain.trim() === "" ? Number.NaN : Number(plain)
    default:
      return Number.NaN
  }
}

const factorial = (n: number): number => {
  if (!Number.isInteger(n) || n < 0) return Number.NaN
  if (n > 170) return Number.POSITIVE_INFINITY
  let out = 1
  for (let i = 2; i <= n; i++) out *= i
  return out
}

/** `x` rounded half away from zero to `places` decimals, shifting in text to avoid 1.005 → 1.00. */
const roundTo = (x: number, places: number): number => {
  if (!Number.isFinite(x) || !Number.isInteger(places)) return Number.NaN
  const shifted = Math.round(Math.abs(Number(`${Math.abs(x)}e${places}`)))
  const back = Number(`${shifted}e${-places}`)
  return x < 0 ? -back : back
}

const unaryFunctions: Readonly<Record<string, (x: number) => number>> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  asinh: Math.asinh,
  acosh: Math.acosh,
  atanh: Math.atanh,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  log: Math.log,
  ln: Math.log,
  log2: Math.log2,
  log10: Math.log10,
  lg: Math.log10,
  log1p: Math.log1p,
  expm1: Math.expm1,
  abs: Math.abs,
  ceil: Math.ceil,
  floor: Math.floor,
  round: Math.round,
  trunc: Math.trunc,
  exp: Math.exp,
  sign: Math.sign,
  fac: factorial
}

/** The length of a value's text (`length 'abc'` and `length(lead.name)` are 3). */
const textLength = (x: unknown): number => toText(unwrap(x)).length

const functions: Readonly<Record<string, (args: ReadonlyArray<unknown>) => unknown>> = {
  min: (args) => (args.length === 0 ? Number.NaN : Math.min(...args.map(num))),
  max: (args) => (args.length === 0 ? Number.NaN : Math.max(...args.map(num))),
  pow: ([x, y]) => num(x) ** num(y),
  atan2: ([y, x]) => Math.atan2(num(y), num(x)),
  pyt: (args) => Math.hypot(...args.map(num)),
  hypot: (args) => Math.hypot(...args.map(num)),
  roundTo: ([x, places]) => roundTo(num(x), places === undefined ? 0 : num(places)),
  random: ([n]) => Math.random() * (n === undefined || num(n) === 0 ? 1 : num(n)),
  if: ([condition, yes, no]) => (isTruthy(condition) ? yes : no),
  length: ([x]) => textLength(x)
}

const constants: Readonly<Record<string, unknown>> = { PI: Math.PI, E: Math.E, true: true, false: false }

/** A table entry by its own key only: a variable called `constructor` must not find Object's. */
const own = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined

/**
 * The one-argument functions that may be written as prefix operators (`sqrt 16`, `length s`):
 * the numeric ones, applied to their operand as a number, and `length`, to its operand's text.
 */
const prefixFunction = (name: string): ((x: unknown) => unknown) | undefined => {
  if (name === "length") return textLength
  const fn = own(unaryFunctions, name)
  return fn === undefined ? undefined : (x) => fn(num(x))
}

const bothNumeric = (a: unknown, b: unknown): boolean => !Number.isNaN(num(a)) && !Number.isNaN(num(b))

const compare = (op: string, a: unknown, b: unknown): boolean => {
  if (bothNumeric(a, b)) {
    const x = num(a)
    const y = num(b)
    switch (op) {
      case "==":
        return x === y
      case "!=":
        return x !== y
      case ">=":
        return x >= y
      case "<=":
        return x <= y
      case ">":
        return x > y
      default:
        return x < y
    }
  }
  const x = toText(unwrap(a))
  const y = toText(unwrap(b))
  switch (op) {
    case "==":
      return x === y
    case "!=":
      return x !== y
    case ">=":
      return x >= y
    case "<=":
      return x <= y
    case ">":
      return x > y
    default:
      return x < y
  }
}

const binary: Readonly<Record<string, (a: unknown, b: unknown) => unknown>> = {
  "+": (a, b) => num(a) + num(b),
  "-": (a, b) => num(a) - num(b),
  "*": (a, b) => num(a) * num(b),
  "/": (a, b) => num(a) / num(b),
  "%": (a, b) => num(a) % num(b),
  "^": (a, b) => num(a) ** num(b),
  "||": (a, b) => toText(unwrap(a)) + toText(unwrap(b))
}

/** How deep parentheses, conditionals and prefix operators may nest: parsing and evaluating recurse per level. */
export const maxMathNesting = 200

class Parser {
  private index = 0
  private depth = 0
  readonly variables: Array<string> = []

  /** `read` one level deeper, refused past `maxMathNesting` with a message rather than a stack overflow. */
  private nested(read: () => Evaluate): Evaluate {
    if (this.depth >= maxMathNesting) throw new MathSyntaxError(`nested more than ${maxMathNesting} levels deep`)
    this.depth++
    try {
      return read()
    } finally {
      this.depth--
    }
  }

  constructor(private readonly tokens: ReadonlyArray<Token>) {}

  parseAll(): Evaluate {
    if (this.tokens.length === 0) throw new MathSyntaxError("empty expression")
    const expression = this.conditional()
    const extra = this.peek()
    if (extra !== undefined) throw new MathSyntaxError(`unexpected "${extra.value}" at position ${extra.at + 1}`)
    return expression
  }

  private peek(): Token | undefined {
    return this.tokens[this.index]
  }

  private isOp(value: string): boolean {
    const token = this.peek()
    return token !== undefined && token.kind === "op" && token.value === value
  }

  private isWord(value: string): boolean {
    const token = this.peek()
    return token !== undefined && token.kind === "name" && token.value === value
  }

  private expectOp(value: string): void {
    if (!this.isOp(value)) {
      const token = this.peek()
      throw new MathSyntaxError(
        token === undefined ? `expected "${value}" at the end` : `expected "${value}" at position ${token.at + 1}`
      )
    }
    this.index++
  }

  private conditional(): Evaluate {
    return this.nested(() => this.conditionalLevel())
  }

  private conditionalLevel(): Evaluate {
    const condition = this.or()
    if (!this.isOp("?")) return condition
    this.index++
    const yes = this.conditional()
    this.expectOp(":")
    const no = this.conditional()
    return (vars) => (isTruthy(condition(vars)) ? yes(vars) : no(vars))
  }

  private or(): Evaluate {
    let left = this.and()
    while (this.isWord("or")) {
      this.index++
      const a = left
      const b = this.and()
      left = (vars) => isTruthy(a(vars)) || isTruthy(b(vars))
    }
    return left
  }

  private and(): Evaluate {
    let left = this.comparison()
    while (this.isWord("and")) {
      this.index++
      const a = left
      const b = this.comparison()
      left = (vars) => isTruthy(a(vars)) && isTruthy(b(vars))
    }
    return left
  }

  private comparison(): Evaluate {
    let left = this.additive()
    for (;;) {
      const token = this.peek()
      if (token?.kind !== "op" || !["==", "!=", ">=", "<=", ">", "<"].includes(token.value)) return left
      this.index++
      const a = left
      const b = this.additive()
      left = (vars) => compare(token.value, a(vars), b(vars))
    }
  }

  private additive(): Evaluate {
    return this.leftAssociative(["+", "-", "||"], () => this.multiplicative())
  }

  private multiplicative(): Evaluate {
    return this.leftAssociative(["*", "/", "%"], () => this.unary())
  }

  private leftAssociative(ops: ReadonlyArray<string>, operand: () => Evaluate): Evaluate {
    let left = operand()
    for (;;) {
      const token = this.peek()
      if (token?.kind !== "op" || !ops.includes(token.value)) return left
      this.index++
      const apply = binary[token.value] as (a: unknown, b: unknown) => unknown
      const a = left
      const b = operand()
      left = (vars) => apply(a(vars), b(vars))
    }
  }

  private unary(): Evaluate {
    return this.nested(() => this.unaryLevel())
  }

  private unaryLevel(): Evaluate {
    const token = this.peek()
    if (token?.kind === "op" && (token.value === "-" || token.value === "+")) {
      this.index++
      const operand = this.unary()
      return token.value === "-" ? (vars) => -num(operand(vars)) : (vars) => num(operand(vars))
    }
    if (token?.kind === "name" && token.value === "not") {
      this.index++
      const operand = this.unary()
      return (vars) => !isTruthy(operand(vars))
    }
    // `sqrt 4` and `length s` apply a named function as a prefix operator; `sqrt(4)` is a call
    // (see primary).
    const fn = token?.kind === "name" ? prefixFunction(token.value) : undefined
    const next = this.tokens[this.index + 1]
    const startsOperand =
      next !== undefined && (next.kind !== "op" || next.value === "-" || next.value === "+")
    if (fn !== undefined && startsOperand) {
      this.index++
      const operand = this.unary()
      return (vars) => fn(operand(vars))
    }
    return this.exponent()
  }

  private exponent(): Evaluate {
    const base = this.postfix()
    if (!this.isOp("^")) return base
    this.index++
    const power = this.unary()
    return (vars) => num(base(vars)) ** num(power(vars))
  }

  private postfix(): Evaluate {
    let operand = this.primary()
    while (this.isOp("!")) {
      this.index++
      const inner = operand
      operand = (vars) => factorial(num(inner(vars)))
    }
    return operand
  }

  private primary(): Evaluate {
    const token = this.peek()
    if (token === undefined) throw new MathSyntaxError("unexpected end of expression")
    this.index++
    switch (token.kind) {
      case "number":
      case "string": {
        const value = token.value
        return () => value
      }
      case "op": {
        if (token.value !== "(") throw new MathSyntaxError(`unexpected "${token.value}" at position ${token.at + 1}`)
        const inner = this.conditional()
        this.expectOp(")")
        return inner
      }
      case "name":
        return this.isOp("(") ? this.call(token) : this.name(token)
    }
  }

  private call(token: Token & { readonly kind: "name" }): Evaluate {
    this.index++ // "("
    const args: Array<Evaluate> = []
    if (!this.isOp(")")) {
      args.push(this.conditional())
      while (this.isOp(",")) {
        this.index++
        args.push(this.conditional())
      }
    }
    this.expectOp(")")
    const unaryFn = own(unaryFunctions, token.value)
    if (unaryFn !== undefined) {
      if (args.length !== 1) throw new MathSyntaxError(`${token.value}() takes one argument`)
      const arg = args[0] as Evaluate
      return (vars) => unaryFn(num(arg(vars)))
    }
    const fn = own(functions, token.value)
    if (fn === undefined) throw new MathSyntaxError(`unknown function "${token.value}"`)
    return (vars) => fn(args.map((arg) => arg(vars)))
  }

  private name(token: Token & { readonly kind: "name" }): Evaluate {
    if (Object.hasOwn(constants, token.value)) {
      const value = constants[token.value]
      return () => value
    }
    this.variables.push(token.value)
    const get = compilePath(token.value)
    return (vars) => unwrap(get(vars))
  }
}
