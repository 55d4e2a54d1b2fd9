import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `credentials` group. */
export const CredentialsLive = HttpApiBuilder.group(MainApi, "credentials", (handlers) => handlers)
