import { Context, type Effect } from "effect"
import type { StoreError } from "./StoreError.js"

/** List names are matched without regard to case, spacing or punctuation: "Do Not Call" = "do_not_call". */
export const normalizeListName = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")

/** Values are lower-cased and trimmed, never stripped of punctuation (as the old platform did). */
export const normalizeListValue = (value: string): string => value.trim().toLowerCase()

export interface ListQuery {
  readonly found: boolean
  /** When the matching entry was added (ms since the epoch). */
  readonly addedAt?: number
}

/**
 * Suppression lists (duplicates, existing customers, do-not-call). Names and values arrive
 * normalised with the functions above. `since` limits a lookup to entries added at or after it
 * (the lookback window).
 */
export class SuppressionLists extends Context.Tag("@leadflow/core/SuppressionLists")<
  SuppressionLists,
  {
    readonly query: (list: string, value: string, since?: number) => Effect.Effect<ListQuery, StoreError>
    readonly add: (list: string, values: ReadonlyArray<string>, now: number) => Effect.Effect<number, StoreError>
    readonly remove: (list: string, values: ReadonlyArray<string>) => Effect.Effect<number, StoreError>
    /** Add unless present within the lookback; atomically. True when it was added (the value is unique). */
    readonly addIfAbsent: (list: string, value: string, now: number, since?: number) => Effect.Effect<boolean, StoreError>
  }
>() {}
