import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * A managed suppression list: its `name` is the name flow list checks and the suppression list
 * steps use (normalised as they normalise it: `Do Not Call` is `do_not_call`), unique in the
 * account. `item_count` is how many values it holds now, whoever added them.
 */
export const ListRecord = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  item_count: Schema.Number,
  created_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "List" })
export type ListRecord = typeof ListRecord.Type

/** Longest description kept. */
export const maxListDescriptionLength = 1_000

/**
 * Longest name taken for a new list (stored lists keep whatever name they have). A list's name is
 * a key of `lists` (unique per account) and of every entry in `suppression_lists`: a very long
 * one fails PostgreSQL's index size limit (503) instead of being refused.
 */
export const maxListNameLength = 255

/** A list to create: its name (normalised on the way in) and an optional description. */
export const ListInput = Schema.Struct({
  name: Schema.String.pipe(
    Schema.minLength(1, { message: () => "is required" }),
    Schema.maxLength(maxListNameLength, { message: () => `must be at most ${maxListNameLength} characters` })
  ),
  description: Schema.optionalWith(
    Schema.NullOr(Schema.String.pipe(Schema.maxLength(maxListDescriptionLength))),
    { exact: true }
  )
}).annotations({ identifier: "ListInput", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type ListInput = typeof ListInput.Type

/**
 * Values to add or remove, as JSON. Items are texts (numbers are read as their text); anything
 * else is counted invalid with a reason, not refused as a whole.
 */
export const ListItemsInput = Schema.Struct({
  items: Schema.Array(Schema.Unknown)
}).annotations({ identifier: "ListItemsInput", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type ListItemsInput = typeof ListItemsInput.Type

/** The CSV upload: one value per row, the first column or the column headed `value`. */
export const ListItemsCsv = HttpApiSchema.Text({ contentType: "text/csv" }).annotations({
  description: "One value per row: the first column, or the column headed `value` when the first row names one."
})

/** An item that was not added, and why (only the first few are listed). */
export const InvalidListItem = Schema.Struct({
  /** JSON: the index in `items` (from 0). CSV: the row number (from 1, the header included). */
  position: Schema.Number,
  value: Schema.String,
  reason: Schema.String
}).annotations({ identifier: "InvalidListItem" })
export type InvalidListItem = typeof InvalidListItem.Type

/** What an addition did: values added, values already there (or repeated), values refused. */
export const ListItemsAdded = Schema.Struct({
  added: Schema.Number,
  duplicate: Schema.Number,
  invalid: Schema.Number,
  errors: Schema.Array(InvalidListItem)
}).annotations({ identifier: "ListItemsAdded" })
export type ListItemsAdded = typeof ListItemsAdded.Type

/** What a removal did: values removed, values that were not there, values refused. */
export const ListItemsRemoved = Schema.Struct({
  removed: Schema.Number,
  missing: Schema.Number,
  invalid: Schema.Number,
  errors: Schema.Array(InvalidListItem)
}).annotations({ identifier: "ListItemsRemoved" })
export type ListItemsRemoved = typeof ListItemsRemoved.Type

/** A value on the list, in its normal form, and when it was (last) added. */
export const ListItem = Schema.Struct({
  value: Schema.String,
  added_at: Schema.String
}).annotations({ identifier: "ListItem" })
export type ListItem = typeof ListItem.Type

export const ListCount = Schema.Struct({ count: Schema.Number }).annotations({ identifier: "ListCount" })
