import { describe, expect, it } from "vitest"
import { recordedCriteria, recordedSetting } from "./RecordedSettings.js"

describe("recorded settings", () => {
  const rules = { op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }

  it("records a deep-frozen copy, once per settings object, and leaves the flow's own object as it was", () => {
    const recorded = recordedSetting(rules)
    expect(recorded).toEqual(rules)
    expect(recorded).not.toBe(rules)
    expect(recordedSetting(rules)).toBe(recorded)
    expect(Object.isFrozen(recorded) && Object.isFrozen(recorded.rules) && Object.isFrozen(recorded.rules[0]?.rhv)).toBe(true)
    expect(Object.isFrozen(rules) || Object.isFrozen(rules.rules)).toBe(false)
  })

  it("records acceptance criteria once per rule set and outcome, and a failure's reason in an object of its own", () => {
    const passed = recordedCriteria(rules, "success", undefined)
    expect(passed).toEqual({ rule_set: rules, outcome: "success" })
    expect(recordedCriteria(rules, "success", undefined)).toBe(passed)
    expect(Object.isFrozen(passed)).toBe(true)
    const failed = recordedCriteria(rules, "failure", "Lead must live in TX")
    expect(failed).toEqual({ rule_set: rules, outcome: "failure", reason: "Lead must live in TX" })
    expect(Object.isFrozen(failed)).toBe(false)
    expect(failed.rule_set).toBe(passed.rule_set)
  })
})
