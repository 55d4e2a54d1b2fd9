import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `counters` group. */
export const CountersLive = HttpApiBuilder.group(MainApi, "counters", (handlers) => handlers)
