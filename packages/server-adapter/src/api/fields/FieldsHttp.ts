import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `fields` group. */
export const FieldsLive = HttpApiBuilder.group(MainApi, "fields", (handlers) => handlers)
