import { BL, BTW, CMP, EQ, FV, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { ResolvedParseOptions, TypedValue } from "../TypedValue.js"
import { DAY_MS, daysSinceEpoch, readDate } from "../internal/dates.js"

/** Zone abbreviations leads carry, as minutes east of UTC. */
const ZONE_OFFSETS: ReadonlyMap<string, number> = new Map([
  ["z", 0], ["ut", 0], ["utc", 0], ["gmt", 0], ["wet", 0],
  ["est", -300], ["edt", -240], ["cst", -360], ["cdt", -300], ["mst", -420], ["mdt", -360],
  ["pst", -480], ["pdt", -420], ["akst", -540], ["akdt", -480], ["hst", -600], ["ast", -240],
  ["adt", -180], ["nst", -210], ["ndt", -150],
  ["bst", 60], ["west", 60], ["cet", 60], ["cest", 120], ["eet", 120], ["eest", 180], ["msk", 180],
  ["ist", 330], ["sgt", 480], ["hkt", 480], ["jst", 540], ["kst", 540],
  ["awst", 480], ["acst", 570], ["aest", 600], ["aedt", 660], ["nzst", 720], ["nzdt", 780]
])

/**
 * A clock time, an optional zone and nothing else but an optional `(zone name)`:
 * `18:27`, `6:27:33 PM`, `6pm`, `18:27:33.123Z`, `10:00 AM CST`, `13:27:33 GMT-0500 (CDT)`.
 * Groups: hour, minute, second, fraction, meridiem, Z, offset sign, offset hours, offset minutes,
 * zone abbreviation.
 */
const CLOCK =
  "(\\d{1,2})(?::(\\d{2})(?::(\\d{2})(?:\\.(\\d+))?)?)?\\s*(?:([ap])\\.?m\\.?(?![a-z]))?" +
  "\\s*(?:(z)(?![a-z])|(?:(?:gmt|utc|ut)\\s*)?([+-])(\\d{1,2})(?::?(\\d{2}))?|([a-z]{2,5})(?![a-z]))?" +
  "\\s*(?:\\([^)]*\\))?\\s*$"
// After a date: `T` (ISO), or blanks, a comma or `at` before the clock.
const CLOCK_AFTER_DATE = new RegExp(`(?:t|\\s*,?\\s*(?:at\\s+)?)${CLOCK}`, "iy")
const CLOCK_ALONE = new RegExp(`\\s*${CLOCK}`, "iy")
const BLANK_TO_END = /\s*$/y

const NOON_MS = 12 * 3_600_000

/**
 * Milliseconds into the day (UTC) of the clock matched by `m`, or NaN when it is not a real
 * time. Fraction digits count as a whole number of milliseconds (`.1` is 1 ms, `.1234` is
 * 1.234 s) and five or more digits are ignored: the old platform did so and stored times keep it.
 */
const clockMs = (m: RegExpExecArray): number => {
  const [, h = "", mi, s, fraction, meridiem, zulu, sign, offsetHours, offsetMinutes, zone] = m
  let hour = Number(h)
  if (meridiem === undefined) {
    if (mi === undefined || hour > 23) return Number.NaN
  } else {
    if (hour < 1 || hour > 12) return Number.NaN
    hour = (hour % 12) + (meridiem === "p" || meridiem === "P" ? 12 : 0)
  }
  const minute = mi === undefined ? 0 : Number(mi)
  const second = s === undefined ? 0 : Number(s)
  if (minute > 59 || second > 59) return Number.NaN
  const millis = fraction === undefined || fraction.length > 4 ? 0 : Number(fraction)
  let offset = 0
  if (sign !== undefined) {
    const hours = Number(offsetHours)
    const minutes = offsetMinutes === undefined ? 0 : Number(offsetMinutes)
    if (hours > 14 || minutes > 59) return Number.NaN
    offset = (sign === "-" ? -1 : 1) * (hours * 60 + minutes)
  } else if (zone !== undefined) {
    const known = ZONE_OFFSETS.get(zone.toLowerCase())
    if (known === undefined) return Number.NaN
    offset = known
  } else if (zulu !== undefined) offset = 0
  return ((hour * 60 + minute - offset) * 60 + second) * 1000 + millis
}

/**
 * The instant (ms since the epoch) a text names, or NaN. Unzoned times are UTC; a date without
 * a clock is noon; a clock without a date is on the UTC day of `now`.
 */
const instantOf = (text: string, now: number): number => {
  const date = readDate(text)
  if (date === undefined) {
    CLOCK_ALONE.lastIndex = 0
    const m = CLOCK_ALONE.exec(text)
    return m === null ? Number.NaN : Math.floor(now / DAY_MS) * DAY_MS + clockMs(m)
  }
  const dayMs = daysSinceEpoch(date.year, date.month, date.day) * DAY_MS
  BLANK_TO_END.lastIndex = date.end
  if (BLANK_TO_END.test(text)) return dayMs + NOON_MS
  CLOCK_AFTER_DATE.lastIndex = date.end
  const m = CLOCK_AFTER_DATE.exec(text)
  return m === null ? Number.NaN : dayMs + clockMs(m)
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

/**
 * The text the old platform kept as raw for a JS Date (its `toString()` on a GMT host), written
 * in UTC so it does not depend on the process time zone.
 */
const gmtText = (d: Date): string =>
  `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad2(d.getUTCDate())} ` +
  `${String(d.getUTCFullYear()).padStart(4, "0")} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:` +
  `${pad2(d.getUTCSeconds())} GMT+0000 (Greenwich Mean Time)`

const parseTime = (input: unknown, options: ResolvedParseOptions): TypedValue => {
  if (input instanceof Date) {
    const ms = input.getTime()
    if (Number.isNaN(ms)) return { normal: "Invalid Date", raw: "Invalid Date", valid: false }
    return { normal: input.toISOString(), raw: gmtText(input), valid: true }
  }
  const text = textOf(input)
  const ms = instantOf(text, options.now())
  // Beyond ±100,000,000 days a Date cannot hold the instant.
  if (Number.isNaN(ms) || Math.abs(ms) > 8.64e15) return { normal: text, raw: text, valid: false }
  return { normal: new Date(ms).toISOString(), raw: text, valid: true }
}

export const time: FieldType = {
  name: "time",
  description:
    "Point in time such as 2015-06-14T18:27:33Z, 06/14/2015 6:27:33 PM or Sat Jun 14 2015 13:27:33 GMT-0500, " +
    "normalised to an ISO-8601 UTC instant",
  components: [],
  operators: operators(EQ, CMP, BL, FV, BTW),
  examples: [
    "Sat Jun 14 2015 13:27:33 GMT-0500 (CDT)",
    "06/14/2015 6:27:33 PM",
    "2015-06-14T18:27:33Z",
    "2015-06-14T18:27:33.000Z"
  ],
  maskable: false,
  parse: parseTime
}
