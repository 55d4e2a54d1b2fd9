import { Schema } from "effect"
import { ReportColumn } from "./Columns.js"

/**
 * The answer of a report run or preview. The reference gives no shape for it, so:
 * `{start, end, group_by, columns, rows: [{group: {path: value}, values: {column: number}}], totals}`.
 * `group` holds the row's value of each `group_by` path as text (null when the event lacks it);
 * `totals` are the columns over every counted event (rates recomputed, not summed). Without
 * `group_by` there is exactly one row, with an empty `group`.
 */
export const RunRow = Schema.Struct({
  group: Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.String) }),
  values: Schema.Record({ key: Schema.String, value: Schema.Number })
}).annotations({ identifier: "ReportRunRow" })
export type RunRow = typeof RunRow.Type

export const RunResult = Schema.Struct({
  /** The counted window, inclusive, as ISO 8601 instants. */
  start: Schema.String,
  end: Schema.String,
  group_by: Schema.Array(Schema.String),
  columns: Schema.Array(ReportColumn),
  rows: Schema.Array(RunRow),
  totals: Schema.Record({ key: Schema.String, value: Schema.Number })
}).annotations({ identifier: "ReportRunResult" })
export type RunResult = typeof RunResult.Type

/** One column's meaning, as `/reports/{token}/meta` lists them. */
export const ColumnDefinition = Schema.Struct({ name: ReportColumn, description: Schema.String }).annotations({
  identifier: "ReportColumnDefinition"
})

const IdName = Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) })

/**
 * `GET /reports/{token}/meta`: the reference's ReportMeta (`token`, `account_name`, `vars`,
 * `flows`, `entities`) plus the definition itself and what each column means. `flows` and
 * `entities` are those the report's rules name (`vars.flow.id`, `vars.source.id`,
 * `vars.recipient.id`); `vars` the event properties it reads (rules' lhvs and `group_by`).
 */
export const ReportMeta = Schema.Struct({
  token: Schema.NullOr(Schema.String),
  account_name: Schema.String,
  name: Schema.String,
  description: Schema.optionalWith(Schema.String, { exact: true }),
  columns: Schema.Array(ReportColumn),
  group_by: Schema.Array(Schema.String),
  column_definitions: Schema.Array(ColumnDefinition),
  vars: Schema.Array(Schema.Struct({ id: Schema.String })),
  flows: Schema.Array(IdName),
  entities: Schema.Array(IdName)
}).annotations({ identifier: "ReportMeta" })
export type ReportMeta = typeof ReportMeta.Type
