/**
 * What the `format` and `math` helpers need from a locale: month and weekday names, the week
 * rule, the long date formats (`L`, `LL`, ...), number separators and the currency symbol.
 * English is built in, matching moment.js and numeral.js; other locales take their names and
 * separators from `Intl`, and an unknown locale falls back to English.
 */
import { memoize } from "./Memo.js"

export interface Locale {
  readonly months: ReadonlyArray<string>
  readonly monthsShort: ReadonlyArray<string>
  readonly weekdays: ReadonlyArray<string>
  readonly weekdaysShort: ReadonlyArray<string>
  readonly weekdaysMin: ReadonlyArray<string>
  /** First day of the week (0 = Sunday) and the January day that is always in week 1, as moment's `doy`. */
  readonly week: { readonly dow: number; readonly doy: number }
  /** Patterns for `LT`, `LTS`, `L`, `LL`, `LLL`, `LLLL`, in plain tokens. */
  readonly longFormats: Readonly<Record<LongFormat, string>>
  readonly thousands: string
  readonly decimal: string
  readonly currency: string
}

export type LongFormat = "LT" | "LTS" | "L" | "LL" | "LLL" | "LLLL"

const englishFormats: Record<LongFormat, string> = {
  LT: "h:mm A",
  LTS: "h:mm:ss A",
  L: "MM/DD/YYYY",
  LL: "MMMM D, YYYY",
  LLL: "MMMM D, YYYY h:mm A",
  LLLL: "dddd, MMMM D, YYYY h:mm A"
}

/** moment.js long formats of a few common languages; others use the English ones. */
const longFormatsByLanguage: Readonly<Record<string, Record<LongFormat, string>>> = {
  en: englishFormats,
  fr: {
    LT: "HH:mm",
    LTS: "HH:mm:ss",
    L: "DD/MM/YYYY",
    LL: "D MMMM YYYY",
    LLL: "D MMMM YYYY HH:mm",
    LLLL: "dddd D MMMM YYYY HH:mm"
  },
  de: {
    LT: "HH:mm",
    LTS: "HH:mm:ss",
    L: "DD.MM.YYYY",
    LL: "D. MMMM YYYY",
    LLL: "D. MMMM YYYY HH:mm",
    LLLL: "dddd, D. MMMM YYYY HH:mm"
  },
  es: {
    LT: "H:mm",
    LTS: "H:mm:ss",
    L: "DD/MM/YYYY",
    LL: "D [de] MMMM [de] YYYY",
    LLL: "D [de] MMMM [de] YYYY H:mm",
    LLLL: "dddd, D [de] MMMM [de] YYYY H:mm"
  }
}

const currencyByLocale: Readonly<Record<string, string>> = {
  "en-gb": "£",
  "en-ie": "€",
  "pt-br": "R$",
  fr: "€",
  de: "€",
  es: "€",
  it: "€",
  nl: "€",
  pt: "€",
  fi: "€",
  ja: "¥",
  ru: "₽"
}

export const english: Locale = {
  months: [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December"
  ],
  monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  weekdaysMin: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
  week: { dow: 0, doy: 6 },
  longFormats: englishFormats,
  thousands: ",",
  decimal: ".",
  currency: "$"
}

/** The locale called `name` (`fr`, `en-GB`, `pt_BR`); English when absent or unknown. */
export const locale = (name: unknown): Locale =>
  typeof name === "string" && name !== "" ? localeByName(name) : english

const localeByName = memoize((name: string): Locale => {
  const tag = name.replace(/_/g, "-").toLowerCase()
  const language = tag.split("-")[0] ?? tag
  if (tag === "en" || tag === "en-us") return english
  try {
    return fromIntl(tag, language)
  } catch {
    // Intl rejects malformed tags; they format as English.
    return english
  }
}, 128)

const fromIntl = (tag: string, language: string): Locale => {
  const names = (options: Intl.DateTimeFormatOptions, dates: ReadonlyArray<number>): Array<string> => {
    const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" })
    return dates.map((ms) => format.format(ms))
  }
  const monthDates = Array.from({ length: 12 }, (_, m) => Date.UTC(2021, m, 1))
  // 2021-01-03 was a Sunday.
  const weekdayDates = Array.from({ length: 7 }, (_, d) => Date.UTC(2021, 0, 3 + d))
  const weekdaysShort = names({ weekday: "short" }, weekdayDates)
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6)
  const group = parts.find((p) => p.type === "group")?.value ?? ","
  // US-style weeks for American English, ISO weeks (Monday, Jan 4th) elsewhere.
  const usWeeks = language === "en" && /^en(-(us|ca))?$/.test(tag)
  return {
    months: names({ month: "long" }, monthDates),
    monthsShort: names({ month: "short" }, monthDates),
    weekdays: names({ weekday: "long" }, weekdayDates),
    weekdaysShort,
    weekdaysMin: weekdaysShort.map((w) => w.replace(/\.$/, "").slice(0, 2)),
    week: usWeeks ? { dow: 0, doy: 6 } : { dow: 1, doy: 4 },
    longFormats: longFormatsByLanguage[language] ?? englishFormats,
    thousands: /\s/.test(group) ? " " : group,
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    currency: currencyByLocale[tag] ?? currencyByLocale[language] ?? "$"
  }
}

/** English ordinal suffix, as moment's and numeral's English locales print it: st nd rd th. */
export const ordinalSuffix = (n: number): string => {
  const tens = Math.floor((Math.abs(n) % 100) / 10)
  const last = Math.abs(n) % 10
  if (tens === 1) return "th"
  return last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th"
}

/** `n` with its English ordinal suffix: 1st 2nd 3rd 11th 22nd. */
export const ordinal = (n: number): string => `${n}${ordinalSuffix(n)}`
