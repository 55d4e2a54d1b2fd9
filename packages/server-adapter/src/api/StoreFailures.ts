import { Effect } from "effect"
import { ServiceUnavailable } from "@leadflow/api"

/** What a service fails with when the database is unavailable: a store port's error, or @effect/sql's. */
export type StorageFailure = { readonly _tag: "StoreError" } | { readonly _tag: "SqlError" }

export const isStorageFailure = (error: unknown): error is StorageFailure =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  (error._tag === "StoreError" || error._tag === "SqlError")

/**
 * A storage failure (a store port's or a query's) is the client's 503, never a 500; the failure
 * itself is logged, not answered. The one helper every HTTP handler uses for it.
 */
export const orUnavailable = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, Exclude<E, StorageFailure> | ServiceUnavailable, R> =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, StorageFailure> => isStorageFailure(error),
    (error) =>
      Effect.zipRight(
        Effect.logError("storage failure answered 503", error),
        Effect.fail(new ServiceUnavailable({ error: "storage unavailable, retry later" }))
      )
  ) as Effect.Effect<A, Exclude<E, StorageFailure> | ServiceUnavailable, R>
