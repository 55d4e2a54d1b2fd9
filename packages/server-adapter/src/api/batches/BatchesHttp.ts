import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `batches` group. */
export const BatchesLive = HttpApiBuilder.group(MainApi, "batches", (handlers) => handlers)
