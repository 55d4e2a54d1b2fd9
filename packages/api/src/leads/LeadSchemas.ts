import { Schema } from "effect"

/** Payloads and answers of `/search/leads` and `/leads`. */

const opt = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

export const sortableFields = [
  "lead_id",
  "submission_timestamp",
  "first_name",
  "last_name",
  "email",
  "phone_1",
  "phone_2",
  "address_1",
  "city",
  "state",
  "postal_code",
  "reference"
] as const
export type SortableField = (typeof sortableFields)[number]

/** The lead fields a search result shows (the reference's `lead-search-result`). */
export const resultFields = sortableFields.filter(
  (field): field is Exclude<SortableField, "lead_id" | "submission_timestamp"> =>
    field !== "lead_id" && field !== "submission_timestamp"
)

const IntFromQuery = Schema.NumberFromString.pipe(Schema.int())

/** The most terms (words and quoted phrases) a search takes, and the longest term: each is a scan of every lead's values. */
export const maxSearchTerms = 10
export const maxSearchTermLength = 100

/**
 * The terms of a search `query` as written: words, and double-quoted phrases (without their
 * quotes, trimmed); empty phrases are dropped.
 */
export const searchQueryTerms = (query: string): ReadonlyArray<string> => {
  const terms: Array<string> = []
  for (const match of query.matchAll(/"([^"]*)"|(\S+)/g)) {
    const term = (match[1] ?? match[2] ?? "").trim()
    if (term !== "") terms.push(term)
  }
  return terms
}

const SearchText = Schema.String.pipe(
  Schema.filter((query) => {
    const terms = searchQueryTerms(query)
    if (terms.length > maxSearchTerms) return `must have at most ${maxSearchTerms} terms (words or quoted phrases), got ${terms.length}`
    const long = terms.find((term) => term.length > maxSearchTermLength)
    return long === undefined || `each term must be at most ${maxSearchTermLength} characters, got one of ${long.length}`
  })
).annotations({
  description: `Words (each must begin a word of some lead value) and double-quoted phrases; case is ignored. At most ${maxSearchTerms} terms of at most ${maxSearchTermLength} characters each.`
})

export const SearchQuery = Schema.Struct({
  query: opt(SearchText),
  sort_by: opt(
    Schema.Literal(...sortableFields).annotations({
      description: "The field to sort by (in `sort_dir` order); leads without a value for it come last in either direction."
    })
  ),
  sort_dir: opt(Schema.Literal("asc", "desc")),
  from: opt(IntFromQuery.pipe(Schema.greaterThanOrEqualTo(0))),
  limit: opt(IntFromQuery.pipe(Schema.between(1, 100)))
})

/** A lead as search results and `/leads` show it: ids, names, the usual contact fields. */
const leadSummaryFields = {
  lead_id: Schema.String,
  flow_id: opt(Schema.String),
  flow_name: opt(Schema.String),
  source_id: opt(Schema.String),
  source_name: opt(Schema.String),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  email: opt(Schema.String),
  phone_1: opt(Schema.String),
  phone_2: opt(Schema.String),
  address_1: opt(Schema.String),
  city: opt(Schema.String),
  state: opt(Schema.String),
  postal_code: opt(Schema.String),
  reference: opt(Schema.String),
  submission_timestamp: Schema.String
}

export const LeadSearchResult = Schema.Struct({
  ...leadSummaryFields,
  /** Per matching field, its value with the matched text wrapped in `<em>`. */
  highlight: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }),
  latest_event: opt(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}).annotations({ identifier: "LeadSearchResult" })
export type LeadSearchResult = typeof LeadSearchResult.Type

export const LeadSearchResults = Schema.Struct({
  hits: Schema.Array(LeadSearchResult),
  total: Schema.Number
}).annotations({ identifier: "LeadSearchResults" })

/** A stored lead: its summary, the outcome the source got and every submitted value (`vars.lead`). */
export const Lead = Schema.Struct({
  ...leadSummaryFields,
  id: Schema.String,
  outcome: Schema.String,
  reason: Schema.NullOr(Schema.String),
  lead: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}).annotations({ identifier: "Lead" })
export type Lead = typeof Lead.Type

export const LeadWithEvents = Schema.Struct({
  ...Lead.fields,
  events: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}).annotations({ identifier: "LeadWithEvents" })

export const LeadsQuery = Schema.Struct({
  flow_id: opt(Schema.String),
  from: opt(IntFromQuery.pipe(Schema.greaterThanOrEqualTo(0))),
  limit: opt(IntFromQuery.pipe(Schema.between(1, 1000)))
  // Another parameter (`sort`, `start`, `outcome`...) is refused by name, not ignored.
}).annotations({ parseOptions: { errors: "all", onExcessProperty: "error" } })
