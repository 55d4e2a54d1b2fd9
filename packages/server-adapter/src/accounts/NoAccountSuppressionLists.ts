import { StoreError, SuppressionLists } from "@leadflow/core"
import { Effect, Layer } from "effect"

/**
 * The suppression lists the integration runtime falls back to when a call carries none. Every
 * call the engine makes carries the lead's account's lists, so reaching these is a bug: each
 * operation fails (the step ends in error) rather than touching lists of no account.
 */
const refused = Effect.fail(new StoreError({ message: "suppression lists are only reachable through a lead's account" }))

export const NoAccountSuppressionLists: Layer.Layer<SuppressionLists> = Layer.succeed(
  SuppressionLists,
  SuppressionLists.of({ query: () => refused, add: () => refused, remove: () => refused, addIfAbsent: () => refused })
)
