import { Context, type Effect } from "effect"
import type { StoreError } from "./StoreError.js"

/** Which cursor: one per distribution group of a flow. */
export interface RotationKey {
  readonly flowId: string
  /** The group step's id. */
  readonly groupId: string
}

/**
 * The cursors of `round_robin` and `weighted` groups: where the next lead starts in the group's
 * rotation. Moving one is a single atomic step in the store (never read, add, write back), so
 * leads handled at once, by one process or several sharing a store, each get their own turn.
 * Built per account, like `Counters`: two accounts' groups never share a cursor.
 */
export class Rotations extends Context.Tag("@leadflow/core/Rotations")<
  Rotations,
  {
    /** Move the cursor `by` places (at least 1) and return where it stood before (0 for a new cursor). */
    readonly advance: (key: RotationKey, by: number) => Effect.Effect<number, StoreError>
  }
>() {}
