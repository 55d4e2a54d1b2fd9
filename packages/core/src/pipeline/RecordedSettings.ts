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

// Each settings object's recorded copy (the compiled flow's objects live as long as it does).
const recordedCopies = new WeakMap<object, object>()

/**
 * A step's settings (a rule set, its recorded mappings) as events record them: a deep-frozen
 * copy, made once per settings object, so every lead's events hold the same object. Frozen, it
 * cannot change under a store that serialises it once (`server-adapter`'s event templates); the
 * flow's own object stays as it was.
 */
export const recordedSetting = <A extends object>(value: A): A => {
  let copy = recordedCopies.get(value)
  if (copy === undefined) {
    copy = deepFreeze(structuredClone(value))
    recordedCopies.set(value, copy)
  }
  return copy as A
}

// The acceptance criteria without a reason, per rule set and outcome (a few per flow version).
const criteriaCopies = new WeakMap<object, Map<string, object>>()

/**
 * The acceptance criteria a source event records: the same frozen object for every lead with
 * the same rule set and outcome, or, with a `reason` (rendered from the lead), an object of its own.
 */
export const recordedCriteria = <R extends object, O extends string>(
  ruleSet: R,
  outcome: O,
  reason: string | undefined
): { readonly rule_set: R; readonly outcome: O; readonly reason?: string } => {
  const rules = recordedSetting(ruleSet)
  if (reason !== undefined) return { rule_set: rules, outcome, reason }
  let byOutcome = criteriaCopies.get(ruleSet)
  if (byOutcome === undefined) {
    byOutcome = new Map()
    criteriaCopies.set(ruleSet, byOutcome)
  }
  let copy = byOutcome.get(outcome)
  if (copy === undefined) {
    copy = Object.freeze({ rule_set: rules, outcome })
    byOutcome.set(outcome, copy)
  }
  return copy as { readonly rule_set: R; readonly outcome: O }
}
