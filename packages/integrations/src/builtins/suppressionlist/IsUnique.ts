import type { ListQuery, StoreError, SuppressionLists } from "@leadflow/core"
import { Effect } from "effect"
import { defineIntegration, type HandleIntegration } from "../../Contract.js"
import { listCall, type ListAnswer } from "./ListCall.js"
import { validateListRequest, type ListRequest } from "./ListRequest.js"
import { lookupResult, queryLists, sinceOf } from "./Lookup.js"
import { lookupResponseVariables, lookupVariables, outcomeVariables } from "./Variables.js"

const PREFIX = "is_unique"
export const DUPLICATE = "Duplicate"

const unique = (request: ListRequest): ListAnswer => ({
  outcome: "success",
  ...lookupResult(request, []),
  added: true
})

const duplicate = (request: ListRequest, perList: ReadonlyArray<ListQuery>): ListAnswer => ({
  outcome: "failure",
  reason: DUPLICATE,
  ...lookupResult(request, perList),
  added: false
})

/**
 * One value on one list: a single atomic add-if-absent, so two leads racing cannot both be unique.
 * The entry's time is read back only for a duplicate.
 */
const oneValue = (
  store: SuppressionLists["Type"],
  request: ListRequest,
  list: string,
  value: string,
  now: number
): Effect.Effect<ListAnswer, StoreError> => {
  const since = sinceOf(request, now)
  return Effect.flatMap(store.addIfAbsent(list, value, now, since), (added) =>
    added
      ? Effect.succeed(unique(request))
      : Effect.map(store.query(list, value, since), (answer) => duplicate(request, [answer.found ? answer : { found: true }]))
  )
}

/**
 * Several values or lists: look them all up first, so a duplicate adds nothing; then add each
 * one if still absent. A value another lead added in between makes this lead a duplicate too
 * (the values added before it was seen stay added).
 */
const severalValues = (
  store: SuppressionLists["Type"],
  request: ListRequest,
  now: number
): Effect.Effect<ListAnswer, StoreError> => {
  const since = sinceOf(request, now)
  return Effect.flatMap(queryLists(store, request, since), (perList) => {
    if (perList.some((answer) => answer.found)) return Effect.succeed(duplicate(request, perList))
    return Effect.map(
      Effect.forEach(request.lists, (list) =>
        Effect.map(
          Effect.forEach(request.values, (value) => store.addIfAbsent(list, value, now, since)),
          (added): ListQuery => ({ found: added.includes(false) })
        )
      ),
      (raced) => (raced.some((answer) => answer.found) ? duplicate(request, raced) : unique(request))
    )
  })
}

/**
 * Is the lead new? Look the values up and, when none is on the lists (within the lookback), add
 * them: a success. Otherwise a failure "Duplicate", and nothing is added. The rapid-fire dedupe
 * pattern is this step with a lookback of a minute.
 */
export const isUnique: HandleIntegration = defineIntegration({
  id: "leadflow-suppressionlist.outbound.is_unique",
  name: "Is Unique",
  type: "enhancement",
  tag: "List Management",
  description: "Fail duplicates: look values up on suppression lists and add them when they are not there",
  request_variables: lookupVariables,
  response_variables: [
    ...outcomeVariables(PREFIX),
    ...lookupResponseVariables(PREFIX),
    { name: `${PREFIX}.added`, type: "boolean", description: "True when the values were new and have been added" }
  ],
  validate: validateListRequest,
  handle: (vars) =>
    listCall(PREFIX, vars, (store, request, now) => {
      const [list] = request.lists
      const [value] = request.values
      return request.lists.length === 1 && request.values.length === 1 && list !== undefined && value !== undefined
        ? oneValue(store, request, list, value, now)
        : severalValues(store, request, now)
    })
})
