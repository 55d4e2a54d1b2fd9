/**
 * The outcome rules: what an integration appended becomes the engine's `IntegrationResult`.
 * `outcome` and `reason` are read where the integration's response variables put them (under
 * its append prefix, `query_item.outcome`, or at the root). An integration must say success,
 * failure or error; anything else is its bug, reported as an error ("integration returned no
 * outcome"). A failure or error without a reason gets a generic one, since reports group by
 * reason. `skip` is never an integration's answer (the engine alone skips).
 */
import { appendPrefix, assocPath, compilePath, type HttpTransaction, type IntegrationResult } from "@leadflow/core"
import type { Appended, Variable } from "../Contract.js"

export const NO_OUTCOME = "integration returned no outcome"
const GENERIC_REASON = { failure: "unspecified failure", error: "unspecified error" } as const

/** Turns appended data into a result; built once per integration. */
export type ResultReader = (
  appended: Appended,
  transactions: ReadonlyArray<HttpTransaction>,
  waitMs: number
) => IntegrationResult

/** An error result with nothing appended but the outcome and reason. */
export const errorResult = (
  reason: string,
  transactions: ReadonlyArray<HttpTransaction>,
  waitMs: number,
  prefix = "",
  mayHaveReached = false
): IntegrationResult => ({
  outcome: "error",
  reason,
  appended: prefix === "" ? { outcome: "error", reason } : assocPath({}, prefix, { outcome: "error", reason }),
  transactions,
  waitMs,
  ...(mayHaveReached ? { mayHaveReached: true } : {})
})

// A price as text: plain decimal digits (`12`, `12.50`, `.5`). Not a sign, an exponent or hex
// (`Number` reads `0x10` as 16 and `1e3` as 1000): a buyer's answer is not a formula.
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * A buyer's price: a finite, non-negative number, or text that is one in plain decimal. Anything
 * else (`-250`, `0x10`, `Infinity`, `n/a`) is no price: a negative price would count as negative
 * revenue.
 */
export const priceOf = (value: unknown): number | undefined => {
  // `-0 >= 0`: recorded as 0, not -0.
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? (value === 0 ? 0 : value) : undefined
  if (typeof value !== "string") return undefined
  const text = value.trim()
  if (!DECIMAL.test(text)) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

const isOutcome = (value: unknown): value is IntegrationResult["outcome"] =>
  value === "success" || value === "failure" || value === "error"

const reasonText = (value: unknown): string | undefined =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value) : typeof value === "number" ? String(value) : undefined

export const resultReader = (responseVariables: ReadonlyArray<Variable>): ResultReader => {
  const prefix = appendPrefix(responseVariables)
  const nested = prefix === "" ? undefined : compilePath(prefix)
  const flat = prefix === "" ? "" : `${prefix}.`
  // A field under the prefix (nested or as a dotted key), else at the root.
  const read = (appended: Appended, holder: Record<string, unknown> | undefined, field: string): unknown =>
    holder?.[field] ?? (flat === "" ? undefined : appended[flat + field]) ?? appended[field]
  // The appended data with `outcome` and `reason` set where the integration's outcome lives.
  const settle = (appended: Appended, outcome: string, reason: string): Appended =>
    prefix === ""
      ? Object.assign({}, appended, { outcome, reason })
      : assocPath(assocPath(appended, `${prefix}.outcome`, outcome), `${prefix}.reason`, reason)

  return (appended, transactions, waitMs) => {
    const found = nested?.(appended)
    const holder = found !== null && typeof found === "object" ? (found as Record<string, unknown>) : undefined
    const outcome = read(appended, holder, "outcome")
    const reason = reasonText(read(appended, holder, "reason"))
    const price = priceOf(read(appended, holder, "price"))
    if (!isOutcome(outcome))
      return { outcome: "error", reason: NO_OUTCOME, appended: settle(appended, "error", NO_OUTCOME), price, transactions, waitMs }
    if (outcome !== "success" && reason === undefined) {
      const generic = GENERIC_REASON[outcome]
      return { outcome, reason: generic, appended: settle(appended, outcome, generic), price, transactions, waitMs }
    }
    return { outcome, reason, appended, price, transactions, waitMs }
  }
}
