import { HttpApiBuilder } from "@effect/platform"
import { Clock, Effect } from "effect"
import { MainApi } from "../MainApi.js"

/** Handlers of the `catalog` group. */
export const CatalogLive = HttpApiBuilder.group(MainApi, "catalog", (handlers) =>
  handlers.handle("status", () =>
    Effect.map(Clock.currentTimeMillis, (now) => ({ status: "ok", version: "0.1.0", time: new Date(now).toISOString() }))
  )
)
