import { type Context, Effect } from "effect"

/**
 * A resource service's dependencies, resolved once when its layer is built. The returned
 * function runs a method's effect with them, so every method's requirement is `never` and a
 * call costs one `provide` of a ready context, never a lookup per service or a layer build.
 */
export type WithDependencies<R> = <A, E>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E>

export const dependencies = <R>(): Effect.Effect<WithDependencies<R>, never, R> =>
  Effect.map(
    Effect.context<R>(),
    (context: Context.Context<R>) =>
      <A, E>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E> =>
        Effect.provide(effect, context)
  )
