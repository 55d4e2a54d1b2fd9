import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `onboards` group. */
export const OnboardsLive = HttpApiBuilder.group(MainApi, "onboards", (handlers) => handlers)
