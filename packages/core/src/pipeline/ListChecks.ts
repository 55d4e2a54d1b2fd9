import { Effect } from "effect"
import { type ListChecks, type Lookback, LOOKBACK_MS, maxLookbackMs, windowStart } from "../model/ListCheck.js"
import type { StoreError } from "../ports/StoreError.js"
import { legacyListName, normalizeListName, normalizeListValue, type SuppressionLists } from "../ports/SuppressionLists.js"
import type { Vars } from "../rules/Compile.js"
import { text, type Render } from "./Context.js"

// Counted as the suppression list steps count them (re-exported here, where it was first).
export { LOOKBACK_MS } from "../model/ListCheck.js"

/** A flow list check compiled: which list, which value (a template), how far back. */
export interface CompiledListCheck {
  /** The variable the result is exposed as: `suppressionlist.is_<name>`. */
  readonly name: "duplicate" | "existing_customer" | "dnc"
  readonly list: string
  /** The list's name as it was normalised before, when it differs: its entries count too. */
  readonly legacyList: string | undefined
  readonly value: Render
  readonly lookbackMs: number | undefined
}

/**
 * A lookback in ms. One over 100 years is a flow error on save (`flowLimitIssues`); a flow
 * deployed before that check looks at the whole list instead, which is what it meant (no entry is
 * older than that), rather than failing every lead on a window start the store cannot compare.
 */
const lookbackMsOf = (lookback: Lookback | undefined): number | undefined => {
  if (lookback === undefined) return undefined
  const ms = lookback.value * LOOKBACK_MS[lookback.interval]
  return ms > maxLookbackMs ? undefined : ms
}

export const compileListChecks = (checks: ListChecks | undefined): ReadonlyArray<CompiledListCheck> => {
  if (checks === undefined) return []
  const out: CompiledListCheck[] = []
  for (const name of ["duplicate", "existing_customer", "dnc"] as const) {
    const check = checks[name]
    if (check === undefined || check.list_name === undefined) continue
    const lookback = check.lookback ?? undefined
    out.push({
      name,
      list: normalizeListName(check.list_name),
      legacyList: legacyListName(check.list_name),
      // Without a value template the lead's phone is checked, as sellers send phones as 10 digits.
      value: text(check.value ?? "{{lead.phone_1}}", ""),
      lookbackMs: lookbackMsOf(lookback)
    })
  }
  return out
}

/**
 * Run the flow's list checks. Each result is exposed to rules, caps and pricing as
 * `suppressionlist.is_duplicate`, `.is_existing_customer` and `.is_dnc`.
 */
export const runListChecks = (
  lists: SuppressionLists["Type"],
  checks: ReadonlyArray<CompiledListCheck>,
  vars: Vars,
  now: number
): Effect.Effect<Record<string, boolean>, StoreError> =>
  Effect.gen(function* () {
    const results: Record<string, boolean> = {}
    for (const check of checks) {
      const value = normalizeListValue(check.value(vars))
      if (value === "") {
        results[`is_${check.name}`] = false
        continue
      }
      const since = windowStart(now, check.lookbackMs)
      results[`is_${check.name}`] =
        (yield* lists.query(check.list, value, since)).found ||
        (check.legacyList !== undefined && (yield* lists.query(check.legacyList, value, since)).found)
    }
    return results
  })
