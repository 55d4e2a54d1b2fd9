import { Clock, Context, Effect, Option } from "effect"
import { Counters } from "../ports/Counters.js"
import { Credentials } from "../ports/Credentials.js"
import { EventStore } from "../ports/EventStore.js"
import { Ids } from "../ports/Ids.js"
import { Integrations } from "../ports/Integrations.js"
import { PricingServices } from "../ports/PricingServices.js"
import { ReturnRates } from "../ports/ReturnRates.js"
import { Rotations } from "../ports/Rotations.js"
import { SuppressionLists } from "../ports/SuppressionLists.js"

/** The services a submission needs. `Engine.memoryLayer` provides all of them in memory. */
export type EngineServices =
  | EventStore
  | Counters
  | SuppressionLists
  | Integrations
  | Credentials
  | PricingServices
  | Rotations
  | Ids

/**
 * The ports of one lead, taken from the context once, and a synchronous clock (the Effect
 * Clock's, so tests can move it). The pipeline calls them directly, and yields an Effect only
 * where a port is asynchronous.
 */
export interface Env {
  readonly now: () => number
  readonly ids: Ids["Type"]
  readonly events: EventStore["Type"]
  readonly counters: Counters["Type"]
  readonly lists: SuppressionLists["Type"]
  readonly integrations: Integrations["Type"]
  readonly credentials: Credentials["Type"]
  readonly pricingServices: PricingServices["Type"]
  readonly rotations: Rotations["Type"]
  /** Optional (not in `EngineServices`): without it no return-rate cap applies. */
  readonly returnRates: ReturnRates["Type"] | undefined
}

// One Env per context and clock: a runtime serves every lead from the same context.
const cache = new WeakMap<Context.Context<EngineServices>, WeakMap<object, Env>>()

// One step of the fiber rather than three (clock, context, map): this runs once per lead.
export const makeEnv: Effect.Effect<Env, never, EngineServices> = Effect.withFiberRuntime((fiber) => {
  const context = fiber.currentContext as Context.Context<EngineServices>
  const clock = Context.get(fiber.currentDefaultServices, Clock.Clock)
  let byClock = cache.get(context)
  if (byClock === undefined) cache.set(context, (byClock = new WeakMap()))
  let env = byClock.get(clock)
  if (env === undefined) {
    env = {
      now: () => clock.unsafeCurrentTimeMillis(),
      ids: Context.get(context, Ids),
      events: Context.get(context, EventStore),
      counters: Context.get(context, Counters),
      lists: Context.get(context, SuppressionLists),
      integrations: Context.get(context, Integrations),
      credentials: Context.get(context, Credentials),
      pricingServices: Context.get(context, PricingServices),
      rotations: Context.get(context, Rotations),
      returnRates: Option.getOrUndefined(Context.getOption(context as Context.Context<unknown>, ReturnRates))
    }
    byClock.set(clock, env)
  }
  return Effect.succeed(env)
})

/** Work left to do: nothing (done synchronously), or an Effect to run. */
export type Pending = Effect.Effect<void> | undefined

/** Run `next` after `pending`, staying synchronous when `pending` is. */
export const andThen = <E>(
  pending: Effect.Effect<void, E> | undefined,
  next: () => Effect.Effect<void, E> | undefined
): Effect.Effect<void, E> | undefined =>
  pending === undefined ? next() : Effect.flatMap(pending, () => next() ?? Effect.void)
