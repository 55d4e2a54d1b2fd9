import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `reports` group. */
export const ReportsLive = HttpApiBuilder.group(MainApi, "reports", (handlers) => handlers)
