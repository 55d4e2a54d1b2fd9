import { Effect } from "effect"
import { defineIntegration, type HandleIntegration } from "../../Contract.js"
import { listCall } from "./ListCall.js"
import { validateListRequest } from "./ListRequest.js"
import { lookup } from "./Lookup.js"
import { lookupResponseVariables, lookupVariables, outcomeVariables } from "./Variables.js"

const PREFIX = "query_item"

/**
 * Is any of the values on any of the lists (within the lookback)? Always a success when the
 * lists answer: `query_item.found` says which, for a filter placed after the step.
 */
export const queryItem: HandleIntegration = defineIntegration({
  id: "leadflow-suppressionlist.outbound.query_item",
  name: "Query Item",
  type: "enhancement",
  tag: "List Management",
  description: "Look values up on suppression lists (duplicates, existing customers, do-not-call)",
  request_variables: lookupVariables,
  response_variables: [...outcomeVariables(PREFIX), ...lookupResponseVariables(PREFIX)],
  validate: validateListRequest,
  handle: (vars) =>
    listCall(PREFIX, vars, (store, request, now) =>
      Effect.map(lookup(store, request, now), (result) => ({ outcome: "success" as const, ...result }))
    )
})
