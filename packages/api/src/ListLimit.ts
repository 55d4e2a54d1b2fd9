import { Schema } from "effect"

/**
 * A list's `limit` query parameter: a whole number from 1 to 1000, 100 when absent. Its own
 * message, since a refinement's `description` would otherwise stand in the error for what was
 * expected ("Expected Default 100, at most 1000, actual -1").
 */
export const ListLimit = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000)).annotations({
  description: "Default 100, at most 1000",
  message: (issue) => `Expected a whole number from 1 to 1000, actual ${String(issue.actual)}`
})
