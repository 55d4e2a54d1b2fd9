import { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { ServiceUnavailable } from "@leadflow/api"

/** A storage failure is the client's 503 (try again later), never a 500. */
export const orUnavailable = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, StoreError> => error instanceof StoreError,
    () => Effect.fail(new ServiceUnavailable({ error: "storage unavailable" }))
  )
