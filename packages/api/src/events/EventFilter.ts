import { Schema } from "effect"

/** A metric filter, `{property_name, operator, property_value}`, as the event-metrics endpoints take it. */
export const filterOperators = [
  "eq",
  "ne",
  "lt",
  "lte",
  "gt",
  "gte",
  "exists",
  "in",
  "contains",
  "not_contains",
  "starts_with",
  "is blank",
  "is not blank"
] as const
export type FilterOperator = (typeof filterOperators)[number]

export const FilterScalar = Schema.Union(Schema.String, Schema.Finite, Schema.Boolean, Schema.Null)
export type FilterScalar = typeof FilterScalar.Type

export const Filter = Schema.Struct({
  property_name: Schema.String,
  operator: Schema.Literal(...filterOperators),
  property_value: Schema.optional(Schema.Union(FilterScalar, Schema.Array(FilterScalar)))
}).annotations({ identifier: "EventFilter" })
export type Filter = typeof Filter.Type
