import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `events` group. */
export const EventsLive = HttpApiBuilder.group(MainApi, "events", (handlers) => handlers)
