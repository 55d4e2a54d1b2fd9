import { Schema } from "effect"

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

// Only valid zones are remembered, so arbitrary input cannot grow the set.
const knownZones = new Set<string>()

const isTimeZone = (zone: string): boolean => {
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
  } catch {
    return false
  }
  knownZones.add(zone)
  return true
}

// Zones the generated records use; any IANA zone this runtime knows decodes.
const sampleZones = ["UTC", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]

/** An IANA time zone this runtime knows (`America/New_York`). */
export const TimeZone = Schema.String.pipe(
  Schema.filter(isTimeZone, {
    identifier: "TimeZone",
    message: (issue) => `Expected an IANA time zone, actual ${JSON.stringify(issue.actual)}`,
    arbitrary: () => (fc) => fc.constantFrom(...sampleZones)
  })
)
export type TimeZone = typeof TimeZone.Type
