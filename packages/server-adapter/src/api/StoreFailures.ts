import { Effect } from "effect"
import { ServiceUnavailable } from "@leadflow/api"

type StorageFailure = { readonly _tag: "StoreError" } | { readonly _tag: "SqlError" }

const isStorageFailure = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  (error._tag === "StoreError" || error._tag === "SqlError")

/** A storage failure (a store port's or a transaction's) is the client's 503, never a 500. */
export const orUnavailable = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, Exclude<E, StorageFailure> | ServiceUnavailable, R> =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, StorageFailure> => isStorageFailure(error),
    () => Effect.fail(new ServiceUnavailable({ error: "Storage is unavailable, retry later" }))
  ) as Effect.Effect<A, Exclude<E, StorageFailure> | ServiceUnavailable, R>
