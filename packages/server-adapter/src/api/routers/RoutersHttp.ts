import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `routers` group. */
export const RoutersLive = HttpApiBuilder.group(MainApi, "routers", (handlers) => handlers)
