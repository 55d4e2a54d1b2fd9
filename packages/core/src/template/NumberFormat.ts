/**
 * Number formatting with numeral.js patterns, as the old platform's `format` and `math` helpers
 * used them: `0,0.00`, `$0,0`, `(0,0)`, `+0`, `0.0a`, `0o`, `0.[00]%`, `00000`, `0[.]00`.
 * A pattern is parsed once into a description; formatting is arithmetic and string work only.
 */
import { locale as localeNamed, ordinalSuffix, type Locale } from "./Locale.js"
import { memoize } from "./Memo.js"

type Placement = "none" | "before" | "after"

/** What a numeral pattern asks for. */
interface NumberPattern {
  /** Negative numbers in parentheses: `(0,0)`. */
  readonly parens: boolean
  /** An explicit sign for positive numbers too: `+0`, `0+`. */
  readonly sign: Placement
  readonly currency: Placement
  readonly currencySpace: boolean
  readonly percent: boolean
  readonly percentSpace: string
  /** Abbreviate with k/m/b/t (`0a`); a forced unit (`0ak`) always uses that unit. */
  readonly abbreviate: boolean
  readonly forcedUnit: string
  readonly abbreviationSpace: string
  readonly ordinal: boolean
  readonly ordinalSpace: string
  /** Minimum integer digits (`00000` → 5). */
  readonly leadingZeros: number
  /** Group thousands (`0,0`). */
  readonly grouping: boolean
  readonly minDecimals: number
  readonly maxDecimals: number
  /** `0[.]00`: drop the decimals when they are all zero. */
  readonly optionalPoint: boolean
  /** `.00`: no `0` before the decimal point. */
  readonly dropZeroInteger: boolean
}

const units: ReadonlyArray<readonly [string, number]> = [
  ["t", 1e12],
  ["b", 1e9],
  ["m", 1e6],
  ["k", 1e3]
]

/**
 * Format `value` with the numeral.js `pattern` in the locale `localeName` (separators and
 * currency symbol; default English). Returns undefined for a number that is not finite.
 */
export const formatNumber = (value: number, pattern: string, localeName?: string): string | undefined => {
  if (!Number.isFinite(value)) return undefined
  return render(value, parsedPattern(pattern), localeNamed(localeName))
}

const render = (value: number, p: NumberPattern, loc: Locale): string | undefined => {
  let n = p.percent ? Number((value * 100).toPrecision(15)) : value
  let unit = ""
  if (p.abbreviate) {
    const scale = p.forcedUnit === "" ? units.find(([, size]) => Math.abs(n) >= size) : units.find(([u]) => u === p.forcedUnit)
    if (scale !== undefined) {
      unit = scale[0]
      n = n / scale[1]
    }
  }
  let fixed = roundFixed(Math.abs(n), p.maxDecimals)
  if (fixed === undefined) return undefined
  // Rounding 999,999 with `0a` gives 1000k: move up a unit instead, as numeral does.
  if (p.abbreviate && p.forcedUnit === "" && Number(fixed) >= 1000) {
    const index = units.findIndex(([u]) => u === unit)
    const bigger = index === -1 ? units[units.length - 1] : units[index - 1]
    if (bigger !== undefined) {
      n = n / 1000
      unit = bigger[0]
      fixed = roundFixed(Math.abs(n), p.maxDecimals)
      if (fixed === undefined) return undefined
    }
  }
  const negative = n < 0 && Number(fixed) !== 0
  const [whole = "0", rawDecimals = ""] = fixed.split(".")
  let decimals = rawDecimals
  while (decimals.length > p.minDecimals && decimals.endsWith("0")) decimals = decimals.slice(0, -1)
  if (p.optionalPoint && /^0*$/.test(decimals)) decimals = ""
  let integer = whole === "0" && p.dropZeroInteger ? "" : whole.padStart(p.leadingZeros, "0")
  if (p.grouping) integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, loc.thousands)

  let body = decimals === "" ? integer : `${integer}${loc.decimal}${decimals}`
  if (unit !== "") body += p.abbreviationSpace + unit
  if (p.ordinal) body += p.ordinalSpace + ordinalSuffix(Number(whole))
  if (p.percent) body += `${p.percentSpace}%`
  const gap = p.currencySpace ? " " : ""
  if (p.currency === "before") body = `${loc.currency}${gap}${body}`
  if (p.currency === "after") body = `${body}${gap}${loc.currency}`

  if (p.parens && negative) return `(${body})`
  if (p.sign === "before") return `${negative ? "-" : "+"}${body}`
  if (p.sign === "after") return `${body}${negative ? "-" : "+"}`
  return negative ? `-${body}` : body
}

/**
 * `value` (not negative) rounded half up to `digits` decimals, as fixed-point text. The rounding
 * shifts the decimal point in the text so that 1.005 rounds to 1.01, not 1.00.
 */
const roundFixed = (value: number, digits: number): string | undefined => {
  const text = String(value)
  if (text.includes("e")) return value >= 1e21 ? undefined : value.toFixed(digits)
  const shifted = Math.round(Number(`${text}e${digits}`))
  const back = Number(`${shifted}e-${digits}`)
  return Number.isFinite(back) ? back.toFixed(digits) : undefined
}

const parsedPattern = memoize((pattern: string): NumberPattern => {
  let rest = pattern
  const parens = rest.includes("(")
  rest = rest.replace(/[()]/g, "")
  const firstDigit = (text: string): number => {
    const at = text.search(/[0#.]/)
    return at === -1 ? text.length : at
  }

  const placement = (symbol: string): Placement => {
    const at = rest.indexOf(symbol)
    if (at === -1) return "none"
    return at < firstDigit(rest) ? "before" : "after"
  }

  const sign = placement("+")
  rest = rest.replace("+", "")

  const currency = placement("$")
  const currencySpace = /\$ | \$/.test(rest)
  rest = rest.replace(/ ?\$ ?/, "")

  const percentMatch = /( ?)%/.exec(rest)
  rest = rest.replace(/ ?%/, "")

  const abbreviation = /( ?)a([kmbt]?)/.exec(rest)
  rest = rest.replace(/ ?a[kmbt]?/, "")

  const ordinalMatch = /( ?)o/.exec(rest)
  rest = rest.replace(/ ?o/, "")

  const core = rest.replace(/\s/g, "")
  const optionalPoint = core.includes("[.]")
  const plain = core.replace("[.]", ".")
  const point = plain.indexOf(".")
  const integerPart = point === -1 ? plain : plain.slice(0, point)
  const decimalPart = point === -1 ? "" : plain.slice(point + 1)
  const bracket = decimalPart.indexOf("[")
  const required = bracket === -1 ? decimalPart : decimalPart.slice(0, bracket)
  const optional = bracket === -1 ? "" : decimalPart.slice(bracket)
  const minDecimals = Math.min(20, (required.match(/0/g) ?? []).length)
  const maxDecimals = Math.min(20, minDecimals + (optional.match(/0/g) ?? []).length)

  return {
    parens,
    sign,
    currency,
    currencySpace,
    percent: percentMatch !== null,
    percentSpace: percentMatch?.[1] ?? "",
    abbreviate: abbreviation !== null,
    forcedUnit: abbreviation?.[2] ?? "",
    abbreviationSpace: abbreviation?.[1] ?? "",
    ordinal: ordinalMatch !== null,
    ordinalSpace: ordinalMatch?.[1] ?? "",
    leadingZeros: Math.min(40, ((integerPart.split(",")[0] ?? "").match(/0/g) ?? []).length),
    grouping: integerPart.includes(","),
    minDecimals,
    maxDecimals,
    optionalPoint,
    dropZeroInteger: point === 0
  }
})
