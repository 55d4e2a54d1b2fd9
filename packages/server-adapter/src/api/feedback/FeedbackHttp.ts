import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `feedback` group. */
export const FeedbackLive = HttpApiBuilder.group(MainApi, "feedback", (handlers) => handlers)
