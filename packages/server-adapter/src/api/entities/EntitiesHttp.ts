import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `entities` group. */
export const EntitiesLive = HttpApiBuilder.group(MainApi, "entities", (handlers) => handlers)
