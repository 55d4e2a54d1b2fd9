import { Schema } from "effect"

/**
 * The 38 report columns and what each one means. Every column is derived from a few base
 * measures that SQL sums over the events table (`Aggregate.ts`): counts of events by kind and
 * outcome, the cost and revenue sums, and the number of won pings. Rates and averages are worked
 * out here from those sums, so a column has exactly one definition.
 */

/** Event kinds that report columns count, with their `submitted/success/failure/error` columns. */
export const countedKinds = [
  "source",
  "recipient",
  "return-received",
  "return-sent",
  "conversion-received",
  "conversion-sent",
  "bid"
] as const
export type CountedKind = (typeof countedKinds)[number]

export const countedOutcomes = ["submitted", "success", "failure", "error"] as const
export type CountedOutcome = (typeof countedOutcomes)[number]

export const columnNames = [
  ...countedKinds.flatMap((kind) => countedOutcomes.map((outcome) => `${kind}-${outcome}` as const)),
  "ping-submitted",
  "ping-success",
  "ping-success-rate",
  "ping-win-rate",
  "cost",
  "revenue",
  "profit",
  "cost-per-conversion-received-success",
  "avg-cost-per-lead",
  "avg-revenue-per-lead"
] as const
export type ColumnName = (typeof columnNames)[number]

export const ReportColumn = Schema.Literal(...columnNames).annotations({
  identifier: "ReportColumn",
  message: () => `must be one of ${columnNames.join(", ")}`
})

/** What SQL sums: one count per kind and outcome, pings, money, and pings won. */
export type BaseMeasures = Readonly<Record<`${CountedKind}-${CountedOutcome}`, number>> & {
  readonly "ping-submitted": number
  readonly "ping-success": number
  readonly cost: number
  readonly revenue: number
  /** Successful pings matched to a later successful lead (see `ping-win-rate`). */
  readonly "ping-won": number
}

const kindText: Record<CountedKind, string> = {
  source: "leads submitted by a source (pings excluded)",
  recipient: "leads delivered to a recipient (skipped deliveries excluded)",
  "return-received": "returns received from a recipient (feedback-received events of type return)",
  "return-sent": "returns sent to a source (feedback-sent events of type return, skips excluded)",
  "conversion-received": "conversions received from a recipient (feedback-received events of type conversion)",
  "conversion-sent": "conversions sent to a source (feedback-sent events of type conversion, skips excluded)",
  bid: "auction buyers pinged for a bid (bid events, buyers not pinged excluded; a success is a bid at or above the floor, a failure a bid below it or none, an error a failed or late answer)"
}

const outcomeText: Record<CountedOutcome, string> = {
  submitted: "Number of",
  success: "Number of successful",
  failure: "Number of failed",
  error: "Number of errored"
}

/** A sentence per column: served by `/reports/{token}/meta` and the OpenAPI document's readers. */
export const columnDescriptions: Readonly<Record<ColumnName, string>> = {
  ...(Object.fromEntries(
    countedKinds.flatMap((kind) =>
      countedOutcomes.map((outcome) => [`${kind}-${outcome}`, `${outcomeText[outcome]} ${kindText[kind]}`])
    )
  ) as Record<`${CountedKind}-${CountedOutcome}`, string>),
  "ping-submitted": "Number of pings submitted by a source (source events with ping true)",
  "ping-success": "Number of pings that got a bid (ping source events with outcome success)",
  "ping-success-rate": "100 × ping-success ÷ ping-submitted (0 without pings)",
  "ping-win-rate":
    "100 × won pings ÷ ping-success. A successful ping is won when a later successful lead (not a ping) from the same flow and source is counted in the same row; each lead wins at most one ping, the earliest unmatched one (no ping id is carried from ping to post)",
  cost: "Sum of the cost of the leads bought (source events, pings excluded), less the cost sources refunded for returns relayed to them (return-sent events carry minus the lead's cost)",
  revenue:
    "Sum of the revenue of the leads sold (recipient events), less the revenue taken back by accepted returns (return-received events carry minus the delivery's revenue)",
  profit: "revenue − cost",
  "cost-per-conversion-received-success": "cost ÷ conversion-received-success (0 without conversions)",
  "avg-cost-per-lead": "cost ÷ (source-success − return-sent-success) (0 when that is not positive)",
  "avg-revenue-per-lead": "revenue (net of returns) ÷ (recipient-success − return-received-success) (0 when that is not positive)"
}

const ratio = (numerator: number, denominator: number): number => (denominator > 0 ? numerator / denominator : 0)

/** Every column's value from the base measures. */
export const deriveColumns = (base: BaseMeasures): Readonly<Record<ColumnName, number>> => {
  const counts = Object.fromEntries(
    countedKinds.flatMap((kind) => countedOutcomes.map((outcome) => [`${kind}-${outcome}`, base[`${kind}-${outcome}`]]))
  ) as Record<`${CountedKind}-${CountedOutcome}`, number>
  return {
    ...counts,
    "ping-submitted": base["ping-submitted"],
    "ping-success": base["ping-success"],
    "ping-success-rate": 100 * ratio(base["ping-success"], base["ping-submitted"]),
    "ping-win-rate": 100 * ratio(base["ping-won"], base["ping-success"]),
    cost: base.cost,
    revenue: base.revenue,
    profit: base.revenue - base.cost,
    "cost-per-conversion-received-success": ratio(base.cost, base["conversion-received-success"]),
    "avg-cost-per-lead": ratio(base.cost, base["source-success"] - base["return-sent-success"]),
    "avg-revenue-per-lead": ratio(base.revenue, base["recipient-success"] - base["return-received-success"])
  }
}

/** The columns a report shows when it names none: all of them, in the order above. */
export const defaultColumns: ReadonlyArray<ColumnName> = columnNames
