import { Effect } from "effect"
import { defineIntegration, type HandleIntegration } from "../../Contract.js"
import { listCall } from "./ListCall.js"
import { validateListRequest } from "./ListRequest.js"
import { addVariables, outcomeVariables } from "./Variables.js"

const PREFIX = "add_item"

/**
 * Add the values to every list named, stamped with the current time (an entry already there is
 * stamped again, so a lookback counts from its latest addition).
 */
export const addItem: HandleIntegration = defineIntegration({
  id: "leadflow-suppressionlist.outbound.add_item",
  name: "Add Item",
  type: "delivery",
  tag: "List Management",
  description: "Add values to suppression lists; place it after the last filter so only accepted leads are added",
  request_variables: addVariables,
  response_variables: [
    ...outcomeVariables(PREFIX),
    { name: `${PREFIX}.accepted`, type: "number", description: "How many distinct values were added (to each list named)" },
    { name: `${PREFIX}.rejected`, type: "number", description: "How many of the values given were blank, or no value a list can hold (over 1,024 bytes in UTF-8, or a control character)" }
  ],
  validate: validateListRequest,
  handle: (vars) =>
    listCall(PREFIX, vars, (store, request, now) =>
      Effect.as(Effect.forEach(request.lists, (list) => store.add(list, request.values, now), { discard: true }), {
        outcome: "success" as const,
        accepted: request.values.length,
        rejected: request.blank,
        specified_lists: request.lists
      })
    )
})
