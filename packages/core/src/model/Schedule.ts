import { Schema } from "effect"
import { closedStruct, optional } from "./internal/Record.js"

/**
 * Hours of operation of a source, a step or a group of recipient steps: opening hours per day
 * of the week in a time zone, and dated exceptions (a holiday closed all day, a Saturday open in
 * the morning). Outside them a source's leads fail and a step is skipped, both with the reason
 * `outside schedule`.
 *
 * The schema holds the shape only: a time zone the runtime does not know, a time such as
 * `25:00` or a date such as `2026-02-30` are saved and reported as the flow's `errors` (with
 * their path), and such a flow cannot be deployed (see `schedule/Schedule.ts`).
 */

/** One opening, `["09:00", "17:00"]`: open from the first time (included) to the second (excluded); `24:00` ends a day. */
export const OpeningHours = Schema.Tuple(Schema.String, Schema.String).annotations({ identifier: "OpeningHours" })
export type OpeningHours = typeof OpeningHours.Type

/** The openings of one day; an empty list (or a day left out) means closed all day. */
export const DayHours = Schema.Array(OpeningHours).annotations({ identifier: "DayHours" })
export type DayHours = typeof DayHours.Type

export const ScheduleDays = closedStruct("ScheduleDays", {
  mon: optional(DayHours),
  tue: optional(DayHours),
  wed: optional(DayHours),
  thu: optional(DayHours),
  fri: optional(DayHours),
  sat: optional(DayHours),
  sun: optional(DayHours)
})
export type ScheduleDays = typeof ScheduleDays.Type

/** The hours of one date (`2026-12-25`) in place of its weekday's; `hours: []` closes it. */
export const ScheduleException = closedStruct("ScheduleException", {
  date: Schema.String,
  hours: DayHours,
  /** A label (`Christmas`); not read by the engine. */
  name: optional(Schema.String.pipe(Schema.maxLength(120)))
})
export type ScheduleException = typeof ScheduleException.Type

export const Schedule = closedStruct("Schedule", {
  /** The IANA zone the hours and dates are read in (`America/New_York`). */
  time_zone: Schema.String,
  days: ScheduleDays,
  exceptions: optional(Schema.Array(ScheduleException))
})
export type Schedule = typeof Schedule.Type
export type ScheduleEncoded = typeof Schedule.Encoded
