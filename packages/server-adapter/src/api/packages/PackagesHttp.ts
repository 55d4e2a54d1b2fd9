import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `packages` group. */
export const PackagesLive = HttpApiBuilder.group(MainApi, "packages", (handlers) => handlers)
