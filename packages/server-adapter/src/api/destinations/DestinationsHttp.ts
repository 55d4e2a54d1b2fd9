import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `destinations` group. */
export const DestinationsLive = HttpApiBuilder.group(MainApi, "destinations", (handlers) => handlers)
