import { Schema } from "effect"

/** What adding a record to a batch answers. */
export const AddResult = Schema.Struct({
  outcome: Schema.Literal("success", "failure", "error"),
  reason: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({ identifier: "BatchRecordResult" })
export type AddResult = typeof AddResult.Type
