import type { Variable } from "../../Contract.js"

/** The request variables every suppression list integration reads. */

const listName: Variable = {
  name: "list_name",
  type: "string",
  required: true,
  label: "List name",
  description:
    "Name of the list. Case, spaces and punctuation do not matter (\"Do Not Call\" is do_not_call). " +
    "Several lists: separate the names with commas or |",
  examples: ["Sold Leads", "dnc, existing_customers"]
}

const values = (what: string): Variable => ({
  name: "values",
  type: "string",
  required: true,
  label: "Values",
  description:
    `${what}: one value, several separated by commas (CSV: a value in double quotes may hold a comma), ` +
    "or a list. Values are trimmed and lower-cased, never stripped of punctuation; a phone is its 10 digits",
  examples: ["{{lead.phone_1}}", "{{lead.email}}, {{lead.phone_1}}"]
})

const lookbackValue: Variable = {
  name: "lookback.value",
  type: "number",
  label: "Lookback",
  description:
    "Only entries added within this many lookback.interval units count (blank: the whole list; at most 100 years). " +
    "A bare lookback number is a number of days",
  examples: ["30"]
}

const lookbackInterval: Variable = {
  name: "lookback.interval",
  type: "string",
  label: "Lookback interval",
  description: "Unit of lookback.value: minute, hour, day (the default), week, month (30 days) or year (365 days)",
  examples: ["day", "month"]
}

/** Query and is-unique: lists, values and the lookback window. */
export const lookupVariables: ReadonlyArray<Variable> = [
  listName,
  values("The values looked up (found when any of them is on any of the lists)"),
  lookbackValue,
  lookbackInterval
]

export const addVariables: ReadonlyArray<Variable> = [listName, values("The values added to every list named")]

export const deleteVariables: ReadonlyArray<Variable> = [listName, values("The values removed from every list named")]

/** Response variables under `prefix` every list integration appends. */
export const outcomeVariables = (prefix: string): ReadonlyArray<Variable> => [
  { name: `${prefix}.outcome`, type: "string", description: "success, failure or error" },
  { name: `${prefix}.reason`, type: "string", description: "Why the outcome is not success" },
  { name: `${prefix}.specified_lists`, type: "array", description: "The list names used, normalised" }
]

/** Response variables of a lookup (query and is-unique). */
export const lookupResponseVariables = (prefix: string): ReadonlyArray<Variable> => [
  { name: `${prefix}.found`, type: "boolean", description: "True when a value is on a list (within the lookback)" },
  { name: `${prefix}.found_in`, type: "array", description: "The lists a value was found on" },
  { name: `${prefix}.added_at`, type: "time", description: "When the most recent matching entry was added" },
  { name: `${prefix}.key`, type: "string", description: "The values looked up, normalised and comma-separated" }
]
