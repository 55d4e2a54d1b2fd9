import type { Firehose } from "../model/Firehose.js"
import type { Flow } from "../model/Flow.js"
import { MASK } from "../secrets/SecretNames.js"

/**
 * The flow's `firehose` setting as its source events carry it: a copy whose connection strings
 * (which hold the storage account's key) are masked. Made once per flow version.
 */
const recorded = new WeakMap<Flow, Firehose>()

export const recordedFirehose = (flow: Flow): Firehose | undefined => {
  const firehose = flow.firehose
  if (firehose === undefined) return undefined
  let copy = recorded.get(flow)
  if (copy === undefined) {
    const services = firehose.services
    copy =
      services === undefined
        ? firehose
        : {
            ...firehose,
            services: Object.fromEntries(
              Object.entries(services).map(([name, service]) => [
                name,
                service.connection_string === undefined ? service : { ...service, connection_string: MASK }
              ])
            )
          }
    recorded.set(flow, copy)
  }
  return copy
}

const deepFreeze = <A>(value: A): A => {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const member of Object.values(value)) deepFreeze(member)
  }
  return value
}

/** The objects `recordedSetting` and `recordedCriteria` made: deep-frozen copies, never changed. */
const recordedObjects = new WeakSet<object>()

/**
 * Whether `value` is settings as the engine records them (`recordedSetting`, `recordedCriteria`):
 * deep-frozen, so a store may serialise it once (`server-adapter`'s event templates). An object
 * that is merely frozen may hold mutable members, so it does not count.
 */
export const isRecordedSetting = (value: unknown): boolean => typeof value === "object" && value !== null && recordedObjects.has(value)

/** A deep-frozen copy of `value` as JSON has it (what a stored event holds); `value` itself when it is not JSON (a BigInt). */
const recordedCopy = <A>(value: A): A => {
  let copy: A
  try {
    copy = JSON.parse(JSON.stringify(value)) as A
  } catch {
    return value
  }
  if (copy !== null && typeof copy === "object") recordedObjects.add(deepFreeze(copy))
  return copy
}

// Each owner's recorded copies by setting: the owner is the compiled step, buyer or criteria the
// settings belong to (made once per compiled flow), so a flow compiled again records them anew.
const recordedCopies = new WeakMap<object, Map<string, { readonly source: unknown; readonly copy: unknown }>>()

/**
 * A step's setting (`rule_set`, its recorded `mappings`) as events record it: a deep-frozen copy
 * made once per compiled `owner` and setting, so every lead's events hold the same object and a
 * store can serialise it once (`isRecordedSetting`). The flow's own object stays as it was.
 */
export const recordedSetting = <A extends object>(owner: object, setting: "rule_set" | "mappings", value: A): A => {
  let copies = recordedCopies.get(owner)
  if (copies === undefined) {
    copies = new Map()
    recordedCopies.set(owner, copies)
  }
  const cached = copies.get(setting)
  if (cached !== undefined && cached.source === value) return cached.copy as A
  const copy = recordedCopy(value)
  copies.set(setting, { source: value, copy })
  return copy
}

// The acceptance criteria without a reason, per compiled criteria and outcome (a few per flow version).
const criteriaCopies = new WeakMap<object, Map<string, object>>()

/**
 * The acceptance criteria a source event records: the same frozen object for every lead with
 * the same compiled criteria (`owner`) and outcome, or, with a `reason` (rendered from the
 * lead), an object of its own around the recorded rule set.
 */
export const recordedCriteria = <R extends object, O extends string>(
  owner: object,
  ruleSet: R,
  outcome: O,
  reason: string | undefined
): { readonly rule_set: R; readonly outcome: O; readonly reason?: string } => {
  const rules = recordedSetting(owner, "rule_set", ruleSet)
  if (reason !== undefined) return { rule_set: rules, outcome, reason }
  let byOutcome = criteriaCopies.get(owner)
  if (byOutcome === undefined) {
    byOutcome = new Map()
    criteriaCopies.set(owner, byOutcome)
  }
  let copy = byOutcome.get(outcome)
  if (copy === undefined || (copy as { readonly rule_set: unknown }).rule_set !== rules) {
    copy = Object.freeze({ rule_set: rules, outcome })
    // Counts as recorded only when its rule set does (a rule set that is not JSON is not).
    if (isRecordedSetting(rules)) recordedObjects.add(copy)
    byOutcome.set(outcome, copy)
  }
  return copy as { readonly rule_set: R; readonly outcome: O }
}
