import { definePackage } from "../../Contract.js"
import { addItem } from "./AddItem.js"
import { deleteItem } from "./DeleteItem.js"
import { isUnique } from "./IsUnique.js"
import { queryItem } from "./QueryItem.js"

/**
 * `leadflow-suppressionlist`: query, add to, remove from and dedupe against the suppression
 * lists, the same store the flow's list checks (`suppressionlist.is_duplicate` ...) read.
 */
export const suppressionListPackage = definePackage({
  id: "leadflow-suppressionlist",
  provider: "Leadflow",
  name: "SuppressionList",
  description:
    "Suppression lists kept by the engine: look leads up, add them, remove them, or reject duplicates in one step",
  // The version of @leadflow/integrations, which ships it.
  version: "0.1.0",
  integrations: [queryItem, addItem, deleteItem, isUnique]
})

export { addItem, deleteItem, isUnique, queryItem }
export { DUPLICATE } from "./IsUnique.js"
export { STORE_UNAVAILABLE } from "./ListCall.js"
export { readListRequest, validateListRequest, LOOKBACK_INTERVALS } from "./ListRequest.js"
export type { ListRequest } from "./ListRequest.js"
