import { type StoreError, SuppressionLists, withLegacyNames } from "@leadflow/core"
import { Clock, Effect } from "effect"
import type { Appended } from "../../Contract.js"
import { readListRequest, type ListRequest } from "./ListRequest.js"

/** Reason of an error outcome when the list store fails (no detail: reasons are aggregated in reports). */
export const STORE_UNAVAILABLE = "suppression list unavailable"

/** What a list call appends under its prefix. */
export type ListAnswer = { readonly outcome: "success" | "failure" | "error"; readonly reason?: string } & Readonly<
  Record<string, unknown>
>

/**
 * Run one list call: read the request (a request that cannot be made is an error outcome, as
 * `validate` should have skipped it), then `run` it against the lists at the clock's time. A store
 * failure is an error outcome under the prefix, where the flow's filters look for it.
 */
export const listCall = (
  prefix: string,
  vars: Readonly<Record<string, unknown>>,
  run: (store: SuppressionLists["Type"], request: ListRequest, now: number) => Effect.Effect<ListAnswer, StoreError>
): Effect.Effect<Appended, never, SuppressionLists> => {
  const request = readListRequest(vars)
  if (typeof request === "string") return Effect.succeed({ [prefix]: { outcome: "error", reason: request } })
  return Effect.flatMap(SuppressionLists, (store) =>
    // Entries stored under a list's legacy name keep counting.
    Effect.flatMap(Clock.currentTimeMillis, (now) => run(withLegacyNames(store, request.legacy), request, now))
  ).pipe(
    Effect.map((answer): Appended => ({ [prefix]: answer })),
    Effect.catchTag("StoreError", () => Effect.succeed({ [prefix]: { outcome: "error", reason: STORE_UNAVAILABLE } }))
  )
}
