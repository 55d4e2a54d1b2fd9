import { Context, Effect } from "effect"
import type { StoreError } from "./StoreError.js"

/**
 * A list name's normal form, as the platform our users migrate from forms it: lower-cased,
 * punctuation dropped (apostrophes, dashes, dots: `Bob's` → `bobs`, `2015-10-12` → `20151012`),
 * words joined by `_` (`Do Not Call` → `do_not_call`). Accents are dropped with their marks.
 */
export const normalizeListName = (name: string): string =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9_\s]+/g, "")
    .split(/[\s_]+/)
    .filter((word) => word !== "")
    .join("_")

/**
 * The normal form lists were stored under before (every run of punctuation or space became `_`:
 * `leads-2015` → `leads_2015`); undefined when it is the same as today's. Lookups read both, so
 * entries stored under the old form keep counting.
 */
export const legacyListName = (name: string): string | undefined => {
  const legacy = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
  return legacy === "" || legacy === normalizeListName(name) ? undefined : legacy
}

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
    /**
     * Add `values` at `now`; answers how many were given. A value already on the list keeps the
     * newer of its time and `now` (an add with an older time never moves an entry back).
     */
    readonly add: (list: string, values: ReadonlyArray<string>, now: number) => Effect.Effect<number, StoreError>
    readonly remove: (list: string, values: ReadonlyArray<string>) => Effect.Effect<number, StoreError>
    /** Add unless present within the lookback; atomically. True when it was added (the value is unique). */
    readonly addIfAbsent: (list: string, value: string, now: number, since?: number) => Effect.Effect<boolean, StoreError>
  }
>() {}

/** The later of two answers: found beats not found, then the most recent entry wins. */
const laterAnswer = (a: ListQuery, b: ListQuery): ListQuery => {
  if (!b.found) return a
  if (!a.found) return b
  return (b.addedAt ?? -Infinity) > (a.addedAt ?? -Infinity) ? b : a
}

/**
 * The lists seen through their legacy names (`legacy` maps a normal name to its legacy one):
 * lookups read both, additions go to the normal name, removals remove from both. An entry on
 * the legacy list makes a value present for `addIfAbsent` too.
 */
export const withLegacyNames = (
  store: SuppressionLists["Type"],
  legacy: ReadonlyMap<string, string>
): SuppressionLists["Type"] => {
  if (legacy.size === 0) return store
  const query: SuppressionLists["Type"]["query"] = (list, value, since) => {
    const old = legacy.get(list)
    if (old === undefined) return store.query(list, value, since)
    return Effect.zipWith(store.query(list, value, since), store.query(old, value, since), laterAnswer)
  }
  return {
    query,
    add: store.add,
    remove: (list, values) => {
      const old = legacy.get(list)
      if (old === undefined) return store.remove(list, values)
      return Effect.zipWith(store.remove(list, values), store.remove(old, values), (a, b) => a + b)
    },
    addIfAbsent: (list, value, now, since) => {
      const old = legacy.get(list)
      if (old === undefined) return store.addIfAbsent(list, value, now, since)
      return Effect.flatMap(store.query(old, value, since), (onOld) =>
        onOld.found ? Effect.succeed(false) : store.addIfAbsent(list, value, now, since)
      )
    }
  }
}
