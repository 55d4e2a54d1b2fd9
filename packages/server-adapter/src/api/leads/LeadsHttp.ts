import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `leads` group. */
export const LeadsLive = HttpApiBuilder.group(MainApi, "leads", (handlers) => handlers)
