import { Schema } from "effect"

/**
 * Times as the reference writes them: record timestamps (`created_at`, `expires_at`) are ISO 8601
 * UTC strings and stay strings once decoded, so a stored document reads back byte for byte;
 * event step times (`start_timestamp`, `end_timestamp`, `request.timestamp`) are integers in
 * milliseconds since the epoch.
 */

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

// Realistic instants for generated records: 2000 to 2100.
const earliest = new Date(Date.UTC(2000, 0, 1))
const latest = new Date(Date.UTC(2100, 0, 1))

/** An ISO 8601 date-time with a zone designator (`2020-11-23T11:41:52Z`). */
export const Timestamp = Schema.String.pipe(
  Schema.filter((text) => isoDateTime.test(text) && !Number.isNaN(Date.parse(text)), {
    identifier: "Timestamp",
    jsonSchema: { format: "date-time" },
    message: (issue) => `Expected an ISO 8601 date-time, actual ${JSON.stringify(issue.actual)}`,
    arbitrary: () => (fc) =>
      fc.date({ min: earliest, max: latest, noInvalidDate: true }).map((date) => date.toISOString())
  })
)
export type Timestamp = typeof Timestamp.Type

/** Milliseconds since the epoch. */
export const EpochMillis = Schema.Int.pipe(Schema.nonNegative()).annotations({ identifier: "EpochMillis" })
export type EpochMillis = typeof EpochMillis.Type
