import { Data } from "effect"

/** A storage port could not do what was asked (the database is down, a write failed, ...). */
export class StoreError extends Data.TaggedError("StoreError")<{
  readonly message: string
  readonly cause?: unknown
}> {}
