import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `flows` group. */
export const FlowsLive = HttpApiBuilder.group(MainApi, "flows", (handlers) => handlers)
