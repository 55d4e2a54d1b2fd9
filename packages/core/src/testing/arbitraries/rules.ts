/**
 * fast-check arbitraries for judging rules: rule sets and the variables they are judged against,
 * drawn from one small vocabulary so that values and rhvs often meet (equal up to case, numeric
 * text against numbers, members of lists, matches of patterns, typed values against their normal
 * form) and rules pass about as often as they fail. For flow documents see `ruleSetFor` in
 * `flow.ts`.
 */
import { operatorNames, parse, unaryOperators, type OperatorName, type TypeName } from "@leadflow/types"
import fc from "fast-check"
import type { RuleEncoded, RuleSetEncoded } from "../../model/Rule.js"

/** Text that rules and leads share: case variants, numbers as text, dates, booleans, blanks. */
const words = [
  "a",
  "A",
  " a ",
  "b",
  "ab",
  "Nursing",
  "Registered Nursing (RN)",
  "tx",
  "TX",
  "Texas",
  "5",
  "10",
  "10.0",
  "15",
  "20",
  "0900",
  "2024-01-15",
  "2024-01-15T00:00:00Z",
  "2024-01-15t00:00:00z",
  "true",
  "yes",
  "No",
  "0",
  "1",
  "shit",
  "Smith, Jones",
  "10-20",
  "10 to 20",
  "10+",
  "",
  " "
] as const

const word = fc.constantFrom(...words)
const number = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(0, 1, 5, 10, 15, 20, -3, 2.5) },
  { weight: 1, arbitrary: fc.double({ min: -50, max: 50, noNaN: true }) }
)
const scalar: fc.Arbitrary<string | number | boolean> = fc.oneof({ weight: 4, arbitrary: word }, number, fc.boolean())

/** A typed value shaped by hand: any normal, with a validity flag. */
const handTyped = fc
  .record({ normal: fc.oneof(word, number, fc.boolean(), fc.constant(null)), raw: fc.oneof(word, number), valid: fc.boolean() })

/** A range typed value shaped by hand (open when `max` is null). */
const handRange = fc
  .tuple(fc.integer({ min: -5, max: 30 }), fc.option(fc.integer({ min: 0, max: 40 })), fc.boolean())
  .map(([min, max, valid]) => {
    const avg = max === null ? null : Math.round(((min + max) / 2) * 100) / 100
    return {
      normal: max === null ? `${min}+` : `${min}-${max}`,
      raw: max === null ? `${min}+` : `${min} to ${max}`,
      valid,
      min,
      max,
      avg,
      mid: avg === null ? null : Math.trunc(avg)
    }
  })

/** Values as `@leadflow/types` parses them. */
const parsed = fc
  .constantFrom<readonly [TypeName, string]>(
    ["state", "Texas"],
    ["state", "tx"],
    ["boolean", "yes"],
    ["boolean", "No"],
    ["boolean", "maybe"],
    ["boolean", ""],
    ["number", "$1,000"],
    ["number", "15"],
    ["number", "abc"],
    ["range", "10 to 20"],
    ["range", "10+"],
    ["date", "01/15/2024"],
    ["time", "2024-01-15T00:00:00Z"],
    ["email", "Mike@GMAIL.com"],
    ["email", "Asdf"],
    ["phone", "(512) 789-1111"],
    ["gender", "F"],
    ["string", "Registered Nursing (RN)"]
  )
  .map(([type, raw]) => parse(type, raw))

/** A value a variable may hold: missing, null, text, a number, a boolean, a list, a typed value. */
export const leadValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 2, arbitrary: handTyped },
  { weight: 1, arbitrary: handRange },
  { weight: 3, arbitrary: parsed }
)

/**
 * A value close to `rhv`, so that rules meet their values: the rhv or one of its pieces (list
 * items, range bounds, a pattern without wildcards), then maybe in another case, padded, as a
 * number, wrapped as a typed value or in a list.
 */
export const leadValueNear = (rhv: unknown): fc.Arbitrary<unknown> => {
  const pieces = (Array.isArray(rhv) ? rhv : [rhv]).flatMap((item: unknown) =>
    typeof item === "string" ? [item, ...item.split(/[,\-\s*?/^]+/), item.replace(/[*?]/g, "x")] : [item]
  )
  const spelling = fc.constantFrom<(text: string) => string>(
    (text) => text,
    (text) => text.toUpperCase(),
    (text) => ` ${text.toLowerCase()} `,
    (text) => `${text}${text}`
  )
  return fc
    .tuple(fc.constantFrom<unknown>("a", ...pieces), spelling, fc.integer({ min: 0, max: 4 }), fc.boolean())
    .map(([value, spell, wrap, valid]) => {
      const text = spell(typeof value === "string" ? value : String(value))
      switch (wrap) {
        case 1:
          return Number(text)
        case 2:
          return { normal: typeof value === "string" ? text : value, raw: text, valid }
        case 3:
          return [text, "other"]
        case 4:
          return value
        default:
          return text
      }
    })
}

/** The variables rules read: `lead.a`, `lead.b`, `lead.c`, `lead.obj.age` and the custom field `custom`. */
export const ruleVars: fc.Arbitrary<{ readonly [key: string]: unknown }> = fc.record(
  {
    lead: fc.record(
      { a: leadValue, b: leadValue, c: leadValue, obj: fc.record({ age: leadValue }, { requiredKeys: [] }) },
      { requiredKeys: [] }
    ),
    custom: leadValue
  },
  { requiredKeys: ["lead"] }
)

const lhv = fc.constantFrom(
  "lead.a",
  "lead.b",
  "lead.c",
  "lead.obj.age",
  "custom",
  "lead.missing",
  " lead.a ",
  "{{lead.a}}",
  "{{lead.b}}",
  "{{lead.a}} {{lead.b}}",
  "x{{custom}}"
)

/** Comma-separated lists, with quotes around an item that holds a comma. */
const csv = fc
  .array(fc.oneof(word, number.map(String)), { minLength: 1, maxLength: 4 })
  .map((items) => items.map((item) => (item.includes(",") ? `"${item}"` : item)).join(","))

const pattern = fc.oneof(
  fc.tuple(word, fc.constantFrom("*", "?", "")).map(([w, wildcard]) => `${w.trim()}${wildcard}`),
  fc.constantFrom("*", "?", "*a*", "1*", "/^1/", "/a/i", "/\\d+/", "/(/", "/tx|texas/", "/x/g")
)

const range = fc.oneof(
  fc.tuple(fc.integer({ min: -5, max: 25 }), fc.integer({ min: -5, max: 25 })).map(([a, b]) => `${a}-${b}`),
  fc.constantFrom("10 to 20", "10+", "0830-1645", "2024-01-01 - 2024-06-30", "abc")
)

const template = fc.constantFrom("{{lead.a}}", "{{lead.b}}", "{{custom}}", "{{lead.missing}}", "x{{lead.c}}", "{{lead.a}},{{lead.b}}")

type Rhv = string | number | boolean | ReadonlyArray<string | number | boolean>

/** An rhv of any kind: text, numbers, booleans, lists, comma-separated lists, patterns, ranges, templates. */
export const rhvValue: fc.Arbitrary<Rhv> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(fc.oneof(scalar, template), { maxLength: 3 }) },
  { weight: 2, arbitrary: csv },
  { weight: 2, arbitrary: pattern },
  { weight: 2, arbitrary: range },
  { weight: 2, arbitrary: template }
)

const fragment = word.map((w) => w.trim().slice(0, 3))

/** The kind of rhv an operator is written with, mostly, and now and then any rhv at all. */
const typicalRhv: { readonly [Op in OperatorName]?: fc.Arbitrary<Rhv> } = {
  "is equal to": fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })),
  "is less than": fc.oneof(number, word),
  "is less than or equal to": fc.oneof(number, word),
  "is greater than": fc.oneof(number, word),
  "is greater than or equal to": fc.oneof(number, word),
  "is between": range,
  "is not between": range,
  includes: fc.oneof(fragment, fc.array(fragment, { maxLength: 2 })),
  "does not include": fragment,
  "is included in": csv,
  "is not included in": csv,
  "matches pattern": pattern,
  "does not match pattern": pattern
}

/** An rhv for `op`: usually of the kind the operator is written with. */
export const rhvFor = (op: OperatorName): fc.Arbitrary<Rhv> => {
  const typical = typicalRhv[op]
  return typical === undefined ? rhvValue : fc.oneof({ weight: 3, arbitrary: typical }, { weight: 1, arbitrary: rhvValue })
}

const operator = fc.constantFrom(...operatorNames)

/** One rule over the shared vocabulary, with an attached rule set when `attached` is given. */
export const singleRule = (attached?: fc.Arbitrary<RuleSetEncoded>): fc.Arbitrary<RuleEncoded> =>
  operator
    .chain((op) =>
      fc.record({
        lhv,
        op: fc.constant(op),
        rhv: rhvFor(op),
        rule_set: attached === undefined ? fc.constant(undefined) : fc.option(attached, { freq: 4, nil: undefined })
      })
    )
    .map(({ lhv, op, rhv, rule_set }) => ({
      lhv,
      op,
      ...(unaryOperators.has(op) ? {} : { rhv }),
      ...(rule_set === undefined ? {} : { rule_set })
    }))

/** A rule set nested up to `depth` levels (rules may carry attached sets; sets may hold sets). */
export const ruleSet = (depth = 3): fc.Arbitrary<RuleSetEncoded> => {
  const level = (remaining: number): fc.Arbitrary<RuleSetEncoded> => {
    const nested = remaining > 1 ? level(remaining - 1) : undefined
    const element: fc.Arbitrary<RuleEncoded | RuleSetEncoded> =
      nested === undefined
        ? singleRule()
        : fc.oneof({ weight: 3, arbitrary: singleRule(nested) }, { weight: 1, arbitrary: nested })
    return fc.record({ op: fc.constantFrom("and" as const, "or" as const), rules: fc.array(element, { maxLength: 4 }) })
  }
  return level(depth)
}

/** Types declared for some of the fields `ruleVars` holds (field ids, or `lead.` paths). */
export const ruleFieldTypes: fc.Arbitrary<Readonly<Record<string, TypeName>>> = fc.dictionary(
  fc.constantFrom("a", "b", "lead.c", "obj", "custom"),
  fc.constantFrom<TypeName>("state", "number", "range", "date", "time", "boolean", "phone", "email", "string", "dob", "gender"),
  { maxKeys: 3 }
)
