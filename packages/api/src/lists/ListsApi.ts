import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Conflict } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import {
  ListCount,
  ListInput,
  ListItem,
  ListItemsAdded,
  ListItemsCsv,
  ListItemsInput,
  ListItemsRemoved,
  ListRecord
} from "./ListSchemas.js"

const IdPath = Schema.Struct({ id: Schema.String })
const ItemPath = Schema.Struct({ id: Schema.String, value: Schema.String })

/**
 * The `lists` endpoints: managed suppression lists, the lists flow list checks and the
 * suppression list steps read and write. Every endpoint needs the API key; another account's
 * list does not exist for the caller (404).
 */
export class ListsApi extends HttpApiGroup.make("lists")
  .add(
    HttpApiEndpoint.get("list", "/lists")
      .addSuccess(Schema.Array(ListRecord))
      .annotate(OpenApi.Summary, "Get suppression lists")
      .annotate(
        OpenApi.Description,
        "Every list of the account, by name: those created here and those a suppression list step created by writing to a name."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/lists")
      .setPayload(ListInput)
      .addSuccess(ListRecord, { status: 201 })
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Create a suppression list")
      .annotate(
        OpenApi.Description,
        "The name is normalised as list checks and steps normalise it (lower-cased, punctuation dropped, words joined by `_`). 409 when the account has a list of that name already; 422 when nothing is left of the name, or it is over 255 characters (before or after normalising)."
      )
  )
  .add(HttpApiEndpoint.get("get", "/lists/:id").setPath(IdPath).addSuccess(ListRecord).annotate(OpenApi.Summary, "Get a suppression list").annotate(OpenApi.Description, "One list of the account with its item count; another account's list id answers 404."))
  .add(
    HttpApiEndpoint.del("delete", "/lists/:id")
      .setPath(IdPath)
      .addSuccess(ListRecord)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Delete a suppression list")
      .annotate(
        OpenApi.Description,
        "Deletes the list and every value on it; returns the list as it was. A list that flows use (a list check reads it, or a suppression list step looks it up or adds to it, in the saved or the deployed version) cannot be deleted (409 naming them): their checks would find nothing on it."
      )
  )
  .add(
    HttpApiEndpoint.post("addItems", "/lists/:id/items")
      .setPath(IdPath)
      .setPayload(Schema.Union(ListItemsInput, ListItemsCsv))
      .addSuccess(ListItemsAdded)
      .annotate(OpenApi.Summary, "Add values to a suppression list")
      .annotate(
        OpenApi.Description,
        "JSON `{ \"items\": [...] }`, or a `text/csv` body (one value per row: the first column, or the column headed `value`), read as it streams in, so a million values need not fit in memory; a CSV body may be up to 1 GiB. Values are normalised as the steps normalise them: trimmed and lower-cased, a phone number in its normal form (`(512) 789-1111` is `5127891111`). Answers how many were added, how many were on the list already (or repeated), and how many were invalid, with the first 20 invalid ones and why."
      )
  )
  .add(
    HttpApiEndpoint.post("removeItems", "/lists/:id/items/remove")
      .setPath(IdPath)
      .setPayload(ListItemsInput)
      .addSuccess(ListItemsRemoved)
      .annotate(OpenApi.Summary, "Remove values from a suppression list")
      .annotate(OpenApi.Description, "Values are normalised as on add (email lowercased, phone to its normal form); answers how many were removed, how many were not on the list and which were invalid.")
  )
  .add(
    HttpApiEndpoint.get("getItem", "/lists/:id/items/:value")
      .setPath(ItemPath)
      .addSuccess(ListItem)
      .annotate(OpenApi.Summary, "Look a value up")
      .annotate(OpenApi.Description, "The value (normalised) and when it was added; 404 when it is not on the list.")
  )
  .add(
    HttpApiEndpoint.del("deleteItem", "/lists/:id/items/:value")
      .setPath(ItemPath)
      .addSuccess(ListItem)
      .annotate(OpenApi.Summary, "Remove one value")
      .annotate(OpenApi.Description, "Returns the value as it was; 404 when it is not on the list.")
  )
  .add(
    HttpApiEndpoint.get("count", "/lists/:id/count")
      .setPath(IdPath)
      .addSuccess(ListCount)
      .annotate(OpenApi.Summary, "Count a list's values")
      .annotate(OpenApi.Description, "The number of values on the list now (steps' writes included).")
  )
  .middleware(Negotiation)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Suppression lists") {}
