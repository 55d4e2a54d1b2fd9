import { Effect, Either } from "effect"
import { compileWindow, type CountingWindow } from "../counters/Window.js"
import type { Cap } from "../model/Cap.js"
import type { Counters, CounterKey } from "../ports/Counters.js"
import type { StoreError } from "../ports/StoreError.js"
import type { CompiledRules, Vars } from "../rules/Compile.js"
import { rules, text, type CompileContext, type Render } from "./Context.js"
import { limitZone } from "./LimitZone.js"

/** Where a cap sits: on the flow, on one of its sources, or on a recipient step. */
export interface CapLevel {
  readonly flowId: string
  readonly sourceId?: string | undefined
  readonly stepId?: string | undefined
}

/** A cap compiled: its rules, its counting window and its children (counted when its rules pass). */
export interface CompiledCap {
  readonly id: string
  readonly name: string | undefined
  /** Undefined for a cap that only groups children under a rule set. */
  readonly maximum: number | undefined
  readonly window: ((now: number) => CountingWindow) | undefined
  readonly rules: CompiledRules | undefined
  readonly reason: Render
  readonly children: ReadonlyArray<CompiledCap>
  readonly level: CapLevel
  /** The counter this cap counts in at `now`: one key object per window, shared by its leads. */
  readonly key: ((now: number) => CounterKey) | undefined
}

/**
 * Compile a list of caps. A cap without an `id` counts under `<scope>.cap<i>` (a nested one
 * `<scope>.cap<i>.<j>`), `scope` being `<flow>.<level>` as `LimitIds.ts` derives it. A cap
 * without a `time_zone` counts in `entityZone`, the zone of the source's or step's entity
 * (undefined for the flow's caps: UTC), nested ones too (`limitZone`).
 */
export const compileCaps = (
  caps: ReadonlyArray<Cap> | null | undefined,
  level: CapLevel,
  ctx: CompileContext,
  scope: string,
  entityZone?: string | undefined,
  path = "cap"
): ReadonlyArray<CompiledCap> =>
  (caps ?? []).map((cap, i) => {
    const id = cap.id ?? `${scope}.${path}${i}`
    const countable = cap.maximum !== undefined && cap.duration !== undefined && cap.duration_units !== undefined
    const window = countable ? compileWindow(cap.duration ?? 1, cap.duration_units ?? "day", limitZone(cap.time_zone, entityZone)) : undefined
    return {
      id,
      name: cap.name,
      maximum: countable ? cap.maximum : undefined,
      window,
      rules: rules(cap.rule_set, ctx),
      reason: text(cap.reason, "Cap reached"),
      children: compileCaps(cap.caps, level, ctx, scope, entityZone, `${path}${i}.`),
      level,
      key: window === undefined ? undefined : counterKeys(id, cap.name, level, window)
    }
  })

/** The countable caps whose rules pass (a child only when its parent's rules pass), in order. */
const matching = (caps: ReadonlyArray<CompiledCap>, vars: Vars, out: CompiledCap[]): CompiledCap[] => {
  for (const cap of caps) {
    if (cap.rules !== undefined && cap.rules(vars) !== undefined) continue
    if (cap.maximum !== undefined) out.push(cap)
    matching(cap.children, vars, out)
  }
  return out
}

/**
 * A cap's counter keys: the window function hands out one object per window, so the key is made
 * again only when the window changes (counters may cache what they derive from a key).
 */
const counterKeys = (
  id: string,
  name: string | undefined,
  level: CapLevel,
  window: (now: number) => CountingWindow
): ((now: number) => CounterKey) => {
  let last: CounterKey | undefined
  return (now) => {
    const current = window(now)
    if (last === undefined || last.window !== current)
      last = { kind: "cap", id, window: current, flowId: level.flowId, sourceId: level.sourceId, stepId: level.stepId, name }
    return last
  }
}

const keyOf = (cap: CompiledCap, now: number): CounterKey => (cap.key as (now: number) => CounterKey)(now)

/** Caps reserved for a lead: given back unless the lead (or step) succeeds. */
export type Reservation = ReadonlyArray<CounterKey>

export type CapCheck =
  | { readonly _tag: "Reserved"; readonly reserved: Reservation }
  | { readonly _tag: "Reached"; readonly reason: string }

const none: CapCheck = { _tag: "Reserved", reserved: [] }

/**
 * Count the lead against every matching cap, atomically per counter. When one is full the
 * counts already taken are given back and the lead is turned away with that cap's reason, so a
 * cap is never exceeded however many leads arrive at once.
 */
export const reserveCaps = (
  counters: Counters["Type"],
  caps: ReadonlyArray<CompiledCap>,
  vars: Vars,
  now: number,
  leadId?: string
): Effect.Effect<CapCheck, StoreError> => {
  if (caps.length === 0) return Effect.succeed(none)
  const matched = matching(caps, vars, [])
  if (matched.length === 0) return Effect.succeed(none)
  return reserveFrom(counters, matched, 0, [], vars, now, leadId)
}

// One cap after another, as a chain of flatMaps (this runs per lead).
const reserveFrom = (
  counters: Counters["Type"],
  matched: ReadonlyArray<CompiledCap>,
  i: number,
  reserved: CounterKey[],
  vars: Vars,
  now: number,
  leadId: string | undefined
): Effect.Effect<CapCheck, StoreError> => {
  if (i === matched.length) return Effect.succeed({ _tag: "Reserved", reserved })
  const cap = matched[i] as CompiledCap
  const key = keyOf(cap, now)
  // A counter that cannot be reached gives back the counts already taken for this lead.
  const tried = Effect.catchAll(counters.tryIncrement(key, cap.maximum as number, leadId), (error) =>
    reserved.length === 0 ? Effect.fail(error) : Effect.zipRight(Effect.ignore(releaseCaps(counters, reserved, leadId)), Effect.fail(error))
  )
  return Effect.flatMap(tried, ({ counted }) => {
    if (counted) {
      reserved.push(key)
      return reserveFrom(counters, matched, i + 1, reserved, vars, now, leadId)
    }
    const reached: CapCheck = { _tag: "Reached", reason: cap.reason(vars) }
    return Effect.as(Effect.zipRight(releaseCaps(counters, reserved, leadId), counters.recordFailure(key)), reached)
  })
}

/**
 * Give back reserved counts (the lead or step did not succeed), with the `leadId` they were
 * reserved for. A lead's counts are given back before its events are stored: a store that keeps
 * holds ends a lead's holds when its events are stored (`Counters`). Every count is tried, even
 * after one fails (a failed one is the store's to do again); then the first failure is reported.
 */
export const releaseCaps = (counters: Counters["Type"], reserved: Reservation, leadId?: string): Effect.Effect<void, StoreError> => {
  if (reserved.length === 0) return Effect.void
  if (reserved.length === 1) return counters.decrement(reserved[0] as CounterKey, leadId)
  return Effect.flatMap(
    Effect.forEach(reserved, (k) => Effect.either(counters.decrement(k, leadId))),
    (given) => {
      const failed = given.find(Either.isLeft)
      return failed === undefined ? Effect.void : Effect.fail(failed.left)
    }
  )
}

/** For a ping: would a matching cap turn this lead away? Nothing is counted. */
export const capReached = (
  counters: Counters["Type"],
  caps: ReadonlyArray<CompiledCap>,
  vars: Vars,
  now: number
): Effect.Effect<string | undefined, StoreError> => {
  if (caps.length === 0) return Effect.succeed(undefined)
  const matched = matching(caps, vars, [])
  if (matched.length === 0) return Effect.succeed(undefined)
  return Effect.gen(function* () {
    for (const cap of matched) {
      const count = yield* counters.current(keyOf(cap, now))
      if (count >= (cap.maximum as number)) return cap.reason(vars)
    }
    return undefined
  })
}
