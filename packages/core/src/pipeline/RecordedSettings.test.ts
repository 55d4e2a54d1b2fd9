import { describe, expect, it } from "vitest"
import { isRecordedSetting, recordedCriteria, recordedSetting } from "./RecordedSettings.js"

describe("recorded settings", () => {
  const rules = { op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }

  it("records a deep-frozen copy, once per owner and setting, and leaves the flow's own object as it was", () => {
    const step = {}
    const recorded = recordedSetting(step, "rule_set", rules)
    expect(recorded).toEqual(rules)
    expect(recorded).not.toBe(rules)
    expect(recordedSetting(step, "rule_set", rules)).toBe(recorded)
    expect(Object.isFrozen(recorded) && Object.isFrozen(recorded.rules) && Object.isFrozen(recorded.rules[0]?.rhv)).toBe(true)
    expect(isRecordedSetting(recorded)).toBe(true)
    expect(Object.isFrozen(rules) || Object.isFrozen(rules.rules)).toBe(false)
    expect(isRecordedSetting(Object.freeze({ ...rules }))).toBe(false)
    // Another compiled step (a flow compiled again) records its settings anew.
    expect(recordedSetting({}, "rule_set", rules)).not.toBe(recorded)
  })

  it("records what JSON holds, and leaves settings JSON cannot write as they are", () => {
    class Rules {
      readonly op = "and"
      toJSON() {
        return { op: this.op, rules: [] }
      }
    }
    expect(recordedSetting({}, "rule_set", new Rules())).toEqual({ op: "and", rules: [] })
    const proxied = new Proxy(rules, {})
    expect(recordedSetting({}, "rule_set", proxied)).toEqual(rules)
    const big = { op: "and", limit: 10n }
    const kept = recordedSetting({}, "rule_set", big)
    expect(kept).toBe(big)
    expect(isRecordedSetting(kept)).toBe(false)
  })

  it("records acceptance criteria once per owner and outcome, and a failure's reason in an object of its own", () => {
    const criteria = {}
    const passed = recordedCriteria(criteria, rules, "success", undefined)
    expect(passed).toEqual({ rule_set: rules, outcome: "success" })
    expect(recordedCriteria(criteria, rules, "success", undefined)).toBe(passed)
    expect(isRecordedSetting(passed)).toBe(true)
    const failed = recordedCriteria(criteria, rules, "failure", "Lead must live in TX")
    expect(failed).toEqual({ rule_set: rules, outcome: "failure", reason: "Lead must live in TX" })
    expect(isRecordedSetting(failed)).toBe(false)
    expect(failed.rule_set).toBe(passed.rule_set)
  })
})
