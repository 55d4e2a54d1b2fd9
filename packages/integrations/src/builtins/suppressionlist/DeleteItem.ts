import { Effect } from "effect"
import { defineIntegration, type HandleIntegration } from "../../Contract.js"
import { listCall } from "./ListCall.js"
import { validateListRequest } from "./ListRequest.js"
import { deleteVariables, outcomeVariables } from "./Variables.js"

const PREFIX = "delete_item"

/** Remove the values from every list named. Removing a value that is not there is no failure. */
export const deleteItem: HandleIntegration = defineIntegration({
  id: "leadflow-suppressionlist.outbound.delete_item",
  name: "Delete Item",
  type: "delivery",
  tag: "List Management",
  description: "Remove values from suppression lists",
  request_variables: deleteVariables,
  response_variables: [
    ...outcomeVariables(PREFIX),
    { name: `${PREFIX}.deleted`, type: "number", description: "How many entries were removed, over all the lists named" },
    { name: `${PREFIX}.rejected`, type: "number", description: "How many of the values given were blank, or no value a list can hold (over 1,024 bytes in UTF-8, or a control character)" }
  ],
  validate: validateListRequest,
  handle: (vars) =>
    listCall(PREFIX, vars, (store, request) =>
      Effect.map(
        Effect.reduce(request.lists, 0, (deleted, list) => Effect.map(store.remove(list, request.values), (n) => deleted + n)),
        (deleted) => ({ outcome: "success" as const, deleted, rejected: request.blank, specified_lists: request.lists })
      )
    )
})
