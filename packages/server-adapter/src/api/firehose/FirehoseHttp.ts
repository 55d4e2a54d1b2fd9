import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `firehose` group. */
export const FirehoseLive = HttpApiBuilder.group(MainApi, "firehose", (handlers) => handlers)
