/**
 * The custom deliveries' yes/no and number settings (their `boolean` and `number` request
 * variables: `send_ascii`, `follow_redirects`, `encode_form_field_names`, `fallback_price`), read
 * one way everywhere: by the request builders and the response parser, by `validate`, and by the
 * server's flow and pricing-service save checks (`customValueProblem`, `package.ts`). A value none of them can
 * read is never replaced by the default: `validate` answers why (the step is skipped with that
 * reason), a save refuses a constant one, and a request built without `validate` (an embedder, a
 * retry of an older call) ends in error with the reason, nothing sent. (`timeout_seconds`, which
 * the runtime adds to every module, is read by the engine and checked by core's
 * `flowTimeoutIssues`.)
 */
import { isTypedValue, parse } from "@leadflow/types"

/** The yes/no settings of the custom deliveries. */
export const FLAG_SETTINGS: ReadonlySet<string> = new Set(["send_ascii", "follow_redirects", "encode_form_field_names"])

/** The number settings of the custom deliveries. */
export const NUMBER_SETTINGS: ReadonlySet<string> = new Set(["fallback_price"])

// Read beside the `boolean` field type's answers (y, yes, true, t, 1 / n, no, false, f, 0, case
// and punctuation ignored), as the custom deliveries always have.
const ON_OFF: ReadonlyMap<string, boolean> = new Map([
  ["on", true],
  ["off", false]
])

const FLAG_WORDS = "true or false (also yes/no, y/n, t/f, 1/0, on/off)"

/** A setting that holds a value, but none the delivery can read. */
export class UnreadableSetting {
  constructor(readonly message: string) {}
}

/** The value as given: a typed value's raw input, anything else as it is. */
const rawOf = (value: unknown): unknown => (isTypedValue(value) ? value.raw : value)

/** Nothing set: absent, null, or blank text (the default applies). */
const isUnset = (raw: unknown): boolean => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")

/** A value for a message: text and numbers as written (long text cut), anything else by its kind. Never throws. */
const shown = (raw: unknown): string => {
  if (typeof raw === "string") return JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)
  if (typeof raw === "number" || typeof raw === "boolean" || typeof raw === "bigint") return String(raw)
  if (Array.isArray(raw)) return "a list"
  return typeof raw === "object" ? "an object" : `a ${typeof raw}`
}

/**
 * A yes/no setting: true, false, undefined when unset (the module's default), or why it cannot be
 * read. Numbers other than 1 and 0 and words other than the answers above cannot.
 */
export const readFlag = (name: string, value: unknown): boolean | undefined | UnreadableSetting => {
  if (typeof value === "boolean") return value
  const raw = rawOf(value)
  if (isUnset(raw)) return undefined
  if (isTypedValue(value) && value.valid && typeof value.normal === "boolean") return value.normal
  const typed = parse("boolean", raw)
  if (typed?.valid === true && typeof typed.normal === "boolean") return typed.normal
  const word = typeof raw === "string" ? ON_OFF.get(raw.trim().toLowerCase()) : undefined
  return word ?? new UnreadableSetting(`${name} must be ${FLAG_WORDS}, not ${shown(raw)}`)
}

/**
 * A price setting: a number of 0 or more (read as the `number` field type reads one: `$12.50` is
 * 12.5), undefined when unset, or why it cannot be read.
 */
export const readPrice = (name: string, value: unknown): number | undefined | UnreadableSetting => {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value
  const raw = rawOf(value)
  if (isUnset(raw)) return undefined
  const typed = isTypedValue(value) ? value : parse("number", raw)
  const n = typed?.normal
  if (typed?.valid === true && typeof n === "number" && Number.isFinite(n) && n >= 0) return n
  return new UnreadableSetting(`${name} must be a number of 0 or more, not ${shown(raw)}`)
}

/**
 * Why one setting of a custom delivery cannot be read, or undefined (a setting of another kind,
 * or one that can). For the save checks: a mapping's constant value (a template is read per lead).
 */
export const settingProblem = (name: string, value: unknown): string | undefined => {
  const read = FLAG_SETTINGS.has(name) ? readFlag(name, value) : NUMBER_SETTINGS.has(name) ? readPrice(name, value) : undefined
  return read instanceof UnreadableSetting ? read.message : undefined
}

/** Which of a module's request variables are yes/no or number settings read here, in their order. */
export const settingNames = (variables: ReadonlyArray<{ readonly name: string }>): ReadonlyArray<string> =>
  variables.map((variable) => variable.name).filter((name) => FLAG_SETTINGS.has(name) || NUMBER_SETTINGS.has(name))

/** The first of `names` in `vars` that cannot be read, in the words `validate` answers with. */
export const settingsProblem = (vars: Readonly<Record<string, unknown>>, names: ReadonlyArray<string>): string | undefined => {
  for (const name of names) {
    const value = vars[name]
    if (value === undefined) continue
    const problem = settingProblem(name, value)
    if (problem !== undefined) return problem
  }
  return undefined
}

/** A yes/no setting as a request reads it: `byDefault` when unset; throws when it cannot be read. */
export const flagSetting = (vars: Readonly<Record<string, unknown>>, name: string, byDefault: boolean): boolean => {
  const value = vars[name]
  if (value === undefined) return byDefault
  const read = readFlag(name, value)
  if (read instanceof UnreadableSetting) throw new Error(read.message)
  return read ?? byDefault
}

/** A price setting as the response parser reads it: undefined when unset; throws when it cannot be read. */
export const priceSetting = (vars: Readonly<Record<string, unknown>>, name: string): number | undefined => {
  const value = vars[name]
  if (value === undefined) return undefined
  const read = readPrice(name, value)
  if (read instanceof UnreadableSetting) throw new Error(read.message)
  return read
}
