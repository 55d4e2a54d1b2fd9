import { HttpApiBuilder } from "@effect/platform"
import { MainApi } from "../MainApi.js"

/** Handlers of the `changelogs` group. */
export const ChangelogsLive = HttpApiBuilder.group(MainApi, "changelogs", (handlers) => handlers)
