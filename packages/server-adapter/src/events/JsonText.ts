import { compareJsonbKeys } from "../storage/JsonbOrder.js"

/**
 * JSON text as PostgreSQL answers it, for SQLite's reads (`storage/SqliteFunctions.ts`), so a
 * metric, a report or a rule reads the same text on both databases:
 *
 * - `jsonbText`: an array or object as `jsonb`'s text: `", "` and `": "` between items, members in
 *   `jsonb`'s order (`storage/JsonbOrder.ts`), the last of a repeated key, numbers as `numeric`
 *   prints them (`1e2` is `100`, `1.5e-7` is `0.00000015`, `1.50` stays `1.50`), strings escaped
 *   as JSON.stringify and PostgreSQL both escape them. SQLite's `json_extract` gives the compact
 *   text as written (`["auto","home"]`), PostgreSQL's `#>>` this (`["auto", "home"]`).
 * - `jsonAt`: the value at a path whose segments may index arrays, as PostgreSQL's `#>` walks one:
 *   a segment of digits (with a `-`, from the end) is an array's element or an object's member of
 *   that name. SQLite's JSON path `$."tags"."0"` finds only a member named `0`.
 *
 * The text is parsed keeping each number as written (JSON.parse would round `12345678901234567890`
 * and forget `1.50`). Text that is not JSON is answered as it is (`jsonbText`) or as absent
 * (`jsonAt`): a function of SQL must not fail the statement.
 */

class JsonNumber {
  constructor(readonly text: string) {}
}

class JsonObject {
  constructor(readonly members: ReadonlyArray<readonly [string, Json]>) {}
}

type Json = null | boolean | string | JsonNumber | JsonObject | ReadonlyArray<Json>

const numberPattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y
// A JSON string: no raw control character, escapes as JSON has them.
// eslint-disable-next-line no-control-regex
const stringPattern = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y
const blankPattern = /[ \t\n\r]*/y

class Parser {
  at = 0
  constructor(readonly text: string) {}

  fail(): never {
    throw new SyntaxError(`not JSON at ${this.at}`)
  }

  blank(): void {
    blankPattern.lastIndex = this.at
    blankPattern.exec(this.text)
    this.at = blankPattern.lastIndex
  }

  token(pattern: RegExp): string {
    pattern.lastIndex = this.at
    const found = pattern.exec(this.text)
    if (found === null) return this.fail()
    this.at = pattern.lastIndex
    return found[0]
  }

  literal(word: string): void {
    if (!this.text.startsWith(word, this.at)) this.fail()
    this.at += word.length
  }

  value(): Json {
    this.blank()
    const c = this.text[this.at]
    switch (c) {
      case "{": {
        this.at++
        const members: Array<readonly [string, Json]> = []
        this.blank()
        if (this.text[this.at] === "}") {
          this.at++
          return new JsonObject(members)
        }
        for (;;) {
          this.blank()
          const key = JSON.parse(this.token(stringPattern)) as string
          this.blank()
          this.literal(":")
          members.push([key, this.value()])
          this.blank()
          if (this.text[this.at] === ",") this.at++
          else {
            this.literal("}")
            return new JsonObject(members)
          }
        }
      }
      case "[": {
        this.at++
        const items: Array<Json> = []
        this.blank()
        if (this.text[this.at] === "]") {
          this.at++
          return items
        }
        for (;;) {
          items.push(this.value())
          this.blank()
          if (this.text[this.at] === ",") this.at++
          else {
            this.literal("]")
            return items
          }
        }
      }
      case '"':
        return JSON.parse(this.token(stringPattern)) as string
      case "t":
        this.literal("true")
        return true
      case "f":
        this.literal("false")
        return false
      case "n":
        this.literal("null")
        return null
      default:
        return new JsonNumber(this.token(numberPattern))
    }
  }
}

const parse = (text: string): Json => {
  const parser = new Parser(text)
  const value = parser.value()
  parser.blank()
  if (parser.at !== text.length) parser.fail()
  return value
}

/** PostgreSQL's `numeric` accepts exponents of at most 1,000 (a larger one is not stored there). */
const maxExponent = 1000

/**
 * A JSON number as PostgreSQL's `numeric` prints it: in plain digits, with as many decimals as
 * written less the exponent (none below zero), no sign on zero.
 */
export const numericText = (text: string): string => {
  const negative = text.startsWith("-")
  const unsigned = negative ? text.slice(1) : text
  const [mantissa = "", exponentText] = unsigned.split(/[eE]/)
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > maxExponent) return text
  const [whole = "", fraction = ""] = mantissa.split(".")
  const digits = whole + fraction
  const point = whole.length + exponent
  const scale = Math.max(0, fraction.length - exponent)
  let integer: string
  let decimals: string
  if (point <= 0) {
    integer = "0"
    decimals = "0".repeat(-point) + digits
  } else if (point >= digits.length) {
    integer = digits + "0".repeat(point - digits.length)
    decimals = ""
  } else {
    integer = digits.slice(0, point)
    decimals = digits.slice(point)
  }
  integer = integer.replace(/^0+(?=.)/, "")
  decimals = decimals.slice(0, scale)
  const zero = !/[1-9]/.test(digits)
  return `${negative && !zero ? "-" : ""}${integer}${scale > 0 ? `.${decimals}` : ""}`
}

const pgText = (value: Json): string => {
  if (value === null) return "null"
  if (typeof value === "boolean") return value ? "true" : "false"
  if (typeof value === "string") return JSON.stringify(value)
  if (value instanceof JsonNumber) return numericText(value.text)
  if (value instanceof JsonObject) {
    const last = new Map<string, Json>()
    for (const [key, member] of value.members) last.set(key, member)
    const keys = [...last.keys()].sort(compareJsonbKeys)
    return `{${keys.map((key) => `${JSON.stringify(key)}: ${pgText(last.get(key) as Json)}`).join(", ")}}`
  }
  return `[${value.map(pgText).join(", ")}]`
}

/** Compact JSON text, numbers and members as written (SQLite's JSON functions read it). */
const compactText = (value: Json): string => {
  if (value === null) return "null"
  if (typeof value === "boolean") return value ? "true" : "false"
  if (typeof value === "string") return JSON.stringify(value)
  if (value instanceof JsonNumber) return value.text
  if (value instanceof JsonObject) return `{${value.members.map(([key, member]) => `${JSON.stringify(key)}:${compactText(member)}`).join(",")}}`
  return `[${value.map(compactText).join(",")}]`
}

/** An array or object's JSON text as PostgreSQL's `jsonb` prints it (see above). */
export const jsonbText = (json: string): string => {
  try {
    return pgText(parse(json))
  } catch {
    return json
  }
}

/** A segment PostgreSQL reads as an array index (`strtol` to its end, within an `int`). */
const indexPattern = /^-?[0-9]+$/
const maxIndex = 2 ** 31 - 1

/** The element of `array` that `segment` names, as PostgreSQL's `#>` finds it. */
const elementAt = (array: ReadonlyArray<Json>, segment: string): Json | undefined => {
  if (!indexPattern.test(segment)) return undefined
  const index = Number(segment)
  if (index > maxIndex || index < -maxIndex - 1) return undefined
  if (index >= 0) return index < array.length ? array[index] : undefined
  return -index <= array.length ? array[array.length + index] : undefined
}

/** The compact JSON text of the value at `path` under `json`, or `null` when there is none. */
export const jsonAt = (json: string, path: ReadonlyArray<string>): string | null => {
  let value: Json | undefined
  try {
    value = parse(json)
  } catch {
    return null
  }
  for (const segment of path) {
    if (Array.isArray(value)) value = elementAt(value, segment)
    else if (value instanceof JsonObject) {
      let found: Json | undefined
      for (const [key, member] of value.members) if (key === segment) found = member
      value = found
    } else return null
    if (value === undefined) return null
  }
  return value === undefined ? null : compactText(value)
}

/** A path segment that indexes an array where it meets one (PostgreSQL reads it so). */
export const isIndexSegment = (segment: string): boolean => indexPattern.test(segment)
