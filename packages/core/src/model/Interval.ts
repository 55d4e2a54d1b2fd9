import { Schema } from "effect"
import { isKnownTimeZone } from "./internal/KnownZones.js"

/**
 * How caps and ping limits describe their counting interval: `duration` units of
 * `duration_units`, reset in `time_zone`.
 */

export const DurationUnit = Schema.Literal("minute", "hour", "day", "week", "month").annotations({
  identifier: "DurationUnit"
})
export type DurationUnit = typeof DurationUnit.Type

/** How many units an interval lasts: a whole number, at least one. */
export const IntervalLength = Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)).annotations({
  identifier: "IntervalLength"
})

/**
 * The longest interval of each unit: 100 years. Windows are aligned to the epoch, so a longer one
 * would end past the dates a counter can show (or a `Date` can hold). The bound depends on the
 * unit, so the flow check applies it (`flowLimitIssues`), not the schema.
 */
export const maxIntervalLength: Readonly<Record<DurationUnit, number>> = {
  minute: 52_596_000, // 100 × 365.25 days × 1440
  hour: 876_600,
  day: 36_525,
  week: 5_217,
  month: 1_200
}

/**
 * The largest cap or ping limit `maximum`: counters are 32-bit integers in PostgreSQL, which
 * binds a larger number as one it cannot compare with them (every lead would fail).
 */
export const maxLimitMaximum = 2_147_483_647

// Zones the generated records use; any IANA zone this runtime knows decodes.
const sampleZones = ["UTC", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]

/** An IANA time zone this runtime knows (`America/New_York`). */
export const TimeZone = Schema.String.pipe(
  Schema.filter(isKnownTimeZone, {
    identifier: "TimeZone",
    message: (issue) => `Expected an IANA time zone, actual ${JSON.stringify(issue.actual)}`,
    arbitrary: () => (fc) => fc.constantFrom(...sampleZones)
  })
)
export type TimeZone = typeof TimeZone.Type
