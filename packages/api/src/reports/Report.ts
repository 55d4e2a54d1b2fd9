import { RuleOperator, RuleSet, RuleValue } from "@leadflow/core"
import { operatorNames, unaryOperators } from "@leadflow/types"
import { Schema } from "effect"
import { ReportColumn } from "./Columns.js"

/**
 * A report definition as the API reads and answers it: columns, rules selecting the events to
 * count, and the event properties to group by. The token lives in `report_tokens` and is
 * mirrored on the stored report (see `ReportStore`).
 */

/** The reference's report rules spell two operators without "to"; they mean the rules engine's. */
const operatorAliases = {
  "is less than or equal": "is less than or equal to",
  "is greater than or equal": "is greater than or equal to"
} as const

const ReportOperator = Schema.transform(
  Schema.Literal(...operatorNames, ...(Object.keys(operatorAliases) as Array<keyof typeof operatorAliases>)).annotations({
    message: () => `must be one of ${operatorNames.join(", ")}`
  }),
  RuleOperator,
  {
    strict: true,
    decode: (op) => (op in operatorAliases ? operatorAliases[op as keyof typeof operatorAliases] : op) as typeof RuleOperator.Type,
    encode: (op) => op
  }
)

/** `{lhv, op, rhv}`: `lhv` is a dot path into the event (`vars.lead.state`, `outcome`, `type`). */
export const ReportRule = Schema.Struct({
  id: Schema.optionalWith(Schema.String, { exact: true }),
  lhv: Schema.String.pipe(Schema.nonEmptyString({ message: () => "lhv is required" })),
  op: ReportOperator,
  rhv: Schema.optionalWith(RuleValue, { exact: true }),
  rule_set: Schema.optionalWith(Schema.NullOr(RuleSet), { exact: true })
}).pipe(
  Schema.filter((rule) =>
    unaryOperators.has(rule.op) || rule.rhv !== undefined ? undefined : { path: ["rhv"], message: `is required by "${rule.op}"` }
  ),
  Schema.annotations({ identifier: "ReportRule" })
)
export type ReportRule = typeof ReportRule.Type

/**
 * Bounds of a report definition as a request gives it. Without them a definition was accepted and
 * then every run failed (too many SQL parameters or result columns: a run reads each group path and
 * rule in SQL), and the name overflowed PostgreSQL's unique index. Reports stored before these
 * bounds still read and run (`Report` and the store do not check them); saving one asks for them.
 */
export const maxReportGroupBy = 20
export const maxReportRules = 100
export const maxReportRuleItems = 1000
export const maxReportNameLength = 255
export const maxReportDescriptionLength = 2000

/** A rule of a definition being saved or previewed: an `rhv` list holds at most 1,000 items. */
const ReportRuleInput = ReportRule.pipe(
  Schema.filter((rule) =>
    Array.isArray(rule.rhv) && rule.rhv.length > maxReportRuleItems
      ? { path: ["rhv"], message: `must hold at most ${maxReportRuleItems} items (got ${rule.rhv.length})` }
      : undefined
  ),
  Schema.annotations({ description: `A report rule; an rhv list holds at most ${maxReportRuleItems} items` })
)

/** Entries that repeat an earlier one, as issues at their index (a repeat breaks the CSV header and the row keys). */
const noRepeats = <A extends string>(items: ReadonlyArray<A>) =>
  items.flatMap((item, i) => (items.indexOf(item) < i ? [{ path: [i], message: `${item} appears twice` }] : []))

/** An event property path such as `vars.source.id` (letters, digits, `_`, `-`, `$`; dot-separated). */
export const GroupPath = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, { message: () => "must be a dot path such as vars.source.id" }),
  Schema.annotations({ identifier: "ReportGroupBy" })
)

const definitionFields = {
  description: Schema.optionalWith(
    Schema.String.pipe(
      Schema.maxLength(maxReportDescriptionLength, { message: () => `must be at most ${maxReportDescriptionLength} characters` })
    ),
    { exact: true }
  ),
  columns: Schema.optionalWith(Schema.Array(ReportColumn).pipe(Schema.filter(noRepeats)), { exact: true }),
  rules: Schema.optionalWith(
    Schema.Array(ReportRuleInput).pipe(
      Schema.maxItems(maxReportRules, { message: () => `must be at most ${maxReportRules} rules` }),
      Schema.annotations({ description: `At most ${maxReportRules} rules, ANDed; an rhv list holds at most ${maxReportRuleItems} items` })
    ),
    { exact: true }
  ),
  group_by: Schema.optionalWith(
    Schema.Array(GroupPath).pipe(
      Schema.maxItems(maxReportGroupBy, { message: () => `must be at most ${maxReportGroupBy} paths` }),
      Schema.filter(noRepeats),
      Schema.annotations({ description: `At most ${maxReportGroupBy} distinct event property paths` })
    ),
    { exact: true }
  ),
  // Read-only members a client may send back: ignored (the token changes only by share/unshare).
  id: Schema.optionalWith(Schema.Unknown, { exact: true }),
  token: Schema.optionalWith(Schema.Unknown, { exact: true }),
  created_at: Schema.optionalWith(Schema.Unknown, { exact: true }),
  updated_at: Schema.optionalWith(Schema.Unknown, { exact: true })
}

/**
 * A name with its surrounding whitespace stripped; blank is no name. At most 255 characters: the
 * unique index on names (migration 0005) refuses long keys on PostgreSQL.
 */
const ReportName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "is required" }),
  Schema.maxLength(maxReportNameLength, { message: () => `must be at most ${maxReportNameLength} characters` })
)

/** The body of `POST /reports` and `PUT /reports/{id}`. */
export const ReportInput = Schema.Struct({ name: ReportName, ...definitionFields }).annotations({
  identifier: "ReportInput",
  parseOptions: { errors: "all", onExcessProperty: "error" }
})
export type ReportInput = typeof ReportInput.Type

/** The body of `POST /reports/preview`: a definition that is not stored, so the name is optional. */
export const ReportPreviewInput = Schema.Struct({
  name: Schema.optionalWith(Schema.String, { exact: true }),
  ...definitionFields
}).annotations({ identifier: "ReportPreviewInput", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type ReportPreviewInput = typeof ReportPreviewInput.Type

/** What a run needs of a report. */
export interface ReportDefinition {
  readonly columns?: ReadonlyArray<ReportColumn> | undefined
  readonly rules?: ReadonlyArray<ReportRule> | undefined
  readonly group_by?: ReadonlyArray<string> | undefined
}
type ReportColumn = typeof ReportColumn.Type

/** A stored report as the API answers it. */
export const Report = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.optionalWith(Schema.String, { exact: true }),
  columns: Schema.Array(ReportColumn),
  rules: Schema.Array(ReportRule),
  group_by: Schema.Array(Schema.String),
  token: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "Report" })
export type Report = typeof Report.Type

/** `PUT|GET /reports/{id}/share`: the new token. */
export const ReportShared = Schema.Struct({ token: Schema.String }).annotations({ identifier: "ReportShared" })

/** `PUT|GET /reports/{id}/unshare`. */
export const ReportUnshared = Schema.Struct({ token: Schema.Null }).annotations({ identifier: "ReportUnshared" })
